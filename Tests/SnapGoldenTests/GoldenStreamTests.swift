import Foundation
import SnapGolden
import Testing

/// A golden of `count` records named `r0`, `r1`, …, each with two step lines, as a layout's
/// golden is laid out (the fingerprints are made up: only their 16 characters matter here).
private func golden(records count: Int, corpus: String = "corpus v1: a generated corpus") -> GoldenFile {
  GoldenFile(
    algorithm: "carousel", corpus: corpus,
    records: (0..<count).map { index in
      GoldenFile.Record(
        name: "r\(index)", fingerprint: String(repeating: "a", count: 16),
        lines: ["0 drag start=0 release=120 velocity=1.5 proposed=\(index) target=\(index) rest=\(index) ok", "1 scroll rest=300 ok"])
    })
}

/// A file in a fresh temporary folder holding `text`, removed with the folder by the caller.
private func temporaryGolden(_ text: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-stream-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent("carousel.golden")
  try Data(text.utf8).write(to: url)
  return url
}

/// A reader of the file at `url` through a source that counts what it is asked for.
private final class CountingSource: @unchecked Sendable {
  private let handle: FileHandle
  /// Every count asked for, in order.
  private(set) var requests: [Int] = []

  init(_ url: URL) throws { handle = try FileHandle(forReadingFrom: url) }
  deinit { try? handle.close() }

  func reader() -> GoldenReader {
    GoldenReader(file: "carousel.golden") { count in
      self.requests.append(count)
      return Array(try self.handle.read(upToCount: count) ?? Data())
    }
  }
}

@Suite("A golden streams in: its header first, then one scenario at a time (Goldens in CI)")
struct GoldenStreamTests {
  @Test("A golden of 40,000 scenarios whose corpus line changed fails after its first chunk, naming line 3 old and new")
  func changedHeaderAfterOneChunk() throws {
    let recorded = golden(records: 40_000, corpus: "corpus v0: an older corpus")
    let url = try temporaryGolden(recorded.text)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    // Each record is over a hundred bytes: the file is megabytes, its header about 200 bytes.
    #expect(try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 > 4_000_000)
    let source = try CountingSource(url)
    var reader = source.reader()
    let difference = try GoldenDiff.compare(&reader, with: golden(records: 40_000))
    #expect(
      difference == .header(line: 3, recorded: "\"# corpus v0: an older corpus\"", now: "\"# corpus v1: a generated corpus\""))
    #expect(source.requests == [GoldenReader.chunkSize])
    #expect(reader.bytesRead == GoldenReader.chunkSize)
    #expect(
      difference?.summary
        == "header line 3 differs from what the code writes now (the scenarios were not compared): "
        + "recorded \"# corpus v0: an older corpus\", now \"# corpus v1: a generated corpus\"")
  }

  @Test("A large golden that matches is read once, a chunk at a time, to its end")
  func matchingGoldenReadOnce() throws {
    let current = golden(records: 40_000)
    let url = try temporaryGolden(current.text)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let size = try #require(try url.resourceValues(forKeys: [.fileSizeKey]).fileSize)
    let source = try CountingSource(url)
    var reader = source.reader()
    #expect(try GoldenDiff.compare(&reader, with: current) == nil)
    // Every byte once: the full chunks, the last partial one, then the empty read that ends it.
    #expect(reader.bytesRead == size)
    #expect(source.requests.count == (size + GoldenReader.chunkSize - 1) / GoldenReader.chunkSize + 1)
    #expect(source.requests.allSatisfy { $0 == GoldenReader.chunkSize })
  }

  @Test("One changed step in the middle of a large golden is counted and shown as expected against actual")
  func oneChangedScenario() throws {
    let current = golden(records: 40_000)
    var changed = current
    changed.records[20_000].lines[1] = "1 scroll rest=301 ok"
    var reader = GoldenReader(text: changed.text, file: "carousel.golden")
    let difference = try GoldenDiff.compare(&reader, with: current)
    #expect(
      difference
        == .scenarios(
          differing: 1, total: 40_000,
          diff: "scenario r20000:\n  expected: 1 scroll rest=301 ok\n  actual:   1 scroll rest=300 ok", first: "r20000"))
    #expect(difference?.summary.hasPrefix("1 of 40000 scenarios differ; the first:\nscenario r20000:\n") == true)
  }

  @Test("A scenario the golden lacks, one it holds in excess and two swapped are each told apart")
  func addedRemovedAndMoved() throws {
    let current = golden(records: 3)
    var fewer = current
    fewer.records.removeLast()
    var reader = GoldenReader(text: fewer.text, file: "g")
    #expect(try GoldenDiff.compare(&reader, with: current) == .scenarios(differing: 1, total: 3, diff: "scenario r2: new, not in the golden", first: "r2"))
    var more = current
    more.records.append(GoldenFile.Record(name: "r9", fingerprint: String(repeating: "b", count: 16), lines: ["0 scroll rest=0 ok"]))
    reader = GoldenReader(text: more.text, file: "g")
    #expect(
      try GoldenDiff.compare(&reader, with: current)
        == .scenarios(differing: 1, total: 3, diff: "scenario r9: in the golden, no longer in the corpus", first: nil))
    var swapped = current
    swapped.records.swapAt(0, 1)
    reader = GoldenReader(text: swapped.text, file: "g")
    #expect(
      try GoldenDiff.compare(&reader, with: current)
        == .scenarios(differing: 2, total: 3, diff: "scenario r1: recorded as scenario 1, where the corpus has r0", first: nil))
  }

  @Test("A line longer than a golden's longest is malformed after at most that many bytes and a chunk")
  func endlessLine() throws {
    var text = golden(records: 0).headerLines.joined(separator: "\n") + "\n== r0 aaaaaaaaaaaaaaaa\n"
    text += String(repeating: "0", count: 3 * GoldenReader.longestLine) + " ok\n# end: 1 scenarios\n"
    var reader = GoldenReader(text: text, file: "g")
    #expect(throws: GoldenProblem.malformed(file: "g", line: 6, reason: "a line of more than \(GoldenReader.longestLine) bytes")) {
      try GoldenDiff.compare(&reader, with: golden(records: 1))
    }
    #expect(reader.bytesRead <= GoldenReader.longestLine + 2 * GoldenReader.chunkSize)
  }

  @Test("A file whose first line is no golden's fails on line 1 after one chunk")
  func notAGolden() throws {
    var reader = GoldenReader(text: String(repeating: "not a golden line\n", count: 100_000), file: "g")
    #expect(throws: GoldenProblem.malformed(file: "g", line: 1, reason: "expected '# snapcheck golden, format 1'")) {
      try GoldenDiff.compare(&reader, with: golden(records: 1))
    }
    #expect(reader.bytesRead == GoldenReader.chunkSize)
  }

  @Test("Parsing a golden's text gives back the file, and a record line with two spaces names its line")
  func parseRoundTrip() throws {
    let file = golden(records: 3)
    #expect(try GoldenFile.parse(file.text, file: "g") == file)
    let damaged = file.text.replacingOccurrences(of: "== r1 ", with: "== r1  ")
    // Header 4 lines, r0's record 3: r1's record line is line 8.
    #expect(throws: GoldenProblem.malformed(file: "g", line: 8, reason: "found \"== r1  aaaaaaaaaaaaaaaa\", but `golden record` writes \"== r1 aaaaaaaaaaaaaaaa\"")) {
      try GoldenFile.parse(damaged, file: "g")
    }
  }
}
