import Foundation

/// An item of a checked orthogonal section as its `visibleItemsInvalidationHandler` sees it:
/// its frame in the section's coordinates, and what the handler sets on it, kept for the item
/// and read by nothing that decides where the section rests (A20).
package final class OrthogonalVisibleItem: NSCollectionLayoutVisibleItem {
  /// The opacity the handler set (1 until it sets one).
  package var alpha: CGFloat = 1
  /// The stacking order the handler set.
  package var zIndex = 0
  /// Whether the handler hid the item.
  package var isHidden = false
  /// The centre the handler set (the frame's centre until it sets one).
  package var center: CGPoint
  /// The affine transform the handler set.
  package var transform = CGAffineTransform.identity
  /// The 3D transform the handler set.
  package var transform3D = CATransform3DIdentity
  /// The item's name: empty, as UIKit's cells have none.
  package let name = ""
  /// The item's index path.
  package let indexPath: IndexPath
  /// The frame in the section's coordinates (A19).
  package private(set) var frame: CGRect
  /// The bounds: the frame's size at the origin.
  package var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// Nil: a cell.
  package let representedElementKind: String? = nil
  /// A cell.
  package let representedElementCategory = UICollectionViewLayoutAttributes.ElementCategory.cell

  /// The item at `indexPath`, at `frame`.
  package init(indexPath: IndexPath, frame: CGRect) {
    self.indexPath = indexPath
    self.frame = frame
    center = RectSemantics.center(of: frame)
  }

  /// Moves the item to `newFrame` (the layout was prepared again), the centre with it.
  package func place(_ newFrame: CGRect) {
    guard !RectSemantics.equal(newFrame, frame) else { return }
    frame = newFrame
    center = RectSemantics.center(of: newFrame)
  }
}
