import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `ms-peek`, worked out by hand from the library's description on ten items in a 375×150 view at @3x with
/// the defaults s = 20, p = 20, k = 1: L = (375 − 20·2 − 2·20)/1 = 295, L + s = 315, item i
/// at 40 + 315i, offset(i) = 315i, index upper bound 10·315 + 40 + 40 = 3230.
@Suite("ms-peek: MSPeekCollectionViewDelegateImplementation 3.2.0, branch by branch")
struct MSPeekTests {
  private func peek(
    _ options: AlgorithmOptions = AlgorithmOptions(), _ change: (inout LayoutConfiguration) -> Void = { _ in }
  ) -> Simulator {
    simulator("ms-peek", options: options) {
      $0.itemCount = 10
      change(&$0)
    }
  }

  @Test("The layout, a plain UICollectionViewLayout as the library's, lays item i out at i(L + s) + p + s, content n(L + s) + 2p + 2s")
  func geometry() throws {
    let s = peek { $0.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0) }
    let frame = try #require(s.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(frame.origin.x == 985)  // 3·315 + 20 + 20; the stand-in delegate inset is ignored
    #expect(frame.width == 295)  // L
    #expect(frame.height == 150)  // the view's cross extent
    #expect(s.collectionView.contentSize.width == 3230)  // 10·315 + 2·20 + max(0, 2·20)
    #expect(s.collectionView.decelerationRate == .fast)
    let empty = peek { $0.itemCount = 0 }
    #expect(empty.collectionView.contentSize.width == 80)  // 0·315 + 40 + 40, as the library
    let vertical = peek { $0.scrollDirection = .vertical; $0.viewWidth = 150; $0.viewHeight = 375 }
    let down = try #require(vertical.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(down.origin.y == 985 && down.height == 295 && down.width == 150)  // transposed
    // The library's own layout, not a flow layout: frames are not pixel-rounded. A 375.5-wide
    // view at @3x: L = 295.5, item 1 at 315.5 + 40 = 355.5 (1066.5 pixels, kept).
    #expect(!(s.layout is UICollectionViewFlowLayout))
    let offGrid = peek { $0.viewWidth = 375.5; $0.screenScale = 3 }
    #expect(try #require(offGrid.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame.origin.x == 355.5)
  }

  @Test("The cellSpacing option changes s: L = 375 − 10·2 − 40 = 315, L + s = 325")
  func cellSpacingOption() throws {
    let s = peek(AlgorithmOptions(PeekingPagingBehaviour.Options.cellSpacing, 10))
    let frame = try #require(s.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(frame.origin.x == 1005)  // p + s + 3·325 = 20 + 10 + 975
    #expect(frame.width == 315)
    #expect(s.collectionView.contentSize.width == 3310)  // 30 + 10·315 + 9·10 + (20 + 2·10)
    // T = 0, pointee 700: g = round(700/325 = 2.15) = 2 → offset(2) = 650.
    #expect(try written(s, pointee: 700, velocity: 1) == 650)
  }

  @Test("A forward fling moves max(g − c, 1) items from the last target")
  func forwardSteps() throws {
    // T = 0: c = 0. Pointee 700: g = round(700/315 = 2.22) = 2, steps 2 → offset(2) = 630.
    #expect(try written(peek(), pointee: 700, velocity: 1) == 630)
    // Pointee 100: g = round(0.32) = 0, steps max(0, 1) = 1 → 315.
    #expect(try written(peek(), pointee: 100, velocity: 1) == 315)
  }

  @Test("The threshold is strict: 0.2 is slow, 0.21 is a fling")
  func strictThreshold() throws {
    // Slow: index(100) = 0 → 0. Fling: steps 1 → 315.
    #expect(try written(peek(), pointee: 100, velocity: 0.2) == 0)
    #expect(try written(peek(), pointee: 100, velocity: 0.21) == 315)
  }

  @Test("A backward fling moves one item whatever the distance")
  func backwardOneStep() throws {
    let s = peek()
    // Slow: index(1890) = 6 → 1890 = T.
    #expect(try written(s, pointee: 1890, velocity: 0) == 1890)
    // c = 6, g = index(0) = 0; steps max(−6, 1) = 1; f = 6 − 1 = 5 → 1575.
    #expect(try written(s, pointee: 0, velocity: -5) == 1575)
  }

  @Test("At c = 0 a backward fling returns T, even off the grid after a resize")
  func firstItemBackwardReturnsT() throws {
    let s = peek()
    #expect(try written(s, pointee: 315, velocity: 0) == 315)  // T = 315
    _ = s.apply(.resize(width: 1000, height: 150), index: 0)
    // L = 1000 − 80 = 920, L + s = 940: c = round(315/940 = 0.34) = 0 and v < 0 → T = 315,
    // which is no position of the new grid (0, 940, …).
    #expect(try written(s, pointee: 0, velocity: -1) == 315)
  }

  @Test("At c = n a forward fling returns T")
  func lastIndexForwardReturnsT() throws {
    let s = peek()
    // Slow: index(3150) = round(3150/315) = 10 = n → offset(10) = 3150 (past maxX 2855).
    #expect(try written(s, pointee: 3150, velocity: 0) == 3150)
    // c = 10 = n and v > 0 → T.
    #expect(try written(s, pointee: 2000, velocity: 1) == 3150)
  }

  @Test("A fling that would reach index n or past it stays on c, not on the last item")
  func pastTheEndStays() throws {
    let s = peek()
    #expect(try written(s, pointee: 2835, velocity: 0) == 2835)  // index 9 = T
    // c = 9, g = round(2855/315 = 9.06) = 9; steps 1; f = 10 ≥ 10 → f = c → 2835.
    #expect(try written(s, pointee: 2855, velocity: 1) == 2835)
    let t = peek()
    #expect(try written(t, pointee: 2205, velocity: 0) == 2205)  // index 7 = T
    // c = 7, g = index(3230) = round(10.25) = 10; steps 3; f = 10 ≥ 10 → f = 7 → 2205.
    #expect(try written(t, pointee: 3230, velocity: 8) == 2205)
  }

  @Test("minimumItemsToScroll and maximumItemsToScroll bound a fling's steps")
  func flingMinimumMaximum() throws {
    // Minimum 3: steps max(max(0, 1), 3) = 3 → 945.
    #expect(try written(peek(AlgorithmOptions(PeekingPagingBehaviour.Options.minimumItemsToScroll, 3)), pointee: 100, velocity: 1) == 945)
    // Maximum 2: g = round(2000/315 = 6.35) = 6, steps min(6, 2) = 2 → 630.
    #expect(try written(peek(AlgorithmOptions(PeekingPagingBehaviour.Options.maximumItemsToScroll, 2)), pointee: 2000, velocity: 1) == 630)
  }

  @Test("A slow drag applies minimum and maximum to the absolute index (PR #72)")
  func slowMinimumMaximumAbsolute() throws {
    let minimum = AlgorithmOptions(PeekingPagingBehaviour.Options.minimumItemsToScroll, 2)
    // index(315) = 1 ≠ 0 → max(1, 2) = 2 → 630.
    #expect(try written(peek(minimum), pointee: 315, velocity: 0) == 630)
    // index(100) = 0: the minimum is not applied → 0.
    #expect(try written(peek(minimum), pointee: 100, velocity: 0) == 0)
    // Maximum 3: index(2000) = 6 → min(6, 3) = 3 → 945, whatever item the drag began on.
    #expect(try written(peek(AlgorithmOptions(PeekingPagingBehaviour.Options.maximumItemsToScroll, 3)), pointee: 2000, velocity: 0) == 945)
  }

  @Test("Flings count from the last target, not from where the drag began")
  func countsFromLastTarget() throws {
    let s = peek()
    // Slow drag to 200: index(200) = round(0.63) = 1 → rest 315, T = 315.
    #expect(s.apply(.drag(distance: 200, velocity: 0), index: 0)?.rest == 315)
    // The app scrolls to item 5; T stays 315.
    _ = s.apply(.scroll(offset: 1575), index: 1)
    // Release 1625; .fast proposal 1625 + 0.99/0.01005 = 1723.50 → @3x 1723.67. c = index(315)
    // = 1, g = round(1723.67/315 = 5.47) = 5, steps 4, f = 5 → 1575: a forward fling from
    // item 5 stays on item 5 (from the drag's start it would be item 6, 1890).
    let forward = try #require(s.apply(.drag(distance: 50, velocity: 1), index: 2))
    #expect(forward.proposed == 1723.6666666666667)
    #expect(forward.rest == 1575)
    let t = peek()
    _ = t.apply(.drag(distance: 200, velocity: 0), index: 0)  // T = 315
    _ = t.apply(.scroll(offset: 1575), index: 1)
    // Release 1525, proposal 1426.33: c = 1, g = round(4.53) = 5, steps max(4, 1) = 4,
    // f = 1 − 4 = −3 → offset(−3) = 0: a backward fling from item 5 lands on item 0.
    #expect(t.apply(.drag(distance: -50, velocity: -1), index: 2)?.rest == 0)
  }

  @Test("With L + s = 0 the Int conversion traps, and the step ends with the runtime's message")
  func trapWhenAdvanceIsZero() throws {
    // A 60-wide view: L = 60 − 80 = −20, L + s = 0; content 80, maxX 20. Release 10:
    // index(10) = Int(round(10/0)) = Int(+∞) traps.
    let s = peek { $0.viewWidth = 60 }
    let step = try #require(s.apply(.drag(distance: 10, velocity: 0), index: 0))
    #expect(step.outcome == .fault(.trap("Double value cannot be converted to Int because it is either infinite or NaN")))
    #expect(step.target == nil && step.rest == nil)
  }

  @Test("With paging on the behaviour gets the page, not the proposal, and what it writes is the rest (A3, A4; PR #33)")
  func pagingRoundsThePage() throws {
    // A slow drag of 560 from 0. Paging off: the pointee is the proposal 560, index
    // round(560/315 = 1.78) = 2, offset 630. Paging on: pages are 375 apart (the view's
    // width); the nearest to 560 is 375 (185 away, against 190 from 750), so the pointee is
    // 375, index round(1.19) = 1, offset 315: one item less, and the rest the behaviour wrote.
    let off = try #require(peek().apply(.drag(distance: 560, velocity: 0), index: 0))
    #expect(off.target == 630 && off.rest == 630)
    let on = try #require(peek { $0.isPagingEnabled = true }.apply(.drag(distance: 560, velocity: 0), index: 0))
    #expect(on.target == 315 && on.rest == 315)
  }

  @Test("Its options read from scenario JSON, write back, and reject 0")
  func optionsJSON() throws {
    let text = #"{"algorithm": "ms-peek", "options": {"minimumItemsToScroll": 2, "maximumItemsToScroll": 3}, "events": []}"#
    let scenario = try Scenario(json: text)
    #expect(scenario.options == AlgorithmOptions(PeekingPagingBehaviour.Options.minimumItemsToScroll, 2).setting(PeekingPagingBehaviour.Options.maximumItemsToScroll, 3))
    #expect(try Scenario(json: scenario.json) == scenario)
    #expect(scenario.contract.pageCap == 3)  // the maximum, when set
    #expect(throws: ScenarioError.self) {
      try Scenario(json: #"{"algorithm": "ms-peek", "options": {"maximumItemsToScroll": 0}, "events": []}"#)
    }
  }
}
