import Foundation

/// UIKit's `UICollectionViewCell`, reduced to what snap code reads: its frame and centre.
public final class UICollectionViewCell {
  /// The item the cell currently shows (what `UICollectionView.indexPath(for:)` answers).
  let item: Int
  /// The cell's frame in content coordinates.
  public let frame: CGRect

  init(item: Int, frame: CGRect) {
    self.item = item
    self.frame = frame
  }

  /// The index path of the item the cell shows.
  var indexPath: IndexPath { IndexPath(item: item, section: 0) }

  /// The frame's centre.
  public var center: CGPoint { RectSemantics.center(of: frame) }

  /// The cell's own bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
