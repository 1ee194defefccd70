import Foundation

/// UIKit's `UICollectionViewLayoutAttributes` for a cell: where an item goes and how it is drawn.
///
/// A class, as in UIKit, so code that writes `attr.transform = …` inside a `for attr in attrs`
/// loop compiles unchanged. The base flow layout hands out fresh objects on every call.
public final class UICollectionViewLayoutAttributes: CustomStringConvertible {
  /// The item this describes.
  public let indexPath: IndexPath
  /// The item's frame in content coordinates.
  public var frame: CGRect
  /// A 2-D transform layouts use to scale items.
  public var transform: CGAffineTransform = .identity
  /// A 3-D transform layouts use to scale items.
  public var transform3D: CATransform3D = CATransform3DIdentity

  /// Attributes for the cell at `indexPath` (UIKit's `init(forCellWith:)`).
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
  }

  /// The frame's centre.
  public var center: CGPoint { RectSemantics.center(of: frame) }

  /// The frame's size.
  public var size: CGSize { frame.size }

  /// An independent copy (Objective-C's `[attributes copy]`).
  public func copy() -> UICollectionViewLayoutAttributes {
    let twin = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    twin.frame = frame
    twin.transform = transform
    twin.transform3D = transform3D
    return twin
  }

  /// `item N: (x, y, w, h)`.
  public var description: String {
    "item \(indexPath.item): (\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
  }
}
