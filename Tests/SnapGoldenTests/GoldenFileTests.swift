import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden
import Testing

/// The repository's committed `Golden/`, found from this file's place in the checkout (the
/// command line finds it from the current directory instead).
let committedGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Golden")

/// A scratch copy of the repository's goldens, removed when the test ends.
func scratchGoldens() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-golden-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let source = committedGoldens
  for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
    try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: directory.appendingPathComponent(name))
  }
  return directory
}

/// Replaces the first match of `pattern` in a file.
func edit(_ file: URL, replacing pattern: String, with replacement: String) throws {
  let text = try String(contentsOf: file, encoding: .utf8)
  let range = try #require(text.range(of: pattern))
  try text.replacingCharacters(in: range, with: replacement).write(to: file, atomically: true, encoding: .utf8)
}

@Suite("Golden files: the repository's match, and every kind of damage is caught")
struct GoldenFileTests {
  let lastOffset = AlgorithmRegistry.algorithm(id: "last-offset")!

  @Test("Every trace golden in Golden/ matches what the code does now")
  func traceGoldensMatch() {
    let problems = GoldenStore(directory: committedGoldens).checkTraces()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("Golden/verdicts.golden matches the matrix of the default seed, in both profiles")
  func verdictsGoldenMatches() {
    let problems = GoldenStore(directory: committedGoldens).checkVerdicts()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("Golden/edge-cases.md is what the code produces now")
  func edgeCaseTableMatches() {
    let problems = GoldenStore(directory: committedGoldens).checkEdgeCaseTable()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("Golden/report/ holds exactly the files the report writes now, byte for byte, as golden check sees it")
  func reportMatches() {
    let problems = GoldenStore(directory: committedGoldens).checkReport()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("Changing one number fails with a diff naming the scenario and its expected and actual lines")
  func changedNumber() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("last-offset.golden")
    try edit(file, replacing: "proposed=268.3333333333333 target=265", with: "proposed=268.3333333333333 target=266")
    let problems = GoldenStore(directory: directory).checkTraces(algorithms: [lastOffset])
    let problem = try #require(problems.first)
    guard case .mismatch(let name, let differing, _, let diff) = problem else {
      Issue.record("expected a mismatch, got \(problem)")
      return
    }
    #expect(name == "last-offset.golden")
    #expect(differing == 1)
    #expect(diff.contains("scenario seed-000-demo:"))
    #expect(diff.contains("expected: 0 drag start=0 release=120 velocity=1.5 proposed=268.3333333333333 target=266"))
    #expect(diff.contains("actual:   0 drag start=0 release=120 velocity=1.5 proposed=268.3333333333333 target=265"))
  }

  @Test("A deleted golden is missing; a golden no algorithm owns is an orphan")
  func missingAndOrphan() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.removeItem(at: directory.appendingPathComponent("last-offset.golden"))
    try "x".write(to: directory.appendingPathComponent("retired-layout.golden"), atomically: true, encoding: .utf8)
    let problems = GoldenStore(directory: directory).checkTraces(algorithms: [lastOffset])
    #expect(problems == [.missing(file: "last-offset.golden"), .orphan(file: "retired-layout.golden")])
  }

  @Test("A malformed line and a truncated file fail naming the file and the line")
  func malformedAndTruncated() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("last-offset.golden")
    try edit(file, replacing: "== one-item ", with: "== one item ")
    let malformed = GoldenStore(directory: directory).checkTraces(algorithms: [lastOffset])
    guard case .malformed(let name, let line, _)? = malformed.first else {
      Issue.record("expected malformed, got \(malformed)")
      return
    }
    #expect(name == "last-offset.golden")
    #expect(line == 11)
    try edit(file, replacing: "== one item ", with: "== one-item ")
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    try (lines.prefix(lines.count / 2).joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let truncated = GoldenStore(directory: directory).checkTraces(algorithms: [lastOffset])
    guard case .malformed(_, _, let reason)? = truncated.first else {
      Issue.record("expected malformed, got \(truncated)")
      return
    }
    #expect(reason == "no end marker: the file is truncated")
  }

  @Test("Recording one algorithm keeps verdicts.golden byte for byte, so the check right after passes")
  func partialRecordKeepsVerdicts() throws {
    let directory = try scratchGoldens()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(VerdictsGolden.fileName)
    let committed = try String(contentsOf: file, encoding: .utf8)
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    // A shallow record (the default count): the reference holds at any depth, so its lines stay.
    let changes = try GoldenStore(directory: directory).record(algorithms: [reference], depth: CheckDefaults.cases)
    #expect(changes.contains { $0.hasPrefix("verdicts.golden: unchanged (a deep run: 1000 cases per pair,") }, "\(changes)")
    #expect(try String(contentsOf: file, encoding: .utf8) == committed)
    let expected = try GoldenStore(directory: committedGoldens).verdicts()
    #expect(GoldenStore(directory: directory).checkVerdicts(current: expected) == [])
  }

  @Test("A partial record changes only that algorithm's lines, in place, and puts a new one at its registry place")
  func partialRecordInPlace() throws {
    let committed = try String(contentsOf: committedGoldens.appendingPathComponent(VerdictsGolden.fileName), encoding: .utf8)
    let recorded = try VerdictsGolden.parse(committed, file: VerdictsGolden.fileName)
    let changedLine = "realistic reference finite holds"
    try #require(committed.contains(changedLine + "\n"))
    let changed = try VerdictsGolden.parse(
      committed.replacingOccurrences(of: changedLine + "\n", with: "realistic reference finite violated 7\n"), file: VerdictsGolden.fileName)
    #expect(recorded.replacing("reference", with: changed, order: AlgorithmRegistry.ids).text == changed.text)
    // Without reference's lines (two header lines, the end marker and the final newline stay).
    let kept = committed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(" reference ") }
    let withoutReference = kept.joined(separator: "\n")
      .replacingOccurrences(of: "# end: \(recorded.entries.count) verdicts", with: "# end: \(kept.count - 4) verdicts")
    let missing = try VerdictsGolden.parse(withoutReference, file: VerdictsGolden.fileName)
    #expect(missing.entries.count < recorded.entries.count)
    #expect(missing.replacing("reference", with: recorded, order: AlgorithmRegistry.ids).text == committed)
  }

  @Test("The golden directory is found beside the nearest Package.swift at or above a directory, or not at all")
  func packageLookup() throws {
    let package = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let nested = package.appendingPathComponent("Sources/a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    #expect(GoldenStore.packageGoldenDirectory(from: nested) == nil)
    try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(GoldenStore.packageGoldenDirectory(from: nested)?.path == package.appendingPathComponent("Golden").standardizedFileURL.path)
    #expect(GoldenStore.packageGoldenDirectory(from: package)?.path == package.appendingPathComponent("Golden").standardizedFileURL.path)
  }

  @Test("Recording twice in a row writes byte-identical files")
  func recordTwice() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-record-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = GoldenStore(directory: directory)
    // Shallow verdicts (a gate's count): only the trace golden's bytes are compared.
    let first = try store.record(algorithms: [lastOffset], depth: CheckDefaults.gateCases)
    #expect(first.first == "last-offset.golden: new")
    let bytes = try Data(contentsOf: directory.appendingPathComponent("last-offset.golden"))
    let second = try store.record(algorithms: [lastOffset], depth: CheckDefaults.gateCases)
    #expect(second.first == "last-offset.golden: unchanged")
    #expect(try Data(contentsOf: directory.appendingPathComponent("last-offset.golden")) == bytes)
  }
}

@Suite("The golden corpus")
struct CorpusTests {
  @Test("At least 30 named edge cases with unique names, including the ones the issue names")
  func namedEdgeCases() {
    let names = EdgeCases.all.map(\.name)
    #expect(names.count >= 30)
    #expect(Set(Corpus.entries.map(\.name)).count == Corpus.entries.count)
    for required in [
      "empty-collection", "one-item", "item-wider-than-view", "content-narrower-than-view",
      "threshold-eighth-page-minus", "threshold-eighth-page-plus", "velocity-2.999", "velocity-3.0",
      "velocity-below-momentum-floor", "fling-past-last-item", "drag-past-leading-edge", "rotation-mid-sequence",
      "reload-fewer-items", "programmatic-scroll-then-swipe", "current-cell-recycled", "fractional-width-392.727",
      "scale-2-rounding", "nan-velocity", "infinite-velocity", "zero-item-width",
    ] {
      #expect(names.contains(required), "\(required)")
    }
  }

  @Test("The edge cases of batch updates come last, and only a host that covers updates takes them")
  func updateCasesLast() {
    let names = ["update-delete-before", "update-delete-last-at-end", "update-insert-and-move"]
    #expect(Corpus.named.suffix(3).map(\.name) == names)
    #expect(Corpus.named(for: .wide).map(\.name) == Corpus.named.dropLast(3).map(\.name))
    #expect(Corpus.named(for: HostCoverage(axes: [.horizontal], isWide: false, coversUpdates: true)).map(\.name) == Corpus.named.map(\.name))
  }

  @Test("Every named edge case and seed demo has a row in edge-cases.md")
  func everyNameInTable() throws {
    let table = try String(contentsOf: committedGoldens.appendingPathComponent("edge-cases.md"), encoding: .utf8)
    for entry in Corpus.named {
      #expect(table.contains("| `\(entry.name)` |"), "\(entry.name)")
    }
  }
}
