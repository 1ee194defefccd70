import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// `no-recycling-skip` and `order-independent` run no variant of a case whose shared run
/// never asked for a cell (`CellReads`): every way a layout can ask must still be noticed,
/// or the variant that differs would never be run.
@Suite("The cell variants are skipped only for a run that asked for no cell")
struct CellReadsSkipTests {
  /// Asks in `prepare()`, and only there, whether item 3 (930–1230, off screen at 0) has a
  /// cell: with a cell, every drag snaps to 930; without one, to the proposal.
  final class PreparedCellLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    private var hasCell = false

    override func prepare() {
      super.prepare()
      hasCell = collectionView?.cellForItem(at: IndexPath(item: 3, section: 0)) != nil
    }

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      CGPoint(x: hasCell ? 930 : proposed.x, y: proposed.y)
    }
  }

  /// Snaps to the first item `indexPathsForVisibleItems` names (which asks `visibleCells`).
  final class FirstVisibleIndexPathLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      let item = collectionView?.indexPathsForVisibleItems.first?.item ?? 0
      return CGPoint(x: CGFloat(item) * 310, y: proposed.y)
    }
  }

  /// Asks `visibleCells` at every `scrollViewDidScroll`, and notes the item of the first
  /// cell it hands out and whether an item it saw before came back in a new cell.
  final class VisibleCellsWatcher: UIScrollViewDelegate {
    /// The item of the first visible cell at the last `scrollViewDidScroll`.
    var firstItem = 0
    /// Whether an item seen before was shown in another cell object.
    var renewed = false
    /// The cell each item was last shown in (held, so a recycled cell's memory cannot be
    /// reused for the new one).
    private var cells: [Int: UICollectionViewCell] = [:]

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let view = scrollView as? UICollectionView else { return }
      let visible = view.visibleCells
      for cell in visible {
        guard let item = view.indexPath(for: cell)?.item else { continue }
        if let seen = cells[item], seen !== cell { renewed = true }
        cells[item] = cell
      }
      firstItem = visible.first.flatMap { view.indexPath(for: $0)?.item } ?? 0
    }
  }

  /// Snaps to the first visible item its delegate (a `VisibleCellsWatcher`) saw last.
  final class WatchedFirstItemLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      CGPoint(x: CGFloat((collectionView?.delegate as? VisibleCellsWatcher)?.firstItem ?? 0) * 310, y: proposed.y)
    }
  }

  /// Rests where the drag proposes, unless its delegate (a `VisibleCellsWatcher`) saw an item
  /// come back in a new cell: then at 930.
  final class RenewedCellLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      CGPoint(x: (collectionView?.delegate as? VisibleCellsWatcher)?.renewed == true ? 930 : proposed.x, y: proposed.y)
    }
  }

  /// `makeLayout` with a fresh `VisibleCellsWatcher` as its delegate, as an algorithm with a
  /// leading contract and no configuration space.
  static func watched(_ id: String, _ makeLayout: @escaping @Sendable () -> UICollectionViewFlowLayout) -> Algorithm {
    Algorithm(
      id: id, origin: "test layout", summary: "a test layout",
      contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false) },
      make: { _, _ in LayoutUnderTest(layout: makeLayout(), delegate: VisibleCellsWatcher()) })
  }

  /// One still drag of 100 pt from 0.
  static let drag: [Event] = [.drag(distance: 100, velocity: 0)]

  /// `property`'s violation on `algorithm`'s seven-item scenario of `events`, its run shared and simulated first.
  static func violation(
    _ property: Property, on algorithm: Algorithm, events: [Event] = drag, retention: CellRetention = .visible
  ) -> Violation? {
    let scenario = SevenItemFixtures.scenario(events, on: algorithm).with { $0.cellRetention = retention }
    var context = CheckContext(contract: scenario.contract)
    context.shared = SharedRun(scenario)
    _ = context.observe(scenario)
    return property.check(scenario, context)
  }

  @Test("A layout that asks for a cell only in prepare() is still run with every cell retained")
  func cellAskedInPrepare() throws {
    // Recycled, item 3 has no cell and the drag rests at its proposal 100; retained, at 930.
    let found = try #require(Self.violation(.noRecyclingSkip, on: SevenItemFixtures.algorithm("prepared-cell") { PreparedCellLayout() }))
    #expect(found.message == "event 0 (drag): rests at 100 with cells recycled but at 930 with every cell retained")
  }

  @Test("A case whose own cells are all retained compares the recycled run first, as any case does")
  func ownRunRetained() throws {
    // The shared run retains every cell (rest 930); the recycled run is the other one (rest
    // 100), and the message still names the recycled run first.
    let found = try #require(
      Self.violation(.noRecyclingSkip, on: SevenItemFixtures.algorithm("prepared-cell") { PreparedCellLayout() }, retention: .all))
    #expect(found.message == "event 0 (drag): rests at 100 with cells recycled but at 930 with every cell retained")
  }

  @Test("A layout that asks for the visible index paths is still run in the other orders")
  func visibleIndexPaths() throws {
    // Released at 100, items 0 (0–300) and 1 (310–610) are visible: index order names item 0
    // first (rest 0), reversed item 1 (rest 310).
    let found = try #require(Self.violation(.orderIndependent, on: SevenItemFixtures.algorithm("first-visible-index-path") { FirstVisibleIndexPathLayout() }))
    #expect(found.message == "event 0 (drag): rests at 0 with visibleCells in index order but at 310 with them reversed")
  }

  @Test("A delegate that asks visibleCells from scrollViewDidScroll is still run in the other orders")
  func visibleCellsFromDidScroll() throws {
    // The drag's one scrollViewDidScroll is at its release, 100, where items 0 (0–300) and 1
    // (310–610) are visible: in index order the first is item 0 (rest 0), reversed item 1 (310).
    let found = try #require(Self.violation(.orderIndependent, on: Self.watched("watched-first-item") { WatchedFirstItemLayout() }))
    #expect(found.message == "event 0 (drag): rests at 0 with visibleCells in index order but at 310 with them reversed")
  }

  @Test("A delegate that asks visibleCells from scrollViewDidScroll is still run with every cell retained")
  func visibleCellsFromDidScrollRetained() throws {
    // Released at 100 (items 0 and 1 get cells), at 500 (view 500–875: item 0's cell is
    // recycled, unless retained) and at 0: item 0 comes back in a new cell only when recycled,
    // so that drag rests at 930 recycled and at its proposal 0 retained. The first two drags
    // rest where they are released (nothing renewed yet).
    let events: [Event] = [.drag(distance: 100, velocity: 0), .drag(distance: 400, velocity: 0), .drag(distance: -500, velocity: 0)]
    let found = try #require(Self.violation(.noRecyclingSkip, on: Self.watched("renewed-cell") { RenewedCellLayout() }, events: events))
    #expect(found.message == "event 2 (drag): rests at 930 with cells recycled but at 0 with every cell retained")
  }

  @Test("A run records the cells it asked for", arguments: [("plain-flow", false, false), ("prepared-cell", true, false), ("first-visible-index-path", true, true)])
  func recorded(_ id: String, cells: Bool, visibleCells: Bool) {
    let layouts: [String: @Sendable () -> UICollectionViewFlowLayout] = [
      "plain-flow": { UICollectionViewFlowLayout() }, "prepared-cell": { PreparedCellLayout() },
      "first-visible-index-path": { FirstVisibleIndexPathLayout() },
    ]
    let scenario = SevenItemFixtures.scenario(Self.drag, on: SevenItemFixtures.algorithm(id, layouts[id]!))
    let reads = CheckContext(contract: scenario.contract).traceAndCellReads(scenario).cellReads
    #expect(reads.cells == cells)
    #expect(reads.visibleCells == visibleCells)
  }
}
