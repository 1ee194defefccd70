import Foundation
import SnapModel

/// The SwiftUI host (the catalog's SwiftUI host article): a `ScrollTargetBehavior` driving
/// the UIKit model's scroll view, as a flow layout the simulator runs.
///
/// The simulator's view is the container (`LayoutConfiguration.simulatedView`), the stack's
/// children its items in one line, so drags follow the UIKit model's physics (S1). The
/// behaviour's `updateTarget(_:context:)` is called
/// - after a drag, with the natural target: the simulator's proposal, where momentum would
///   carry the view, rounded and clamped; `originalTarget` is the rect where the drag began
///   and `velocity` the release velocity in points per second (S2);
/// - after a resize, with the target that keeps the leading item (the first whose trailing
///   edge lies beyond the container's leading edge) as far from that edge as before, rounded
///   and clamped; `originalTarget` is that same target and `velocity` zero. For a view
///   checked as written the resize turns the device: the children, spacing, margins, safe
///   area and size class are the view's, read again at the new size (`turned`, S6).
///
/// The environment's horizontal size class, unless given, is Apple's for the bounds' width
/// and the safe area (`SwiftUIAssumptions.sizeClasses`: a landscape phone is compact below
/// 896 pt, any other view below 744 pt).
///
/// The view rests at `clamp(roundPx(target.rect.origin))` along the axis. A target with an
/// anchor is not modelled: the step whose target carries it ends the scenario `unsupported: anchor`.
package final class ScrollTargetBehaviorHost: UICollectionViewFlowLayout, UIScrollViewDelegate {
  /// The behaviour under test.
  private let behavior: any ScrollTargetBehavior
  /// The safe area the scroll view sits in: the container is the bounds less it.
  private var safeArea: UIEdgeInsets
  /// The horizontal size class the environment gives, or nil to take it from the bounds'
  /// width and the safe area (`SwiftUIAssumptions.sizeClasses`).
  private var sizeClass: UserInterfaceSizeClass?
  /// For a view checked as written, the carousel it builds at a resize's scroll-view size
  /// (read again there, its device turned: S6), or the reason it cannot be read; nil keeps
  /// the children's sizes, the spacing, the margins and the safe area through a resize.
  package var turned: ((CGSize) -> Result<TurnedCarousel, CarouselReading.Unreadable>)?
  /// Where the current drag began, along the axis.
  @exclusivity(unchecked) private var dragStart: CGFloat = 0
  /// The leading item when a resize began and how far its leading edge lay from the
  /// container's, until the resize asks for its target.
  @exclusivity(unchecked) private var keptItem: (item: Int, distance: CGFloat)?
  /// Whether a resize has set the bounds that the next `prepare()` turns into the container.
  @exclusivity(unchecked) private var boundsChanged = false

  /// The anchor's `unsupported` reason.
  package static let anchorUnsupported = "anchor"

  /// A host running `behavior` in a scroll view whose configuration is `configuration`
  /// (a SwiftUI one: its safe area is read here), with the horizontal size class `sizeClass`
  /// or, when nil, the one the bounds' width and the safe area give; `.viewAligned` in a
  /// configuration without `scrollTargetLayout` keeps the natural target (S5).
  package init(behavior: any ScrollTargetBehavior, configuration: LayoutConfiguration, sizeClass: UserInterfaceSizeClass? = nil) {
    // S5: with no `.scrollTargetLayout()`, `.viewAligned` leaves the natural target.
    let aligning = behavior is ViewAlignedScrollTargetBehavior && !configuration.scrollTargetLayout
    self.behavior = aligning ? NaturalTargetBehavior() : behavior
    safeArea = configuration.safeAreaInsets
    self.sizeClass = sizeClass
    super.init()
  }

  /// Never made from an archive.
  package required init?(coder: NSCoder) { nil }

  /// Notes where the drag begins.
  package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollView.mainOffset
  }

  /// The behaviour's target for the natural one the drag proposes.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let view = collectionView else { return proposedContentOffset }
    let axis = scrollDirection
    let target = updatedTarget(
      natural: axis.main(proposedContentOffset), original: dragStart, velocity: axis.main(velocity),
      release: view.mainOffset, in: view)
    return axis.replacingMain(of: proposedContentOffset, with: target)
  }

  /// Notes the leading item before the bounds change.
  package override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    guard let view = collectionView else { return }
    let axis = scrollDirection
    let geometry = flowGeometry
    let offset = view.mainOffset
    let leading = (0..<geometry.itemCount).first { item in
      let frame = geometry.frame(ofItem: item)
      return axis.main(frame.origin) + axis.main(frame.size) > offset
    }
    keptItem = leading.map { ($0, axis.main(geometry.frame(ofItem: $0).origin) - offset) }
    boundsChanged = true
  }

  /// After a resize, shrinks the new bounds to the container (the children keep the size
  /// the app gives them for the scroll view's new size); for a view checked as written, first
  /// takes the carousel it builds at the new size (`turned`).
  package override func prepare() {
    super.prepare()
    guard boundsChanged, let view = collectionView else { return }
    boundsChanged = false
    let bounds = view.frame.size
    switch turned?(bounds) {
    case .success(let carousel)?: take(carousel, in: view)
    case .failure(let unreadable)?: hostUnsupportedFeature = unreadable.reason
    case nil: break
    }
    view.resizeKeepingItemSize(to: CGSize(
      width: bounds.width - safeArea.left - safeArea.right, height: bounds.height - safeArea.top - safeArea.bottom))
  }

  /// Takes the safe area, size class, children's sizes, spacing and margins of `carousel`;
  /// a view that builds another number of targets at the new size is not modelled.
  private func take(_ carousel: TurnedCarousel, in view: UICollectionView) {
    let c = carousel.configuration
    guard c.itemCount == flowGeometry.itemCount else {
      hostUnsupportedFeature = "the view builds \(c.itemCount) targets once turned, \(flowGeometry.itemCount) before (not modelled)"
      return
    }
    safeArea = c.safeAreaInsets
    sizeClass = carousel.sizeClass
    itemSize = CGSize(width: c.itemWidth, height: c.itemHeight)
    view.itemSizes = c.itemSizes.isEmpty ? [] : [c.itemSizes]
    minimumLineSpacing = c.lineSpacing
    sectionInset = c.sectionInset
  }

  /// The behaviour's target for the one that keeps the leading item after a resize.
  package override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    guard let view = collectionView else { return proposedContentOffset }
    let axis = scrollDirection
    let geometry = flowGeometry
    var natural = view.mainOffset
    if let kept = keptItem, kept.item < geometry.itemCount {
      natural = axis.main(geometry.frame(ofItem: kept.item).origin) - kept.distance
    }
    keptItem = nil
    natural = view.offsetRange.clamp(view.roundToPixels(natural))
    let target = updatedTarget(natural: natural, original: natural, velocity: 0, release: natural, in: view)
    return axis.replacingMain(of: proposedContentOffset, with: target)
  }

  /// Asks the behaviour to update the target at `natural`, with the context of the SwiftUI
  /// host article, and returns the updated target's origin along the axis.
  private func updatedTarget(
    natural: CGFloat, original: CGFloat, velocity: CGFloat, release: CGFloat, in view: UICollectionView
  ) -> CGFloat {
    let axis = scrollDirection
    let container = view.frame.size
    let geometry = flowGeometry
    func rect(at offset: CGFloat) -> CGRect {
      CGRect(origin: axis.point(main: offset, cross: 0), size: container)
    }
    // The stack is as thick across as its thickest child.
    let crossContent = geometry.isUniform
      ? (geometry.itemCount > 0 ? axis.cross(itemSize) : 0)
      : (0..<geometry.itemCount).map { axis.cross(geometry.frame(ofItem: $0).size) }.max() ?? 0
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = sizeClass
      ?? SwiftUIAssumptions.sizeClasses(width: container.width + safeArea.left + safeArea.right, safeArea: safeArea).horizontal
    let pointsPerSecond = velocity * SwiftUIAssumptions.velocityScale
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: rect(at: original)),
      velocity: axis == .horizontal ? CGVector(dx: pointsPerSecond, dy: 0) : CGVector(dx: 0, dy: pointsPerSecond),
      contentSize: axis.size(
        main: geometry.contentLength,
        cross: axis.crossLeading(sectionInset) + crossContent + axis.crossTrailing(sectionInset)),
      containerSize: container,
      axes: axis == .horizontal ? .horizontal : .vertical,
      environment: environment,
      host: .init(axis: axis, release: release, range: view.offsetRange, stack: geometry, margins: sectionInset))
    var target = ScrollTarget(rect: rect(at: natural))
    behavior.updateTarget(&target, context: context)
    if target.anchor != nil { hostUnsupportedFeature = Self.anchorUnsupported }
    return axis.main(target.rect.origin)
  }
}
