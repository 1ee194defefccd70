import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden

/// A user layout's golden file: its exact trace on the golden corpus and on seeded cases
/// from its configurations, in the format of the built-ins' goldens.
package enum LayoutGolden {
  /// The golden `layout` produces now: the corpus, then `cases` cases from its configurations.
  package static func current(_ layout: CheckedLayout, cases: Int = SnapCheck.defaultGoldenCases, seed: UInt64 = CheckDefaults.seed) -> GoldenFile {
    let algorithm = layout.algorithm
    let stream = CaseStream(seed: seed, profile: .realistic, algorithm: algorithm)
    let generated = (0..<max(cases, 0)).map { index in
      let testCase = stream.testCase(index)
      return CorpusEntry(
        name: "configurations-\(index)", summary: "case \(index) from the layout's configurations",
        configuration: testCase.configuration, events: testCase.events)
    }
    return GoldenStore.current(
      for: algorithm, extra: generated, extraDescription: "; \(cases) cases from the layout's configurations (seed \(seed))")
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
