import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `up-carousel` (zoo entry 1), worked out by hand from the description on ten 100×100
/// items in a 376×150 view at @3x. `prepare()` sets the insets (150 − 100)/2 = 25 across and
/// (376 − 100)/2 = 138 along, o = (100 − 100·0.6)/2 = 20 and the fixed spacing 40 − 20 = 20,
/// so D = 120, item i spans 138 + 120i … 238 + 120i, its centre is 188 + 120i, and V/2 = 188.
@Suite("up-carousel: UPCarouselFlowLayout's rule, branch by branch")
struct UPCarouselLayoutTests {
  /// The demo with `options` and `change` applied; the configured spacing 15 and insets 4 are
  /// what `prepare()` replaces.
  private func carousel(
    _ options: AlgorithmOptions = AlgorithmOptions(), _ change: (inout LayoutConfiguration) -> Void = { _ in }
  ) -> Simulator {
    simulator("up-carousel", options: options) {
      $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100; $0.viewWidth = 376; $0.viewHeight = 150
      $0.lineSpacing = 15; $0.sectionInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
      change(&$0)
    }
  }

  @Test("prepare replaces the configured insets and spacing: fixed mode, and .fast")
  func prepareFixedMode() {
    let layout = carousel().flowLayout
    // Insets (150 − 100)/2 = 25 and (376 − 100)/2 = 138; spacing 40 − (100 − 60)/2 = 20.
    #expect(layout.sectionInset == UIEdgeInsets(top: 25, left: 138, bottom: 25, right: 138))
    #expect(layout.minimumLineSpacing == 20)
    #expect(carousel().collectionView.decelerationRate == .fast)
  }

  @Test("prepare in overlap mode: spacing = main-axis inset − (visibleOffset + o)")
  func prepareOverlapMode() {
    // 138 − (30 + 20) = 88.
    #expect(carousel(AlgorithmOptions(UPCarouselLayout.Options.visibleOffset, 30)).flowLayout.minimumLineSpacing == 88)
  }

  @Test("prepare on the vertical axis takes o from the height and the inset from the top")
  func prepareVertical() {
    let vertical: (inout LayoutConfiguration) -> Void = {
      $0.scrollDirection = .vertical; $0.itemWidth = 150; $0.itemHeight = 100; $0.viewWidth = 150; $0.viewHeight = 376
    }
    let fixed = carousel(AlgorithmOptions(), vertical).flowLayout
    // Insets (376 − 100)/2 = 138 along, (150 − 150)/2 = 0 across; o = (100 − 60)/2 = 20.
    #expect(fixed.sectionInset == UIEdgeInsets(top: 138, left: 0, bottom: 138, right: 0))
    #expect(fixed.minimumLineSpacing == 20)
    // Overlap 12: 138 − (12 + 20) = 106.
    #expect(carousel(AlgorithmOptions(UPCarouselLayout.Options.visibleOffset, 12), vertical).flowLayout.minimumLineSpacing == 106)
  }

  @Test("The on-screen item whose centre is nearest q + V/2 is centred")
  func nearestCentre() throws {
    // r = 0: items 0 and 1 meet 0…376. q = 100: c = 288; |188 − 288| = 100, |308 − 288| = 20
    // → item 1 → 308 − 188 = 120.
    #expect(try target(carousel(), proposed: 100, velocity: 0) == 120)
  }

  @Test("A fling reaches only the items on screen at release")
  func flingLimitedToVisibleItems() throws {
    // r = 0: item 2 starts at 378 > 376, so only items 0 and 1. q = 1080: c = 1268, nearest
    // is item 1 (308) → 120, not item 9.
    #expect(try target(carousel(), proposed: 1080, velocity: 20) == 120)
  }

  @Test("A tie keeps the lower index")
  func tieKeepsLowerIndex() throws {
    // q = 60: c = 248, |188 − 248| = |308 − 248| = 60 → item 0 → 0.
    #expect(try target(carousel(), proposed: 60, velocity: 0) == 0)
  }

  @Test("The target is floored to whole points, not pixel-rounded")
  func floorsToWholePoints() throws {
    // View 375: inset 137.5; @3x item 1 starts at roundPx(257.5) = 773/3 = 257.666…, centre
    // 307.666…; q = 100: c = 287.5, item 1 nearest; 307.666… − 187.5 = 120.1666… → floor 120.
    #expect(try target(carousel { $0.viewWidth = 375 }, proposed: 100, velocity: 0) == 120)
  }

  @Test("With no candidates a blank attributes object stands in: centre 0")
  func blankStandIn() throws {
    // No items: floor(0 − 188) = −188, unclamped.
    #expect(try target(carousel { $0.itemCount = 0 }, proposed: 0, velocity: 0) == -188)
  }

