// ms-peek: MSPeekCollectionViewDelegateImplementation (MaherKSantina/MSPeekCollectionViewDelegateImplementation),
// 3.2.0 = HEAD 5bc891a (2021-03-23): MSCollectionViewPaging.swift (the rule),
// MSCollectionViewPeekingBehavior.swift (defaults, index and offset), MSCollectionViewCellPeekingLayout.swift
// (geometry). Written from a description of the library's rule, not from the library's code; the
// library's names appear in comments where the description gives them.
//
// The rule lives in the scroll-view delegate: the app forwards
// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` to the behaviour, which
// overwrites the pointee. The layout has no target override, so the pointee arrives as the
// proposal. The behaviour remembers T, the last target it wrote, fresh for every case.
//
// Deviations from the description:
// - The layout is the library's shape, a plain `UICollectionViewLayout` (`PeekingLayout`):
//   item i of section 0 at i(L + s) + p + s along the axis, L long, as thick as the view
//   across; content n(L + s) + 2p + max(0, 2s) long. Frames are not pixel-rounded (the library
//   does not round them). It lays out no other section, so ms-peek is checked on the classic
//   host (one section, no content insets) on both axes; n is section 0's item count throughout.
// - The axis is the scenario's scroll direction (the behaviour's `scrollDirection` in the
//   library); the velocity and the pointee are read along it.
// - `configureForPeekingBehavior` sets `.fast` when the app installs the layout; here the
//   layout's `prepare()` sets it, which runs before the first event.
// - The Int conversion traps on a non-finite quotient (L + s = 0); the behaviour reports the
//   runtime's message through the layout's `reportingFaults`, which ends the step with that
//   fault, as a crash would end the app.
// - "x clamped to [0, upper]" is read as min(max(x, 0), upper): the upper bound wins when it
//   is negative (L + s < 0), where the description gives no order.
// - T also follows the behaviour's own `scrollToItem`, which no event calls; `scroll` events
//   are the app's or the user's scrolls and leave T alone, as the description says.
// - p and k keep their defaults (20, 1); cellSpacing s (default 20), minimumItemsToScroll and
//   maximumItemsToScroll are options (the item limits 1 to 1,000,000, which no index plus
//   overflows).
import Foundation
import SnapModel

/// The peeking geometry both halves share: the item length and the library's index and
/// offset functions.
package struct PeekingMetrics: Sendable {
  /// `cellSpacing` s: the gap between items.
  package var cellSpacing: CGFloat = 20
  /// `cellPeekWidth` p: how much of each neighbour shows.
  package var cellPeekWidth: CGFloat = 20
  /// `numberOfItemsToShow` k: whole items per view.
  package var numberOfItemsToShow = 1

  /// L = (V − s(k + 1) − 2p)/k for a view `viewLength` long, not floored at 0.
  package func itemLength(viewLength: CGFloat) -> CGFloat {
    let shown = CGFloat(numberOfItemsToShow)
    return (viewLength - cellSpacing * (shown + 1) - 2 * cellPeekWidth) / shown
  }

  /// offset(i) = clamp(i, 0, n)·(L + s): n, not n − 1, is the last index.
  package func offset(ofItem index: Int, count: Int, viewLength: CGFloat) -> CGFloat {
    CGFloat(min(max(index, 0), count)) * (itemLength(viewLength: viewLength) + cellSpacing)
  }

  /// index(x): x clamped to [0, n(L + s) + 2s + 2p], divided by L + s, rounded, converted
  /// to Int, clamped to [0, n].
  ///
  /// - Throws: the runtime's trap when the quotient is not finite (L + s = 0).
  package func index(ofOffset x: CGFloat, count: Int, viewLength: CGFloat) throws(SimulatedFault) -> Int {
    let advance = itemLength(viewLength: viewLength) + cellSpacing
    let upper = CGFloat(count) * advance + 2 * cellSpacing + 2 * cellPeekWidth
    let clamped = min(max(x, 0), upper)
    let index = try SwiftRuntime.int((clamped / advance).rounded())
    return min(max(index, 0), count)
  }
}

/// `MSCollectionViewCellPeekingLayout`: one item per view with the neighbours peeking in at
/// both edges, section 0 only, no target override.
package final class PeekingLayout: UICollectionViewLayout {
  /// The geometry it lays out.
  package let metrics: PeekingMetrics

  /// A layout for `metrics`.
  package init(metrics: PeekingMetrics) {
    self.metrics = metrics
    super.init()
  }

  /// UIKit's archive initializer: the layout is made in code, never decoded.
  package required init?(coder: NSCoder) { nil }

  /// Sets `.fast`, as `configureForPeekingBehavior` does when the app installs the layout.
  package override func prepare() {
    super.prepare()
    collectionView?.decelerationRate = .fast
  }

  /// Section 0's items for the view's current size: L follows the size.
  private var items: EvenlySpacedItems {
    guard let view = collectionView else {
      return EvenlySpacedItems(axis: .horizontal, count: 0, start: 0, advance: 0, length: 0, crossOrigin: 0, crossLength: 0)
    }
    let axis = view.scrollAxis
    let length = metrics.itemLength(viewLength: axis.main(view.frame.size))
    return EvenlySpacedItems(
      axis: axis, count: view.numberOfItems(inSection: 0), start: metrics.cellPeekWidth + metrics.cellSpacing,
      advance: length + metrics.cellSpacing, length: length, crossOrigin: 0, crossLength: axis.cross(view.frame.size))
  }

  /// n(L + s) + 2p + max(0, 2s) along the axis, the view's extent across.
  package override var collectionViewContentSize: CGSize {
    let items = items
    let main = CGFloat(items.count) * items.advance + 2 * metrics.cellPeekWidth + max(0, 2 * metrics.cellSpacing)
    return items.axis.size(main: main, cross: items.crossLength)
  }

  /// Section 0's items meeting `rect`.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    items.attributes(meeting: rect)
  }

  /// Item `indexPath.item` of section 0.
  package override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    items.attributes(at: indexPath)
  }
}

