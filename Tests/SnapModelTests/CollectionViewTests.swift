import Foundation
import SnapModel
import Testing

@Suite("The simulated collection view's API (TheUIKitModel)")
struct CollectionViewTests {
  /// Two 500-wide items, content 0…1010, the view 375 wide, scrolled to 300 (bounds 300…675).
  private func scrolledView(retention: CellRetention = .visible) -> UICollectionView {
    scrolledSimulator(itemCount: 2, itemWidth: 500, offset: 300, retention: retention).collectionView
  }

  @Test("Elements handed out count against the work bound; past it queries answer empty and the next step is unsupported")
  func workBound() throws {
    let simulator = baseSimulator { $0.itemCount = 2; $0.itemWidth = 500; $0.itemHeight = 100 }
    let view = simulator.collectionView
    let layout = simulator.layout
    let before = view.elementsHandedOut
    _ = view.visibleCells
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1010, height: 100))
    _ = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    _ = view.cellForItem(at: IndexPath(item: 0, section: 0))
    // One visible cell, two attributes, one attribute, one cell.
    #expect(view.elementsHandedOut == before + 5)
    #expect(view.charge(UICollectionView.elementBudget - view.elementsHandedOut))
    #expect(!view.isOverElementBudget)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1010, height: 100))?.isEmpty == true)
    #expect(view.visibleCells.isEmpty)
    #expect(view.isOverElementBudget)
    let step = try #require(simulator.apply(.drag(distance: 100, velocity: 0), index: 0))
    #expect(step.outcome == .unsupported(Simulator.workBound))
    #expect(simulator.apply(.scroll(offset: 0), index: 1) == nil)
  }

  @Test("scrollRectToVisible: a rect left of the bounds scrolls its leading edge in")
  func rectLeftOfBounds() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 100.1, y: 0, width: 50, height: 50), animated: true)
    // newX = rect.minX = 100.1 → roundPx → 100.
    #expect(view.contentOffset.x == 100)
    #expect((view.lastScrollRequest != nil))
  }

  @Test("scrollRectToVisible: a rect right of the bounds scrolls its trailing edge in")
  func rectRightOfBounds() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 800, y: 0, width: 100, height: 50), animated: true)
    // maxX 900 ≥ 675: newX = 900 − 375.
    #expect(view.contentOffset.x == 525)
  }

  @Test("scrollRectToVisible: a rect inside the bounds does nothing")
  func rectInsideBounds() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 400, y: 0, width: 100, height: 50), animated: true)
    #expect(view.contentOffset.x == 300)
    #expect(!(view.lastScrollRequest != nil))
  }

  @Test("scrollRectToVisible: a rect wider than the bounds ends at its trailing edge")
  func rectWiderThanBounds() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 200, y: 0, width: 600, height: 50), animated: true)
    // minX 200 < 300 sets 200, then maxX 800 ≥ 675 sets 800 − 375.
    #expect(view.contentOffset.x == 425)
  }

  @Test("scrollRectToVisible: a rect running past the content is clipped to it first")
  func rectClippedByContent() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 900, y: 0, width: 375, height: 150), animated: true)
    // (900…1275) ∩ (0…1010) = 900…1010: newX = 1010 − 375.
    #expect(view.contentOffset.x == 635)
  }

  @Test("scrollRectToVisible: a trailing edge exactly at the bounds' trailing edge keeps the view there")
  func rectTrailingEdgeAtBoundsEdge() {
    let view = scrolledView()
    view.setContentOffset(CGPoint(x: 635, y: 0), animated: false)
    view.scrollRectToVisible(CGRect(x: 100, y: 0, width: 2000, height: 50), animated: true)
    // (100…2100) ∩ content = 100…1010: 100 < 635 sets 100, then 1010 ≥ 1010 sets 1010 − 375.
    #expect(view.contentOffset.x == 635)
  }

  @Test("scrollRectToVisible: a rect outside the content does nothing")
  func rectOutsideContent() {
    let view = scrolledView()
    view.scrollRectToVisible(CGRect(x: 2000, y: 0, width: 100, height: 100), animated: true)
    #expect(view.contentOffset.x == 300)
    #expect(!(view.lastScrollRequest != nil))
  }

  @Test("setContentOffset rounds to pixels but does not clamp")
  func setContentOffsetUnclamped() {
    let view = scrolledView()
    view.setContentOffset(CGPoint(x: 2000.2, y: 0), animated: true)
    // 6000.6 → 6001 → 2000.333…
    #expect(view.contentOffset.x == 2000.3333333333333)
  }

  @Test("cellForItem(at:) is nil for an off-screen item unless cells are retained")
  func cellRecycling() throws {
    let short = baseSimulator { $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100 }
    _ = short.apply(.scroll(offset: 500), index: 0)
    let view = short.collectionView
    // Bounds 500…875: items 4 (440…540) to 7 (770…870) are on screen; item 8 starts at 880.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(cell.frame == CGRect(x: 440, y: 25, width: 100, height: 100))
    #expect(view.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    #expect(view.visibleCells.map { view.indexPath(for: $0)?.item } == [4, 5, 6, 7])
    view.cellRetention = .all
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin.x == 0)
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    #expect(view.numberOfItems(inSection: 0) == 10)
    #expect(view.numberOfItems(inSection: 1) == 0)
  }

  @Test("visibleCells may be reordered, since UIKit documents no order")
  func visibleCellsOrder() {
    let view = baseSimulator { $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100 }.collectionView
    view.visibleCellsOrder = { $0.reversed() }
    #expect(view.visibleCells.map { view.indexPath(for: $0)?.item } == [3, 2, 1, 0])
  }

  @Test("A layout's collectionView is nil once its view is gone, as a weak reference is, and a later view's stays")
  func collectionViewGoesWithItsView() {
    let layout = UICollectionViewFlowLayout()
    let frame = CGRect(x: 0, y: 0, width: 375, height: 150)
    var first: UICollectionView? = UICollectionView(frame: frame, collectionViewLayout: layout)
    #expect(layout.collectionView === first)
    first = nil
    #expect(layout.collectionView == nil)
    var second: UICollectionView? = UICollectionView(frame: frame, collectionViewLayout: layout)
    let third = UICollectionView(frame: frame, collectionViewLayout: layout)
    second = nil
    #expect(layout.collectionView === third)
    _ = (first, second)
  }
}

