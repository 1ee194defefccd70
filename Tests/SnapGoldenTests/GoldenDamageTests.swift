import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing

/// One change to one field of a golden file, which alone must fail the golden check.
struct GoldenEdit: CustomTestStringConvertible, Sendable {
  /// The golden's file name.
  var file: String
  /// What the edit changes, for the test's name.
  var field: String
  /// Text that occurs in the file (its first occurrence is replaced).
  var find: String
  /// Its replacement.
  var replace: String

  var testDescription: String { "\(file): \(field)" }
}

/// Every field of a trace golden: each header line, a record's name and fingerprint, each
/// number and word of a step line, a scale, and the end marker.
private let traceEdits = [
  GoldenEdit(file: "last-offset.golden", field: "format header", find: "# snapcheck golden, format 1", replace: "# snapcheck golden, format 2"),
  GoldenEdit(file: "last-offset.golden", field: "algorithm header", find: "# algorithm: last-offset", replace: "# algorithm: swift-port"),
  GoldenEdit(file: "last-offset.golden", field: "corpus header", find: "# corpus v1: 57 edge cases", replace: "# corpus v1: 58 edge cases"),
  GoldenEdit(file: "last-offset.golden", field: "layout header", find: "# each scenario: '== name", replace: "# each scenario: '== title"),
  GoldenEdit(file: "last-offset.golden", field: "record name", find: "== one-item 9e0819a66390bcee", replace: "== one-items 9e0819a66390bcee"),
  GoldenEdit(file: "last-offset.golden", field: "fingerprint", find: "== one-item 9e0819a66390bcee", replace: "== one-item 9e0819a66390bced"),
  GoldenEdit(file: "last-offset.golden", field: "event number", find: "\n0 drag start=0 release=25.666666666666668", replace: "\n1 drag start=0 release=25.666666666666668"),
  GoldenEdit(file: "last-offset.golden", field: "event type", find: "0 drag start=0 release=25.666666666666668", replace: "0 scroll start=0 release=25.666666666666668"),
  GoldenEdit(file: "last-offset.golden", field: "start", find: "start=0 release=25.666666666666668", replace: "start=1 release=25.666666666666668"),
  GoldenEdit(file: "last-offset.golden", field: "release (last digit)", find: "release=25.666666666666668", replace: "release=25.666666666666664"),
  GoldenEdit(file: "last-offset.golden", field: "velocity", find: "release=25.666666666666668 velocity=0", replace: "release=25.666666666666668 velocity=0.5"),
  GoldenEdit(file: "last-offset.golden", field: "proposed", find: "velocity=0 proposed=0 target=-320", replace: "velocity=0 proposed=1 target=-320"),
  GoldenEdit(file: "last-offset.golden", field: "target", find: "target=-320 rest=0", replace: "target=-321 rest=0"),
  GoldenEdit(file: "last-offset.golden", field: "rest", find: "target=-320 rest=0 ok", replace: "target=-320 rest=1 ok"),
  GoldenEdit(file: "last-offset.golden", field: "outcome", find: "target=-320 rest=0 ok", replace: "target=-320 rest=0 fault: trap: x"),
  GoldenEdit(file: "last-offset.golden", field: "a dropped step", find: "\n1 drag start=0 release=-15.666666666666666 velocity=0 proposed=0 target=0 rest=0 ok", replace: ""),
  GoldenEdit(file: "last-offset.golden", field: "end marker", find: "# end: 362 scenarios", replace: "# end: 361 scenarios"),
  GoldenEdit(file: "center-nearest.golden", field: "scale", find: "rest=0 ok scales=0.93", replace: "rest=0 ok scales=0.94"),
  GoldenEdit(file: "last-offset.golden", field: "a trailing space on a record line", find: "== one-item 9e0819a66390bcee\n", replace: "== one-item 9e0819a66390bcee \n"),
  GoldenEdit(file: "last-offset.golden", field: "two spaces in a record line", find: "== one-item 9e0819a66390bcee\n", replace: "== one-item  9e0819a66390bcee\n"),
  GoldenEdit(file: "last-offset.golden", field: "a carriage return on a record line", find: "== one-item 9e0819a66390bcee\n", replace: "== one-item 9e0819a66390bcee\r\n"),
]

/// How many verdicts `verdicts.golden` holds: both profiles × every algorithm × every property.
private let verdictCount = 2 * AlgorithmRegistry.all.count * Property.allCases.count

