import Foundation

/// The model's `UICollectionViewFlowLayout`: subclass it with the code you ship on iOS.
///
/// The overridable methods have UIKit's names and arguments, so most layout code pastes in
/// with `import UIKit` replaced. Two differences: `targetContentOffset` is declared
/// `throws` (an override that does not throw still compiles) so ported code can report a
/// trap instead of crashing, and only horizontal scrolling exists.
///
///     final class MyLayout: UICollectionViewFlowLayout {
///       override func targetContentOffset(
///         forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
///       ) -> CGPoint {
///         let page = itemSize.width + minimumLineSpacing
///         return CGPoint(x: (proposed.x / page).rounded() * page, y: proposed.y)
///       }
///     }
open class UICollectionViewFlowLayout {
  /// The scroll direction; the model lays out horizontally only.
  public enum ScrollDirection: Sendable {
    /// Items fill columns and the content scrolls sideways.
    case horizontal
  }

  /// The item size.
  public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateFlowGeometry() } }
  /// The gap between columns.
  public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateFlowGeometry() } }
  /// The gap between items stacked in one column.
  public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateFlowGeometry() } }
  /// The section insets (the delegate's, when it has them, win for the geometry).
  public var sectionInset: UIEdgeInsets = .zero { didSet { invalidateFlowGeometry() } }
  /// Always `.horizontal`.
  public var scrollDirection: ScrollDirection = .horizontal
  /// The collection view showing this layout.
  public internal(set) weak var collectionView: UICollectionView? { didSet { invalidateFlowGeometry() } }
  /// The geometry of the current properties and view, computed on first use after a change.
  private var cachedGeometry: FlowGeometry?

  /// A layout with UIKit's defaults: items 50×50, spacings 10, insets zero.
  public init() {}

  /// Sets the flow properties from `configuration` (item size, spacings, section inset).
  public func apply(_ configuration: LayoutConfiguration) {
    itemSize = CGSize(width: configuration.itemWidth, height: configuration.itemHeight)
    minimumLineSpacing = configuration.lineSpacing
    minimumInteritemSpacing = configuration.interitemSpacing
    sectionInset = configuration.sectionInset
  }

  /// The geometry of the current properties in the current view (SPEC §1.2).
  ///
  /// It is cached: the flow properties, and the view's size and item count, clear the cache
  /// when they change.
  public var flowGeometry: FlowGeometry {
    if let cachedGeometry { return cachedGeometry }
    let view = collectionView
    let geometry = FlowGeometry(
      itemCount: view?.itemCount ?? 0, itemSize: itemSize, lineSpacing: minimumLineSpacing,
      interitemSpacing: minimumInteritemSpacing, inset: view?.delegateSectionInset ?? sectionInset,
      viewSize: view?.frame.size ?? .zero, scale: view?.screenScale ?? 1)
    cachedGeometry = geometry
    return geometry
  }

  /// Forgets the cached geometry; the view calls it when its size or item count changes.
  final func invalidateFlowGeometry() {
    cachedGeometry = nil
  }

  /// Runs before the first event and after every resize and reload. The base does nothing:
  /// the model's geometry is always that of the current properties.
  open func prepare() {}

  /// The content size: the geometry's content width by the view's height.
  open var collectionViewContentSize: CGSize { flowGeometry.contentSize }

  /// The attributes of every item whose frame intersects `rect` (closed edges), in index
  /// order, with identity transforms: fresh objects on each call.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let geometry = flowGeometry
    return geometry.items(intersecting: rect).map { attributes(ofItem: $0, in: geometry) }
  }

  /// The attributes of one item, or nil when it is not an item of section 0.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let geometry = flowGeometry
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < geometry.itemCount else {
      return nil
    }
    return attributes(ofItem: indexPath.item, in: geometry)
  }

  /// The attributes of item `index` in `geometry`, as `layoutAttributesForItem(at:)` gives them.
  public final func attributes(ofItem index: Int, in geometry: FlowGeometry) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(item: index, frame: geometry.frame(ofItem: index))
  }

  /// Where to rest after a drag; the base returns the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) throws -> CGPoint {
    proposedContentOffset
  }

  /// Where to rest after a layout change such as a resize; the base returns the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) throws -> CGPoint {
    proposedContentOffset
  }

  /// Whether a bounds change invalidates the layout. The model's geometry is always current,
  /// so it does not ask; the method exists so pasted overrides compile.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Runs at the start of a resize, with the old bounds still in place; the base does nothing.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Runs at the end of a resize; the base does nothing.
  open func finalizeAnimatedBoundsChange() {}
}
