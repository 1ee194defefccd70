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
      + "configurations; \(cases)\(generatedCasesPhrase)\(seed), case stream v\(CaseStream.version))"
    return (fitting + generated, description)
  }

  /// What a golden's corpus line says between its seeded case count and its seed.
  private static let generatedCasesPhrase = " cases from its configurations (seed "

  /// The seeded case count and seed a golden was recorded with, read from its corpus line
  /// (`header`'s), or nil when the line does not say them.
  package static func recordedParameters(_ header: GoldenReader.Header) -> (cases: Int, seed: UInt64)? {
    guard let last = header.corpus.range(of: "; ", options: .backwards) else { return nil }
    let rest = header.corpus[last.upperBound...]
    guard let phrase = rest.range(of: generatedCasesPhrase), let cases = Int(rest[..<phrase.lowerBound]),
      let seed = UInt64(rest[phrase.upperBound...].prefix { $0.isNumber })
    else { return nil }
    return (cases, seed)
  }

  /// The golden recorded at `url`, opened to be read as it streams in (`GoldenReader`), or
  /// nil when there is none.
  ///
  /// - Throws: `GoldenProblem.unreadable` when it exists but cannot be opened.
  package static func open(_ url: URL) throws(GoldenProblem) -> GoldenReader? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try GoldenReader(url: url, file: url.path)
  }

  /// `difference`, for `layout`'s golden at `url`: `<layout> no longer matches its golden <path>: `
  /// then the header line that differs, old and new, or how many scenarios differ and the first.
  package static func describe(_ difference: GoldenDifference, layout: String, url: URL) -> String {
    "\(layout) no longer matches its golden \(url.path): \(difference.summary)"
  }

  /// Writes `file` at `url` atomically, creating its directory.
  package static func write(_ file: GoldenFile, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(file.text.utf8).write(to: url, options: .atomic)
  }
}