/// Every field of `verdicts.golden`: each header, each word of a line, a failing case's
/// number, and the end marker.
private let verdictEdits = [
  GoldenEdit(file: "verdicts.golden", field: "format header", find: "# snapcheck verdicts, format 1", replace: "# snapcheck verdicts, format 2"),
  GoldenEdit(file: "verdicts.golden", field: "seed header", find: "--seed 20261129 ", replace: "--seed 20261128 "),
  GoldenEdit(file: "verdicts.golden", field: "cases header", find: "--cases 1000,", replace: "--cases 999,"),
  GoldenEdit(file: "verdicts.golden", field: "profile", find: "realistic last-offset finite holds", replace: "hostile last-offset finite holds"),
  GoldenEdit(file: "verdicts.golden", field: "algorithm", find: "realistic last-offset finite holds", replace: "realistic last-offsets finite holds"),
  GoldenEdit(file: "verdicts.golden", field: "property", find: "realistic last-offset finite holds", replace: "realistic last-offset direction holds"),
  GoldenEdit(file: "verdicts.golden", field: "verdict", find: "realistic last-offset finite holds", replace: "realistic last-offset finite violated"),
  GoldenEdit(file: "verdicts.golden", field: "failing case number", find: "realistic last-offset in-bounds violated 2\n", replace: "realistic last-offset in-bounds violated 3\n"),
  GoldenEdit(file: "verdicts.golden", field: "end marker", find: "# end: \(verdictCount) verdicts", replace: "# end: \(verdictCount - 1) verdicts"),
  GoldenEdit(file: "verdicts.golden", field: "a trailing space on a verdict line", find: "realistic last-offset finite holds\n", replace: "realistic last-offset finite holds \n"),
  GoldenEdit(file: "verdicts.golden", field: "two spaces in a verdict line", find: "realistic last-offset finite holds\n", replace: "realistic  last-offset finite holds\n"),
  GoldenEdit(file: "verdicts.golden", field: "a failing case with a leading zero", find: "realistic last-offset in-bounds violated 2\n", replace: "realistic last-offset in-bounds violated 02\n"),
  GoldenEdit(file: "verdicts.golden", field: "two adjacent verdict lines swapped",
    find: "realistic last-offset finite holds\nrealistic last-offset in-bounds violated 2\n",
    replace: "realistic last-offset in-bounds violated 2\nrealistic last-offset finite holds\n"),
]

/// The committed verdicts, read once per process: what the damage tests compare an edited copy
/// with. `GoldenFileTests` checks that they are the matrix the code gives now, so comparing
/// with them finds what comparing with a fresh matrix would, without running it per test.
private let committedVerdicts = Result { try GoldenStore(directory: committedGoldens).verdicts() }

/// The committed report's files, read once per process, for the same reason.
private let committedReport = Result {
  let directory = committedGoldens.appendingPathComponent(GoldenStore.reportDirectoryName)
  return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
    (name: name, contents: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
  }
}

/// The problems the golden check finds in a scratch copy of Golden/ with `edit` applied.
private func problems(after change: GoldenEdit) throws -> [GoldenProblem] {
  let directory = try scratchGoldens()
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent(change.file)
  let before = try String(contentsOf: file, encoding: .utf8)
  try edit(file, replacing: change.find, with: change.replace)
  #expect(try String(contentsOf: file, encoding: .utf8) != before)
  let store = GoldenStore(directory: directory)
  if change.file == VerdictsGolden.fileName { return store.checkVerdicts(current: try committedVerdicts.get()) }
  let algorithm = try #require(AlgorithmRegistry.algorithm(id: String(change.file.dropLast(".golden".count))))
  return store.checkTraces(algorithms: [algorithm])
}

@Suite("Golden damage: changing any one field alone fails the golden check")
struct GoldenDamageTests {
  @Test("Changing one field of a trace golden alone fails the golden check", arguments: traceEdits)
  func traceField(_ edit: GoldenEdit) throws {
    let found = try problems(after: edit)
    #expect(found.contains { $0.description.hasPrefix(edit.file) }, "\(found)")
  }

  @Test("Changing one field of verdicts.golden alone fails the golden check", arguments: verdictEdits)
  func verdictField(_ edit: GoldenEdit) throws {
    let found = try problems(after: edit)
    #expect(found.contains { $0.description.hasPrefix(edit.file) }, "\(found)")
  }

