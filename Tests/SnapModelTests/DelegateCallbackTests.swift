import Foundation
import SnapModel
import Testing

/// The calls a drag makes, in order, with the offset along the axis at each.
final class CallLog {
  var entries: [String] = []
}

/// A flow layout that logs its queries; it can ask to be invalidated by every bounds change.
final class LoggingLayout: UICollectionViewFlowLayout {
  let log: CallLog
  let invalidatesOnScroll: Bool

  init(log: CallLog, invalidatesOnScroll: Bool = false) {
    self.log = log
    self.invalidatesOnScroll = invalidatesOnScroll
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func prepare() {
    super.prepare()
    log.entries.append("prepare")
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    log.entries.append("shouldInvalidate \(newBounds.origin.x),\(newBounds.origin.y)")
    return invalidatesOnScroll
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    log.entries.append("target (\(proposedContentOffset.x), \(proposedContentOffset.y)) v (\(velocity.x), \(velocity.y))")
    return proposedContentOffset
  }
}

/// A scroll-view delegate that logs every callback and can act in two of them.
final class LoggingDelegate: NSObject, UICollectionViewDelegate {
  let log: CallLog
  /// Runs in `scrollViewWillEndDragging`, given the pointee.
  var onWillEnd: (UIScrollView, inout CGPoint) -> Void = { _, _ in }
  /// Runs in `scrollViewDidEndDragging`.
  var onDidEnd: (UIScrollView) -> Void = { _ in }

  init(log: CallLog) {
    self.log = log
  }

  private func note(_ name: String, _ view: UIScrollView) {
    log.entries.append("\(name) @\(view.contentOffset.x),\(view.contentOffset.y)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll", scrollView) }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging", scrollView) }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.entries.append("willEndDragging v (\(velocity.x), \(velocity.y)) pointee (\(targetContentOffset.pointee.x), \(targetContentOffset.pointee.y))")
    onWillEnd(scrollView, &targetContentOffset.pointee)
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    note("didEndDragging decelerate \(decelerate)", scrollView)
    onDidEnd(scrollView)
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating", scrollView) }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating", scrollView) }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation", scrollView) }
}

/// Ten 300×150 items, spacing 10 (pageSpace 310), in a 375×150 view at @3x: content 3090,
/// offsets 0 to 2715. The layout returns the proposal; the delegate logs.
private func banner(
  _ log: CallLog, invalidates: Bool = false, _ change: (inout LayoutConfiguration) -> Void = { _ in }
) -> (Simulator, LoggingDelegate) {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  change(&configuration)
  let layout = LoggingLayout(log: log, invalidatesOnScroll: invalidates)
  layout.apply(configuration)
  let delegate = LoggingDelegate(log: log)
  let simulator = Simulator(configuration: configuration, layout: layout, delegate: delegate)
  log.entries.removeAll()
  return (simulator, delegate)
}

