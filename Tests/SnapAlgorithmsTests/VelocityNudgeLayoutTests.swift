import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `recipe-velocity-nudge` (zoo entry 5), worked out by hand from the description on ten
/// 300×150 items with spacing 10 (P = 310) in a 375×150 view at @3x: offsets 0 to 2715.
@Suite("recipe-velocity-nudge: the velocity-nudge recipe, branch by branch")
struct VelocityNudgeLayoutTests {
  /// The demo with `options` and `change` applied, scrolled to `offset` (r).
  private func banner(
    _ options: AlgorithmOptions = AlgorithmOptions(), at offset: CGFloat = 400,
    _ change: (inout LayoutConfiguration) -> Void = { _ in }
  ) -> Simulator {
    let view = simulator("recipe-velocity-nudge", options: options) {
      $0.itemCount = 10; $0.itemWidth = 300; $0.itemHeight = 150
      change(&$0)
    }
    _ = view.apply(.scroll(offset: offset), index: 0)
    return view
  }

  @Test("prepare sets .fast")
  func prepareSetsFast() {
    #expect(banner().collectionView.decelerationRate == .fast)
  }

  @Test("v > 0.3 takes ceil(r/P), v < −0.3 floor(r/P), anything else round(r/P)")
  func ceilFloorRound() throws {
    // r = 400: x = 400/310 = 1.29…
    #expect(try target(banner(), proposed: 400, velocity: 0.31) == 620)  // ceil → 2
    #expect(try target(banner(), proposed: 400, velocity: -0.31) == 310)  // floor → 1
    #expect(try target(banner(), proposed: 400, velocity: 0.3) == 310)  // not > 0.3: round → 1
    #expect(try target(banner(), proposed: 400, velocity: -0.3) == 310)  // not < −0.3: round → 1
    // r = 500: x = 1.61… rounds to 2.
    #expect(try target(banner(at: 500), proposed: 500, velocity: 0) == 620)
    // r = 465: x = 1.5 exactly, halves away from zero → 2.
    #expect(try target(banner(at: 465), proposed: 465, velocity: 0) == 620)
  }

  @Test("The current offset r decides, never the proposal q")
  func usesReleaseNotProposal() throws {
    // r = 400, q = 2000 (x from q would be 6.45): round(1.29) = 1 → 310.
    #expect(try target(banner(), proposed: 2000, velocity: 0) == 310)
    #expect(try target(banner(), proposed: 2000, velocity: 5) == 620)
  }

  @Test("The index is clamped to n − 1")
  func clampedToLastItem() throws {
    // Three items, inset.right 1000: content 920 + 1000 = 1920, offsets to 1545. r = 1000:
    // x = 3.22… rounds to 3, min(3, 3 − 1) = 2 → 620.
    let wide = banner(at: 1000) { $0.itemCount = 3; $0.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 1000) }
    #expect(try target(wide, proposed: 1000, velocity: 0) == 620)
  }

  @Test("The index is clamped to 0, also with no items (min with −1 comes first)")
  func clampedToZero() throws {
    // contentInset.left 100: offsets from −100. r = −100: x = −0.32…, floor → −1 → max 0 → 0.
    let inset = banner(at: -100) { $0.contentInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0) }
    #expect(try target(inset, proposed: -100, velocity: -1) == 0)
    // No items: min(k, −1) = −1, then max(−1, 0) = 0.
    #expect(try target(banner(at: 0) { $0.itemCount = 0 }, proposed: 0, velocity: 1) == 0)
  }

  @Test("Insets are ignored: with contentInset.left 20 the target is off the leading grid")
  func insetsIgnored() throws {
    // Leading positions are 310i − 20; r = 300: x = 0.967… rounds to 1 → 310, not 290.
    let inset = banner(at: 300) { $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) }
    #expect(try target(inset, proposed: 300, velocity: 0) == 310)
  }

  @Test("The option flickVelocity 0.5 raises the threshold")
  func flickVelocityOption() throws {
    // v = 0.4 is a flick at 0.3 (ceil → 620) but not at 0.5 (round → 310).
    #expect(try target(banner(), proposed: 400, velocity: 0.4) == 620)
    #expect(try target(banner(AlgorithmOptions(VelocityNudgeLayout.Options.flickVelocity, 0.5)), proposed: 400, velocity: 0.4) == 310)
  }

  @Test("Vertical is the same rule on y")
  func verticalTransposed() throws {
    let vertical = banner {
      $0.scrollDirection = .vertical; $0.itemWidth = 150; $0.itemHeight = 300; $0.viewWidth = 150; $0.viewHeight = 375
    }
    // r.y = 400, P = 310: ceil → 620, round → 310.
    #expect(try target(vertical, proposed: 400, velocity: 0.31) == 620)
    #expect(try target(vertical, proposed: 400, velocity: 0) == 310)
  }

  @Test("A drag rests on the next page when flicked, on the nearest when not")
  func dragRests() throws {
    // From 0, release 100 (x = 0.32…): v = 1 → ceil 1 → 310; v = 0 → round 0 → 0.
    #expect(try #require(banner(at: 0).apply(.drag(distance: 100, velocity: 1), index: 1)).rest == 310)
    #expect(try #require(banner(at: 0).apply(.drag(distance: 100, velocity: 0), index: 1)).rest == 0)
  }
}
