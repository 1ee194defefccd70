import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `fs-pager`, worked out by hand from the library's description on ten items in a 375×150 view at @3x:
/// itemSize automatic = 375×150, t = 0, so ℓ = 0, P = 375, item i at 375i, content 3750,
/// maxX 3375, bound = 3750 − 375 = 3375.
@Suite("fs-pager: FSPagerView f90ab7d, branch by branch")
struct FSPagerTests {
  private func pager(
    _ options: AlgorithmOptions = AlgorithmOptions(), _ change: (inout LayoutConfiguration) -> Void = { _ in }
  ) -> Simulator {
    simulator("fs-pager", options: options) {
      $0.itemCount = 10
      change(&$0)
    }
  }

  /// A pager at `offset`, reached by a `scroll` event (which tells the pager, as UIKit would).
  private func pager(at offset: CGFloat, _ options: AlgorithmOptions = AlgorithmOptions()) -> Simulator {
    let s = pager(options)
    _ = s.apply(.scroll(offset: offset), index: 0)
    return s
  }

  @Test("The layout, a plain UICollectionViewLayout as the library's, lays out pages of the view's size, t apart, with the pager's view settings")
  func geometry() throws {
    let s = pager { $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20); $0.itemWidth = 100 }
    let frame = try #require(s.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(frame == CGRect(x: 1125, y: 0, width: 375, height: 150))  // 3·375; itemSize automatic
    #expect(s.collectionView.contentSize.width == 3750)
    #expect(s.collectionView.contentInset == .zero)
    #expect(s.collectionView.contentInsetAdjustmentBehavior == .never)
    #expect(s.collectionView.decelerationRate == .fast)
    let spaced = pager(AlgorithmOptions(PagerScrollDelegate.Options.interitemSpacing, 20))
    #expect(spaced.collectionView.contentSize.width == 3930)  // 2·0 + 9·20 + 10·375
    let empty = pager(AlgorithmOptions(PagerScrollDelegate.Options.interitemSpacing, 20)) { $0.itemCount = 0 }
    #expect(empty.collectionView.contentSize.width == -20)  // 2·0 + (0 − 1)·20 + 0·375
    #expect(!(s.layout is UICollectionViewFlowLayout))
    // The itemSize 200.5 × 100 in a 375 × 150 view at @3x: ℓ = 87.25, page 1 at 87.25 + 200.5
    // = 287.75 (863.25 pixels, kept: the library does not round), centred across at 25.
    let sized = pager(AlgorithmOptions(PagerScrollDelegate.Options.itemSizeWidth, 200.5).setting(PagerScrollDelegate.Options.itemSizeHeight, 100)) {
      $0.screenScale = 3
    }
    #expect(try #require(sized.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame == CGRect(x: 287.75, y: 25, width: 200.5, height: 100))
  }

  @Test("Fixed D = 1: v ≥ 0.3 takes ceil(r/P), v ≤ −0.3 floor(r/P), whatever the proposal")
  func fixedFromRelease() throws {
    // r = 400: 400/375 = 1.07; ceil → 2 → 750, floor → 1 → 375.
    #expect(try target(pager(at: 400), proposed: 0, velocity: 0.3) == 750)
    #expect(try target(pager(at: 400), proposed: 3000, velocity: -0.3) == 375)
  }

  @Test("Fixed D = 1 below 0.3 rounds the proposal, halves away from zero")
  func fixedRoundsProposal() throws {
    // 562.5/375 = 1.5 → 2 → 750; 562/375 = 1.499 → 1 → 375.
    #expect(try target(pager(at: 400), proposed: 562.5, velocity: 0.29) == 750)
    #expect(try target(pager(at: 400), proposed: 562, velocity: -0.29) == 375)
  }

  @Test("Fixed D = 3 passes D − 1 more boundaries; the result is floored at 0")
  func fixedThree() throws {
    let three = AlgorithmOptions(PagerScrollDelegate.Options.decelerationDistance, 3)
    // ceil(1.07 + 2) = 4 → 1500; floor(1.07 − 2) = −1 → −375 → max(−375, 0) = 0.
    #expect(try target(pager(at: 400, three), proposed: 0, velocity: 0.3) == 1500)
    #expect(try target(pager(at: 400, three), proposed: 0, velocity: -0.3) == 0)
  }

  @Test("Automatic (D = 0) nudges the proposal by 0.35 of a page in the velocity's direction")
  func automaticNudge() throws {
    let automatic = AlgorithmOptions(PagerScrollDelegate.Options.decelerationDistance, 0)
    // round(500/375 + 0.35 = 1.68) = 2 → 750; round(400/375 + 0.35 = 1.42) = 1 → 375.
    #expect(try target(pager(at: 0, automatic), proposed: 500, velocity: 1) == 750)
    #expect(try target(pager(at: 0, automatic), proposed: 400, velocity: 1) == 375)
    // round(1.33 − 0.35 = 0.98) = 1 → 375; |v| < 0.3: round(1.33) = 1 → 375.
    #expect(try target(pager(at: 0, automatic), proposed: 500, velocity: -1) == 375)
    #expect(try target(pager(at: 0, automatic), proposed: 500, velocity: 0.29) == 375)
  }

  @Test("The target is capped at content − P")
  func upperClamp() throws {
    // D = 3 at r = 3300: ceil(8.8 + 2) = 11 → 4125 → min(4125, 3375) = 3375.
    #expect(try target(pager(at: 3300, AlgorithmOptions(PagerScrollDelegate.Options.decelerationDistance, 3)), proposed: 3375, velocity: 1) == 3375)
  }

  @Test("With t > V − w the last item cannot be reached: the cap stops t short of it (FSPagerView #322)")
  func lastItemUnreachable() throws {
    let spaced = AlgorithmOptions(PagerScrollDelegate.Options.interitemSpacing, 20)
    // P = 395, content 3930, maxX 3555 = 9·395 (the last item), bound 3930 − 395 = 3535.
    let still = pager(spaced)
    _ = still.apply(.scroll(offset: 3555), index: 0)
    // A still drag on the last item: round(3555/395) = 9 → 3555 → min(3555, 3535) = 3535.
    #expect(still.apply(.drag(distance: 0, velocity: 0), index: 1)?.rest == 3535)
    let fling = pager(spaced)
    _ = fling.apply(.scroll(offset: 3200), index: 0)
    // Release 3210: ceil(3210/395 = 8.13) = 9 → 3555 → 3535.
    #expect(fling.apply(.drag(distance: 10, velocity: 1), index: 1)?.rest == 3535)
    // With t = 0 the bound is maxX: release 3310, ceil(8.83) = 9 → 3375, the last item.
    let unspaced = pager()
    _ = unspaced.apply(.scroll(offset: 3300), index: 0)
    #expect(unspaced.apply(.drag(distance: 10, velocity: 1), index: 1)?.rest == 3375)
  }

  @Test("The itemSize option: pages w wide, the first centred at offset 0 (ℓ = (V − w)/2, FSPagerView #212); with t < V − w the cap lies past the end")
  func itemSizeOption() throws {
    let sized = AlgorithmOptions(PagerScrollDelegate.Options.itemSizeWidth, 315).setting(PagerScrollDelegate.Options.itemSizeHeight, 150)
    // w = 315: ℓ = (375 − 315)/2 = 30 (item 0's centre 30 + 157.5 = 187.5, the view's), P = 315,
    // item 3 at 30 + 3·315 = 975; content 2·30 + 10·315 = 3210, maxX 2835 = 9·315.
    let s = pager(sized)
    let frame = try #require(s.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(frame == CGRect(x: 975, y: 0, width: 315, height: 150))
    #expect(s.collectionView.contentSize.width == 3210)
    // The cap 3210 − 315 = 2895 lies past maxX: D = 2 from the last page, ceil(9 + 1) = 10 →
    // 3150 → min(3150, 2895) = 2895.
    let far = sized.setting(PagerScrollDelegate.Options.decelerationDistance, 2)
    #expect(try target(pager(at: 2835, far), proposed: 2835, velocity: 1) == 2895)
  }

  @Test("A transformer sets the spacing from the itemSize width a: overlap −0.6·0.65·a, linear −0.2·0.65·a, coverFlow −a·sin(3π/16), ferris wheels −0.15·a, cubic 0; 0 vertically or with the automatic size; the others keep interitemSpacing")
  func transformerSpacing() throws {
    func options(_ transformer: PagerTransformer, width: Double) -> AlgorithmOptions {
      AlgorithmOptions(PagerScrollDelegate.Options.transformer, transformer)
        .setting(PagerScrollDelegate.Options.itemSizeWidth, width).setting(PagerScrollDelegate.Options.itemSizeHeight, width == 0 ? 0 : 150)
        .setting(PagerScrollDelegate.Options.interitemSpacing, 20)
    }
    func spacing(_ transformer: PagerTransformer, width: Double = 300, _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> CGFloat {
      (pager(options(transformer, width: width), change).layout as? PagerLayout)?.spacing ?? .nan
    }
    #expect(spacing(.overlap) == -117)  // −0.6·0.65·300: interitemSpacing 20 is ignored (FSPagerView #67 and #366)
    #expect(spacing(.linear) == -39)  // −0.2·0.65·300
    #expect(abs(spacing(.coverFlow) + 166.67107) < 1e-5)  // −300·sin(33.75°) = −300·0.5555702
    #expect(spacing(.ferrisWheel) == -45)
    #expect(spacing(.invertedFerrisWheel) == -45)
    #expect(spacing(.cubic) == 0)
    #expect(spacing(.crossFading) == 20)
    #expect(spacing(.zoomOut) == 20)
    #expect(spacing(.depth) == 20)
    #expect(spacing(.overlap, width: 0) == 0)  // automatic: a = 0
    #expect(spacing(.overlap) { $0.scrollDirection = .vertical; $0.viewWidth = 150; $0.viewHeight = 375 } == 0)
    // Pages follow: P = 300 − 117 = 183, so a flick of 100 from 0 takes ceil(100/183) = 1 → 183.
    #expect(pager(options(.overlap, width: 300)).apply(.drag(distance: 100, velocity: 1), index: 0)?.rest == 183)
  }

  @Test("Vertical reads v and r from x, so it always rounds the proposal")
  func verticalIgnoresVelocity() throws {
    let vertical = pager { $0.scrollDirection = .vertical; $0.viewWidth = 150; $0.viewHeight = 375 }
    // Release 50; .fast proposal 50 + 98.50 = 148.50 → @3x 148.67; v.x = 0: round(0.40) = 0.
    let flick = try #require(vertical.apply(.drag(distance: 50, velocity: 1), index: 0))
    #expect(flick.proposed == 148.66666666666666)
    #expect(flick.rest == 0)
    // The same flick horizontally: ceil(50/375) = 1 → 375.
    #expect(pager().apply(.drag(distance: 50, velocity: 1), index: 0)?.rest == 375)
    // A slow drag of 200 rounds along y: round(0.53) = 1 → 375.
    let slow = pager { $0.scrollDirection = .vertical; $0.viewWidth = 150; $0.viewHeight = 375 }
    #expect(slow.apply(.drag(distance: 200, velocity: 0), index: 0)?.rest == 375)
  }

  @Test("A resize puts the view on currentIndex, lround(offset/P) as of the last scroll")
  func resizeKeepsCurrentIndex() throws {
    // 1125/375 = 3 → index 3; 1300/375 = 3.47 → 3; 1320/375 = 3.52 → 4. At 500 wide P = 500.
    let cases: [(offset: CGFloat, rest: CGFloat)] = [(1125, 1500), (1300, 1500), (1320, 2000)]
    for (offset, rest) in cases {
      let s = pager(at: offset)
      #expect(s.apply(.resize(width: 500, height: 150), index: 1)?.rest == rest, "from \(offset)")
    }
    // The pager's reloadData re-prepares too: from 1300 (index 3) back to 3·375 = 1125.
    #expect(pager(at: 1300).apply(.reload(itemCount: 10), index: 1)?.rest == 1125)
  }

  @Test("More than half a page past the last page, currentIndex wraps to 0 (FSPagerView #332)")
  func currentIndexWraps() throws {
    let s = pager()
    let tracker = try #require(s.scrollDelegate as? PagerScrollDelegate)
    s.collectionView.contentOffset = CGPoint(x: 3575, y: 0)
    tracker.scrollViewDidScroll(s.collectionView)
    // fmod(3575/375 = 9.53, 10) = 9.53 → lround 10 → 10 mod 10 = 0.
    #expect(tracker.currentIndex == 0)
  }

  @Test("Its options read from scenario JSON and write back; other algorithms refuse them")
  func optionsJSON() throws {
    let text = #"{"algorithm": "fs-pager", "options": {"decelerationDistance": 0, "interitemSpacing": 12.5}, "events": []}"#
    let scenario = try Scenario(json: text)
    #expect(scenario.options == AlgorithmOptions(PagerScrollDelegate.Options.decelerationDistance, 0).setting(PagerScrollDelegate.Options.interitemSpacing, 12.5))
    #expect(try Scenario(json: scenario.json) == scenario)
    #expect(throws: ScenarioError.self) {
      try Scenario(json: #"{"algorithm": "ms-peek", "options": {"decelerationDistance": 2}, "events": []}"#)
    }
  }
}
