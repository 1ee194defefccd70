import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden

/// A user layout's golden file: its exact trace on the golden corpus and on seeded cases
/// from its configurations, in the format of the built-ins' goldens.
package enum LayoutGolden {
  /// The golden `layout` produces now: the corpus, then `cases` cases from its configurations
  /// (built by `algorithm`, default the layout's own).
  package static func current(
    _ layout: CheckedLayout, cases: Int = SnapCheck.defaultGoldenCases, seed: UInt64 = CheckDefaults.seed, algorithm: Algorithm? = nil
  ) -> GoldenFile {
    let algorithm = algorithm ?? layout.algorithm
    return GoldenStore.current(
      for: algorithm, extra: generated(algorithm, cases: cases, seed: seed),
      extraDescription: "; \(cases) cases from the layout's configurations (seed \(seed))")
  }

  /// The golden's scenarios for `layout`, in the golden's order, each with its name.
  static func scenarios(_ layout: CheckedLayout, cases: Int, seed: UInt64) -> [(name: String, scenario: Scenario)] {
    let algorithm = layout.algorithm
    return (Corpus.entries + generated(algorithm, cases: cases, seed: seed)).map { ($0.name, $0.scenario(for: algorithm)) }
  }

  /// The golden's `cases` seeded cases from `algorithm`'s configurations.
  private static func generated(_ algorithm: Algorithm, cases: Int, seed: UInt64) -> [CorpusEntry] {
    let stream = CaseStream(seed: seed, profile: .realistic, algorithm: algorithm)
    return (0..<max(cases, 0)).map { index in
      let testCase = stream.testCase(index)
      return CorpusEntry(
        name: "configurations-\(index)", summary: "case \(index) from the layout's configurations",
        configuration: testCase.configuration, events: testCase.events)
    }
  }

  /// The golden recorded at `url`, or nil when there is none.
  ///
  /// - Throws: `GoldenProblem` when it cannot be read or parsed.
  package static func read(_ url: URL) throws -> GoldenFile? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = FileManager.default.contents(atPath: url.path) else { throw GoldenProblem.unreadable(file: url.path) }
    return try GoldenFile.parse(String(decoding: data, as: UTF8.self), file: url.path)
  }

  /// Writes `file` at `url` atomically, creating its directory.
  package static func write(_ file: GoldenFile, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url, options: .atomic)
  }

  /// The first difference between `recorded` and `actual` for `layout`, described, or nil.
  package static func difference(_ recorded: GoldenFile, _ actual: GoldenFile, layout: String, url: URL) -> String? {
    GoldenDiff.compare(expected: recorded, actual: actual).map {
      "\(layout) no longer matches its golden \(url.path): \($0.differing) differing scenario\($0.differing == 1 ? "" : "s")\n\($0.diff)"
    }
  }
}
