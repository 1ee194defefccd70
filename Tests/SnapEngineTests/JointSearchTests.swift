import Foundation
import SnapAlgorithms
@testable import SnapEngine
@testable import SnapPlantedBugs
import Testing

/// The targeted search of the properties that derive runs of their own (variants, fresh
/// layouts, walks): after the joint search of the properties that read only their own run,
/// each climbs alone for a share of its random cases.
@Suite("The targeted search of properties that derive runs of their own")
struct JointSearchTests {
  @Test("Such a property gets 15 % of its random cases as mutants, none when that is under 50")
  func derivedBudget() {
    #expect(TargetedSearch.derivedBudget(afterCases: 1000) == 150)
    #expect(TargetedSearch.derivedBudget(afterCases: 333) == 50)  // 49.95 rounds up
    #expect(TargetedSearch.derivedBudget(afterCases: 300) == 0)  // 45
    #expect(TargetedSearch.derivedBudget(afterCases: 100) == 0)
    #expect(TargetedSearch.derivedBudget(afterCases: 0) == 0)
  }

  @Test("A property that derives runs and held climbs for its whole budget after its random cases, then tries its corners")
  func derivedPropertySearched() throws {
    // The reference keeps `thresholds` in every case; 400 random cases give it 60 mutants,
    // then the corners of its 2 best cases: each has a wide inset and, without per-item sizes,
    // 2 more wide corners, and up to 8 resize corners (4 per resize, 2 resizes); the best has
    // the gesture corners too (`thresholds` reads the snap positions): 3 half-page drags and
    // up to 1 on three cards, 3 far-end phases and the memory corner.
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let result = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 400, targeted: true).check(.thresholds, on: reference)
    #expect(result.verdict == .holds)
    #expect(result.cases == 400)
    let fewest = 60 + 2 * 1 + 3 + 3 + 1
    let most = 60 + 2 * (3 + 8) + 4 + 3 + 1
    #expect((fewest...most).contains(result.targetedCases))
  }

  @Test("After a gate's 100 cases such a property skips the climb and tries its corners")
  func gateSkipsClimb() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let result = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases, targeted: true)
      .check(.thresholds, on: reference)
    #expect(result.verdict == .holds)
    // The corners alone, counted as above without the mutants.
    let fewest = 2 * 1 + 3 + 3 + 1
    let most = 2 * (3 + 8) + 4 + 3 + 1
    #expect((fewest...most).contains(result.targetedCases))
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

  /// A layout correct (the reference's rule) except behind a leading inset longer than the
  /// view, where a release at 1 pt/ms or faster rests where the drag began: a release 1 pt/ms
  /// faster than a slower drag that moved then moves less, which `thresholds`, varying the
  /// drag, sees.
  static let stalling = PlantedBug(id: "stalling", band: "behind an inset longer than the view, a release at 1 pt/ms or faster rests where the drag began") {
    $0.leadingInset > $0.viewWidth && abs($0.velocity) >= 1 ? $0.start : nil
  }

  @Test("Such a property checks the corners of its best cases: thresholds finds a fast release that stalls behind a wide inset")
  func derivedCorners() throws {
    let runner = { (targeted: Bool) in
      CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases, targeted: targeted)
        .check(.thresholds, on: Self.stalling.algorithm)
    }
    #expect(runner(false).verdict == .holds)
    let searched = runner(true)
    #expect(searched.verdict == .violated && searched.foundByTargetedSearch)
    // Found after the climb's 15 mutants: by a corner.
    #expect(searched.targetedCases > TargetedSearch.derivedBudget(afterCases: CheckDefaults.gateCases))
    let shrunk = try #require(searched.counterexample?.scenario.configuration)
    #expect(shrunk.sectionInset.left > shrunk.viewWidth)
  }
}
