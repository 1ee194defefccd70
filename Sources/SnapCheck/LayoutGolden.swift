import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden

/// A user layout's golden file: its exact trace on the named corpus cases that fit its
/// configurations and on seeded cases from them, in the format of the built-ins' goldens.
/// Every scenario is one the app can have: a geometry outside the space never runs.
package enum LayoutGolden {
  /// The golden `layout` produces now (built by `algorithm`, default the layout's own).
  package static func current(
    _ layout: CheckedLayout, cases: Int = SnapCheck.defaultGoldenCases, seed: UInt64 = CheckDefaults.seed, algorithm: Algorithm? = nil
  ) -> GoldenFile {
    let algorithm = algorithm ?? layout.algorithm
    let entries = entries(layout.algorithm, cases: cases, seed: seed)
    return GoldenStore.current(for: algorithm, entries: entries.all, corpus: entries.description)
  }

  /// The golden's scenarios for `layout`, in the golden's order, each with its name.
  static func scenarios(_ layout: CheckedLayout, cases: Int, seed: UInt64) -> [(name: String, scenario: Scenario)] {
    let algorithm = layout.algorithm
    return entries(algorithm, cases: cases, seed: seed).all.map { ($0.name, $0.scenario(for: algorithm)) }
  }

  /// The golden's entries for `algorithm` and its header's corpus line: the named corpus
  /// cases (edge cases and seed demos) that fit its configurations once moved into them
  /// (`CaseStream.fitted`), then `cases` seeded cases from the configurations.
  private static func entries(_ algorithm: Algorithm, cases: Int, seed: UInt64) -> (all: [CorpusEntry], description: String) {
    let stream = CaseStream(seed: seed, profile: .realistic, algorithm: algorithm)
    let named = Corpus.named(for: algorithm.host)
    let fitting = named.enumerated().compactMap { index, entry -> CorpusEntry? in
      stream.fitted(entry.testCase, index: index).map {
        CorpusEntry(name: entry.name, summary: entry.summary, configuration: $0.configuration, events: $0.events)
      }
    }
    let generated = (0..<max(cases, 0)).map { index in
      let testCase = stream.testCase(index)
      return CorpusEntry(
        name: "configurations-\(index)", summary: "case \(index) from the layout's configurations",
        configuration: testCase.configuration, events: testCase.events)
    }
    let description = "corpus v\(Corpus.version): \(fitting.count) of the \(named.count) named cases, moved into the layout's "
      + "configurations; \(cases) cases from its configurations (seed \(seed), case stream v\(CaseStream.version))"
    return (fitting + generated, description)
  }

  /// The golden recorded at `url`, or nil when there is none.
  ///
  /// - Throws: `GoldenProblem` when it cannot be read or parsed.
  package static func read(_ url: URL) throws -> GoldenFile? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = FileManager.default.contents(atPath: url.path) else { throw GoldenProblem.unreadable(file: url.path) }
    return try GoldenFile.parse(String(decoding: data, as: UTF8.self), file: url.path)
  }

  /// How many lines a golden's header has: format, algorithm, corpus, and how records are laid out.
  static let headerLineCount = 4

  /// The first `count` lines of the file at `url`, read a chunk at a time and never past
  /// `limit` bytes, so a huge file's header costs what the header costs; nil when it cannot be read.
  static func firstLines(of url: URL, count: Int, limit: Int = 1 << 16) -> [String]? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    var bytes: [UInt8] = []
    while bytes.count(where: { $0 == UInt8(ascii: "\n") }) < count && bytes.count < limit {
      guard let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty else { break }
      bytes += chunk
    }
    return Array(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).prefix(count).map(String.init))
  }

  /// How the header of the golden recorded at `url` differs from `actual`'s (format,
  /// algorithm, corpus), found from its first lines alone, whatever the file's size; nil
  /// when they agree, there is no file, or it does not start as a golden does (then reading it
  /// whole says what is wrong).
  static func headerDifference(at url: URL, actual: GoldenFile, layout: String) -> String? {
    guard let recorded = firstLines(of: url, count: headerLineCount), recorded.count == headerLineCount,
      recorded[0].hasPrefix("# snapcheck golden")
    else { return nil }
    let now = actual.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(headerLineCount).joined(separator: "\n")
    guard let line = GoldenDiff.firstDifferingLine(recorded.joined(separator: "\n"), now) else { return nil }
    return "\(layout)'s golden \(url.path) has another header than the code writes now (its scenarios were not compared): "
      + "line \(line.line): recorded \(line.found), now \(line.expected)"
  }

  /// Writes `file` at `url` atomically, creating its directory.
  package static func write(_ file: GoldenFile, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url, options: .atomic)
  }

  /// The name of the first scenario, in `actual`'s order, that `recorded` holds differently or
  /// not at all, or nil.
  static func firstDifferingName(_ recorded: GoldenFile, _ actual: GoldenFile) -> String? {
    let old = Dictionary(recorded.records.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return actual.records.first { old[$0.name] != $0 }?.name
  }

  /// The first difference between `recorded` and `actual` for `layout`, described, or nil.
  package static func difference(_ recorded: GoldenFile, _ actual: GoldenFile, layout: String, url: URL) -> String? {
    GoldenDiff.compare(expected: recorded, actual: actual).map {
      "\(layout) no longer matches its golden \(url.path): \($0.differing) differing scenario\($0.differing == 1 ? "" : "s")\n\($0.diff)"
    }
  }
}
