import Foundation
import SnapModel
import Testing

/// One log that the layout and the delegate write to, in the order UIKit calls them.
private final class UpdateCallLog: UIScrollViewDelegate {
  var calls: [String] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.x)") }
}

/// A flow layout that writes every update-related call to the log and answers the
/// post-update proposal with `answer` (the proposal itself by default).
private final class UpdateRecorder: UICollectionViewFlowLayout {
  let log: UpdateCallLog
  var received: [UICollectionViewUpdateItem] = []
  var answer: (CGPoint) -> CGPoint = { $0 }

  init(log: UpdateCallLog) {
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    received = updateItems
    log.calls.append("prepareForUpdates \(collectionView?.numberOfItems(inSection: 0) ?? -1)")
  }

  override func prepare() {
    super.prepare()
    log.calls.append("prepare")
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    log.calls.append("target \(proposedContentOffset.x)")
    return answer(proposedContentOffset)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    log.calls.append("shouldInvalidate \(newBounds.origin.x)")
    return false
  }

  override func finalizeCollectionViewUpdates() { log.calls.append("finalize") }
}

/// Ten 300×150 items, spacing 10 (310 apart), in a 375×150 view at @3x: content 3090,
/// offsets 0…2715; the recorder as layout, the log as delegate.
private func recorded() -> (Simulator, UpdateRecorder, UpdateCallLog) {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  let log = UpdateCallLog()
  let layout = UpdateRecorder(log: log)
  layout.apply(configuration)
  return (Simulator(configuration: configuration, layout: layout, delegate: log), layout, log)
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("The update event, worked out by hand from TheUIKitModel")
struct UpdateEventTests {
  @Test("UIKit's order: data, prepare(forCollectionViewUpdates:), prepare(), the proposal, the bounds change, finalize, didScroll")
  func callOrder() {
    let (simulator, _, log) = recorded()
    _ = simulator.run([.scroll(offset: 2715)])
    log.calls = []
    // Deleting the last two leaves 8 items: content 8·300 + 7·10 = 2470, the end 2095.
    let step = simulator.apply(.update(BatchUpdate(deletes: [path(0, 9), path(0, 8)])), index: 1)
    #expect(log.calls == ["prepareForUpdates 8", "prepare", "target 2715.0", "shouldInvalidate 2095.0", "finalize", "didScroll 2095.0"])
    #expect(step?.rest == 2095 && step?.outcome == .ok)
    #expect(simulator.collectionView.numberOfItems(inSection: 0) == 8)
  }

  @Test("An update that leaves the offset where it was asks nothing about bounds and sends no didScroll")
  func offsetUnchanged() {
    let (simulator, _, log) = recorded()
    _ = simulator.run([.scroll(offset: 620)])
    log.calls = []
    let step = simulator.apply(.update(BatchUpdate(inserts: [path(0, 0)])), index: 1)
    #expect(log.calls == ["prepareForUpdates 11", "prepare", "target 620.0", "finalize"])
    #expect(step?.rest == 620)
  }

  @Test("The layout's answer is pixel-rounded, then clamped to the new range")
  func clamp() {
    let (simulator, layout, _) = recorded()
    // 1000.1 at @3x: 3000.3 pixels round to 3000, so 1000.
    layout.answer = { _ in CGPoint(x: 1000.1, y: 0) }
    #expect(simulator.apply(.update(BatchUpdate()), index: 0)?.rest == 1000)
    // Past the end of 9 items (content 2780, the end 2405) it clamps there; below 0, to 0.
    layout.answer = { _ in CGPoint(x: 5000, y: 0) }
    #expect(simulator.apply(.update(BatchUpdate(deletes: [path(0, 0)])), index: 1)?.rest == 2405)
    layout.answer = { _ in CGPoint(x: -40, y: 0) }
    #expect(simulator.apply(.update(BatchUpdate()), index: 2)?.rest == 0)
  }

  @Test("A non-finite answer is a fault, and the scenario stops")
  func nonFinite() {
    let (simulator, layout, _) = recorded()
    layout.answer = { _ in CGPoint(x: CGFloat.nan, y: 0) }
    let trace = simulator.run([.update(BatchUpdate(deletes: [path(0, 0)])), .drag(distance: 10, velocity: 0)])
    #expect(trace.steps.count == 1)
    #expect(trace.steps[0].outcome.text == "fault: non-finite target nan")
  }

  @Test("Each kind reaches the layout as UIKit's update items, and the counts follow")
  func eachKind() {
    let (simulator, layout, _) = recorded()
    _ = simulator.apply(.update(BatchUpdate(deletes: [path(0, 3)])), index: 0)
    #expect(layout.received.map(\.updateAction) == [.delete] && layout.received[0].indexPathBeforeUpdate == path(0, 3))
    #expect(layout.received[0].indexPathAfterUpdate == nil)
    _ = simulator.apply(.update(BatchUpdate(inserts: [path(0, 9), path(0, 0)])), index: 1)
    #expect(layout.received.map(\.indexPathAfterUpdate) == [path(0, 9), path(0, 0)])
    #expect(simulator.collectionView.numberOfItems(inSection: 0) == 11)
    _ = simulator.apply(.update(BatchUpdate(moves: [.init(from: path(0, 10), to: path(0, 0))])), index: 2)
    #expect(layout.received.map(\.updateAction) == [.move])
    #expect(simulator.collectionView.numberOfItems(inSection: 0) == 11)
    _ = simulator.apply(.update(BatchUpdate(reloadedSections: [0], counts: [4])), index: 3)
    #expect(layout.received.map(\.indexPathBeforeUpdate) == [path(0, NSNotFound)])
    #expect(simulator.collectionView.numberOfItems(inSection: 0) == 4)
  }

  @Test("A batch that disagrees with the counts is a bad scenario and changes nothing")
  func disagreeing() {
    let (simulator, _, log) = recorded()
    log.calls = []
    let step = simulator.apply(.update(BatchUpdate(deletes: [path(0, 10)])), index: 0)
    #expect(step?.outcome.text == "unsupported: bad scenario: update delete[0]: item 10 is outside section 0, which has 10 items before the batch")
    #expect(simulator.collectionView.numberOfItems(inSection: 0) == 10)
    #expect(log.calls.isEmpty)
  }
}

/// A data source whose one section has `count` items.
private final class CountingSource: UICollectionViewDataSource {
  var count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell()
  }
}

