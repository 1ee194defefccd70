import Foundation

/// UIKit's `UICollectionViewCell`, reduced to what snap code reads: its frame and centre.
public final class UICollectionViewCell: NSObject {
  /// The item the cell currently shows (what `UICollectionView.indexPath(for:)` answers).
  let indexPath: IndexPath
  /// The cell's frame in content coordinates.
  public let frame: CGRect

  init(indexPath: IndexPath, frame: CGRect) {
    self.indexPath = indexPath
    self.frame = frame
  }

  /// The frame's centre.
  public var center: CGPoint { RectSemantics.center(of: frame) }

  /// The cell's own bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
