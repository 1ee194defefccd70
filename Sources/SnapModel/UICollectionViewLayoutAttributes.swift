import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where an element goes and how it is drawn.
///
/// A class, as in UIKit, so code that writes `attr.transform = …` inside a `for attr in attrs`
/// loop compiles unchanged. The base flow layout hands out fresh objects on every call.
///
/// Open, as UIKit's is: a subclass adds its own properties and overrides `copy(with:)` and
/// `isEqual(_:)` to carry them, and inherits `init(forCellWith:)` and its siblings, which
/// make an instance of the subclass.
///
///     final class PagerAttributes: UICollectionViewLayoutAttributes {
///       var position: CGFloat = 0
///       override func copy(with zone: NSZone? = nil) -> Any {
///         let copy = super.copy(with: zone) as! PagerAttributes
///         copy.position = position
///         return copy
///       }
///     }
///     let attributes = PagerAttributes(forCellWith: IndexPath(item: 2, section: 0))
///     (attributes.copy() as! PagerAttributes).indexPath.item  // 2
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// What kind of element attributes describe.
  public enum ElementCategory: Sendable {
    /// A cell.
    case cell
    /// A supplementary view (a header or footer).
    case supplementaryView
    /// A decoration view.
    case decorationView
  }

  /// The index path of the element.
  @exclusivity(unchecked) open var indexPath: IndexPath
  /// The element's frame in content coordinates.
  @exclusivity(unchecked) open var frame: CGRect
  /// How the element is drawn, as fresh attributes have it until code changes it.
  @exclusivity(unchecked) private var appearance = Appearance()
  /// A 2-D transform layouts use to scale items.
  open var transform: CGAffineTransform {
    get { appearance.transform }
    set { appearance.transform = newValue }
  }
  /// A 3-D transform layouts use to scale items.
  open var transform3D: CATransform3D {
    get { appearance.transform3D }
    set { appearance.transform3D = newValue }
  }
  /// The opacity.
  open var alpha: CGFloat {
    get { appearance.alpha }
    set { appearance.alpha = newValue }
  }
  /// The stacking order.
  open var zIndex: Int {
    get { appearance.zIndex }
    set { appearance.zIndex = newValue }
  }
  /// Whether the element is hidden.
  open var isHidden: Bool {
    get { appearance.isHidden }
    set { appearance.isHidden = newValue }
  }
  /// What kind of element this is: a cell, or a flow layout's header or footer.
  @exclusivity(unchecked) open package(set) var representedElementCategory = ElementCategory.cell
  /// The supplementary or decoration kind, nil for a cell.
  @exclusivity(unchecked) open package(set) var representedElementKind: String?

  /// Fresh attributes of `type` for the element of `category` and `kind` at `indexPath` with
  /// `frame`: what a flow layout whose `layoutAttributesClass` is `type` hands out.
  package static func fresh(
    _ type: UICollectionViewLayoutAttributes.Type, indexPath: IndexPath, frame: CGRect,
    category: ElementCategory = .cell, kind: String? = nil
  ) -> UICollectionViewLayoutAttributes {
    let attributes = type.init()
    attributes.indexPath = indexPath
    attributes.frame = frame
    attributes.representedElementCategory = category
    attributes.representedElementKind = kind
    return attributes
  }

  /// UIKit's plain initializer: a cell at item 0 of section 0 with a zero frame. Required, so
  /// that `copy(with:)` makes an instance of the receiver's own class, as UIKit's does.
  public required override init() {
    indexPath = IndexPath(item: 0, section: 0)
    frame = .zero
  }

  /// Attributes of an element of `category` and `kind` at `indexPath`, with a zero frame, of
  /// the class the initializer is called on.
  private convenience init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
  }

  /// Attributes for the cell at `indexPath` (UIKit's `init(forCellWith:)`).
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .cell, kind: nil)
  }

  /// Attributes for a supplementary view of `elementKind` (a header or a footer) at
  /// `indexPath` (UIKit's `init(forSupplementaryViewOfKind:with:)`).
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath` (UIKit's
  /// `init(forDecorationViewOfKind:with:)`). Compile-only: the model shows no decoration
  /// views, so a layout's decoration attributes are kept but never drawn.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
  }

  /// Attributes for the cell at `indexPath` with `frame`.
  convenience init(indexPath: IndexPath, frame: CGRect) {
    self.init(forCellWith: indexPath)
    self.frame = frame
  }

  /// The frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { RectSemantics.center(of: frame) }
    set { frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
  }

  /// The frame's size; setting it keeps the centre, as UIKit does.
  open var size: CGSize {
    get { frame.size }
    set {
      let centre = center
      frame.size = newValue
      center = centre
    }
  }

  /// The element's own bounds: its size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// An independent copy of the receiver's own class, as `NSCopying` gives it (`copy()`
  /// returns it as `Any`, as in UIKit). A subclass overrides it to copy its own properties
  /// onto `super.copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any { copied() }

  /// Whether `object` is attributes of the same element placed and drawn the same way: UIKit
  /// compares every property, and a subclass overrides it to compare its own too.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return indexPath == other.indexPath && frame == other.frame && appearance == other.appearance
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  /// A hash that agrees with `isEqual(_:)`: the index path's.
  open override var hash: Int { indexPath.hashValue }

  /// An independent copy with its type, made by the base class alone (a subclass's own
  /// properties keep their initial values): what `copy()` returns, for ported code.
  package func copied() -> UICollectionViewLayoutAttributes {
    let twin = type(of: self).init()
    twin.indexPath = indexPath
    twin.representedElementCategory = representedElementCategory
    twin.representedElementKind = representedElementKind
    twin.frame = frame
    twin.appearance = appearance
    return twin
  }

  /// Makes these cell attributes what `init(indexPath:frame:)` makes: the flow layout hands
  /// out attributes nobody holds any more again, as fresh ones (see
  /// `UICollectionViewFlowLayout.layoutAttributesForElements(in:)`).
  package func reset(indexPath: IndexPath, frame: CGRect) {
    self.indexPath = indexPath
    self.frame = frame
    appearance = Appearance()
  }

  /// The drawing properties, in their fresh state.
  private struct Appearance: Equatable {
    var transform: CGAffineTransform = .identity
    var transform3D: CATransform3D = CATransform3DIdentity
    var alpha: CGFloat = 1
    var zIndex: Int = 0
    var isHidden = false
  }

  /// `item N: (x, y, w, h)`, with the section when it is not 0 (`header of section N` for a
  /// header, `footer …` for a footer).
  public override var description: String {
    let name: String
    switch representedElementKind {
    case UICollectionView.elementKindSectionHeader?: name = "header of section \(indexPath.section)"
    case UICollectionView.elementKindSectionFooter?: name = "footer of section \(indexPath.section)"
    default: name = indexPath.section == 0 ? "item \(indexPath.item)" : "item \(indexPath.item) of section \(indexPath.section)"
    }
    return "\(name): (\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
  }
}

extension FlowGeometry {
  /// Fresh attributes of global item `item`, with its index path and frame, as the flow
  /// layout hands them out.
  package func attributes(ofItem item: Int) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(indexPath: indexPath(ofItem: item), frame: frame(ofItem: item))
  }
}
