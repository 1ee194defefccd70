import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapGolden
import Testing

/// A recorded witness no run can replay is reported, never skipped in silence (the Witnesses
/// article, "A witness that cannot be read"): each such line is named by its number and what
/// is wrong with it.
@Suite("Witnesses that cannot be read are named")
struct UnreadableWitnessTests {
  /// A format-2 witnesses file: the header (lines 1–2), last-offset × reachable's witness with
  /// a field misspelled (line 3), its explanation (line 4), a line that is no witness line
  /// (5), a witness of an unknown property (6), a witness of an algorithm the run does not
  /// check (7, not judged), a good witness (8), and the closing comment (9).
  static let file = """
    # snapcheck witnesses, format 2
    # each violation's witness: …
    realistic last-offset reachable 70 v5 {"algorithm": "last-offset", "layout": {"itemCount": 1, "itemWidht": 425}, "events": []}
      fails for item 0
    realistic last-offset reachable seventy
    realistic last-offset reachability 70 v5 {"algorithm": "last-offset", "events": []}
    realistic reference direction 3 v5 {"algorithm": "reference", "colour": 1}
    hostile last-offset reachable 3 v5 {"algorithm": "last-offset", "events": [{"type": "drag", "distance": 100, "velocity": 0}]}
    # end: 5 witnesses

    """

  /// The line every command reports line 3 of `file` with, at `path`: a field today's
  /// scenarios do not have, so the scenario format changed (or the line was edited).
  static func formatLine(_ path: String) -> String {
    "\(path):3: the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field,"
      + " so a field or value has been renamed, added or removed since it was recorded (the scenario format changed) or the line was edited;"
      + " to record it again, delete the line: the next run that keeps witnesses (verify, golden record) records it in today's format"
      + " if it finds the violation again, and one a deeper run found (SNAPCHECK_CASES) may need that deeper run again, as a run"
      + " at the default count may not find it (until then the file is kept as it is)"
  }

  @Test("Each line that cannot be replayed is named by its number and what is wrong; another algorithm's lines are not judged")
  func problems() {
    let found = Witnesses.problems(in: Self.file, algorithms: [WitnessTests.lastOffset])
    #expect(found == [
      Witnesses.Problem(
        line: 3, reason: "the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field",
        formatChanged: true),
      Witnesses.Problem(line: 5, reason: "not a witness line (profile algorithm property case vN {scenario})"),
      Witnesses.Problem(line: 6, reason: "no property is named reachability"),
    ])
    #expect(found.first?.description(file: "Golden/witnesses.golden") == Self.formatLine("Golden/witnesses.golden"))
    #expect(
      found.last?.description(file: "Golden/witnesses.golden")
        == "Golden/witnesses.golden:6: no property is named reachability; fix the line or delete it (until then the file is kept as it is)")
  }

  @Test("A field missing, or a value no longer taken, says the format changed too; a value out of range does not")
  func formatChanged() {
    let lines = [
      // `events` is required: missing.
      #"realistic last-offset reachable 70 v5 {"algorithm": "last-offset"}"#,
      // A retention that is no longer one: an unknown value.
      #"realistic last-offset reachable 70 v5 {"algorithm": "last-offset", "layout": {"cellRetention": "kept"}, "events": []}"#,
      // A negative item count: a value out of range, which no format change explains.
      #"realistic last-offset reachable 70 v5 {"algorithm": "last-offset", "layout": {"itemCount": -1}, "events": []}"#,
    ]
    let found = Witnesses.problems(in: lines.joined(separator: "\n"), algorithms: [WitnessTests.lastOffset])
    #expect(found.map(\.formatChanged) == [true, true, false], "\(found)")
  }

  @Test("The golden check names a recorded witness that cannot be read, and recording refuses to drop it")
  func goldenCheckAndRecord() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-unreadable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
    try FileManager.default.copyItem(
      at: golden.appendingPathComponent(VerdictsGolden.fileName), to: directory.appendingPathComponent(VerdictsGolden.fileName))
    try Self.file.write(to: directory.appendingPathComponent(Witnesses.fileName), atomically: true, encoding: .utf8)
    let store = GoldenStore(directory: directory)
    let path = directory.appendingPathComponent(Witnesses.fileName).path
    let problem = Witnesses.Problem(
      line: 3, reason: "the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field",
      formatChanged: true)
    // `golden check` prints each problem as it is: the one line every command prints.
    let checked = store.checkVerdicts().first
    #expect(checked == .witness(file: path, problem: problem))
    #expect(checked.map { "\($0)" } == Self.formatLine(path))
    #expect(throws: GoldenProblem.witness(file: path, problem: problem)) {
      try store.record(algorithms: [WitnessTests.lastOffset], depth: 1)
    }
    #expect(try String(contentsOf: directory.appendingPathComponent(Witnesses.fileName), encoding: .utf8) == Self.file)
    // A partial record rewrites every algorithm's lines: recording another algorithm alone
    // refuses too, naming last-offset's line.
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    #expect(throws: GoldenProblem.witness(file: path, problem: problem)) {
      try store.record(algorithms: [reference], depth: 1)
    }
    #expect(try String(contentsOf: directory.appendingPathComponent(Witnesses.fileName), encoding: .utf8) == Self.file)
  }

  @Test("A line of white space alone is no problem, as a blank line is not")
  func blankLines() {
    let good = "hostile last-offset reachable 3 v5 {\"algorithm\": \"last-offset\", \"events\": [{\"type\": \"drag\", \"distance\": 100, \"velocity\": 0}]}"
    let text = "# snapcheck witnesses, format 2\n\n  \t\n\(good)\n \n"
    #expect(Witnesses.problems(in: text, algorithms: [WitnessTests.lastOffset]) == [])
  }
}
