import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where an element goes and how it is drawn.
///
/// A class, as in UIKit, so code that writes `attr.transform = …` inside a `for attr in attrs`
/// loop compiles unchanged. The base flow layout hands out fresh objects on every call.
public final class UICollectionViewLayoutAttributes: NSObject, NSCopying {
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
  @exclusivity(unchecked) public var indexPath: IndexPath
  /// The element's frame in content coordinates.
  @exclusivity(unchecked) public var frame: CGRect
  /// How the element is drawn, as fresh attributes have it until code changes it.
  @exclusivity(unchecked) private var appearance = Appearance()
  /// A 2-D transform layouts use to scale items.
  public var transform: CGAffineTransform {
    get { appearance.transform }
    set { appearance.transform = newValue }
  }
  /// A 3-D transform layouts use to scale items.
  public var transform3D: CATransform3D {
    get { appearance.transform3D }
    set { appearance.transform3D = newValue }
  }
  /// The opacity.
  public var alpha: CGFloat {
    get { appearance.alpha }
    set { appearance.alpha = newValue }
  }
  /// The stacking order.
  public var zIndex: Int {
    get { appearance.zIndex }
    set { appearance.zIndex = newValue }
  }
  /// Whether the element is hidden.
  public var isHidden: Bool {
    get { appearance.isHidden }
    set { appearance.isHidden = newValue }
  }
  /// What kind of element this is: a cell, or a flow layout's header or footer.
  public let representedElementCategory: ElementCategory
  /// The supplementary or decoration kind, nil for a cell.
  public let representedElementKind: String?

  /// Attributes of an element of `category` and `kind` at `indexPath`, with a zero frame.
  private init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
    self.indexPath = indexPath
    frame = .zero
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

  /// Attributes for the cell at `indexPath` with `frame`.
  convenience init(indexPath: IndexPath, frame: CGRect) {
    self.init(forCellWith: indexPath)
    self.frame = frame
  }

  /// UIKit's plain initializer: a cell at item 0 of section 0 with a zero frame.
  public override convenience init() {
    self.init(forCellWith: IndexPath(item: 0, section: 0))
  }

  /// The frame's centre; setting it moves the frame.
  public var center: CGPoint {
    get { RectSemantics.center(of: frame) }
    set { frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
  }

  /// The frame's size; setting it keeps the centre, as UIKit does.
  public var size: CGSize {
    get { frame.size }
    set {
      let centre = center
      frame.size = newValue
      center = centre
    }
  }

  /// The element's own bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// An independent copy, as `NSCopying` gives it (`copy()` returns it as `Any`, as in UIKit).
  public func copy(with zone: NSZone? = nil) -> Any { copied() }

  /// An independent copy with its type: what `copy()` returns, for ported code.
  package func copied() -> UICollectionViewLayoutAttributes {
    let twin = UICollectionViewLayoutAttributes(indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
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
  private struct Appearance {
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
