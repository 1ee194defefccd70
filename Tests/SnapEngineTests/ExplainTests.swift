import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Explanations of the seeds' counterexamples at the default seed, one property per family,
/// with every asserted interval worked out by hand from the seed's code and the UIKit model article.
@Suite("Explain: the values around a counterexample for which it still fails")
struct ExplainTests {
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

  @Test("outcome: last-offset × page-cap fails for backward velocities with momentum below 3 pt/ms")
  func outcome() throws {
    // Scroll to 1080 (clamped to maxX 915: 9 items, 2 per column, 5 columns of 260), then a
    // still drag at v. lastOffset is 0 and the 0.99 projection keeps the proposal ahead of it,
    // so the seed pages forward from 0: one page (260, 655 pt from 915: over the cap of 2)
    // while Int(|v|) < 3, two pages (520, within the cap) from |v| = 3. Below the momentum
    // floor (|v| < 0.25) v is 0 and the distance from 0, 3.5 pages, also gives two pages.
    let lines = try explanation(.pageCap, "last-offset")
    #expect(lines.contains("event 1 velocity: any value in (-3, -0.25] pt/ms"))
    // 8 items make 4 columns (maxX 655): one page from 0 is then 395 pt, within the cap.
    #expect(lines.contains("itemCount: any ≥ 9"))
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
    let lines = try explanation(.resizeKeepsItem, "center-nearest")
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
