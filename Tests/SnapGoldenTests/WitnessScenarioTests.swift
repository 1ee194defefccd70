import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapGolden
import Testing

/// A witness is its shrunk scenario (the Witnesses article, "Deep once, replayed always"):
/// replaying it never depends on what its case number draws in today's stream, its file says
/// which stream its number belongs to, its replay line names the witness, and its recorded
/// explanation is reported without explaining again.
///
/// The pair is last-offset × reachable in the realistic profile at the default seed: case 70
/// fails, cases 0–69 hold (`WitnessTests`).
@Suite("Witnesses are their scenarios")
struct WitnessScenarioTests {
  static let lastOffset = WitnessTests.lastOffset

  /// A runner of `cases` cases whose last-offset × reachable witness is `witnesses`' one.
  static func runner(cases: Int, _ add: (inout Witnesses) -> Void) -> CheckRunner {
    var witnesses = Witnesses(seed: CheckDefaults.seed)
    add(&witnesses)
    return CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: cases, witnesses: witnesses)
  }

  static func pair(_ runner: CheckRunner) -> PairResult {
    runner.run(algorithms: [lastOffset], properties: [.reachable]).results[0]
  }

  @Test("A witness of an earlier stream is reported violated as its scenario, whatever its number draws now; its replay names the witness")
  func earlierStream() throws {
    // Found at case 5 of stream v3; case 5 of today's stream holds, the scenario (today's case 70) fails.
    let runner = Self.runner(cases: 10) {
      $0.add(5, profile: .realistic, algorithm: "last-offset", property: "reachable", minimal: WitnessTests.caseJSON(70), stream: 3)
    }
    let result = Self.pair(runner)
    #expect(result.verdict == .violated)
    #expect(result.failingCase == 5)
    #expect(result.failingCaseStream == 3)
    #expect(result.byWitness)
    #expect(result.cases == 1)
    let report = CheckReport(seed: CheckDefaults.seed, profile: .realistic, results: [result])
    #expect(report.replay(result)
      == "snapcheck check --algorithm last-offset --property reachable --seed \(CheckDefaults.seed) --witness --profile realistic")
    #expect(result.foundAt == "by its recorded witness (found at case 5 of case stream v3)")
  }

  @Test("A witness with no scenario is drawn by its number only in its own stream")
  func numberOnlyInItsStream() {
    // Case 70 of today's stream fails; recorded as a case of stream v3 it is another case, so it is not drawn.
    let other = Self.pair(Self.runner(cases: 10) { $0.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable", stream: 3) })
    #expect(other.verdict == .holds)
    #expect(other.cases == 10)
    #expect(other.fixedWitness == nil)
    let today = Self.pair(Self.runner(cases: 10) { $0.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable") })
    #expect(today.verdict == .violated)
    #expect(today.failingCaseStream == CaseStream.version)
    #expect(!today.byWitness)
  }

  @Test("A recorded explanation is reported as recorded, not explained again")
  func recordedExplanation() {
    let result = Self.pair(Self.runner(cases: 10) {
      $0.add(
        70, profile: .realistic, algorithm: "last-offset", property: "reachable", minimal: WitnessTests.caseJSON(70),
        explanation: ["itemCount: as recorded"])
    })
    #expect(result.verdict == .violated)
    #expect(result.explanation == ["itemCount: as recorded"])
    // Without a recorded explanation, the replay explains it.
    let explained = Self.pair(Self.runner(cases: 10) {
      $0.add(70, profile: .realistic, algorithm: "last-offset", property: "reachable", minimal: WitnessTests.caseJSON(70))
    })
    #expect(!explained.explanation.isEmpty)
    #expect(explained.explanation != ["itemCount: as recorded"])
  }

  @Test("A witnesses file names each witness's stream and explanation; a format 1 line has neither")
  func readingFormats() throws {
    let witnesses = Witnesses(seed: 7, file: """
      # snapcheck witnesses, format 2
      realistic last-offset reachable 70 v4 {"algorithm": "last-offset", "events": []}
        fails for itemCount: any ≥ 1
      hostile up-carousel finite 12 v? {"algorithm": "up-carousel", "events": []}
      realistic up-carousel finite 3 {"algorithm": "up-carousel", "events": []}
      # end: 3 witnesses

      """)
    let reachable = try #require(witnesses.recorded(seed: 7, profile: .realistic, algorithm: "last-offset", property: .reachable))
    #expect(reachable.number == 70)
    #expect(reachable.stream == 4)
    #expect(reachable.explanation == ["itemCount: any ≥ 1"])
    let unknown = try #require(witnesses.recorded(seed: 7, profile: .hostile, algorithm: "up-carousel", property: .finite))
    #expect(unknown.stream == nil)
    #expect(unknown.explanation == [])
    let formatOne = try #require(witnesses.recorded(seed: 7, profile: .realistic, algorithm: "up-carousel", property: .finite))
    #expect(formatOne.stream == nil)
    #expect(formatOne.explanation == nil)
    #expect(witnesses.unexplained.recorded(seed: 7, profile: .realistic, algorithm: "last-offset", property: .reachable)?.explanation == nil)
  }

  /// The verdicts and witnesses files a shallow `golden record` (ten cases) of last-offset
  /// writes over a directory whose verdicts record reachable violated at case 5 and whose
  /// witnesses file is `witnesses`.
  static func recordOver(witnesses: String) throws -> (verdicts: String, witnesses: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-keep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try """
      # snapcheck verdicts, format 1
      # snapcheck check --seed \(CheckDefaults.seed) --cases 1000, both profiles: profile algorithm property verdict [failing case]
      realistic last-offset reachable violated 5
      # end: 1 verdicts

      """.write(to: directory.appendingPathComponent(VerdictsGolden.fileName), atomically: true, encoding: .utf8)
    try witnesses.write(to: directory.appendingPathComponent(Witnesses.fileName), atomically: true, encoding: .utf8)
    _ = try GoldenStore(directory: directory).record(algorithms: [lastOffset], depth: 10)
    return (
      try String(contentsOf: directory.appendingPathComponent(VerdictsGolden.fileName), encoding: .utf8),
      try String(contentsOf: directory.appendingPathComponent(Witnesses.fileName), encoding: .utf8)
    )
  }

  @Test("golden record keeps a witness of an earlier stream that still fails, with its number and stream")
  func recordKeepsEarlierStream() throws {
    // Found at case 5 of stream v3; ten cases of today's stream miss it (the first failing case is 70).
    let recorded = try Self.recordOver(witnesses: "realistic last-offset reachable 5 v3 \(WitnessTests.caseJSON(70))\n")
    #expect(recorded.verdicts.contains("\nrealistic last-offset reachable violated 5\n"))
    #expect(recorded.witnesses.contains("\nrealistic last-offset reachable 5 v3 \(WitnessTests.caseJSON(70))\n  fails for "))
  }

  @Test("golden record rewrites a format 1 witness that still fails in format 2, its stream v? (never named), not today's")
  func recordRewritesFormatOne() throws {
    // A format 1 line: no header, no stream, no explanation; its scenario (case 70's) still fails.
    let recorded = try Self.recordOver(witnesses: "realistic last-offset reachable 5 \(WitnessTests.caseJSON(70))\n")
    let lines = recorded.witnesses.split(separator: "\n").map(String.init)
    #expect(lines.first == "# snapcheck witnesses, format 2")
    // The other pairs' lines are the witnesses ten cases of today's stream find.
    #expect(lines.filter { $0.hasPrefix("realistic last-offset reachable ") } == [
      "realistic last-offset reachable 5 v? \(WitnessTests.caseJSON(70))"
    ])
  }
}
