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

  /// The rest after scrolling to `offset`, then one batch update.
  private func rest(at offset: CGFloat, after update: BatchUpdate) throws -> CGFloat? {
    let s = banner()
    _ = s.apply(.scroll(offset: offset), index: 0)
    return try #require(s.apply(.update(update), index: 1)).rest
  }

  @Test("A batch update keeps the snapped item: its new index's position, or its nearest survivor's when it is deleted")
  func updateKeepsItem() throws {
    let path = { (item: Int) in IndexPath(item: item, section: 0) }
    // On item 3 (930): deleting item 1 makes it item 2 → 620; inserting at 0 makes it item 4 → 1240.
    #expect(try rest(at: 930, after: BatchUpdate(deletes: [path(1)])) == 620)
    #expect(try rest(at: 930, after: BatchUpdate(inserts: [path(0)])) == 1240)
    // Moving it to index 0 → 0.
    #expect(try rest(at: 930, after: BatchUpdate(moves: [.init(from: path(3), to: path(0))])) == 0)
    // Deleting item 3 itself: the survivor after it, old item 4, is item 3 now → 930.
    #expect(try rest(at: 930, after: BatchUpdate(deletes: [path(3)])) == 930)
    // At the end (2715, item 9's 2790 clamped) deleting item 9: no survivor after it, so
    // item 8; nine items make content 2780 and range 0…2405, and 2480 clamps to 2405.
    #expect(try rest(at: 2715, after: BatchUpdate(deletes: [path(9)])) == 2405)
    // Off the grid (1000) no item is followed: the offset goes to the nearest position, 930.
    #expect(try rest(at: 1000, after: BatchUpdate(inserts: [path(0)])) == 930)
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
    let two = banner(AlgorithmOptions(ReferenceSnapLayout.Options.pageCap, 2))
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
  static let center = AlgorithmOptions(ReferenceSnapLayout.Options.alignment, .center)
}

/// The reference on the wider host, worked out by hand.
@Suite("reference on the wider host: vertical, sections, content insets")
struct ReferenceWideHostTests {
  private func reference() throws -> Algorithm { try #require(AlgorithmRegistry.algorithm(id: "reference")) }

  @Test("A vertical scenario gives exactly the trace of its horizontal transpose")
  func transposeGivesSameTrace() throws {
    var configuration = LayoutConfiguration()
    configuration.sections = [4, 0, 6]
    configuration.itemWidth = 300
    configuration.itemHeight = 150
    configuration.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 40)
    configuration.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let events: [Event] = [
      .drag(distance: 154, velocity: 0), .drag(distance: 156, velocity: 0), .drag(distance: 40, velocity: 10),
      .scroll(offset: 620), .drag(distance: 100, velocity: -0.5), .resize(width: 812, height: 150),
      .drag(distance: -300, velocity: -2), .reload(sections: [3, 3]), .drag(distance: 200, velocity: 0),
    ]
    let horizontal = Case(configuration: configuration, events: events)
    let vertical = horizontal.transposed
    #expect(vertical.configuration.scrollDirection == .vertical)
    #expect(vertical.configuration.viewWidth == 150 && vertical.configuration.viewHeight == 375)
    let reference = try reference()
    let across = Scenario(horizontal, algorithm: reference).run()
    let down = Scenario(vertical, algorithm: reference).run()
    #expect(across.steps.count == events.count)
    #expect(down == across)
  }

  @Test("Across a section gap the next position is allowed, and a half-page slow drag that would stay goes on")
  func sectionGap() throws {
    // Sections [2, 2], items 300 wide, spacing 10, right inset 100: section 0 spans 0–710
    // (items at 0 and 310), section 1 starts at 710 (items at 710 and 1020); positions 0,
    // 310, 710, 1020; content 1420, upper 1045.
    var configuration = LayoutConfiguration()
    configuration.sections = [2, 2]
    configuration.itemWidth = 300
    configuration.itemHeight = 150
    configuration.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
    let reference = try reference()
    func rest(after drag: CGFloat) -> CGFloat? {
      Scenario(Case(configuration: configuration, events: [.scroll(offset: 310), .drag(distance: drag, velocity: 0)]),
               algorithm: reference).run().steps.last?.rest
    }
    // 200 from 310: release 510 is 200 from both 310 and 710, the tie keeps 310, and a drag of
    // at least half a page (155) goes on to the next position, 710.
    #expect(rest(after: 200) == 710)
    // 150 is under half a page: it stays at 310.
    #expect(rest(after: 150) == 310)
    // 400 from 310: release 710 is the next position itself, 400 past 310 but allowed.
    #expect(rest(after: 400) == 710)
  }

  @Test("A content inset shifts leading positions by the adjusted inset; the view starts at −inset")
  func contentInset() throws {
    // Ten 300-wide items, spacing 10, contentInset 20 each side: adjusted inset 20 (the
    // content scrolls), range [−20, 3090 + 20 − 375 = 2735], positions 310·i − 20.
    var configuration = LayoutConfiguration()
    configuration.itemCount = 10
    configuration.itemWidth = 300
    configuration.itemHeight = 150
    configuration.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let trace = Scenario(
      Case(configuration: configuration, events: [.drag(distance: 156, velocity: 0), .drag(distance: 154, velocity: 0)]),
      algorithm: try reference()
    ).run()
    // From −20: release 136 is 154 from 290 and 156 from −20: 290. Then release 444 is 154
    // from 290, 156 from 600: it stays at 290.
    #expect(trace.steps.map(\.start) == [-20, 290])
    #expect(trace.steps.map(\.rest) == [290, 290])
  }
}