@Suite("An item size that follows the view, as a sizeForItemAt reading the bounds")
struct ItemSizeForViewSizeTests {
  @Test("A resize to a listed view size sets the item size before the layout is prepared again; other sizes keep it")
  func resizeSetsItemSize() {
    let simulator = baseSimulator {
      $0.itemCount = 5
      $0.itemWidth = 350
      $0.itemHeight = 200
      $0.viewWidth = 390
      $0.viewHeight = 200
      $0.itemSizesForViewSizes = [
        LayoutConfiguration.ItemSizeForViewSize(view: CGSize(width: 390, height: 200), item: CGSize(width: 350, height: 200)),
        LayoutConfiguration.ItemSizeForViewSize(view: CGSize(width: 768, height: 300), item: CGSize(width: 728, height: 300)),
      ]
    }
    _ = simulator.run([.resize(width: 768, height: 300)])
    #expect(simulator.collectionView.flowLayout?.itemSize == CGSize(width: 728, height: 300))
    // Five items of 728 with four gaps of 10 (the default line spacing): 3680 wide.
    #expect(simulator.layout.collectionViewContentSize.width == 3680)
    _ = simulator.run([.resize(width: 500, height: 300)])
    #expect(simulator.collectionView.flowLayout?.itemSize == CGSize(width: 728, height: 300))
    _ = simulator.run([.resize(width: 390, height: 200)])
    #expect(simulator.collectionView.flowLayout?.itemSize == CGSize(width: 350, height: 200))
  }
}
