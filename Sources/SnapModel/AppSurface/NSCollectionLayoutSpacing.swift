import Foundation

/// UIKit's `NSCollectionLayoutSpacing`: the space between a compositional layout's items,
/// fixed or at least some length.
///
/// Compile-only: stored, never laid out.
public final class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points (the least, for a flexible spacing).
  public let spacing: CGFloat
  /// Whether the spacing may grow to fill the group.
  public let isFlexibleSpacing: Bool

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// At least `flexibleSpacing` points, growing to fill the group.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`: the spacing around an item on each of its edges.
///
/// Compile-only: stored, never laid out.
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  /// The spacing before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// The spacing above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// The spacing after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// The spacing below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Spacings for the four edges (nil: none).
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
  }
}
