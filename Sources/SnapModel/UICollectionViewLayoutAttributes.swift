import Foundation

/// UIKit's `UICollectionViewLayoutAttributes` for a cell: where an item goes and how it is drawn.
///
/// A class, as in UIKit, so code that writes `attr.transform = …` inside a `for attr in attrs`
/// loop compiles unchanged. The base flow layout hands out fresh objects on every call.
public final class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// The item this describes, in section 0.
  private let item: Int
  /// The item's frame in content coordinates.
  public var frame: CGRect
  /// A 2-D transform layouts use to scale items.
  public var transform: CGAffineTransform = .identity
  /// A 3-D transform layouts use to scale items.
  public var transform3D: CATransform3D = CATransform3DIdentity

  /// Attributes for the cell at `indexPath` (UIKit's `init(forCellWith:)`); the model has
  /// one section, so only the item is kept.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(item: indexPath.item, frame: .zero)
  }

  /// Attributes for item `item` of section 0 with `frame`.
  init(item: Int, frame: CGRect) {
    self.item = item
    self.frame = frame
  }

  /// UIKit's plain initializer: attributes of item 0 with a zero frame.
  public override convenience init() {
    self.init(item: 0, frame: .zero)
  }

  /// The item's index path (section 0).
  public var indexPath: IndexPath { IndexPath(item: item, section: 0) }

  /// The frame's centre.
  public var center: CGPoint { RectSemantics.center(of: frame) }

  /// The frame's size.
  public var size: CGSize { frame.size }

  /// An independent copy, as `NSCopying` gives it (`copy()` returns it as `Any`, as in UIKit).
  public func copy(with zone: NSZone? = nil) -> Any { copied() }

  /// An independent copy with its type: what `copy()` returns, for ported code.
  package func copied() -> UICollectionViewLayoutAttributes {
    let twin = UICollectionViewLayoutAttributes(item: item, frame: frame)
    twin.transform = transform
    twin.transform3D = transform3D
    return twin
  }

  /// `item N: (x, y, w, h)`.
  public override var description: String {
    "item \(item): (\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
  }
}
