import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// The reference algorithm's rule, worked out by hand on ten 300×150 items with spacing 10 in
/// a 375-wide view: leading positions 0, 310, …, 2480 and the last, 2790, clamped to 2715.
@Suite("reference: SnapCheck's own rule, case by case")
struct ReferenceTests {
  private func banner(_ options: AlgorithmOptions = AlgorithmOptions(), _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    simulator("reference", options: options) {
      $0.itemCount = 10; $0.itemWidth = 300; $0.itemHeight = 150
      change(&$0)
    }
  }

  @Test("A slow drag rests at the position nearest the release: 154 stays, 156 pages")
  func slowDragNearest() throws {
    #expect(try #require(banner().apply(.drag(distance: 154, velocity: 0), index: 0)).rest == 0)
    #expect(try #require(banner().apply(.drag(distance: 156, velocity: 0), index: 0)).rest == 310)
  }

  @Test("A hard fling moves one page; with pageCap 2, two")
  func flingIsCapped() throws {
    // Release 40, v 10: the proposal 40 + 4940 clamps to 2715; one page allowed.
    #expect(try #require(banner().apply(.drag(distance: 40, velocity: 10), index: 0)).rest == 310)
    let two = banner(AlgorithmOptions(pageCap: 2))
    #expect(try #require(two.apply(.drag(distance: 40, velocity: 10), index: 0)).rest == 620)
  }

  @Test("A flick against the drag never rests against the velocity")
  func noReversal() throws {
    let s = banner()
    _ = s.apply(.scroll(offset: 620), index: 0)
    // Dragged forward to 720, flicked back at −0.5: positions ≤ 720.5 within a page of 620
    // are 310 and 620; the proposal 720 − 242 = 478 is nearer 620.
    #expect(try #require(s.apply(.drag(distance: 100, velocity: -0.5), index: 1)).rest == 620)
  }

  @Test("Centre alignment rests with an item's centre at the view's centre")
  func centreAlignment() throws {
    let s = banner(AlignmentOptions.center)
    // Item 1's centre 460 at the view's centre 187.5: offset 272.5, which rounds half away
    // from zero on the @3x grid (817.5 → 818) to 272.666…
    #expect(try #require(s.apply(.drag(distance: 200, velocity: 0), index: 0)).rest == 272.6666666666667)
  }

  @Test("NaN velocity is no velocity; an infinite one is a fling in its direction")
  func nonFiniteVelocity() throws {
    let nan = try #require(banner().apply(.drag(distance: 156, velocity: .nan), index: 0))
    #expect(nan.outcome == .ok)
    #expect(nan.rest == 310)
    let infinite = try #require(banner().apply(.drag(distance: 10, velocity: .infinity), index: 0))
    #expect(infinite.rest == 310)
  }

  @Test("A resize keeps the snapped item: item 3 at 930 stays item 3 in a wider view")
  func resizeKeepsItem() throws {
    let s = banner { $0.itemHeight = 100 }
    _ = s.apply(.scroll(offset: 930), index: 0)
    // 812 wide: maxX = 3090 − 812 = 2278; item 3's position 930 is unchanged.
    #expect(try #require(s.apply(.resize(width: 812, height: 150), index: 1)).rest == 930)
    // Back to a view where item 3 is past maxX: it clamps.
    let clamped = banner { $0.itemHeight = 100; $0.itemCount = 4 }
    _ = clamped.apply(.scroll(offset: 930), index: 0)
    // 4 items: content 1230, maxX 855 at 375 wide; at 1000 wide maxX 230.
    #expect(try #require(clamped.apply(.resize(width: 1000, height: 150), index: 1)).rest == 230)
  }

  @Test("With no items it rests at minX")
  func noItems() throws {
    let s = banner { $0.itemCount = 0; $0.sectionInset.right = 590 }
    _ = s.apply(.scroll(offset: 60), index: 0)
    #expect(try #require(s.apply(.drag(distance: 30, velocity: 1), index: 1)).rest == 0)
  }
}

/// Option presets for the tests above.
enum AlignmentOptions {
  static let center = AlgorithmOptions(alignment: .center)
}
