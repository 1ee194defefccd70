import Foundation

/// UIKit's `NSRectAlignment`: where a boundary supplementary item sits on its section or
/// layout.
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none
  /// Along the top edge.
  case top
  /// At the top leading corner.
  case topLeading
  /// Along the leading edge.
  case leading
  /// At the bottom leading corner.
  case bottomLeading
  /// Along the bottom edge.
  case bottom
  /// At the bottom trailing corner.
  case bottomTrailing
  /// Along the trailing edge.
  case trailing
  /// At the top trailing corner.
  case topTrailing
}

/// UIKit's `NSCollectionLayoutSupplementaryItem`: a supplementary view (a badge, a header)
/// attached to a compositional layout's item, section or layout.
///
/// Compile-only: stored, never laid out or shown.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source's supplementary views are asked for.
  public let elementKind: String
  /// The stacking order against the item.
  public var zIndex = 1

  /// A supplementary item of `layoutSize` and `elementKind`.
  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a
/// compositional layout's section or of the whole layout.
///
/// Compile-only: stored, never laid out or shown.
///
///     let header = NSCollectionLayoutBoundarySupplementaryItem(
///       layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///       elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
///     header.pinToVisibleBounds = true
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where it sits on its section or layout.
  public let alignment: NSRectAlignment
  /// How far it is moved from its aligned place.
  public let offset: CGPoint
  /// Whether it extends the section's or layout's content.
  public var extendsBoundary = true
  /// Whether it stays on screen while its section scrolls by.
  public var pinToVisibleBounds = false

  /// A header or footer of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