@Suite("performBatchUpdates from code, worked out by hand from TheUIKitModel")
struct PerformBatchUpdatesTests {
  @Test("The calls in the block make one batch, counted by the data source; a call outside a block is a batch of its own")
  func batches() {
    let (simulator, layout, _) = recorded()
    let view = simulator.collectionView
    let source = CountingSource(count: 10)
    view.dataSource = source
    var finished: Bool?
    view.performBatchUpdates({
      source.count = 9
      view.deleteItems(at: [path(0, 0), path(0, 1)])
      view.performBatchUpdates { view.insertItems(at: [path(0, 8)]) }
    }, completion: { finished = $0 })
    #expect(finished == true)
    #expect(layout.received.map(\.updateAction) == [.delete, .delete, .insert])
    #expect(view.numberOfItems(inSection: 0) == 9)
    view.moveItem(at: path(0, 0), to: path(0, 1))
    #expect(layout.received.map(\.updateAction) == [.move])
    source.count = 8
    view.deleteItems(at: [path(0, 0)])
    #expect(layout.received.map(\.updateAction) == [.delete])
    #expect(view.numberOfItems(inSection: 0) == 8 && view.badUpdate == nil)
  }

  @Test("A data source that disagrees with the calls is a bad scenario (UIKit raises), and nothing changes")
  func disagreeing() {
    let (simulator, _, _) = recorded()
    let view = simulator.collectionView
    let source = CountingSource(count: 10)
    view.dataSource = source
    var finished: Bool?
    view.performBatchUpdates({ view.deleteItems(at: [path(0, 3)]) }, completion: { finished = $0 })
    #expect(finished == false)
    #expect(view.numberOfItems(inSection: 0) == 10)
    #expect(view.takeBadUpdate() == "performBatchUpdates: counts[0]: is 10, but section 0's 10 items with these calls make 9")
  }
}
