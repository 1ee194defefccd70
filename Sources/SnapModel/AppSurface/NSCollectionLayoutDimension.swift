import Foundation

/// UIKit's `NSCollectionLayoutDimension`: one side of a compositional layout's item, group or
/// supplementary item, as a fraction of its container, an absolute length or an estimate.
///
/// A checked orthogonal section resolves it as A19 says (`OrthogonalSectionGeometry`): an
/// absolute or estimated length as it is, a fraction of its container's width or height.
///
///     let width = NSCollectionLayoutDimension.fractionalWidth(0.8)
///     width.isFractionalWidth  // true
///     width.dimension          // 0.8
public final class NSCollectionLayoutDimension: NSObject {
  /// What the number means.
  private enum Kind {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  /// What `dimension` means.
  private let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// An estimate in points, which self-sizing would replace.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// The largest of the siblings' self-sized lengths, starting from `estimate`.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
  }

  /// Whether it is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a length in points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }
  /// Whether it is uniform across siblings.
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// Its length in a container `width` by `height` (A19: an estimate is taken as the length,
  /// self-sizing is not modelled).
  package func length(width: CGFloat, height: CGFloat) -> CGFloat {
    switch kind {
    case .fractionalWidth: return dimension * width
    case .fractionalHeight: return dimension * height
    case .absolute, .estimated, .uniformAcrossSiblings: return dimension
    }
  }

  /// Whether it is a fraction of the container's extent along `axis`'s other axis.
  package func isFractional(across axis: Axis) -> Bool {
    axis == .horizontal ? isFractionalHeight : isFractionalWidth
  }
}

/// UIKit's `NSCollectionLayoutSize`: a width and a height, each an `NSCollectionLayoutDimension`.
///
/// Compile-only: stored, never laid out.
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size from its two dimensions.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
  }
}
