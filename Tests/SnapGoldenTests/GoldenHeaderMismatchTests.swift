import SnapGolden
import Testing

@Suite("A golden whose header alone changed says so (GoldensInCI)")
struct GoldenHeaderMismatchTests {
  @Test("A changed header line with every scenario equal is not '0 of 362 scenarios differ'")
  func headerOnly() {
    let problem = GoldenProblem.mismatch(file: "swift-port.golden", differing: 0, total: 362, diff: "corpus: recorded from 'a1', now 'b2'")
    #expect(
      problem.description
        == "swift-port.golden: its header differs from what the code writes now (all 362 scenarios agree):\n"
        + "corpus: recorded from 'a1', now 'b2'\n"
        + "if the change is intended, record with `snapcheck golden record` and review the diff")
  }

  @Test("Differing scenarios are still counted")
  func scenariosDiffer() {
    let problem = GoldenProblem.mismatch(file: "f.golden", differing: 2, total: 9, diff: "scenario x: new, not in the golden")
    #expect(problem.description.hasPrefix("f.golden: 2 of 9 scenarios differ; the first:\nscenario x: new, not in the golden\n"))
  }
}
