import Foundation

/// UIKit's `NSCollectionLayoutContainer`: the size a compositional layout's section or group
/// is laid out in, and its insets.
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The size less the effective insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`: what a compositional layout's section provider
/// and visible-items handler are told about the container and the traits.
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: UITraitCollection { get }
}

/// UIKit's `NSCollectionLayoutVisibleItem`: an item a compositional section's
/// `visibleItemsInvalidationHandler` may restyle as it scrolls.
///
/// A checked orthogonal section hands its handler the items whose frames intersect the
/// visible range, frames in the section's coordinates (A20); what the handler sets is kept.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The opacity.
  var alpha: CGFloat { get set }
  /// The stacking order.
  var zIndex: Int { get set }
  /// Whether the item is hidden.
  var isHidden: Bool { get set }
  /// The centre in the section's coordinates.
  var center: CGPoint { get set }
  /// The affine transform.
  var transform: CGAffineTransform { get set }
  /// The 3D transform.
  var transform3D: CATransform3D { get set }
  /// The item's name.
  var name: String { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// The frame in the section's coordinates.
  var frame: CGRect { get }
  /// The bounds.
  var bounds: CGRect { get }
  /// The supplementary kind, or nil for a cell.
  var representedElementKind: String? { get }
  /// Whether it is a cell, a supplementary or a decoration view.
  var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
}

/// The environment the model hands a section provider: the collection view's size as the
/// container, inset by its adjusted content inset, and its traits.
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  /// The view's size.
  let contentSize: CGSize
  /// The view's adjusted content inset, in leading/trailing terms.
  let contentInsets: NSDirectionalEdgeInsets
  /// The view's traits.
  let traitCollection: UITraitCollection

  /// The environment of `view`.
  init(_ view: UICollectionView) {
    contentSize = view.frame.size
    let inset = view.adjustedContentInset
    contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    traitCollection = view.traitCollection
  }

  /// The environment is its own container.
  var container: any NSCollectionLayoutContainer { self }
  /// The insets in effect: the view's adjusted content inset.
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  /// The view's size less its adjusted content inset.
  var effectiveContentSize: CGSize {
    CGSize(
      width: contentSize.width - contentInsets.leading - contentInsets.trailing,
      height: contentSize.height - contentInsets.top - contentInsets.bottom)
  }
}
