import Foundation
import SnapModel
import Testing

/// A scroll-view delegate that notes the offset at every `scrollViewDidScroll` and may
/// scroll from inside it.
private final class ScrollWatcher: UIScrollViewDelegate {
  /// The offset along x at each call, in order.
  var offsets: [CGFloat] = []
  /// Runs inside each call, after the offset is noted.
  var onScroll: (UIScrollView) -> Void = { _ in }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.x)
    onScroll(scrollView)
  }
}

/// `count` 300×150 items, spacing 10 (310 apart), in a 375×150 view at @3x, the base flow
/// layout (which returns the proposal), the watcher as delegate.
private func watched(items count: Int = 10) -> (Simulator, ScrollWatcher) {
  var configuration = LayoutConfiguration()
  configuration.itemCount = count
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  let layout = UICollectionViewFlowLayout()
  layout.apply(configuration)
  let watcher = ScrollWatcher()
  return (Simulator(configuration: configuration, layout: layout, delegate: watcher), watcher)
}

@Suite("scrollViewDidScroll on every change of offset, worked out by hand from TheUIKitModel")
struct DidScrollTests {
  @Test("A drag tells the delegate after the release and after the deceleration, and a drag that moves nothing not at all")
  func drags() {
    let (simulator, watcher) = watched()
    _ = simulator.run([.drag(distance: 100, velocity: 0)])
    #expect(watcher.offsets == [100])
    watcher.offsets = []
    _ = simulator.apply(.drag(distance: 0, velocity: 0), index: 1)
    #expect(watcher.offsets.isEmpty)
    // From 100 released at 200 at 1 pt/ms: 200 + 0.99/0.0020020026706730793 = 694.50…, @3x 2084/3.
    let step = simulator.apply(.drag(distance: 100, velocity: 1), index: 2)
    #expect(watcher.offsets == [200, 2084.0 / 3])
    #expect(step?.rest == 2084.0 / 3)
  }

  @Test("A request from code tells the delegate once, and not when it leaves the offset where it is")
  func requestsFromCode() {
    let (simulator, watcher) = watched()
    _ = simulator.run([.scroll(offset: 300), .scroll(offset: 300)])
    #expect(watcher.offsets == [300])
    simulator.collectionView.setContentOffset(CGPoint(x: 620, y: 0), animated: false)
    simulator.collectionView.contentOffset = CGPoint(x: 620, y: 0)
    #expect(watcher.offsets == [300, 620])
  }

  @Test("The clamp after a resize or a reload tells the delegate, once, at the clamped offset")
  func clamps() {
    let (simulator, watcher) = watched()
    // Content 10·300 + 9·10 = 3090: at the end, 2715. A 667-wide view ends at 2423.
    _ = simulator.run([.scroll(offset: 2715), .resize(width: 667, height: 150)])
    #expect(watcher.offsets == [2715, 2423])
    // Five items: content 1540, the end 1540 − 667 = 873.
    _ = simulator.apply(.reload(itemCount: 5), index: 2)
    #expect(watcher.offsets == [2715, 2423, 873])
    // The same count again: the offset stays, nothing is sent.
    _ = simulator.apply(.reload(itemCount: 5), index: 3)
    #expect(watcher.offsets == [2715, 2423, 873])
  }

  @Test("A looping carousel re-centres inside scrollViewDidScroll: applied at once, told again, and the drag goes on from there")
  func loopingCarousel() {
    // Three copies of ten items, each copy 3100 long: content 9290, range [0, 8915]. Below
    // the middle copy the carousel jumps on a copy, at or past its end back a copy.
    let (simulator, watcher) = watched(items: 30)
    watcher.onScroll = { view in
      let x = view.contentOffset.x
      if x < 3100 { view.setContentOffset(CGPoint(x: x + 3100, y: 0), animated: false) }
      if x >= 6200 { view.setContentOffset(CGPoint(x: x - 3100, y: 0), animated: false) }
    }
    let trace = simulator.run([.scroll(offset: 3100), .drag(distance: -200, velocity: 0), .drag(distance: 100, velocity: 1)])
    // The drag back to 2900 re-centres to 6000 inside its first call; the finger lifts there,
    // so release, proposal and rest are 6000.
    #expect(trace.steps[1].release == 6000)
    #expect(trace.steps[1].proposed == 6000)
    #expect(trace.steps[1].rest == 6000)
    // The fling from 6000 releases at 6100 and decelerates to 6100 + 494.50… = 6594.50…,
    // @3x 19784/3; there the carousel jumps back a copy, to 19784/3 − 3100 = 10484/3.
    #expect(trace.steps[2].target == 19784.0 / 3)
    #expect(trace.steps[2].rest == 10484.0 / 3)
    #expect(watcher.offsets == [3100, 2900, 6000, 6100, 19784.0 / 3, 10484.0 / 3])
  }

  @Test("Requests nested 16 calls deep are followed; a request in the 16th call is the fault scrollViewDidScroll recursion")
  func recursion() {
    // Each call asks for one point further while it has requests left.
    func run(requests: Int) -> (Trace, ScrollWatcher) {
      let (simulator, watcher) = watched()
      var left = requests
      watcher.onScroll = { view in
        guard left > 0 else { return }
        left -= 1
        view.setContentOffset(CGPoint(x: view.contentOffset.x + 1, y: 0), animated: false)
      }
      return (simulator.run([.scroll(offset: 100), .scroll(offset: 0)]), watcher)
    }
    // 15 requests: the scroll's own call and 15 nested ones, 16 deep, at 100 through 115.
    let (followed, followedWatcher) = run(requests: 15)
    #expect(followed.steps.map(\.rest) == [115, 0])
    #expect(Array(followedWatcher.offsets.prefix(16)) == (100...115).map { CGFloat($0) })
    // 16 requests: the 16th call's request is the fault; the scenario ends there.
    let (faulted, faultedWatcher) = run(requests: 16)
    #expect(faulted.steps.count == 1)
    #expect(faulted.steps[0].outcome == .fault(.didScrollRecursion(depth: 16)))
    #expect(faulted.steps[0].outcome.text == "fault: scrollViewDidScroll recursion: a scroll request in the 16th nested scrollViewDidScroll")
    #expect(faultedWatcher.offsets == (100...115).map { CGFloat($0) })
  }
}
