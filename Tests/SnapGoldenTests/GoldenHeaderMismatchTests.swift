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

  @Test("A header whose case stream version changed says SnapCheck's cases changed, not the layout")
  func streamChanged() {
    let difference = GoldenDifference.header(
      line: 3, recorded: "\"# corpus v1: 100 cases (seed 1, case stream v4)\"", now: "\"# corpus v1: 100 cases (seed 1, case stream v5)\"")
    #expect(
      difference.summary
        == "header line 3 differs from what the code writes now (the scenarios were not compared): "
        + "recorded \"# corpus v1: 100 cases (seed 1, case stream v4)\", now \"# corpus v1: 100 cases (seed 1, case stream v5)\"; "
        + "SnapCheck's case stream changed (v4 to v5), so its generated cases are new: an update of SnapCheck, not of your layout")
    // Another header change says nothing of the stream.
    let other = GoldenDifference.header(line: 3, recorded: "\"# corpus v1: 100 cases (case stream v5)\"", now: "\"# corpus v2: 100 cases (case stream v5)\"")
    #expect(!other.summary.contains("case stream changed"))
  }

  @Test("Differing scenarios are still counted")
  func scenariosDiffer() {
    let problem = GoldenProblem.mismatch(file: "f.golden", differing: 2, total: 9, diff: "scenario x: new, not in the golden")
    #expect(problem.description.hasPrefix("f.golden: 2 of 9 scenarios differ; the first:\nscenario x: new, not in the golden\n"))
  }
}