@Suite("The order of callbacks in a drag, worked out by hand from TheUIKitModel")
struct DelegateCallbackTests {
  @Test("A drag that rests where it was released: begin, scroll, target, will-end with the layout's target, end without decelerating")
  func restAtRelease() {
    let log = CallLog()
    let (simulator, _) = banner(log)
    let step = simulator.run([.drag(distance: 100, velocity: 0)]).steps[0]
    #expect(log.entries == [
      "willBeginDragging @0.0,0.0", "shouldInvalidate 100.0,0.0", "didScroll @100.0,0.0",
      "target (100.0, 0.0) v (0.0, 0.0)", "willEndDragging v (0.0, 0.0) pointee (100.0, 0.0)",
      "didEndDragging decelerate false @100.0,0.0",
    ])
    #expect(step.rest == 100)
  }

  @Test("The delegate rewrites the pointee: the view decelerates to the rewritten target, which the step records")
  func delegateRewritesTarget() {
    let log = CallLog()
    let (simulator, delegate) = banner(log)
    delegate.onWillEnd = { _, target in target.x = (target.x / 310).rounded() * 310 }
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    // proposal = 100 + 0.99/0.0020020026706730793 = 594.5048…, @3x 594.6666…; 594.67/310
    // rounds to 2 pages: 620.
    #expect(log.entries == [
      "willBeginDragging @0.0,0.0", "shouldInvalidate 100.0,0.0", "didScroll @100.0,0.0",
      "target (594.6666666666666, 0.0) v (1.0, 0.0)", "willEndDragging v (1.0, 0.0) pointee (594.6666666666666, 0.0)",
      "didEndDragging decelerate true @100.0,0.0", "willBeginDecelerating @100.0,0.0", "shouldInvalidate 620.0,0.0",
      "didScroll @620.0,0.0", "didEndDecelerating @620.0,0.0",
    ])
    #expect(step.target == 620)
    #expect(step.rest == 620)
  }

  @Test("A scroll request in will-end wins over the pointee, and an animated one ends with didEndScrollingAnimation")
  func requestWinsOverPointee() {
    let log = CallLog()
    let (simulator, delegate) = banner(log)
    delegate.onWillEnd = { view, target in
      target.x = 620
      view.setContentOffset(CGPoint(x: 310, y: 0), animated: true)
    }
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    #expect(step.target == 620)
    #expect(step.rest == 310)
    // The request moves the view at once and tells the delegate then (TheUIKitModel); the rest is
    // where it already is, so decelerating to it sends nothing more.
    #expect(log.entries == [
      "willBeginDragging @0.0,0.0", "shouldInvalidate 100.0,0.0", "didScroll @100.0,0.0",
      "target (594.6666666666666, 0.0) v (1.0, 0.0)", "willEndDragging v (1.0, 0.0) pointee (594.6666666666666, 0.0)",
      "shouldInvalidate 310.0,0.0", "didScroll @310.0,0.0", "didEndDragging decelerate true @310.0,0.0",
      "willBeginDecelerating @310.0,0.0", "didEndDecelerating @310.0,0.0",
      "didEndScrollingAnimation @310.0,0.0",
    ])
  }

  @Test("Whether it decelerates is decided before did-end; a request made there still wins the rest")
  func requestInDidEndDragging() {
    let log = CallLog()
    let (simulator, delegate) = banner(log)
    delegate.onDidEnd = { view in view.setContentOffset(CGPoint(x: 930, y: 0), animated: false) }
    let step = simulator.run([.drag(distance: 100, velocity: 0)]).steps[0]
    #expect(log.entries.contains("didEndDragging decelerate false @100.0,0.0"))
    #expect(!log.entries.contains { $0.hasPrefix("willBeginDecelerating") || $0.hasPrefix("didEndScrollingAnimation") })
    #expect(step.rest == 930)
  }

  @Test("With isScrollEnabled false a drag never begins: no callback, no proposal")
  func scrollDisabled() {
    let log = CallLog()
    let (simulator, _) = banner(log) { $0.isScrollEnabled = false }
    let step = simulator.run([.drag(distance: 100, velocity: 2)]).steps[0]
    #expect(log.entries.isEmpty)
    #expect(step.release == 0 && step.rest == 0 && step.velocity == 0 && step.proposed == nil)
  }

  @Test("With bounces false the release is clamped to the range instead of rubber-banding")
  func noBounce() {
    let log = CallLog()
    let (simulator, _) = banner(log) { $0.bounces = false }
    let step = simulator.run([.drag(distance: -100, velocity: 0)]).steps[0]
    #expect(step.release == 0)
    let (bouncing, _) = banner(CallLog())
    // Rubber band: 0 − (1 − 1/(100·0.55/375 + 1))·375 = −47.9…, @3x −48.
    #expect(bouncing.run([.drag(distance: -100, velocity: 0)]).steps[0].release == -48)
  }

  @Test("With paging on the layout is not asked: the delegate gets the page as its pointee and the view rests there (A3, A4)")
  func pagingSkipsTheLayout() {
    let log = CallLog()
    let (simulator, _) = banner(log) { $0.isPagingEnabled = true }
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    // Pages 375 apart (the view's width) from 0 to the end, 2715; released at 100 moving on:
    // the first page beyond is 375, one page from the start's page 0.
    #expect(log.entries == [
      "willBeginDragging @0.0,0.0", "shouldInvalidate 100.0,0.0", "didScroll @100.0,0.0",
      "willEndDragging v (1.0, 0.0) pointee (375.0, 0.0)",
      "didEndDragging decelerate true @100.0,0.0", "willBeginDecelerating @100.0,0.0", "shouldInvalidate 375.0,0.0",
      "didScroll @375.0,0.0", "didEndDecelerating @375.0,0.0",
    ])
    // The proposal stays the projection, for information: 100 + 0.99/0.0020020026706730793 @3x.
    #expect(step.proposed == 594.6666666666666)
    #expect(step.target == 375)
    #expect(step.rest == 375)
    #expect(simulator.layoutSnaps == 0)
  }

  @Test("With paging on what the delegate writes is the rest, rounded and clamped (A4)")
  func pagingDelegateRewriteWins() {
    let log = CallLog()
    let (simulator, delegate) = banner(log) { $0.isPagingEnabled = true }
    var writes: [CGFloat] = [200.1, 3000]
    delegate.onWillEnd = { _, target in target.x = writes.removeFirst() }
    let trace = simulator.run([.drag(distance: 100, velocity: 1), .drag(distance: 100, velocity: 1)])
    // 200.1 at @3x: 600.3 pixels round to 600, 200; 3000 is past the end, 2715.
    #expect(trace.steps.map(\.target) == [200.1, 3000])
    #expect(trace.steps.map(\.rest) == [200, 2715])
    #expect(simulator.delegateSnaps == 2)
  }

  @Test("With paging on a scroll request made in will-end still wins over the page (A4, A10)")
  func pagingScrollRequestWins() {
    let log = CallLog()
    let (simulator, delegate) = banner(log) { $0.isPagingEnabled = true }
    delegate.onWillEnd = { view, _ in view.setContentOffset(CGPoint(x: 310, y: 0), animated: false) }
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    #expect(step.target == 375)
    #expect(step.rest == 310)
  }

  @Test("isPagingEnabled set during a drag counts from the next drag")
  func pagingCountsFromTheNextDrag() {
    let log = CallLog()
    let (simulator, delegate) = banner(log)
    delegate.onWillEnd = { view, _ in view.isPagingEnabled = true }
    let trace = simulator.run([.drag(distance: 100, velocity: 0), .drag(distance: 100, velocity: 0)])
    // The first drag asks the layout, which returns the proposal, 100; the second, from 100
    // released at 200, pages: the nearest page to 200 is 375 (175 away, against 200 from 0).
    #expect(log.entries.filter { $0.hasPrefix("target") } == ["target (100.0, 0.0) v (0.0, 0.0)"])
    #expect(trace.steps.map(\.rest) == [100, 375])
  }

  @Test("A layout that invalidates on bounds changes prepares again before its next query")
  func invalidationPrepares() {
    let log = CallLog()
    let (simulator, _) = banner(log, invalidates: true)
    _ = simulator.run([.drag(distance: 100, velocity: 0), .scroll(offset: 300), .drag(distance: 0, velocity: 0)])
    // The release invalidates, so prepare() runs before the target query; the scroll
    // invalidates again, so it runs before the next event; a drag that does not move the
    // offset asks nothing and, the offset unchanged, sends no scrollViewDidScroll (TheUIKitModel).
    #expect(log.entries == [
      "willBeginDragging @0.0,0.0", "shouldInvalidate 100.0,0.0", "didScroll @100.0,0.0", "prepare",
      "target (100.0, 0.0) v (0.0, 0.0)", "willEndDragging v (0.0, 0.0) pointee (100.0, 0.0)",
      "didEndDragging decelerate false @100.0,0.0",
      "shouldInvalidate 300.0,0.0", "didScroll @300.0,0.0",
      "prepare", "willBeginDragging @300.0,0.0",
      "target (300.0, 0.0) v (0.0, 0.0)", "willEndDragging v (0.0, 0.0) pointee (300.0, 0.0)",
      "didEndDragging decelerate false @300.0,0.0",
    ])
  }

  @Test("A vertical drag acts on y: the layout gets (x, proposal) and (0, v), the delegate (0, v)")
  func verticalDrag() {
    let log = CallLog()
    let (simulator, _) = banner(log) {
      $0.scrollDirection = .vertical
      $0.itemWidth = 150
      $0.itemHeight = 300
      $0.viewWidth = 150
      $0.viewHeight = 375
    }
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    #expect(log.entries.contains("target (0.0, 594.6666666666666) v (0.0, 1.0)"))
    #expect(log.entries.contains("willEndDragging v (0.0, 1.0) pointee (0.0, 594.6666666666666)"))
    #expect(step.rest == 594.6666666666666)
    #expect(simulator.collectionView.contentOffset == CGPoint(x: 0, y: 594.6666666666666))
  }
}

