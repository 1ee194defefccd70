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

  /// One still drag of 100 pt from 0.
  static let drag: [Event] = [.drag(distance: 100, velocity: 0)]

  /// `property`'s violation on `algorithm`'s seven-item scenario, its run shared and simulated first.
  static func violation(_ property: Property, on algorithm: Algorithm, retention: CellRetention = .visible) -> Violation? {
    let scenario = SevenItemFixtures.scenario(Self.drag, on: algorithm).with { $0.cellRetention = retention }
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