  @Test("Swapping two adjacent records of any trace golden alone fails the golden check", arguments: AlgorithmRegistry.ids)
  func swappedRecords(_ algorithm: String) throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(GoldenStore.fileName(of: algorithm))
    var blocks = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n== ")
    try #require(blocks.count > 12)
    blocks.swapAt(10, 11)
    try blocks.joined(separator: "\n== ").write(to: file, atomically: true, encoding: .utf8)
    let found = GoldenStore(directory: directory).checkTraces(algorithms: [try #require(AlgorithmRegistry.algorithm(id: algorithm))])
    guard case .mismatch(let name, let differing, _, let diff)? = found.first else {
      Issue.record("expected a mismatch, got \(found)")
      return
    }
    #expect(name == GoldenStore.fileName(of: algorithm))
    #expect(differing == 2)
    #expect(diff.contains("recorded as scenario 10, where the corpus has"), "\(diff)")
  }

  @Test("A stray file, a missing file or page, an edited README or page and a changed picture in report/ each fail the golden check")
  func reportDamage() throws {
    let expected = try committedReport.get()
    let picture = try #require(expected.first { $0.name.hasSuffix(".svg") }?.name)
    let damages: [(what: String, file: String, damage: (URL) throws -> Void)] = [
      ("a stray SVG", "report/mine.svg", { try "<svg/>".write(to: $0.appendingPathComponent("mine.svg"), atomically: true, encoding: .utf8) }),
      ("a stray hidden file", "report/.notes", { try "x".write(to: $0.appendingPathComponent(".notes"), atomically: true, encoding: .utf8) }),
      ("a missing picture", "report/\(picture)", { try FileManager.default.removeItem(at: $0.appendingPathComponent(picture)) }),
      ("an edited README", "report/README.md", { try edit($0.appendingPathComponent("README.md"), replacing: "## The matrix\n", with: "## The matrix \n") }),
      ("a missing page", "report/reference.md", { try FileManager.default.removeItem(at: $0.appendingPathComponent("reference.md")) }),
      ("an edited page", "report/fs-pager.md", { try edit($0.appendingPathComponent("fs-pager.md"), replacing: "## Reported bugs", with: "## Reported  bugs") }),
      ("a changed picture", "report/\(picture)", { try edit($0.appendingPathComponent(picture), replacing: "<svg ", with: "<svg  ") }),
    ]
    for (what, file, damage) in damages {
      let directory = try scratchGoldens()
      defer { try? FileManager.default.removeItem(at: directory) }
      let store = GoldenStore(directory: directory)
      #expect(store.checkReport(expected: expected) == [], "before \(what)")
      try damage(directory.appendingPathComponent("report"))
      let found = store.checkReport(expected: expected)
      #expect(found.count == 1 && found.first?.description.hasPrefix(file + ": ") == true, "\(what): \(found)")
    }
  }

  @Test("A duplicated record with edited numbers and a matching end marker is rejected naming both lines")
  func duplicateRecord() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("last-offset.golden")
    try edit(file, replacing: "== one-item 9e0819a66390bcee\n",
      with: "== empty-collection da0b22b45b2efb33\n0 drag start=0 release=0 velocity=0 proposed=- target=- rest=5 ok\n== one-item 9e0819a66390bcee\n")
    try edit(file, replacing: "# end: 362 scenarios", with: "# end: 363 scenarios")
    let found = GoldenStore(directory: directory).checkTraces(algorithms: [AlgorithmRegistry.all[0]])
    #expect(found == [.malformed(file: "last-offset.golden", line: 11, reason: "a second record of empty-collection (the first is on line 5)")])
  }

  @Test("A duplicated verdict line is rejected, even with the end marker counting it")
  func duplicateVerdict() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("verdicts.golden")
    try edit(file, replacing: "realistic last-offset finite holds\n", with: "realistic last-offset finite holds\nrealistic last-offset finite violated 7\n")
    try edit(file, replacing: "# end: \(verdictCount) verdicts", with: "# end: \(verdictCount + 1) verdicts")
    let found = GoldenStore(directory: directory).checkVerdicts(current: try committedVerdicts.get())
    #expect(found == [.malformed(file: "verdicts.golden", line: 4, reason: "a second verdict for 'realistic last-offset finite' (the first is on line 3)")])
  }

  @Test("Verdicts recorded with another seed or case count are a mismatch showing the header")
  func verdictsHeader() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    try edit(directory.appendingPathComponent("verdicts.golden"), replacing: "--cases 1000,", with: "--cases 100,")
    let found = GoldenStore(directory: directory).checkVerdicts(current: try committedVerdicts.get())
    guard case .mismatch(_, _, _, let diff)? = found.first else {
      Issue.record("expected a mismatch, got \(found)")
      return
    }
    #expect(diff.contains("expected: # snapcheck check --seed 20261129 --cases 100, both profiles"))
  }

  @Test("A stray file (an interrupted record's temporary) is reported; a report/ directory is expected")
  func strayFiles() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "x".write(to: directory.appendingPathComponent(".verdicts.golden.tmp-1234"), atomically: false, encoding: .utf8)
    try "x".write(to: directory.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("report"), withIntermediateDirectories: true)
    let found = GoldenStore(directory: directory).checkTraces(algorithms: [])
    #expect(found == [.stray(file: ".verdicts.golden.tmp-1234"), .stray(file: "notes.txt")])
  }

  @Test("An unreadable golden is reported as unreadable, without advice to re-record it")
  func unreadable() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("verdicts.golden")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let found = GoldenStore(directory: directory).checkVerdicts(current: try committedVerdicts.get())
    #expect(found == [.unreadable(file: "verdicts.golden")])
    #expect(!found[0].description.contains("golden record`"))
    #expect(throws: GoldenProblem.unreadable(file: "verdicts.golden")) {
      try GoldenStore(directory: directory).record(algorithms: [AlgorithmRegistry.all[0]])
    }
  }
}
