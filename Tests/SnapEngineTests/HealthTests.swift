import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

@Suite("Whether a case exercises a property")
struct HealthTests {
  private let reference = AlgorithmRegistry.algorithm(id: "reference")!

  /// Items 100×150 with 10 of spacing (a page of 110), one per column, in the default 375×150 view.
  private func scenario(items: Int, _ events: [Event]) -> Scenario {
    var configuration = LayoutConfiguration()
    configuration.itemCount = items
    configuration.itemWidth = 100
    configuration.itemHeight = 150
    return Scenario(Case(configuration: configuration, events: events), algorithm: reference)
  }

  @Test("translation-invariant needs six columns: five give it nothing, thirty are compared")
  func translationNeedsColumns() {
    let drag = Event.drag(distance: 30, velocity: 0)
    #expect(Property.translationInvariant.caseVerdict(scenario(items: 5, [drag])) == .unexercised)
    // 30 columns: the gesture is replayed from columns 10 and 20 (positions 1100 and 2200),
    // both far from maxX = 3290 − 375, where the grids around them are exact translates.
    #expect(Property.translationInvariant.caseVerdict(scenario(items: 30, [drag])) == .holds)
  }

  @Test("resize-keeps-item needs a resize on a snapped offset")
  func resizeNeedsSnappedOffset() {
    let resize = Event.resize(width: 320, height: 150)
    // Offset 0 is item 0's position; 55 is half a page, no item's.
    #expect(Property.resizeKeepsItem.caseVerdict(scenario(items: 10, [resize])) == .holds)
    #expect(Property.resizeKeepsItem.caseVerdict(scenario(items: 10, [.scroll(offset: 55), resize])) == .unexercised)
    #expect(Property.resizeKeepsItem.caseVerdict(scenario(items: 10, [.drag(distance: 30, velocity: 0)])) == .unexercised)
  }

  @Test("A property that does not apply is n/a, whatever the case")
  func notApplicable() {
    #expect(Property.scaleRange.caseVerdict(scenario(items: 10, [])) == .notApplicable)
  }

  @Test("A pass on fewer than 50 exercised cases carries a health warning; a violation never does")
  func warning() throws {
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 20)
    let held = runner.check(.resizeKeepsItem, on: reference)
    #expect(held.verdict == .holds)
    #expect(held.cases == 20)
    #expect(held.exercised < 20)
    #expect(held.healthWarning == "exercised on only \(held.exercised) of 20 cases (fewer than 50)")
    let violated = runner.check(.pageCap, on: try #require(AlgorithmRegistry.algorithm(id: "center-nearest")))
    #expect(violated.verdict == .violated)
    #expect(violated.healthWarning == nil)
  }
}
