import Foundation
import SnapAlgorithms
import SnapModel
import SnapSwiftUI
import Testing

/// The rests of `events` for the registered SwiftUI algorithm `id` with `options`, in a
/// SwiftUI scroll view of `change`d defaults.
private func rests(
  _ id: String, _ options: [String] = [], _ events: [Event], _ change: (inout LayoutConfiguration) -> Void
) throws -> [CGFloat?] {
  var configuration = LayoutConfiguration.swiftUI
  change(&configuration)
  let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
  let scenario = Scenario(Case(configuration: configuration, events: events), algorithm: algorithm, options: try algorithm.options(parsing: options))
  return scenario.run().steps.map(\.rest)
}

/// `swiftui-paging` (S3) worked out by hand: four 250-wide children, no spacing, in a 300×150
/// container at @3x: content 1000, range 0…700, pages 0, 300, 600 and the last, 700.
@Suite("swiftui-paging: assumption S3, branch by branch")
struct SwiftUIPagingTests {
  private func paging(_ events: [Event]) throws -> [CGFloat?] {
    try rests("swiftui-paging", [], events) {
      $0.itemCount = 4
      $0.itemWidth = 250
      $0.lineSpacing = 0
      $0.viewWidth = 300
    }
  }

  @Test("A slow release goes to the nearest page; an exact tie to the smaller offset")
  func nearest() throws {
    #expect(try paging([.drag(distance: 320, velocity: 0)]) == [300])  // |300 − 320| < |600 − 320|
    #expect(try paging([.drag(distance: 150, velocity: 0)]) == [0])  // halfway between 0 and 300
    #expect(try paging([.drag(distance: 160, velocity: 0.2)]) == [300])  // under the momentum floor: no velocity
  }

  @Test("A fling goes to the first page strictly beyond the release in its direction")
  func fling() throws {
    #expect(try paging([.drag(distance: 100, velocity: 1)]) == [300])
    #expect(try paging([.scroll(offset: 600), .drag(distance: -5, velocity: -1)]) == [600, 300])
    // From the last page a forward fling finds none beyond: the last page.
    #expect(try paging([.scroll(offset: 700), .drag(distance: 0, velocity: 1)]) == [700, 700])
  }

  @Test("A fling back from beyond the end rests on the end's page, not the one before it")
  func flingBackFromBeyondTheEnd() throws {
    // Dragged 100 past 700 (the release lies beyond the end, short of 3·300 = 900) and flung
    // back: the last page strictly before the release is the end, 700; the page nearest the
    // start is 700 too, so one page is allowed either way and 700 stands.
    #expect(try paging([.scroll(offset: 700), .drag(distance: 100, velocity: -1)]) == [700, 700])
  }

  @Test("At most one page from the page nearest where the drag began")
  func onePage() throws {
    // From 300 a fling released at 650 would go to 700, two pages on: capped at 600.
    #expect(try paging([.scroll(offset: 300), .drag(distance: 350, velocity: 1)]) == [300, 600])
    // Begun at 140 (nearest page 0) and dragged to 620 still: page 600 is two on, capped at 300.
    #expect(try paging([.scroll(offset: 140), .drag(distance: 480, velocity: 0)]) == [140, 300])
  }
}

/// `swiftui-view-aligned` (S4) worked out by hand: ten 250-wide children, spacing 8, no
/// margins, in a 375×150 view at @3x: positions 258·i, content 2572, range 0…2197.
@Suite("swiftui-view-aligned: assumption S4, each limit behaviour")
struct SwiftUIViewAlignedTests {
  private func aligned(_ options: [String], _ events: [Event], _ change: (inout LayoutConfiguration) -> Void = { _ in }) throws -> [CGFloat?] {
    try rests("swiftui-view-aligned", options, events) {
      $0.itemCount = 10
      $0.itemWidth = 250
      $0.itemHeight = 150
      change(&$0)
    }
  }

  /// A flick from 0: released at 120 with 1.5 pt/ms, natural target 120 + 1.49/0.0020020 =
  /// 864.25 → 864.333 at @3x, between children 3 (774) and 4 (1032).
  private let flick: [Event] = [.drag(distance: 120, velocity: 1.5)]

  @Test("never: the child nearest the natural target, however far")
  func never() throws {
    #expect(try aligned(["limitBehavior=never"], flick) == [774])
    // A still release halfway between 258 and 516: the earlier child.
    #expect(try aligned(["limitBehavior=never"], [.drag(distance: 387, velocity: 0)]) == [258])
  }

  @Test("always and alwaysByOne: at most one child from the one aligned at the start")
  func one() throws {
    #expect(try aligned(["limitBehavior=always"], flick) == [258])
    #expect(try aligned(["limitBehavior=alwaysByOne"], flick) == [258])
    // Begun at 140, nearest child 1 (258): a still drag to 640 may reach child 2 at 516, not 3.
    #expect(try aligned(["limitBehavior=alwaysByOne"], [.scroll(offset: 140), .drag(distance: 500, velocity: 0)]) == [140, 516])
  }

  @Test("alwaysByFew: at most the children wholly inside the container at the start, at least one")
  func few() throws {
    // 375 wide at 0: only child 0 (0…250) is wholly inside (child 1 is 258…508): one child.
    #expect(try aligned(["limitBehavior=alwaysByFew"], flick) == [258])
    // 800 wide at 0: children 0, 1 and 2 (516…766) are: three. Released at 100 with 3 pt/ms,
    // the natural target is 100 + 2.99/0.0020020 = 1593.50 → 1593.667: never goes to child 6
    // (1548), alwaysByFew stops at child 3 (774). The range is 0…1772.
    let fling: [Event] = [.drag(distance: 100, velocity: 3)]
    #expect(try aligned(["limitBehavior=never"], fling) { $0.viewWidth = 800 } == [1548])
    #expect(try aligned(["limitBehavior=alwaysByFew"], fling) { $0.viewWidth = 800 } == [774])
  }

  @Test("automatic: limited for a horizontal view in a compact width, not in a regular one nor vertically")
  func automatic() throws {
    #expect(try aligned([], flick) == [258])  // 375 wide: compact
    #expect(try aligned(["horizontalSizeClass=regular"], flick) == [774])
    #expect(try aligned([], flick) { $0.viewWidth = 800 } == [774])  // 800 wide: regular
    #expect(try aligned(["horizontalSizeClass=compact"], flick) { $0.viewWidth = 800 } == [258])
    // Vertically (20 rows 150 tall, spacing 8: positions 158·i, range 0…2485): never
    // limited. The flick's natural target 864.333 lies between rows 5 (790) and 6 (948):
    // nearer 790.
    let vertical = try aligned(["horizontalSizeClass=compact"], flick) {
      $0.itemCount = 20
      $0.scrollDirection = .vertical
      ($0.itemWidth, $0.itemHeight, $0.viewWidth, $0.viewHeight) = (375, 150, 375, 667)
    }
    #expect(vertical == [790])
  }

  @Test("Children align at their leading edge less the leading content margin")
  func margins() throws {
    // Margin 20: child i's leading edge at 20 + 258·i aligns at 258·i, the same positions.
    #expect(try aligned(["limitBehavior=never"], flick) { $0.sectionInset.left = 20 } == [774])
    // Margin 20 on the left only, 10 children: content 2592, range 0…2217; a drag to the
    // end rests at the last position, 2217 (child 9's 2322 clamped).
    #expect(try aligned(["limitBehavior=never"], [.drag(distance: 3000, velocity: 0)]) { $0.sectionInset.left = 20 } == [2217])
  }
}
