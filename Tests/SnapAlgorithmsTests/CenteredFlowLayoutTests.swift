import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `centered-flow` (zoo entry 2), worked out by hand from the description on ten 200×100
/// items with the flow default spacing 10 in a 400×150 view at @3x. The centring inset is
/// i = (400 − 200)/2 = 100; item i spans 210i … 210i + 200, its centre is 100 + 210i, centred
/// at 210i − 100; offsets run from −100 to 2090 + 100 − 400 = 1790.
@Suite("centered-flow: CenteredCollectionView's rule, branch by branch")
struct CenteredFlowLayoutTests {
  /// The demo with `change` applied.
  private func carousel(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    simulator("centered-flow") {
      $0.itemCount = 10; $0.itemWidth = 200; $0.itemHeight = 100; $0.viewWidth = 400; $0.viewHeight = 150
      change(&$0)
    }
  }

  @Test("The first invalidation replaces the content inset, cross axis included, and centres item 0; the view is .fast")
  func centresFirstItem() {
    let view = carousel { $0.contentInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }.collectionView
    // (0, i, 0, i) with i = 100, offset −100.
    #expect(view.contentInset == UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100))
    #expect(view.contentOffset == CGPoint(x: -100, y: 0))
    #expect(view.decelerationRate == .fast)
  }

  @Test("v = 0: the cell nearest q + V/2 in the proposed rect is centred, no correction")
  func zeroVelocityNoCorrection() throws {
    // r = −100, q = 300: rect 300…700 meets items 1–3 (centres 310, 520, 730); c = 500 →
    // item 2 (20 away) → t = 520 − 200 = 320.
    #expect(try target(carousel(), proposed: 300, velocity: 0) == 320)
  }

  @Test("v > 0 with the target ahead of r: no correction")
  func forwardVelocityAhead() throws {
    // As above, δ = 320 − (−100) = 420 > 0 and v > 0 agree.
    #expect(try target(carousel(), proposed: 300, velocity: 1) == 320)
  }

  @Test("v < 0 with the target ahead of r: one itemSize + spacing back")
  func backwardVelocityAhead() throws {
    // δ = 420 > 0 against v = −1 (however small): 320 − (200 + 10) = 110.
    #expect(try target(carousel(), proposed: 300, velocity: -0.01) == 110)
  }

  @Test("v > 0 with the target behind r: one itemSize + spacing on")
  func forwardVelocityBehind() throws {
    let view = carousel()
    _ = view.apply(.scroll(offset: 500), index: 0)
    // r = 500, q = 300: t = 320, δ = −180 < 0 against v = 1: 320 + 210 = 530.
    #expect(try target(view, proposed: 300, velocity: 1) == 530)
  }

  @Test("The correction is unclamped: it can pass the first item")
  func correctionUnclamped() throws {
    let view = carousel()
    _ = view.apply(.scroll(offset: -100), index: 0)
    // q = −80: rect −80…320 meets items 0, 1; c = 120 → item 0 (20 away) → t = −100; r = −100
    // so δ = 0: no correction. From r = −150 (set directly), δ = 50 > 0 against v < 0: −310.
    #expect(try target(view, proposed: -80, velocity: -1) == -100)
    view.collectionView.contentOffset = CGPoint(x: -150, y: 0)
    #expect(try target(view, proposed: -80, velocity: -1) == -310)
  }

  @Test("Across sections the correction steps by the properties, not the real gap, and lands off the grid")
  func correctionAcrossSections() throws {
    let view = carousel { $0.sections = [3, 3]; $0.sectionInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30) }
    _ = view.apply(.scroll(offset: 360), index: 0)
    // Items at 30, 240, 450, then 650 + 30 + 30 = 710, 920, 1130; centres 130, 340, 550, 810, …;
    // centred positions −70, 140, 350, 610, …. q = 389: rect 389…789 meets centres 340, 550,
    // 810; c = 589 → 550 → t = 350, δ = −10 against v > 0: 350 + 210 = 560, not 610.
    #expect(try target(view, proposed: 389, velocity: 0.3) == 560)
  }

  @Test("A tie keeps the first cell in index order")
  func tieKeepsFirstCell() throws {
    // q = 215: c = 415, items 1 (310) and 2 (520) both 105 away → item 1 → 110.
    #expect(try target(carousel(), proposed: 215, velocity: 0) == 110)
  }

  @Test("No cell in the proposed rect returns q")
  func noCellReturnsProposal() throws {
    // Spacing 1000: items at 0…200 and 1200…1400; rect 300…700 meets none.
    #expect(try target(carousel { $0.lineSpacing = 1000 }, proposed: 300, velocity: 1) == 300)
  }

  @Test("Every resize returns to item 0; a reload at the same size changes nothing")
  func resizeResetsReloadKeeps() throws {
    let view = carousel()
    _ = view.apply(.scroll(offset: 320), index: 0)
    _ = view.apply(.reload(itemCount: 10), index: 1)
    #expect(view.collectionView.contentOffset.x == 320)
    // Width 500: i = 150, inset (0, 150, 0, 150), offset −150 = item 0 centred (100 − 250).
    #expect(try #require(view.apply(.resize(width: 500, height: 150), index: 2)).rest == -150)
    #expect(view.collectionView.contentInset == UIEdgeInsets(top: 0, left: 150, bottom: 0, right: 150))
  }

  @Test("Vertical is the same rule on y, with the inset on top and bottom")
  func verticalTransposed() throws {
    let vertical = carousel {
      $0.scrollDirection = .vertical; $0.itemWidth = 100; $0.itemHeight = 200; $0.viewWidth = 150; $0.viewHeight = 400
    }
    #expect(vertical.collectionView.contentInset == UIEdgeInsets(top: 100, left: 0, bottom: 100, right: 0))
    #expect(vertical.collectionView.contentOffset == CGPoint(x: 0, y: -100))
    // As on x: 320 with v = 0, 110 with v < 0.
    #expect(try target(vertical, proposed: 300, velocity: 0) == 320)
    #expect(try target(vertical, proposed: 300, velocity: -1) == 110)
  }

  @Test("A NaN or infinite view size or resize is invalid geometry: the scenario ends before any re-centring")
  func nonFiniteSizesAreInvalidGeometry() {
    // UIKit rejects a non-finite frame (CALayerInvalidGeometry), so the re-centring that would
    // recurse on a NaN size never runs: the scenario ends at the step that brings it.
    let resized = simulator("centered-flow") { $0.itemCount = 5 }
      .run([.resize(width: .nan, height: 200), .drag(distance: 10, velocity: 0)])
    let created = simulator("centered-flow") { $0.itemCount = 5; $0.viewHeight = .nan; $0.viewWidth = .nan }
      .run([.drag(distance: 10, velocity: 0)])
    #expect(resized.steps.map { "\($0.kind.rawValue) \($0.outcome.text)" } == ["resize invalid geometry: viewWidth is nan"])
    #expect(created.steps.map { "\($0.kind.rawValue) \($0.outcome.text)" } == ["drag invalid geometry: viewWidth is nan"])
    let infinite = carousel().run([.resize(width: .infinity, height: 150)])
    #expect(infinite.steps.map(\.outcome.text) == ["invalid geometry: viewWidth is inf"])
  }
}
