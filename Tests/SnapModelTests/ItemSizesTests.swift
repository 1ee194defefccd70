import Foundation
import SnapModel
import Testing

/// A flow delegate whose `sizeForItemAt` answers item i with `sizes[i]` (section 0).
private final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  let sizes: [CGSize]
  init(_ sizes: [CGSize]) { self.sizes = sizes }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item]
  }
}

@Suite("Items of different sizes in the flow layout (TheUIKitModel)")
struct ItemSizesTests {
  @Test("The scenario's itemSizes are the delegate's answers: the layout hands out their frames, its itemSize untouched")
  func scenarioSizesPlaceItems() throws {
    let simulator = baseSimulator {
      $0.itemSizes = [CGSize(width: 100, height: 150), CGSize(width: 200, height: 100)]
      $0.itemCount = 2
    }
    let frames = try #require(simulator.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 150))).map(\.frame)
    // 150 + 10 + 100 > 150: one item per column, each centred across: y = 0 and (150 − 100)/2 = 25;
    // column 1 starts at 100 + 10.
    #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 150), CGRect(x: 110, y: 25, width: 200, height: 100)])
    #expect(simulator.collectionView.flowLayout?.itemSize == CGSize(width: 50, height: 50))
    #expect(simulator.layout.collectionViewContentSize.width == 310)
  }

  @Test("A flow delegate answering different sizes is laid out, no longer unsupported")
  func delegateSizesAreModelled() {
    let delegate = SizingDelegate([CGSize(width: 300, height: 50), CGSize(width: 100, height: 50), CGSize(width: 200, height: 50)])
    let simulator = baseSimulator(delegate: delegate) { $0.itemCount = 3 }
    let trace = simulator.run([.drag(distance: 100, velocity: 0)])
    #expect(trace.steps[0].outcome == .ok)
    // 50 + 10 + 50 = 110 ≤ 150, then 100 + 50 + 2·10 = 170 > 150: items 0 and 1 share
    // column 0 (thickness 300, item 1 at (300 − 100)/2 = 100), item 2 starts at 310.
    #expect(simulator.collectionView.itemGeometry.frame(ofItem: 1) == CGRect(x: 100, y: 100, width: 100, height: 50))
    #expect(simulator.collectionView.itemGeometry.frame(ofItem: 2) == CGRect(x: 310, y: 50, width: 200, height: 50))
  }

  @Test("After a reload item i takes itemSizes[i mod count], numbered across sections")
  func reloadDealsSizesByFlatIndex() {
    let simulator = baseSimulator {
      $0.itemSizes = [CGSize(width: 100, height: 150), CGSize(width: 200, height: 150)]
      $0.itemCount = 2
    }
    _ = simulator.run([.reload(sections: [1, 2])])
    let view = simulator.collectionView
    #expect(view.scenarioItemSize(at: IndexPath(item: 0, section: 0)) == CGSize(width: 100, height: 150))
    #expect(view.scenarioItemSize(at: IndexPath(item: 0, section: 1)) == CGSize(width: 200, height: 150))
    #expect(view.scenarioItemSize(at: IndexPath(item: 1, section: 1)) == CGSize(width: 100, height: 150))
    #expect(view.scenarioItemSize(at: IndexPath(item: 2, section: 1)) == nil)
  }
}

@Suite("Sizes belong to items through batch updates (TheUIKitModel)")
struct ItemSizesUpdateTests {
  /// The widths of section 0's items after `batch` on items 100, 200, 300 wide.
  private func widths(after batch: BatchUpdate) -> [CGFloat?] {
    let simulator = baseSimulator {
      $0.itemSizes = [100, 200, 300].map { CGSize(width: $0, height: 150) }
      $0.itemCount = 3
    }
    _ = simulator.run([.update(batch)])
    let view = simulator.collectionView
    return (0..<view.numberOfItems(inSection: 0)).map { view.scenarioItemSize(at: IndexPath(item: $0, section: 0))?.width }
  }

  @Test("A delete drops the item's size, a move carries it, an insert takes itemSizes[i mod count] by flat index")
  func sizesFollowItems() {
    #expect(widths(after: BatchUpdate(deletes: [IndexPath(item: 0, section: 0)])) == [200, 300])
    #expect(widths(after: BatchUpdate(moves: [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))])) == [200, 300, 100])
    // The new item 1 takes itemSizes[1] = 200; the old items 1 and 2 move on to 2 and 3.
    #expect(widths(after: BatchUpdate(inserts: [IndexPath(item: 1, section: 0)])) == [100, 200, 200, 300])
    // A reloaded section's items are dealt again: 3 items as 100, 200, 300, a fourth as 100.
    #expect(widths(after: BatchUpdate(reloadedSections: [0], counts: [4])) == [100, 200, 300, 100])
  }
}