/// `MSCollectionViewPeekingBehavior` with `MSCollectionViewPaging`'s rule: the scroll-view
/// delegate the app forwards `scrollViewWillEndDragging` to.
package final class PeekingPagingBehaviour: UICollectionViewDelegate {
  /// The layout it installs, which also carries its fault reports to the simulator.
  package let layout: PeekingLayout
  /// `minimumItemsToScroll`, or nil.
  package let minimumItemsToScroll: Int?
  /// `maximumItemsToScroll`, or nil.
  package let maximumItemsToScroll: Int?
  /// `velocityThreshold`: a strictly faster release is a fling.
  package let velocityThreshold: CGFloat = 0.2
  /// T: the last target written, before the view clamped it.
  package private(set) var lastTarget: CGFloat = 0

  /// A behaviour with the library's defaults, the given item limits and `cellSpacing`.
  package init(minimumItemsToScroll: Int? = nil, maximumItemsToScroll: Int? = nil, cellSpacing: CGFloat = 20) {
    layout = PeekingLayout(metrics: PeekingMetrics(cellSpacing: cellSpacing))
    self.minimumItemsToScroll = minimumItemsToScroll
    self.maximumItemsToScroll = maximumItemsToScroll
  }

  /// Overwrites the pointee with the item the rule picks.
  package func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let view = scrollView as? UICollectionView else { return }
    let axis = view.scrollAxis
    layout.reportingFaults(()) { () throws(SimulatedFault) in
      let target = try self.target(
        pointee: axis.main(targetContentOffset.pointee), velocity: axis.main(velocity),
        count: view.numberOfItems(inSection: 0), viewLength: axis.main(view.frame.size))
      targetContentOffset.pointee = axis.replacingMain(of: targetContentOffset.pointee, with: target)
      lastTarget = target
    }
  }

  /// The rule's result for a pointee and a velocity along the axis.
  private func target(pointee: CGFloat, velocity: CGFloat, count: Int, viewLength: CGFloat) throws(SimulatedFault) -> CGFloat {
    let metrics = layout.metrics
    if abs(velocity) > velocityThreshold {
      let current = try metrics.index(ofOffset: lastTarget, count: count, viewLength: viewLength)
      let goal = try metrics.index(ofOffset: pointee, count: count, viewLength: viewLength)
      if (current == 0 && velocity < 0) || (current == count && velocity > 0) { return lastTarget }
      var steps = max(goal - current, 1)
      if let minimumItemsToScroll { steps = max(steps, minimumItemsToScroll) }
      if let maximumItemsToScroll { steps = min(steps, maximumItemsToScroll) }
      var destination = current + steps * (velocity < 0 ? -1 : 1)
      if destination >= count { destination = current }
      return metrics.offset(ofItem: destination, count: count, viewLength: viewLength)
    }
    var destination = try metrics.index(ofOffset: pointee, count: count, viewLength: viewLength)
    if let minimumItemsToScroll, destination != 0 { destination = max(destination, minimumItemsToScroll) }
    if let maximumItemsToScroll { destination = min(destination, maximumItemsToScroll) }
    return metrics.offset(ofItem: destination, count: count, viewLength: viewLength)
  }

  /// `ms-peek` in the registry.
  /// The options `ms-peek` takes: the library's own settings.
  package enum Options {
    /// `cellSpacing`, the gap between items.
    package static let cellSpacing = AlgorithmOption<Double>(
      "cellSpacing", "the library's cellSpacing: the gap between items", default: 20, .real)
    /// `minimumItemsToScroll`, the fewest items a gesture moves.
    package static let minimumItemsToScroll = AlgorithmOption<Int?>(
      "minimumItemsToScroll", "the fewest items a gesture moves", default: nil,
      .integer(1...AlgorithmOptions.itemsToScrollLimit))
    /// `maximumItemsToScroll`, the most items a gesture moves.
    package static let maximumItemsToScroll = AlgorithmOption<Int?>(
      "maximumItemsToScroll", "the most items a gesture moves", default: nil,
      .integer(1...AlgorithmOptions.itemsToScrollLimit))
  }

  static let algorithm = Algorithm(
    id: "ms-peek",
    origin: "zoo: MaherKSantina/MSPeekCollectionViewDelegateImplementation 3.2.0 (5bc891a)",
    summary: "delegate: a fling moves max(g − c, 1) items forward or 1 back, counted from the last target it wrote; a slow drag rounds the pointee to an item",
    options: [Options.minimumItemsToScroll.declaration, Options.maximumItemsToScroll.declaration, Options.cellSpacing.declaration],
    host: HostCoverage(axes: [.horizontal, .vertical], isWide: false),
    contract: { options in
      SnapContract(alignment: .leading, pageCap: options[Options.maximumItemsToScroll], keepsState: true, hasTransforms: false)
    },
    make: { _, options in
      let behaviour = PeekingPagingBehaviour(
        minimumItemsToScroll: options[Options.minimumItemsToScroll],
        maximumItemsToScroll: options[Options.maximumItemsToScroll], cellSpacing: CGFloat(options[Options.cellSpacing]))
      return LayoutUnderTest(layout: behaviour.layout, delegate: behaviour)
    })
}