/// A flow delegate that sizes items from the view's adjusted inset, as real code does.
private final class InsetReadingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let inset = collectionView.adjustedContentInset
    let content = collectionView.contentSize
    return CGSize(width: 300, height: min(collectionView.bounds.height - inset.top - inset.bottom, content.height))
  }
}

/// A delegate that snaps in `scrollViewWillBeginDecelerating`, another common place.
private final class DecelerationSnapper: NSObject, UIScrollViewDelegate {
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    scrollView.setContentOffset(CGPoint(x: 930, y: 0), animated: true)
  }
}

@Suite("Delegates that reach back into the view")
struct DelegateReentryTests {
  @Test("A flow delegate reading adjustedContentInset and contentSize while sizes are asked does not recurse")
  func delegateReadsInsetWhileSized() {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 10
    let layout = UICollectionViewFlowLayout()
    layout.apply(configuration)
    let delegate = InsetReadingDelegate()
    let simulator = Simulator(configuration: configuration, layout: layout, delegate: delegate)
    // Ten 300×150 items (the delegate's size), spacing 10: content 3090, offsets 0–2715.
    #expect(simulator.collectionView.contentSize.width == 3090)
    #expect(simulator.collectionView.offsetRange.upper == 2715)
  }

  @Test("A scroll request made in willBeginDecelerating wins the rest")
  func requestInWillBeginDecelerating() {
    let delegate = DecelerationSnapper()
    let simulator = baseBanner(delegate: delegate)
    // The flick proposes 594.67, so the view decelerates; the delegate moves it to 930.
    let step = simulator.run([.drag(distance: 100, velocity: 1)]).steps[0]
    #expect(step.target == 594.6666666666666)
    #expect(step.rest == 930)
  }
}

/// A delegate that adds a leading content inset when a drag begins.
private final class InsetOnDragDelegate: NSObject, UIScrollViewDelegate {
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
  }
}

@Suite("A content inset set during a drag")
struct InsetDuringDragTests {
  @Test("An inset the delegate sets in willBeginDragging takes effect for that drag's release")
  func insetInWillBeginDragging() {
    let delegate = InsetOnDragDelegate()
    let simulator = baseBanner(delegate: delegate)
    // The range becomes [−100, 2715] as the drag begins, so dragging back 50 from 0 follows the
    // finger to −50 instead of rubber-banding past 0 (to −25.67 without the inset).
    let step = simulator.run([.drag(distance: -50, velocity: 0)]).steps[0]
    #expect(step.release == -50)
    #expect(step.rest == -50)
  }
}

/// The base flow layout over ten 300×150 items, spacing 10, in a 375×150 view, with `delegate`
/// installed.
private func baseBanner(delegate: UIScrollViewDelegate) -> Simulator {
  baseSimulator(delegate: delegate) {
    $0.itemCount = 10
    $0.itemWidth = 300
    $0.itemHeight = 150
  }
}
