import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Explanations of the seeds' counterexamples at the default seed, one property per family,
/// with every asserted interval worked out by hand from the seed's code and the UIKit model article.
@Suite("Explain: the values around a counterexample for which it still fails")
struct ExplainTests {
  /// The explanation of `testCase`, a counterexample of `property` for algorithm `id`, worked
  /// out by hand below (not the default matrix's, which follows the generated cases).
  private func explanation(_ property: Property, _ id: String, _ testCase: Case) throws -> [String] {
    let scenario = Scenario(testCase, algorithm: try #require(AlgorithmRegistry.algorithm(id: id)))
    #expect(property.violation(in: scenario) != nil)
    return Explainer().explain(scenario) { property.violation(in: $0) != nil }
  }

  private func explanation(_ property: Property, _ id: String) throws -> [String] {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
    let result = try #require(CheckRunner.defaultResult(property, on: algorithm, profile: .realistic))
    #expect(result.verdict == .violated)
    return result.explanation
  }

  @Test("A band of one input is found to its edges, closed where the edge fails and open where it passes")
  func band() {
    let scenario = Scenario(Case(events: [.drag(distance: 40, velocity: 2.1)]), algorithm: AlgorithmRegistry.all[0])
    let lines = Explainer().explain(scenario) { scenario in
      guard case .drag(let distance, let velocity) = scenario.events[0] else { return false }
      return velocity >= 2 && velocity < 2.25 && distance > 30.5 && scenario.configuration.itemCount <= 3
    }
    #expect(lines.prefix(3) == [
      "event 0 distance: any value > 30.5 pt", "event 0 velocity: any value in [2, 2.25) pt/ms", "itemCount: any value in [0, 3]",
    ])
    #expect(lines.contains("screenScale: any of 1, 2, 3"))
  }

  @Test("Counts a batch update no longer agrees with count as passing: the interval stops where the update stops making sense")
  func updatesClipCounts() {
    // Deleting item 4 needs at least 5 items; a test that fails for any count shows [5, …).
    var configuration = LayoutConfiguration()
    configuration.itemCount = 8
    let update = Event.update(BatchUpdate(deletes: [IndexPath(item: 4, section: 0)]))
    let scenario = Scenario(Case(configuration: configuration, events: [update]), algorithm: AlgorithmRegistry.all[0])
    let lines = Explainer().explain(scenario) { _ in true }
    #expect(lines.first == "itemCount: any ≥ 5")
  }

  @Test("Ranges stay inside a user's space: inputs it pins get no line, a range of sizes clips the interval")
  func clippedToTheSpace() throws {
    var algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    algorithm.configurations = LayoutConfigurations(
      itemSize: .range(width: 200...300, height: 100...100), sectionInsets: [.zero], viewSizes: [CGSize(width: 390, height: 200)])
    var configuration = LayoutConfiguration()
    (configuration.itemWidth, configuration.itemHeight, configuration.viewWidth, configuration.viewHeight) = (260, 100, 390, 200)
    let scenario = Scenario(Case(configuration: configuration, events: [.drag(distance: 40, velocity: 1)]), algorithm: algorithm)
    // Fails from itemWidth 250 on, whatever the rest: without the space, "any value ≥ 250";
    // inside it, up to the range's 300.
    let lines = Explainer().explain(scenario) { $0.configuration.itemWidth >= 250 }
    #expect(lines.contains("itemWidth: any value in [250, 300] pt"))
    #expect(!lines.contains { $0.hasPrefix("itemHeight") || $0.hasPrefix("viewWidth") || $0.hasPrefix("sectionInset") })
    #expect(lines.contains("event 0 distance: any value pt"))
    // A field the layout sets itself is never applied: no line for it either.
    algorithm.configurations?.layoutSets = [.lineSpacing]
    let own = Explainer().explain(Scenario(scenario.testCase, algorithm: algorithm)) { $0.configuration.itemWidth >= 250 }
    #expect(lines.contains { $0.hasPrefix("lineSpacing") } && !own.contains { $0.hasPrefix("lineSpacing") })
  }

  @Test("outcome: last-offset × page-cap fails for any velocity, from 11 items, from a start of 763")
  func outcome() throws {
    // 11 items of 180 × 50 in a 375 × 150 view at @3x, 2 per column (6 columns), spacing 10,
    // a right inset of 10: content 6·180 + 5·10 + 10 = 1140, maxX 765, pageSpace 190, snap
    // positions 0, 190, 380, 570, 760 and 765 (clamped). Scroll to 975 (clamped to 765), then
    // a still drag. lastOffset is 0, 765 is over 3 pages from it, so the seed pages twice from
    // 0, to 380: 385 pt from 765, over the cap's 380 + 0.5 + 1/3. Any velocity gives one page
    // (190) or two, or none (a fast backward flick proposes 0): every one is too far.
    var c = LayoutConfiguration()
    (c.itemCount, c.itemWidth, c.itemHeight) = (11, 180, 50)
    c.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    let lines = try explanation(.pageCap, "last-offset", Case(configuration: c, events: [.scroll(offset: 975), .drag(distance: 0, velocity: 0)]))
    #expect(lines.contains("event 1 velocity: any value pt/ms"))
    // 10 items make 5 columns (maxX 575): two pages from 0 are then 195 pt from the start.
    #expect(lines.contains("itemCount: any ≥ 11"))
    // A start x off the grid may move as far as its distance to the nearest position more:
    // from x nearest 765 the reach is 380.83 + 765 − x, exceeded by x − 380 once x > 762.92.
    // Starts are rounded to thirds, and 763 is the first: scrolls from 762.8333… (which
    // round up to it) fail.
    #expect(lines.contains { $0.hasPrefix("event 0 x: any value ≥ 762.83") })
  }

  @Test("cell: attribute-index-cell × no-recycling-skip never depends on the velocity, and needs two items")
  func cell() throws {
    // Seed 001 compares offsets with the docked item's frame and scrolls with
    // scrollRectToVisible: the velocity never reaches the rest. One item leaves nothing to skip to.
    let lines = try explanation(.noRecyclingSkip, "attribute-index-cell")
    #expect(lines.contains("event 0 velocity: any value pt/ms"))
    #expect(lines.contains("event 1 velocity: any value pt/ms"))
    #expect(lines.contains("itemCount: any ≥ 2"))
  }

  @Test("gesture: last-offset × no-reversal holds from 3 pt/ms and below the momentum floor")
  func gesture() throws {
    // 3 items of 250 + 10 (maxX 395), released at 395 moving forward: one page from lastOffset
    // 0 is 260, behind the release; two pages (|v| ≥ 3) is 520, clamped to 395. Below 0.25
    // the velocity is 0 and no-reversal has nothing to check.
    let lines = try explanation(.noReversal, "last-offset")
    #expect(lines.contains("event 1 velocity: any value in [0.25, 3) pt/ms"))
  }

  @Test("state: center-nearest × resize-keeps-item fails for every new width up to 409")
  func state() throws {
    // One item 460 wide at inset −25 in a 410 view: its centre position is 205 − W/2, at 0
    // before. center-nearest keeps the offset at 0 across the resize; item 0's new position
    // roundPx(205 − W/2) at @3x is more than 0.5 from 0 exactly when 205 − W/2 ≥ 0.5, W ≤ 409.
    var c = LayoutConfiguration()
    (c.itemCount, c.itemWidth, c.itemHeight, c.viewWidth) = (1, 460, 50, 410)
    c.sectionInset = UIEdgeInsets(top: 0, left: -25, bottom: 0, right: 0)
    let lines = try explanation(.resizeKeepsItem, "center-nearest", Case(configuration: c, events: [.resize(width: 375, height: 150)]))
    #expect(lines.contains("event 0 width: any value in [0, 409] pt"))
  }

  @Test("layout: center-nearest × rect-contract returns item 0 for a rect it does not meet")
  func layout() throws {
    // Seed 002 answers any rect with the bounds' items. The probe rect half a view on starts
    // at W/2 = 187.5; item 0's frame [0, w] meets it (closed edges) from w = 187.5, and for
    // any w once W/2 ≤ 50, W ≤ 100.
    let lines = try explanation(.rectContract, "center-nearest")
    #expect(lines.contains("itemWidth: any value in [0, 187.5) pt"))
    #expect(lines.contains("viewWidth: any value > 100 pt"))
    #expect(lines.contains("itemCount: any ≥ 1"))
  }

  @Test("differential: attribute-index × port-equivalence differs only with no items")
  func differential() throws {
    // The final seed 001 indexes its cached attributes (empty: NSRangeException); the cell
    // version gets a nil cell (0). With one item both read item 0. Any drag of the bouncing
    // empty view reaches that code.
    let lines = try explanation(.portEquivalence, "attribute-index")
    #expect(lines.contains("itemCount: only 0"))
    #expect(lines.contains("event 0 distance: any value pt"))
    #expect(lines.contains("event 0 velocity: any value pt/ms"))
  }
}
