import SnapEngine
import SnapPlantedBugs
import Testing

@Suite("Planted narrow bugs: what random cases find, and what the targeted search adds")
struct PlantedBugTests {
  static let findings = PlantedBug.all.map { PlantedBugFinding.find($0, seed: CheckDefaults.seed, cases: CheckDefaults.cases) }

  @Test("Random cases and the targeted search together find every planted bug at the default seed and case count")
  func targetedFindsAll() {
    #expect(Self.findings.count == 5)
    for finding in Self.findings {
      #expect(finding.targetedFinds != nil, "\(finding.bug)")
      // The search only runs after every random case passed, so it needs more than them.
      if finding.randomFinds == nil { #expect((finding.targetedFinds?.cases ?? 0) > CheckDefaults.cases, "\(finding.bug)") }
    }
  }

  @Test("Random cases alone find only the velocity band, whose 0.1 pt/ms the uniform velocities cross")
  func randomMissesMost() {
    #expect(Self.findings.filter { $0.randomFinds != nil }.map(\.bug) == ["velocity-band"])
  }

  @Test("The same seed finds the same thing: the targeted search draws from the engine's own generator")
  func deterministic() {
    let again = PlantedBugFinding.find(PlantedBug.all[2], seed: CheckDefaults.seed, cases: CheckDefaults.cases)
    #expect(again.targetedFinds?.cases == Self.findings[2].targetedFinds?.cases)
    #expect(again.targetedFinds?.properties == Self.findings[2].targetedFinds?.properties)
  }
}
