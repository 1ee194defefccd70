import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// `order-independent` runs a case in index order (its shared run) and in each other order
/// of `visibleCells`; when the shared run never asked for `visibleCells` (`CellReads`), no
/// other order is run.
@Suite("order-independent runs the other orders only for a layout that asks for visibleCells")
struct OrderIndependentRunsTests {
  /// Snaps to the first of the visible cells, so the order decides the rest.
  final class FirstVisibleCellLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      CGPoint(x: collectionView?.visibleCells.first?.frame.minX ?? proposed.x, y: proposed.y)
    }
  }

  /// Asks for the visible cells but reads only how many there are, so no order changes a rest.
  final class CountingCellsLayout: UICollectionViewFlowLayout, @unchecked Sendable {
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
      let count = collectionView?.visibleCells.count ?? 0
      return CGPoint(x: count > 0 ? proposed.x : 0, y: proposed.y)
    }
  }

  /// Two drags from 0: 100 pt still, then 200 pt still.
  static let drags: [Event] = [.drag(distance: 100, velocity: 0), .drag(distance: 200, velocity: 0)]

  /// The drags the check simulates beyond the case's shared run (simulated first), and its
  /// violation. These layouts keep nothing from a snap grid read, so they are declared inert
  /// and the shared run stands for the index order (else a plain run is simulated for it).
  static func check(_ algorithm: Algorithm) -> (drags: Int, violation: Violation?) {
    var inert = algorithm
    inert.gridReadsAreInert = true
    return SharedRunCheck.check(.orderIndependent, SevenItemFixtures.scenario(Self.drags, on: inert))
  }

  @Test("A layout that never asks for visibleCells is run in no other order")
  func neverAsking() {
    let (drags, violation) = Self.check(SevenItemFixtures.plain)
    #expect(violation == nil)
    #expect(drags == 0)
  }

  @Test("A layout that asks for visibleCells is run in all three other orders")
  func asking() {
    let (drags, violation) = Self.check(SevenItemFixtures.algorithm("counting-cells") { CountingCellsLayout() })
    #expect(violation == nil)
    #expect(drags == 6)
  }

  @Test("A layout that snaps to the first visible cell rests elsewhere when they come reversed")
  func firstVisibleCell() throws {
    // Released at 100, the view shows items 0 (0–300) and 1 (310–610): index order snaps to
    // 0, reversed to 310.
    let (drags, violation) = Self.check(SevenItemFixtures.algorithm("first-visible-cell") { FirstVisibleCellLayout() })
    let found = try #require(violation)
    #expect(found.message == "event 0 (drag): rests at 0 with visibleCells in index order but at 310 with them reversed")
    #expect(drags == 2)
  }
}