  @Test("With paging on the rule returns the proposal, and a drag rests on UIKit's page instead (A4)")
  func pagingReturnsProposal() throws {
    let paging = carousel { $0.isPagingEnabled = true }
    #expect(try target(paging, proposed: 500, velocity: 0) == 500)
    // The range is [0, 1080] (content 138 + 10·100 + 9·20 + 138 = 1456, less 376): pages 0,
    // 376, 752, 1080. Released still at 200, the nearest page is 376 (176 away, against 200):
    // between item 3 (centred at 360) and item 4 (480), UPCarouselFlowLayout #12's "stops between items".
    let step = try #require(paging.apply(.drag(distance: 200, velocity: 0), index: 0))
    #expect(step.outcome == .ok)
    #expect(step.rest == 376)
  }

  @Test("Transforms: scale and alpha 0.6 + ratio·0.4, zIndex the integer part of 10·alpha, no shift")
  func transforms() throws {
    let view = carousel()
    _ = view.apply(.scroll(offset: 30), index: 0)
    let attributes = try #require(view.layout.layoutAttributesForElements(in: view.collectionView.bounds))
    // Bounds 30…406 meet items 0, 1, 2 (378 ≤ 406). |188 − (centre − 30)|: 30, 90, 210 → min
    // with D = 120; ratio (120 − d)/120: 0.75, 0.25, 0 → 0.9, 0.7, 0.6; zIndex 9, 7, 6.
    #expect(attributes.map(\.indexPath.item) == [0, 1, 2])
    let expected: [CGFloat] = [0.9, 0.7, 0.6]
    for (item, value) in zip(attributes, expected) {
      #expect(abs(item.transform3D.m11 - value) < 1e-12)
      #expect(abs(item.transform3D.m22 - value) < 1e-12)
      #expect(item.transform3D.m33 == 1)
      #expect(abs(item.alpha - value) < 1e-12)
    }
    #expect(attributes.map(\.zIndex) == [9, 7, 6])
    // sideItemShift 0: frames stay the flow layout's (y = 25).
    #expect(attributes.map(\.frame.origin.y) == [25, 25, 25])
  }

  @Test("D = 0 makes alpha NaN and Int(10·alpha) traps")
  func zeroStepTraps() {
    // Overlap 218: spacing 138 − (218 + 20) = −100, D = 100 − 100 = 0; every item sits at
    // 138, offCentre 0, distance min(0, 0) = 0, ratio 0/0.
    let stacked = carousel(AlgorithmOptions(UPCarouselLayout.Options.visibleOffset, 218))
    #expect(throws: SimulatedFault.trap("Double value cannot be converted to Int because it is either infinite or NaN")) {
      try target(stacked, proposed: 0, velocity: 0)
    }
  }

  @Test("A drag rests where the rule puts it: release 100 centres item 1")
  func dragRestsOnItem() throws {
    // Release 100, v 0, proposal 100: bounds 100…476 meet items 0–2; c = 288 → item 1 → 120.
    #expect(try #require(carousel().apply(.drag(distance: 100, velocity: 0), index: 0)).rest == 120)
  }

  @Test("A resize keeps the item in fixed mode and loses it in overlap mode")
  func resizeByMode() throws {
    let fixed = carousel()
    _ = fixed.apply(.scroll(offset: 120), index: 0)
    // Width 496: inset 198, spacing still 20; item 1's centre 198 + 120 + 50 = 368, centred at
    // 368 − 248 = 120: the offset 120 stays on item 1.
    #expect(try #require(fixed.apply(.resize(width: 496, height: 150), index: 1)).rest == 120)
    let overlap = carousel(AlgorithmOptions(UPCarouselLayout.Options.visibleOffset, 30))
    // Spacing 88, D = 188: item 1 centred at 188. Width 496: spacing 198 − 50 = 148, item 1
    // centred at 248; the offset stays 188, between items 0 and 1.
    _ = overlap.apply(.scroll(offset: 188), index: 0)
    #expect(try #require(overlap.apply(.resize(width: 496, height: 150), index: 1)).rest == 188)
    #expect(overlap.flowLayout.minimumLineSpacing == 148)
  }

  @Test("Vertical is the same rule on y")
  func verticalTransposed() throws {
    let vertical = carousel {
      $0.scrollDirection = .vertical; $0.itemWidth = 150; $0.itemHeight = 100; $0.viewWidth = 150; $0.viewHeight = 376
    }
    // Transposed demo: q = 100 on y → item 1 → 120.
    #expect(try target(vertical, proposed: 100, velocity: 0) == 120)
  }
}
