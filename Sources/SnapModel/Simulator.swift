import Foundation

/// Plays events against one layout in one simulated collection view (SPEC §1.4).
///
/// The view starts at offset 0; `prepare()` runs before the first event and after every
/// resize and reload. A fault ends the scenario: no later event is applied.
///
///     let layout = UICollectionViewFlowLayout()
///     var configuration = LayoutConfiguration()
///     configuration.itemCount = 10
///     let simulator = Simulator(configuration: configuration, layout: layout)
///     simulator.run([.drag(distance: 120, velocity: 1.5)]).steps[0].rest  // 268.3333333333333
package final class Simulator {
  /// The simulated collection view.
  package let collectionView: UICollectionView
  /// The layout under test.
  package let layout: UICollectionViewFlowLayout
  /// A delegate that hears `scrollViewWillBeginDragging(_:)`, kept alive by the simulator.
  package let scrollDelegate: UIScrollViewDelegate?
  private var faulted = false

  /// A simulator for `layout` in a view made from `configuration`; `layout.prepare()` runs.
  package init(configuration: LayoutConfiguration, layout: UICollectionViewFlowLayout, delegate: UIScrollViewDelegate? = nil) {
    self.layout = layout
    scrollDelegate = delegate
    collectionView = UICollectionView(configuration: configuration, collectionViewLayout: layout)
    collectionView.delegate = delegate
    layout.prepare()
  }

  /// Applies `events` in order and returns their steps, stopping after the first fault.
  package func run(_ events: [Event]) -> Trace {
    var steps: [Step] = []
    steps.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      guard let step = apply(event, index: index) else { break }
      steps.append(step)
      if step.isFault { break }
    }
    return Trace(steps: steps)
  }

  /// Applies one event, numbered `index` in its scenario; nil once a fault has ended it.
  package func apply(_ event: Event, index: Int) -> Step? {
    guard !faulted else { return nil }
    let step: Step
    switch event {
    case .drag(let distance, let velocity): step = drag(distance: distance, velocity: velocity, index: index)
    case .scroll(let x): step = scroll(to: x, index: index)
    case .resize(let width, let height): step = resize(to: CGSize(width: width, height: height), index: index)
    case .reload(let itemCount): step = reload(itemCount: itemCount, index: index)
    }
    faulted = step.isFault
    return step
  }

  private func drag(distance: CGFloat, velocity: CGFloat, index: Int) -> Step {
    let view = collectionView
    var step = Step(event: index, kind: .drag)
    let start = view.offsetX
    let range = view.offsetRange
    step.start = start
    guard range.isScrollable || view.alwaysBounceHorizontal else {
      step.release = start
      step.velocity = 0
      step.rest = start
      return step
    }
    view.delegate?.scrollViewWillBeginDragging(view)
    let release = ScrollPhysics.releaseOffset(
      raw: start + distance, range: range, viewWidth: view.frame.size.width, scale: view.screenScale)
    view.moveContent(to: release)
    let liftVelocity = range.isScrollable ? ScrollPhysics.flooredVelocity(velocity) : 0
    let projected = ScrollPhysics.proposedOffset(release: release, velocity: liftVelocity, rate: view.decelerationRate)
    let proposed = range.clamp(view.roundToPixels(projected))
    step.release = release
    step.velocity = liftVelocity
    step.proposed = proposed
    view.didRequestScroll = false
    do throws(SimulatedFault) {
      let target = layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: liftVelocity, y: 0)
      ).x
      try layoutFault()
      try Self.requireFinite(target)
      step.target = target
      if !view.didRequestScroll { view.moveContent(to: range.clamp(view.roundToPixels(target))) }
      step.rest = view.offsetX
    } catch {
      step.outcome = .fault(error)
    }
    return step
  }

  private func scroll(to x: CGFloat, index: Int) -> Step {
    let view = collectionView
    view.moveContent(to: view.offsetRange.clamp(view.roundToPixels(x)))
    var step = Step(event: index, kind: .scroll)
    step.rest = view.offsetX
    return step
  }

  private func resize(to size: CGSize, index: Int) -> Step {
    let view = collectionView
    var step = Step(event: index, kind: .resize)
    layout.prepare(forAnimatedBoundsChange: view.bounds)
    view.resize(to: size)
    layout.prepare()
    do throws(SimulatedFault) {
      let target = layout.targetContentOffset(forProposedContentOffset: view.contentOffset).x
      try layoutFault()
      try Self.requireFinite(target)
      view.moveContent(to: view.offsetRange.clamp(view.roundToPixels(target)))
      layout.finalizeAnimatedBoundsChange()
      step.rest = view.offsetX
    } catch {
      step.outcome = .fault(error)
    }
    return step
  }

  private func reload(itemCount: Int, index: Int) -> Step {
    let view = collectionView
    view.reload(itemCount: itemCount)
    layout.prepare()
    view.moveContent(to: view.offsetRange.clamp(view.offsetX))
    var step = Step(event: index, kind: .reload)
    step.rest = view.offsetX
    return step
  }

  private static func requireFinite(_ target: CGFloat) throws(SimulatedFault) {
    if !target.isFinite { throw .nonFiniteTarget(target) }
  }

  /// Throws the fault the layout reported during the call just made, if it reported one.
  private func layoutFault() throws(SimulatedFault) {
    if let fault = layout.takeReportedFault() { throw fault }
  }
}
