import SnapAlgorithms
@testable import SnapEngine
import Testing

/// The targeted search of the properties that derive runs of their own (variants, fresh
/// layouts, walks): after the joint search of the properties that read only their own run,
/// each climbs alone for a share of its random cases.
@Suite("The targeted search of properties that derive runs of their own")
struct JointSearchTests {
  @Test("Such a property gets 15 % of its random cases as mutants, at least one")
  func derivedBudget() {
    #expect(TargetedSearch.derivedBudget(afterCases: 1000) == 150)
    #expect(TargetedSearch.derivedBudget(afterCases: 100) == 15)
    #expect(TargetedSearch.derivedBudget(afterCases: 10) == 2)  // 1.5 rounds up
    #expect(TargetedSearch.derivedBudget(afterCases: 0) == 1)
  }

  @Test("A property that derives runs and held climbs for its whole budget after its random cases")
  func derivedPropertySearched() throws {
    // The reference keeps `thresholds` in every case; 40 random cases give it 6 mutants.
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let result = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 40, targeted: true).check(.thresholds, on: reference)
    #expect(result.verdict == .holds)
    #expect(result.cases == 40)
    #expect(result.targetedCases == 6)
  }

  @Test("Without the targeted search such a property is checked on its random cases alone")
  func notSearchedWithoutTargeting() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let result = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 40).check(.thresholds, on: reference)
    #expect(result.verdict == .holds && result.targetedCases == 0)
  }

  @Test("The search finds a mirror violation of centered-flow that 1000 hostile random cases miss")
  func derivedFind() throws {
    // A run with ten times the cases first meets it at case 3528 (a flick in place at 1 pt/ms
    // from a snap position moves nothing, its mirror a page); the default matrix's 1000 cases
    // hold.
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "centered-flow"))
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .hostile, cases: CheckDefaults.cases, targeted: true)
    let result = runner.check(.mirror, on: algorithm)
    #expect(result.verdict == .violated)
    #expect(result.foundByTargetedSearch)
    #expect(result.cases == CheckDefaults.cases)
    #expect((1...150).contains(result.targetedCases))
  }
}
