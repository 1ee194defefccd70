import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine

/// The edge-case report: a Markdown guide to what every algorithm does, with a filmstrip
/// picture of every violation, built from one `CheckReport`.
package struct Report: Sendable {
  /// The files of the report, by name: `README.md`, one SVG per violation, in order, and the
  /// manifest that lists them (`ReportManifest`), which `report --out` trusts when it replaces
  /// an earlier report.
  package let files: [(name: String, contents: String)]

  /// The report's main file and the first line it starts with.
  package static let marker = (file: "README.md", firstLine: "# SnapCheck report")

  /// The report of `check`, whose algorithms are among `algorithms`.
  package init(check: CheckReport, cases: Int, algorithms: [Algorithm] = AlgorithmRegistry.all) {
    let checked = check.algorithms.compactMap { id in algorithms.first { $0.id == id } }
    var files: [(String, String)] = []
    var lines = [
      Self.marker.firstLine,
      "",
      "What each snap algorithm does, checked against every property with \(cases) generated cases per",
      "pair (seed \(check.seed), profile `\(check.profile.rawValue)`). Regenerate with `Scripts/report.sh`",
      "(`swift run snapcheck report --out Golden/report`); the same seed gives the same files, byte for byte.",
      "",
      "## The matrix",
      "",
    ]
    lines += Self.matrix(check)
    let zoo = Self.zoo(check, algorithms: checked)
    lines += zoo.lines
    files += zoo.files
    lines += Self.swiftUI(check, algorithms: checked)
    for descriptor in checked {
      let algorithm = descriptor.id
      let results = check.results.filter { $0.algorithm == algorithm }
      lines += ["", "<a id=\"\(algorithm)\"></a>", "## `\(algorithm)`", ""]
      lines += Self.guide(descriptor, results)
      for result in results where result.verdict == .violated {
        guard let example = result.counterexample else { continue }
        let picture = "\(algorithm)--\(result.property.id).svg"
        let contract = descriptor.contract(example.scenario.options)
        if !example.scenario.events.isEmpty {
          files.append((picture, Filmstrip.svg(
            of: example, alignment: contract.alignment, title: "\(algorithm) × \(result.property.id): \(example.message)")))
        }
        lines += [
          "", "<a id=\"\(Self.anchor(algorithm, result.property))\"></a>",
          "### `\(algorithm)` violates `\(result.property.id)`", "",
          "*\(result.property.summary)*", "",
          "The first failing generated case was number \(result.failingCase ?? 0); shrunk, it shows: \(example.message).",
        ]
        if !result.explanation.isEmpty {
          lines += ["", "It still fails with any one input changed within these values (the others as in the scenario):", ""]
          lines += result.explanation.map { "- \($0)" }
        }
        if !example.scenario.events.isEmpty { lines += ["", "![\(algorithm) × \(result.property.id)](\(picture))"] }
        if let named = Self.namedExample(of: result.property, for: descriptor) {
          let namedPicture = "\(algorithm)--\(result.property.id)--\(named.entry.name).svg"
          files.append((namedPicture, Filmstrip.svg(
            of: named.violation, alignment: contract.alignment,
            title: "\(algorithm) in \(named.entry.name): \(named.violation.message)")))
          lines += [
            "", "The same in the named scenario `\(named.entry.name)` (\(named.entry.summary.lowercasedFirst)): \(named.violation.message).",
            "", "![\(algorithm) in \(named.entry.name)](\(namedPicture))",
          ]
        }
        lines += [
          "", "Scenario (run it with `snapcheck eval`):", "", "```json", example.scenario.json, "```", "",
          "Replay:", "", "```sh", check.replay(result) ?? "", "```",
        ]
      }
    }
    lines += ["", "## The named edge cases", ""]
    lines += EdgeCaseTable.markdown(algorithms: checked)
      .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
    lines += ModelAssumptions.lines
    files.insert((Self.marker.file, lines.joined(separator: "\n") + "\n"), at: 0)
    files.append((ReportManifest.fileName, ReportManifest(files: files).text))
    self.files = files
  }

  /// The first named edge case or seed demo in which `algorithm` violates `property`.
  private static func namedExample(of property: Property, for algorithm: Algorithm) -> (entry: CorpusEntry, violation: Violation)? {
    for entry in Corpus.named {
      if let violation = property.violation(in: entry.scenario(for: algorithm)), !violation.scenario.events.isEmpty {
        return (entry, violation)
      }
    }
    return nil
  }

  static func anchor(_ algorithm: String, _ property: Property) -> String {
    "\(algorithm)--\(property.id)"
  }

  private static func matrix(_ check: CheckReport) -> [String] {
    check.markdownMatrix { algorithm, property in property.map { anchor(algorithm, $0) } ?? algorithm }
      + ["", "✓ holds · ✗ violated (click for the counterexample) · – does not apply to the algorithm's contract.", ""]
      + [unsupported(check)]
  }

  /// One sentence on the cases that stopped at something the model does not model (`unsupported`):
  /// never violations, but that part of the code went unchecked.
  private static func unsupported(_ check: CheckReport) -> String {
    let pairs = check.results.filter { $0.unsupported > 0 }
    guard !pairs.isEmpty else { return "No generated case used anything the model does not model (no `unsupported` step)." }
    return "Cases that stopped `unsupported` (never violations; that part went unchecked): "
      + pairs.map { "`\($0.algorithm)` × `\($0.property.id)` \($0.unsupported)" }.joined(separator: ", ") + "."
  }

  private static func guide(_ algorithm: Algorithm, _ results: [PairResult]) -> [String] {
    let contract = algorithm.contract(AlgorithmOptions())
    let cap = contract.pageCap.map { "at most \($0) page\($0 == 1 ? "" : "s") per drag" } ?? "no page cap (held to 1 by `page-cap`)"
    let holds = results.filter { $0.verdict == .holds }.map { "`\($0.property.id)`" }
    let notApplicable = results.filter { $0.verdict == .notApplicable }.map { "`\($0.property.id)` (\($0.reason ?? ""))" }
    let violated = results.filter { $0.verdict == .violated }.map { "[`\($0.property.id)`](#\(anchor(algorithm.id, $0.property)))" }
    return [
      "**Source:** \(algorithm.origin). **What it does:** \(algorithm.summary).", "",
      "**Contract:** \(contract.alignment.rawValue) alignment, \(cap), \(contract.keepsState ? "keeps state between gestures" : "stateless")"
        + (contract.hasTransforms ? ", scales its items." : "."), "",
      "**Holds:** " + (holds.isEmpty ? "nothing." : holds.joined(separator: ", ") + "."),
      "",
      "**Violates:** " + (violated.isEmpty ? "nothing." : violated.joined(separator: ", ") + "."),
    ] + (notApplicable.isEmpty ? [] : ["", "**Does not apply:** " + notApplicable.joined(separator: ", ") + "."])
  }
}

extension String {
  /// The string with its first letter lowercased, to run a sentence into another.
  var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
