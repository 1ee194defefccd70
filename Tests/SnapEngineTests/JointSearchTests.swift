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

  @Test("The search finds a translation-invariant violation of up-carousel that 1000 random cases miss")
  func derivedFind() throws {
    // With seed 2 a run with ten times the cases first meets it at case 3967 (a still drag
    // moves 0 pt from one column and −0.67 pt from another); the default count's 1000 cases
    // hold.
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "up-carousel"))
    let random = CheckRunner(seed: 2, profile: .realistic, cases: CheckDefaults.cases).check(.translationInvariant, on: algorithm)
    #expect(random.verdict == .holds)
    let searched = CheckRunner(seed: 2, profile: .realistic, cases: CheckDefaults.cases, targeted: true).check(.translationInvariant, on: algorithm)
    #expect(searched.verdict == .violated)
    #expect(searched.foundByTargetedSearch)
    #expect((1...150).contains(searched.targetedCases))
  }
}
