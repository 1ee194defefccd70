import SnapAlgorithms
import SnapEngine
import SnapPlantedBugs
import Testing

@Suite("Planted narrow bugs: the targeted search")
struct PlantedBugTests {
  @Test("The same seed finds the same thing: the targeted search draws from the engine's own generator")
  func deterministic() throws {
    // With 61 to 70 items every rest is a point off the grid; no generated case has more than
    // 60 items, so the search, drawing item counts afresh, is what finds it.
    let bug = try #require(PlantedBug.all.first { $0.id == "crowded" })
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.cases, targeted: true)
    let first = runner.check(.onBoundary, on: bug.algorithm)
    let again = runner.check(.onBoundary, on: bug.algorithm)
    #expect(first.verdict == .violated && first.foundByTargetedSearch)
    #expect(again.targetedCases == first.targetedCases)
    #expect(again.counterexample?.scenario.json == first.counterexample?.scenario.json)
  }
}
