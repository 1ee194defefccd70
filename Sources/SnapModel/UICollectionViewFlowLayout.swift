import Foundation

/// The model's `UICollectionViewFlowLayout`: subclass it with the code you ship on iOS.
///
/// The overridable methods have UIKit's Swift signatures, so layout code pastes in with
/// `import UIKit` replaced. Ported code that would trap or raise on a device reports the
/// fault through `reportingFaults(_:_:)` instead, and the simulator records it as the
/// step's outcome. Only horizontal scrolling exists.
///
///     final class MyLayout: UICollectionViewFlowLayout {
///       override func targetContentOffset(
///         forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
///       ) -> CGPoint {
///         let page = itemSize.width + minimumLineSpacing
///         return CGPoint(x: (proposed.x / page).rounded() * page, y: proposed.y)
///       }
///     }
open class UICollectionViewFlowLayout: NSObject {
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
  public package(set) weak var collectionView: UICollectionView? { didSet { invalidateFlowGeometry() } }
  /// The geometry of the current properties and view, computed on first use after a change.
  private var cachedGeometry: FlowGeometry?
  /// A fault the layout's code reported during the current call, for the simulator to take.
  private var reportedFault: SimulatedFault?

  /// A layout with UIKit's defaults: items 50×50, spacings 10, insets zero.
  public override init() {}

  /// UIKit's archive initializer, so subclasses that declare it compile; the model keeps no
  /// archives, so it makes a layout with the defaults.
  public required init?(coder: NSCoder) {}

  /// Runs `body`, ported code that throws where the original traps or raises; a fault it
  /// throws is kept for the simulator and `placeholder` is returned, so the override keeps
  /// UIKit's non-throwing signature.
  package func reportingFaults<Value>(
    _ placeholder: Value, _ body: () throws(SimulatedFault) -> Value
  ) -> Value {
    do {
      return try body()
    } catch {
      reportedFault = error
      return placeholder
    }
  }

  /// The fault reported since the last call, cleared as it is taken.
  package func takeReportedFault() -> SimulatedFault? {
    defer { reportedFault = nil }
    return reportedFault
  }

  /// Sets the flow properties from `configuration` (item size, spacings, section inset).
  package func apply(_ configuration: LayoutConfiguration) {
    itemSize = CGSize(width: configuration.itemWidth, height: configuration.itemHeight)
    minimumLineSpacing = configuration.lineSpacing
    minimumInteritemSpacing = configuration.interitemSpacing
    sectionInset = configuration.sectionInset
  }

  /// The geometry of the current properties in the current view (SPEC §1.2).
  ///
  /// It is cached: the flow properties, and the view's size and item count, clear the cache
  /// when they change.
  package var flowGeometry: FlowGeometry {
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

  private func attributes(ofItem index: Int, in geometry: FlowGeometry) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(item: index, frame: geometry.frame(ofItem: index))
  }

  /// Where to rest after a drag; the base returns the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Where to rest after a layout change such as a resize; the base returns the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
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
