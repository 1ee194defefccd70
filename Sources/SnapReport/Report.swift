import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine

/// The edge-case report: an index (`README.md`: the matrix, the families of rules, SwiftUI's
/// built-ins, the named edge cases and the model's assumptions) and one guide page per
/// algorithm (`<algorithm>.md`: its rule, contract and verdicts, its library's reported bugs,
/// and every violation with its counterexample, explanation, replay and filmstrip), built from
/// one `CheckReport`.
package struct Report: Sendable {
  /// The files of the report, by name: `README.md`, then each algorithm's page followed by its
  /// SVG pictures, in order, and the manifest that lists them (`ReportManifest`), which
  /// `report --out` trusts when it replaces an earlier report.
  package let files: [(name: String, contents: String)]

  /// The report's main file and the first line it starts with.
  package static let marker = (file: "README.md", firstLine: "# SnapCheck report")

  /// The report of `check`, whose algorithms are among `algorithms`.
  package init(check: CheckReport, cases: Int, algorithms: [Algorithm] = AlgorithmRegistry.all) {
    let checked = check.algorithms.compactMap { id in algorithms.first { $0.id == id } }
    var files: [(String, String)] = []
    // SnapCheck's own report names its script; a command line of your own names itself.
    let regenerate = check.command == "snapcheck"
      ? ["pair (seed \(check.seed), profile `\(check.profile.rawValue)`). Regenerate with `Scripts/report.sh`",
         "(`swift run snapcheck report --out Golden/report`); the same seed gives the same files, byte for byte."]
      : ["pair (seed \(check.seed), profile `\(check.profile.rawValue)`). Regenerate with `swift run \(check.command) report`",
         "and the same options; the same seed gives the same files, byte for byte."]
    var lines = [
      Self.marker.firstLine,
      "",
      "What each snap algorithm does, checked against every property with \(cases) generated cases per",
    ] + regenerate + [
      "Each algorithm has a page of its own: its rule, what holds, and every violation with its counterexample.",
      "",
      "## The matrix",
      "",
    ]
    lines += Self.matrix(check)
    lines += ReportFamily.index(of: checked)
    lines += Self.zooNote(check)
    lines += Self.swiftUI(check, algorithms: checked)
    lines += ["", "## The named edge cases", ""]
    lines += EdgeCaseTable.markdown(algorithms: checked)
      .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
    lines += ModelAssumptions.lines
    files.append((Self.marker.file, lines.joined(separator: "\n") + "\n"))
    for descriptor in checked {
      let page = Self.page(of: descriptor, check)
      files.append((Self.page(descriptor.id), page.lines.joined(separator: "\n") + "\n"))
      files += page.files
    }
    files.append((ReportManifest.fileName, ReportManifest(files: files).text))
    self.files = files
  }

  /// The name of `algorithm`'s page.
  static func page(_ algorithm: String) -> String {
    "\(algorithm).md"
  }

  /// `algorithm`'s guide page and its pictures.
  private static func page(of descriptor: Algorithm, _ check: CheckReport) -> (lines: [String], files: [(String, String)]) {
    let algorithm = descriptor.id
    let results = check.results.filter { $0.algorithm == algorithm }
    var files: [(String, String)] = []
    var lines = [
      "<a id=\"\(algorithm)\"></a>", "# `\(algorithm)`", "",
      "[The report](\(marker.file)) · family: \(ReportFamily.of(algorithm).name)", "",
    ]
    lines += Self.guide(descriptor, results)
    if let bugs = Self.reportedBugs(check, algorithm: descriptor) {
      lines += bugs.lines
      files += bugs.files
    }
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
        "## `\(algorithm)` violates `\(result.property.id)`", "",
        "*\(result.property.summary)*", "",
        result.witnessOrigin.map { "Its recorded witness (\($0)), a shrunk scenario, shows: \(example.message)." }
          ?? "The first failing generated case was number \(result.failingCase ?? 0); shrunk, it shows: \(example.message).",
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
    return (lines, files)
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
    check.markdownMatrix { algorithm, property in page(algorithm) + (property.map { "#" + anchor(algorithm, $0) } ?? "") }
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
    let options = algorithm.options.map { "`\($0.name)` (\($0.valuesText); default \($0.defaultValue.map(\.text) ?? "none")): \($0.summary)" }
    return [
      "**Source:** \(algorithm.origin). **What it does:** \(algorithm.summary).", "",
      "**Contract:** \(contract.alignment.rawValue) alignment, \(cap), \(contract.keepsState ? "keeps state between gestures" : "stateless")"
        + (contract.hasTransforms ? ", scales its items." : "."), "",
    ] + (algorithm.restsOn.map { ["**Every verdict \($0)**: the model's reading where Apple publishes no rule (the [report](README.md)'s SwiftUI section states it).", ""] } ?? [])
      + (options.isEmpty ? [] : ["**Options** (`snapcheck check --option NAME=VALUE`): " + options.joined(separator: "; ") + ".", ""]) + [
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
