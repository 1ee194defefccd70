import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// UIKit's own behaviour with no snap code, worked by hand on ten 300×150 items 10 apart in a
/// 375×150 view at @3x (content 3090, range 0…2715, rate 0.998).
@Suite("UIKit baselines: uikit-flow rests where momentum ends, uikit-paging on pages (A3)")
struct UIKitBaselineTests {
  private func run(_ id: String, _ events: [Event]) throws -> [Step] {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 10
    configuration.itemWidth = 300
    configuration.itemHeight = 150
    configuration.isPagingEnabled = id == "uikit-paging"
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
    return Scenario(Case(configuration: configuration, events: events), algorithm: algorithm).run().steps
  }

  @Test("uikit-flow: a slow drag rests at the release, a fling where momentum ends, pixel-rounded")
  func flow() throws {
    let steps = try run("uikit-flow", [.drag(distance: 100, velocity: 0), .drag(distance: 100, velocity: 1)])
    #expect(steps[0].rest == 100)
    // 200 − (1 − 0.01)/ln(0.998) = 200 + 494.505 = 694.505; @3x: 2083.515 → 2084/3.
    #expect(steps[1].rest == 2084.0 / 3)
  }

  @Test("uikit-paging: pages 375 apart; still: the nearest page; a fling: the first page past the release")
  func paging() throws {
    let steps = try run("uikit-paging", [
      .drag(distance: 100, velocity: 0), .drag(distance: 100, velocity: 1), .drag(distance: 200, velocity: 0),
    ])
    #expect(steps[0].rest == 0)  // 100 is nearer 0 than 375
    #expect(steps[1].rest == 375)  // past 100 forward
    #expect(steps[2].rest == 750)  // 575: 200 from 375, 175 from 750, one page from the start's
  }

  @Test("Their contracts: uikit-flow promises no cap on leading positions; uikit-paging its pages, one per drag, paging on in every case")
  func contracts() throws {
    let flow = try #require(AlgorithmRegistry.algorithm(id: "uikit-flow"))
    let paging = try #require(AlgorithmRegistry.algorithm(id: "uikit-paging"))
    #expect(flow.contract(AlgorithmOptions()).unlimitedPages)
    #expect(flow.contract(AlgorithmOptions()).alignment == .leading)
    #expect(paging.contract(AlgorithmOptions()).alignment == .pages)
    #expect(paging.contract(AlgorithmOptions()).pageCap == 1)
    #expect(paging.configurations?.pagingEnabled == [true])
  }
}
