import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

@Suite("Shrinking reaches small, round scenarios")
struct ShrinkerTests {
  @Test("A recycled-cell skip shrinks to one scroll and one drag with default-ish numbers")
  func recycledSkipShrinks() throws {
    // The default matrix's pair (seed 20261129, 1000 realistic cases), computed once per process.
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "attribute-index-cell"))
    let result = try #require(CheckRunner.defaultResult(.noRecyclingSkip, on: algorithm, profile: .realistic))
    let example = try #require(result.counterexample)
    let events = example.scenario.events
    #expect(events.count <= 2)
    #expect(events.allSatisfy {
      if case .drag(let distance, let velocity) = $0 { return distance == distance.rounded() && velocity == velocity.rounded() }
      return true
    })
    #expect(example.scenario.configuration.delegateSectionInset == nil)
    #expect(example.scenario.configuration.cellRetention == .visible)
  }

  @Test("Shrinking a scenario that always fails ends at the smallest scenario, within its attempt bound")
  func alwaysFailingShrinksToNothing() throws {
    let generator = CaseGenerator(seed: 5, profile: .hostile)
    let scenario = Scenario(generator.testCase(3), algorithm: try #require(AlgorithmRegistry.algorithm(id: "reference")))
    let shrinker = Shrinker()
    let violation = Violation(scenario: scenario, message: "always")
    let (smallest, _) = shrinker.shrink(scenario, violation: violation) { Violation(scenario: $0, message: "always") }
    #expect(smallest.events.isEmpty)
    #expect(smallest.configuration == LayoutConfiguration())
  }
}
