import Foundation
import SnapModel
import Testing

@Suite("Visible cells live while their items stay visible, as UIKit keeps them")
struct LiveCellsTests {
  /// Ten 100-wide items 110 apart (spacing 10), the view 375 wide, scrolled to 500: bounds
  /// 500…875 show items 4 (440…540) to 7 (770…870); item 8 starts at 880.
  private func scrolled(retention: CellRetention = .visible) -> Simulator {
    scrolledSimulator(itemCount: 10, itemWidth: 100, offset: 500, retention: retention)
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

  @Test("An invalidation or a new item size keeps the visible cells, with their items' new frames; a reload recycles every cell")
  func layoutChangesKeepCells() throws {
    let simulator = scrolled()
    let view = simulator.collectionView
    let first = try #require(view.cellForItem(at: item(4)))
    simulator.layout.invalidateLayout()
    #expect(view.cellForItem(at: item(4)) === first)
    // Items 120 wide, 130 apart: item 4 at 520…640, still in the bounds 500…875.
    (simulator.layout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 120, height: 100)
    let resized = try #require(view.cellForItem(at: item(4)))
    #expect(resized === first)
    #expect(resized.frame == CGRect(x: 520, y: 25, width: 120, height: 100))
    _ = simulator.apply(.reload(sections: [10]), index: 1)
    let reloaded = try #require(view.cellForItem(at: item(4)))
    #expect(reloaded !== first)
    #expect(reloaded.frame == CGRect(x: 520, y: 25, width: 120, height: 100))
  }

  @Test("A kept cell is recycled by the frame it was last handed out with, once that leaves the bounds")
  func keptCellRecycledByItsNewFrame() throws {
    let simulator = scrolled()
    let view = simulator.collectionView
    // Item 7 at 770…870 in the bounds 500…875.
    let seven = try #require(view.cellForItem(at: item(7)))
    // Items 200 wide, 210 apart: item 7 at 1470…1670, off screen; asked for, it is nil, and a
    // move recycles the cell, whose last frame was 770…870 only until the view asks again.
    (simulator.layout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 200, height: 100)
    #expect(view.cellForItem(at: item(7)) == nil)
    // Item 2 at 420…620 is visible: its cell is handed out with its new frame.
    let two = try #require(view.cellForItem(at: item(2)))
    #expect(two.frame == CGRect(x: 420, y: 25, width: 200, height: 100))
    // Scrolled to 1400: item 7 (1470…1670) is back in the bounds 1400…1775. Its old cell's
    // last frame (770…870) left the bounds at the move, so it gets a new cell.
    _ = simulator.apply(.scroll(offset: 1400), index: 1)
    let back = try #require(view.cellForItem(at: item(7)))
    #expect(back !== seven)
    #expect(back.frame == CGRect(x: 1470, y: 25, width: 200, height: 100))
  }
}
