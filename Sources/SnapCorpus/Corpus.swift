import SnapAlgorithms
import SnapEngine
import SnapModel

/// The golden corpus: the named edge cases, the seed articles' demos, and seeded random
/// scenarios from the engine's generators, in that order.
package enum Corpus {
  /// The corpus format's version, written in every golden header.
  package static let version = 1
  /// The seed the random part is drawn from.
  package static let seed = CheckDefaults.seed
  /// Random scenarios drawn from the realistic profile.
  package static let realisticCount = 200
  /// Random scenarios drawn from the hostile profile.
  package static let hostileCount = 100

  /// Every entry, named first.
  package static var entries: [CorpusEntry] {
    named + random(.realistic, count: realisticCount) + random(.hostile, count: hostileCount)
  }

  /// The named entries: the edge cases, the seed demos, the edge cases of later features,
  /// then those of batch updates.
  package static var named: [CorpusEntry] { EdgeCases.all + SeedDemos.all + EdgeCases.later + EdgeCases.updates }

  /// The named entries a host takes: all of them when it covers updates, else all but the
  /// edge cases of batch updates.
  package static func named(for host: HostCoverage) -> [CorpusEntry] {
    host.coversUpdates ? named : Array(named.dropLast(EdgeCases.updates.count))
  }

  /// One line describing the corpus, for golden headers.
  package static var description: String {
    "corpus v\(version): \(EdgeCases.all.count + EdgeCases.later.count + EdgeCases.updates.count) edge cases, \(SeedDemos.all.count) seed demos, "
      + "\(realisticCount) realistic and \(hostileCount) hostile random cases (seed \(seed))"
  }

  /// The entries of `algorithm`'s golden: every entry, then, for UIKit's orthogonal section
  /// baselines, the orthogonal sections' edge cases.
  package static func entries(for algorithm: Algorithm) -> [CorpusEntry] {
    isOrthogonal(algorithm) ? entries + EdgeCases.orthogonalSections : entries
  }

  /// The header line of `algorithm`'s golden.
  package static func description(for algorithm: Algorithm) -> String {
    isOrthogonal(algorithm) ? description + "; \(EdgeCases.orthogonalSections.count) orthogonal-section edge cases" : description
  }

  /// Whether `algorithm` is one of UIKit's orthogonal section baselines.
  private static func isOrthogonal(_ algorithm: Algorithm) -> Bool {
    CompositionalBaseline.all.contains(algorithm)
  }

  private static func random(_ profile: Profile, count: Int) -> [CorpusEntry] {
    let generator = CaseGenerator(seed: seed, profile: profile)
    return (0..<count).map { index in
      let testCase = generator.testCase(index)
      let digits = String(index)
      let name = "random-\(profile.rawValue)-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
      return CorpusEntry(
        name: name, summary: "case \(index) of the \(profile.rawValue) generator, seed \(seed)",
        configuration: testCase.configuration, events: testCase.events)
    }
  }
}
