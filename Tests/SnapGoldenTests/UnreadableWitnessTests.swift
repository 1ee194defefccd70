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

  @Test("Each line that cannot be replayed is named by its number and what is wrong; another algorithm's lines are not judged")
  func problems() {
    let found = Witnesses.problems(in: Self.file, algorithms: [WitnessTests.lastOffset])
    #expect(found == [
      Witnesses.Problem(line: 3, reason: "the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field"),
      Witnesses.Problem(line: 5, reason: "not a witness line (profile algorithm property case vN {scenario})"),
      Witnesses.Problem(line: 6, reason: "no property is named reachability"),
    ])
    #expect(
      found.first?.description(file: "Golden/witnesses.golden")
        == "Golden/witnesses.golden:3: the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field; fix the line or delete it (until then the file is kept as it is)")
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
    let reason = "the witness of realistic last-offset reachable does not read as a scenario: layout.itemWidht: unknown field"
    #expect(store.checkVerdicts().first == .malformed(file: Witnesses.fileName, line: 3, reason: reason))
    #expect(throws: GoldenProblem.malformed(file: Witnesses.fileName, line: 3, reason: reason + "; fix the line or delete it before recording")) {
      try store.record(algorithms: [WitnessTests.lastOffset], depth: 1)
    }
    #expect(try String(contentsOf: directory.appendingPathComponent(Witnesses.fileName), encoding: .utf8) == Self.file)
    // A partial record rewrites every algorithm's lines: recording another algorithm alone
    // refuses too, naming last-offset's line.
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    #expect(throws: GoldenProblem.malformed(file: Witnesses.fileName, line: 3, reason: reason + "; fix the line or delete it before recording")) {
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
