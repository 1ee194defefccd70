import Foundation

/// Plays events against one layout in one simulated collection view (the UIKit model article).
///
/// The view starts at `−adjustedContentInset` (offset 0 with no insets); `prepare()` runs
/// before the first event and after every resize and reload. A fault, or a feature the
/// model does not model, ends the scenario: no later event is applied. Every call into the
/// code under test sees the scenario's screen as `UIScreen.main`.
///
///     var configuration = LayoutConfiguration()
///     configuration.itemCount = 10
///     configuration.itemWidth = 250
///     let layout = UICollectionViewFlowLayout()
///     layout.apply(configuration)
///     let simulator = Simulator(configuration: configuration, layout: layout)
///     simulator.run([.drag(distance: 120, velocity: 1.5)]).steps[0].rest  // 864.3333333333334
package final class Simulator {
  /// The simulated collection view (a variable only so `deinit` can ask whether anything
  /// else holds it).
  @exclusivity(unchecked) package private(set) var collectionView: UICollectionView
  /// The layout under test: a flow layout, or any other `UICollectionViewLayout`.
  package let layout: UICollectionViewLayout
  /// The layout as a compositional layout, whose checked orthogonal section a drag moves
  /// (A19, A20); nil for a layout of another kind. Cast once, not on every drag.
  private let compositionalLayout: UICollectionViewCompositionalLayout?
  /// The delegate the scenario installs, kept alive by the simulator (the view holds it as
  /// a weak reference reads, pinned: `UIScrollView.installPinnedDelegate(_:)`).
  package let scrollDelegate: UIScrollViewDelegate?
  /// The screen every call into the code under test sees.
  private let screen: UIScreen
  /// Whether a step ended the scenario (invalid geometry, a fault, an unsupported step): no
  /// later event is applied.
  @exclusivity(unchecked) package private(set) var ended = false
  /// Drags in which the layout's own `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
  /// answered (an override that did not just return what the base returns).
  @exclusivity(unchecked) package private(set) var layoutSnaps = 0
  /// Drags in which the delegate's own `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// changed the target or asked to scroll.
  @exclusivity(unchecked) package private(set) var delegateSnaps = 0
  /// The events, in order, of the drags made with paging on (A3, A4).
  @exclusivity(unchecked) package private(set) var pagedDrags: [Int] = []
  /// The view controller hosting the view, if the code under test is one.
  package let controller: UIViewController?
  /// The bounds of the controller's view at its last layout pass.
  @exclusivity(unchecked) private var laidOutBounds: CGRect?
  /// What the first step says, `unsupported`, when building the view found the scenario
  /// cannot run: a data source that disagrees with its counts.
  @exclusivity(unchecked) private var unsupportedAtStart: String?
  /// What the first step says, `invalid geometry`, when the scenario's configuration has a
  /// length UIKit rejects (`LayoutConfiguration.invalidGeometry`).
  private let invalidAtStart: String?

  /// A simulator for `layout` in a view made from `configuration`, with `delegate` installed;
  /// `layout.prepare()` runs and the view is placed at its start.
  ///
  /// With a `controller`, the view is given to it and its view loaded first, then it sees
  /// `viewWillAppear(_:)`, the first layout pass around `prepare()` and `viewDidAppear(_:)`.
  package init(
    configuration: borrowing LayoutConfiguration, layout: UICollectionViewLayout, delegate: UIScrollViewDelegate? = nil,
    controller hosted: HostedController? = nil
  ) {
    self.layout = layout
    compositionalLayout = layout as? UICollectionViewCompositionalLayout
    scrollDelegate = delegate
    controller = hosted?.controller
    invalidAtStart = configuration.invalidGeometry
    screen = UIScreen(scale: configuration.screenScale, size: CGSize(width: configuration.viewWidth, height: configuration.viewHeight))
    collectionView = UICollectionView(configuration: configuration, collectionViewLayout: layout)
    collectionView.installPinnedDelegate(delegate)
    withScreen {
      if let hosted {
        hosted.controller.hostSize = collectionView.frame.size
        hosted.install(collectionView)
        hosted.controller.loadViewIfNeeded()
        unsupportedAtStart = collectionView.dataSourceDisagreement.map { Self.badScenarioPrefix + $0 }
        hosted.controller.viewWillAppear(false)
      }
      layoutPass {
        layout.prepareNow()
        let start = collectionView.adjustedContentInset
        collectionView.placeContent(at: CGPoint(x: 0 - start.left, y: 0 - start.top))
        layout.clearPendingPrepare()
      }
      controller?.viewDidAppear(false)
    }
  }

  /// The scenario's delegate, pinned in the view, goes with the simulator: a view that
  /// outlives it holds its delegate weakly from now on.
  deinit {
    if !isKnownUniquelyReferenced(&collectionView) { collectionView.unpinDelegate() }
  }

  /// What an `unsupported` step says, before the reason, when the scenario cannot happen in
  /// the app under test: `bad scenario: the data source answers …`.
  package static let badScenarioPrefix = "bad scenario: "

  /// Runs `work` (the collection view's own layout, if any) inside a layout pass of the
  /// controller's view when its bounds changed since the last pass: `viewWillLayoutSubviews()`,
  /// the work, `prepare()` if the layout was invalidated, `viewDidLayoutSubviews()`.
  /// Without a controller, or with unchanged bounds, just the work.
  private func layoutPass(_ work: () -> Void = {}) {
    guard let controller, let bounds = controller.viewIfLoaded?.bounds,
      laidOutBounds.map({ !RectSemantics.equal($0, bounds) }) ?? true
    else { return work() }
    controller.viewWillLayoutSubviews()
    work()
    layout.prepareIfNeeded()
    controller.viewDidLayoutSubviews()
    laidOutBounds = controller.viewIfLoaded?.bounds
  }

  /// Runs `body` with this simulation's screen as `UIScreen.main`: for code outside the
  /// simulator (the engine's probes) that calls into the layout.
  package func withScreen<Value>(_ body: () throws -> Value) rethrows -> Value {
    try screen.withMain(body)
  }

  /// Applies `events` in order and returns their steps, stopping after the first step that
  /// ends the scenario.
  package func run(_ events: [Event]) -> Trace {
    withScreen {
      var steps: [Step] = []
      steps.reserveCapacity(events.count)
      for (index, event) in events.enumerated() {
        guard let step = applyOnScreen(event, index: index) else { break }
        let ends = step.endsScenario
        steps.append(step)
        if ends { break }
      }
      return Trace(steps: steps)
    }
  }

  /// Applies one event, numbered `index` in its scenario; nil once a step has ended it.
  package func apply(_ event: Event, index: Int) -> Step? {
    withScreen { applyOnScreen(event, index: index) }
  }

  /// Called before every event any simulator applies, when set: a child process running a
  /// user's layout says it is alive, so a long scenario is not taken for a hang. Set once,
  /// before any simulator runs, so no read overlaps the write: read without the runtime's
  /// exclusivity check, which every event would pay.
  @exclusivity(unchecked) package nonisolated(unsafe) static var willApplyEvent: (@Sendable () -> Void)?

  /// `apply(_:index:)` with the screen already bound.
  private func applyOnScreen(_ event: Event, index: Int) -> Step? {
    guard !ended else { return nil }
    Self.willApplyEvent?()
    // Geometry UIKit rejects ends the scenario before anything runs (the Witnesses article).
    if let invalid = invalidAtStart ?? event.invalidGeometry {
      ended = true
      return Step(event: index, kind: event.kind, outcome: .invalidGeometry(invalid))
    }
    // A fault the host reported outside a step (building the view) ends the scenario at its
    // first step.
    if layout.hasReportedFault, let fault = layout.takeReportedFault() {
      ended = true
      return Step(event: index, kind: event.kind, outcome: .fault(fault))
    }
    if let unsupportedAtStart {
      ended = true
      return Step(event: index, kind: event.kind, outcome: .unsupported(unsupportedAtStart))
    }
    var step = self.step(for: event, index: index)
    // Past the element budget the view's answers were empty: the step means nothing.
    if collectionView.isOverElementBudget {
      _ = layout.takeReportedFault()
      step = Step(event: index, kind: event.kind, outcome: .unsupported(Self.workBound))
    }
    // A batch update made from code that disagreed with its data source is a bad scenario.
    if let badUpdate = collectionView.takeBadUpdate() {
      step = Step(event: index, kind: event.kind, outcome: .unsupported(Self.badScenarioPrefix + badUpdate))
    }
    // A fault reported after the layout's last answer was read (a bounds change from a
    // callback, a scroll or a reload) still ends the step.
    if case .ok = step.outcome, layout.hasReportedFault, let fault = layout.takeReportedFault() {
      step.target = nil
      step.rest = nil
      step.outcome = .fault(fault)
    }
    ended = step.endsScenario
    return step
  }

  /// The step `event` makes, unless the layout's settings are outside the model.
  ///
  /// Inlined into its one caller: a `Step` is over a hundred bytes, and each call boundary
  /// it is returned across copies it.
  @inline(__always)
  private func step(for event: Event, index: Int) -> Step {
    layout.prepareIfNeeded()
    if let feature = layout.unsupportedFeature {
      return Step(event: index, kind: event.kind, outcome: .unsupported(feature))
    }
    switch event {
    case .drag(let distance, let velocity): return drag(distance: distance, velocity: velocity, index: index)
    case .scroll(let offset): return scroll(to: offset, index: index)
    case .resize(let width, let height): return resize(to: CGSize(width: width, height: height), index: index)
    case .reload(let sections): return reload(sections: sections, index: index)
    case .update(let batch): return update(batch, index: index)
    }
  }

  /// A drag in UIKit's order (A1, A2): begin dragging, follow the finger, ask the layout (with
  /// paging on, take the page instead: A3, A4; a checked orthogonal section takes its
  /// behaviour's rest: A20), let the delegate rewrite the target, end
  /// dragging, decelerate to the rest.
  private func drag(distance: CGFloat, velocity: CGFloat, index: Int) -> Step {
    let view = collectionView
    let axis = view.scrollAxis
    var step = Step(event: index, kind: .drag)
    // Read before any callback: set from code, paging counts from the next drag (A4).
    let paging = view.isPagingEnabled
    let start = view.mainOffset
    step.start = start
    let bounces = view.bounces && view.alwaysBounces(along: axis)
    guard view.isScrollEnabled, view.offsetRange.isScrollable || bounces else {
      step.release = start
      step.velocity = 0
      step.rest = start
      return step
    }
    view.tracking = true
    view.dragging = true
    view.installedDelegate?.scrollViewWillBeginDragging(view)
    // Read after the delegate: a content inset it changes takes effect at once.
    let range = view.offsetRange
    // A checked orthogonal section's own scroller is L long, the view less its content inset
    // (A19): the rubber band stretches over L, not over the view's length.
    let bandLength = compositionalLayout?.snapPageLength ?? axis.main(view.frame.size)
    let finger = ScrollPhysics.releaseOffset(
      raw: start + distance, range: range, viewLength: bandLength, scale: view.screenScale, bounces: view.bounces)
    view.lastScrollRequest = nil
    view.moveContent(toMain: finger)
    // A request made in that scrollViewDidScroll (a looping carousel re-centring) moved the
    // view on: the finger lifts where it ended (TheUIKitModel).
    let release = view.lastScrollRequest == nil ? finger : view.mainOffset
    layoutPass()
    let liftVelocity = range.isScrollable ? ScrollPhysics.flooredVelocity(velocity) : 0
    let projected = ScrollPhysics.proposedOffset(release: release, velocity: liftVelocity, rate: view.decelerationRate)
    let proposed = range.clamp(view.roundToPixels(projected))
    step.release = release
    step.velocity = liftVelocity
    step.proposed = proposed
    view.lastScrollRequest = nil
    do throws(SimulatedFault) {
      var target: CGPoint
      if let rule = compositionalLayout?.orthogonalRule {
        // A20: the checked orthogonal section snaps as its behaviour says; UIKit's own code
        // answers, so the drag counts as one the layout snapped.
        layoutSnaps += 1
        let rest = rule.target(release: release, velocity: liftVelocity, start: start, natural: proposed)
        target = axis.point(main: rest, cross: axis.cross(view.contentOffset))
      } else if paging {
        pagedDrags.append(index)
        // A4: the layout is not asked; the delegate gets the page as its pointee.
        let rule = PagingRule(range: view.offsetRange, viewLength: axis.main(view.frame.size))
        let page = rule.target(release: release, velocity: liftVelocity, start: start)
        target = axis.point(main: page, cross: axis.cross(view.contentOffset))
      } else {
        layout.prepareIfNeeded()
        let proposal = axis.point(main: proposed, cross: axis.cross(view.contentOffset))
        layout.baseAnsweredTarget = false
        target = layout.targetContentOffset(
          forProposedContentOffset: proposal, withScrollingVelocity: axis.point(main: liftVelocity, cross: 0))
        try layoutFault()
        if let feature = layout.hostUnsupportedFeature {
          // The host's answer asked for what the model does not model: this step ends unsupported.
          view.tracking = false
          view.dragging = false
          step.outcome = .unsupported(feature)
          return step
        }
        if !layout.baseAnsweredTarget || target != proposal { layoutSnaps += 1 }
      }
      view.tracking = false
      if let delegate = view.installedDelegate {
        let (layoutTarget, requestedBefore) = (target, view.lastScrollRequest != nil)
        delegate.scrollViewWillEndDragging(
          view, withVelocity: axis.point(main: liftVelocity, cross: 0), targetContentOffset: &target)
        if target != layoutTarget || (!requestedBefore && view.lastScrollRequest != nil) { delegateSnaps += 1 }
        // A delegate that snaps reports its traps through the layout, as a layout does.
        try layoutFault()
      }
      let targetMain = axis.main(target)
      try Self.requireFinite(targetMain)
      step.target = targetMain
      // Where the drag rests: asked again after each callback, which may scroll or change the range.
      var rest = rest(for: targetMain)
      let decelerates = rest != release
      view.dragging = false
      if let delegate = view.installedDelegate {
        delegate.scrollViewDidEndDragging(view, willDecelerate: decelerates)
        rest = self.rest(for: targetMain)
      }
      if decelerates {
        view.decelerating = true
        if let delegate = view.installedDelegate {
          delegate.scrollViewWillBeginDecelerating(view)
          rest = self.rest(for: targetMain)
        }
        view.moveContent(toMain: rest)
        layoutPass()
        view.decelerating = false
        view.installedDelegate?.scrollViewDidEndDecelerating(view)
      } else {
        view.moveContent(toMain: rest)
      }
      if view.lastScrollRequest?.animated == true { view.installedDelegate?.scrollViewDidEndScrollingAnimation(view) }
      layoutPass()
      step.rest = view.mainOffset
    } catch {
      step.outcome = .fault(error)
    }
    view.tracking = false
    view.dragging = false
    return step
  }

  /// Where a drag rests for `target`: where the last scroll request made since the layout
  /// was asked put the view, else `clamp(roundPx(target))`.
  private func rest(for target: CGFloat) -> CGFloat {
    let view = collectionView
    if let request = view.lastScrollRequest { return view.scrollAxis.main(request.offset) }
    return view.offsetRange.clamp(view.roundToPixels(target))
  }

  private func scroll(to offset: CGFloat, index: Int) -> Step {
    let view = collectionView
    view.moveContent(toMain: view.offsetRange.clamp(view.roundToPixels(offset)))
    layoutPass()
    var step = Step(event: index, kind: .scroll)
    step.rest = view.mainOffset
    return step
  }

  /// A resize: a controller hears `viewWillTransition(to:with:)` first; the layout is told of
  /// the animated bounds change, prepares for the new size inside the controller's layout
  /// pass and proposes where the view goes; then the coordinator's alongside closures and
  /// completions run.
  private func resize(to size: CGSize, index: Int) -> Step {
    let view = collectionView
    var step = Step(event: index, kind: .resize)
    let coordinator = ImmediateTransitionCoordinator()
    screen.size = size
    controller?.viewWillTransition(to: size, with: coordinator)
    layout.prepare(forAnimatedBoundsChange: view.bounds)
    view.resize(to: size)
    if let root = controller?.viewIfLoaded, root !== view { root.frame.size = size }
    layoutPass {
      layout.prepareNow()
      do throws(SimulatedFault) {
        let proposal = layout.targetContentOffset(forProposedContentOffset: view.contentOffset)
        try layoutFault()
        if let feature = layout.hostUnsupportedFeature {
          step.outcome = .unsupported(feature)
          return
        }
        let target = view.scrollAxis.main(proposal)
        try Self.requireFinite(target)
        view.moveContent(toMain: view.offsetRange.clamp(view.roundToPixels(target)))
        layout.finalizeAnimatedBoundsChange()
      } catch {
        step.outcome = .fault(error)
      }
    }
    guard case .ok = step.outcome else { return step }
    coordinator.runAnimations()
    layoutPass()
    coordinator.complete()
    step.rest = view.mainOffset
    return step
  }

  private func reload(sections: [Int], index: Int) -> Step {
    let view = collectionView
    view.reload(sections: sections)
    layout.prepareNow()
    var step = Step(event: index, kind: .reload)
    if let disagreement = view.dataSourceDisagreement {
      step.outcome = .unsupported(Self.badScenarioPrefix + disagreement)
      return step
    }
    if let feature = layout.unsupportedFeature {
      step.outcome = .unsupported(feature)
      return step
    }
    view.moveContent(toMain: view.offsetRange.clamp(view.mainOffset))
    layoutPass()
    step.rest = view.mainOffset
    return step
  }

  /// A batch update (TheUIKitModel), applied as `UICollectionView.applyUpdate(_:)` describes; one that
  /// disagrees with the view's counts is a bad scenario and changes nothing.
  private func update(_ batch: BatchUpdate, index: Int) -> Step {
    let view = collectionView
    var step = Step(event: index, kind: .update)
    do throws(SimulatedFault) {
      if let problem = try view.applyUpdate(batch) {
        step.outcome = .unsupported(Self.badScenarioPrefix + "update \(problem)")
        return step
      }
    } catch {
      step.outcome = .fault(error)
      return step
    }
    if let feature = layout.unsupportedFeature {
      step.outcome = .unsupported(feature)
      return step
    }
    layoutPass()
    step.rest = view.mainOffset
    return step
  }

  /// What an `unsupported` step says when the scenario needed more than the view's element
  /// budget (`UICollectionView.elementBudget`).
  package static let workBound =
    "work bound: more than \(UICollectionView.elementBudget) layout attributes, cells and size answers (items × queries)"

  private static func requireFinite(_ target: CGFloat) throws(SimulatedFault) {
    if !target.isFinite { throw .nonFiniteTarget(target) }
  }

  /// Throws the fault the layout reported during the call just made, if it reported one.
  private func layoutFault() throws(SimulatedFault) { try layout.throwReportedFault() }
}
