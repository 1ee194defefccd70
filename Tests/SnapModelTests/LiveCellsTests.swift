import Foundation
import SnapModel
import Testing

@Suite("Visible cells live while their items stay visible, as UIKit keeps them")
struct LiveCellsTests {
  /// Ten 100-wide items 110 apart (spacing 10), the view 375 wide, scrolled to 500: bounds
  /// 500…875 show items 4 (440…540) to 7 (770…870); item 8 starts at 880.
  private func scrolled(retention: CellRetention = .visible) -> Simulator {
    let simulator = baseSimulator {
      $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100; $0.cellRetention = retention
    }
    _ = simulator.apply(.scroll(offset: 500), index: 0)
    return simulator
  }

  private func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }

  @Test("A cell whose item stays visible is the same object in every answer; an item coming into view gets a new one")
  func sameCellWhileVisible() throws {
    let simulator = scrolled()
    let view = simulator.collectionView
    let before = view.visibleCells
    #expect(before.map { view.indexPath(for: $0)?.item } == [4, 5, 6, 7])
    #expect(view.cellForItem(at: item(5)) === before[1])
    // Bounds 520…895: items 4 (440…540) to 7 stay, item 8 (880…980) comes in.
    _ = simulator.apply(.scroll(offset: 520), index: 1)
    let after = view.visibleCells
    #expect(after.map { view.indexPath(for: $0)?.item } == [4, 5, 6, 7, 8])
    #expect(zip(before, after.prefix(4)).allSatisfy { $0 === $1 })
    #expect(!before.contains { $0 === after[4] })
    #expect(after[4].frame == CGRect(x: 880, y: 25, width: 100, height: 100))
  }

  @Test("A cell whose item leaves the bounds is recycled: nil while away, a new cell when it comes back")
  func recycledWhenItLeaves() throws {
    let simulator = scrolled()
    let view = simulator.collectionView
    let cell = try #require(view.cellForItem(at: item(4)))
    // Bounds 600…975: item 4 (440…540) is off screen.
    _ = simulator.apply(.scroll(offset: 600), index: 1)
    #expect(view.cellForItem(at: item(4)) == nil)
    _ = simulator.apply(.scroll(offset: 500), index: 2)
    let back = try #require(view.cellForItem(at: item(4)))
    #expect(back !== cell)
    #expect(back.frame == CGRect(x: 440, y: 25, width: 100, height: 100))
  }

  @Test("With cells retained, an off-screen item's cell stays the same object")
  func retainedCellsStay() throws {
    let simulator = scrolled(retention: .all)
    let view = simulator.collectionView
    let cell = try #require(view.cellForItem(at: item(0)))
    _ = simulator.apply(.scroll(offset: 600), index: 1)
    #expect(view.cellForItem(at: item(0)) === cell)
  }

  @Test("An invalidation, a reload or a new item size recycles every cell")
  func layoutChangesRecycle() throws {
    let simulator = scrolled()
    let view = simulator.collectionView
    let first = try #require(view.cellForItem(at: item(4)))
    simulator.layout.invalidateLayout()
    let second = try #require(view.cellForItem(at: item(4)))
    #expect(second !== first)
    _ = simulator.apply(.reload(sections: [10]), index: 1)
    let third = try #require(view.cellForItem(at: item(4)))
    #expect(third !== second)
    // Items 120 wide, 130 apart: item 4 at 520…640.
    (simulator.layout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 120, height: 100)
    let fourth = try #require(view.cellForItem(at: item(4)))
    #expect(fourth !== third)
    #expect(fourth.frame == CGRect(x: 520, y: 25, width: 120, height: 100))
  }
}
