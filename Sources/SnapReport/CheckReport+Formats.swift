import Foundation
import SnapAlgorithms
import SnapEngine
import SnapJSON

extension CheckReport {
  /// The algorithms in the report, in the order their results appear.
  package var algorithms: [String] {
    var seen: [String] = []
    for result in results where !seen.contains(result.algorithm) { seen.append(result.algorithm) }
    return seen
  }

  /// The properties in the report, in the order their results appear.
  package var properties: [Property] {
    var seen: [Property] = []
    for result in results where !seen.contains(result.property) { seen.append(result.property) }
    return seen
  }

  private func result(_ algorithm: String, _ property: Property) -> PairResult? {
    results.first { $0.algorithm == algorithm && $0.property == property }
  }

  private static func mark(_ verdict: Verdict?) -> String {
    switch verdict {
    case .holds: return "ok"
    case .violated: return "XX"
    case .notApplicable: return "--"
    case nil: return ""
    }
  }

  /// For each algorithm of the matrix whose verdicts rest on assumptions of the model (SwiftUI's
  /// built-ins), a line naming them: a reader tells the model's reading from a bug by it.
  private var assumptionLegend: [String] {
    algorithms.compactMap { id in
      AlgorithmRegistry.algorithm(id: id)?.restsOn.map { "\(id): every verdict \($0)" }
    }
  }

  /// The matrix as plain text: a grid, its legend, every violation with its shrunk
  /// counterexample and replay line, then a health line per checked pair.
  package var text: String {
    var lines = ["SnapCheck: seed \(seed), profile \(profile.rawValue)", ""]
    let width = max(12, algorithms.map(\.count).max() ?? 0)
    let pad = { (text: String) in text + String(repeating: " ", count: max(0, width - text.count)) }
    lines.append(pad("") + " " + properties.map(\.code).joined(separator: " "))
    for algorithm in algorithms {
      let cells = properties.map { property -> String in
        let mark = Self.mark(result(algorithm, property)?.verdict)
        return mark + String(repeating: " ", count: 4 - mark.count)
      }
      lines.append(pad(algorithm) + " " + cells.joined().trimmingCharacters(in: .whitespaces))
    }
    lines.append("")
    lines.append("ok holds   XX violated   -- not applicable")
    lines += assumptionLegend.map { "  " + $0 }
    for property in properties { lines.append("  \(property.code)  \(property.id): \(property.summary)") }
    for result in results where result.verdict == .violated {
      guard let example = result.counterexample else { continue }
      lines.append("")
      lines.append("\(result.algorithm) × \(result.property.id): violated \(result.foundAt) (\(result.cases) cases)"
        + (result.foundByTargetedSearch ? ", found by the targeted search climbing from it after \(result.targetedCases) mutants" : ""))
      lines.append("  \(example.message)")
      lines.append("  scenario: \(example.scenario.json)")
      lines.append("  replay:   \(replay(result) ?? "")")
      lines += result.explanation.enumerated().map { "  \($0.offset == 0 ? "explain:" : "        ") \($0.element)" }
    }
    let checked = results.filter { $0.verdict != .notApplicable }
    if !checked.isEmpty {
      lines.append("")
      lines.append("Health (cases generated, checked, not applicable to the case; runs stopped at what the model does not model are counted, never violations):")
      for result in checked { lines.append("  \(result.algorithm) × \(result.property.id): \(result.health)") }
    }
    lines.append("")
    if let held = results.first(where: { $0.verdict == .holds }) {
      lines.append("Every ok held in all \(held.cases) cases of its pair.")
    }
    let notApplicable = results.filter { $0.verdict == .notApplicable }
    if !notApplicable.isEmpty {
      lines.append("Not applicable: " + notApplicable.map { "\($0.algorithm) × \($0.property.id) (\($0.reason ?? ""))" }
        .joined(separator: "; ") + ".")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The matrix as JSON: `{"seed", "profile", "results": [{"algorithm", "property", "status",
  /// "cases", "counterexample", "message", "replay", "explanation", "health"}]}`, with
  /// `explanation` one string per numeric input of the counterexample and `health` as
  /// `{"generated", "checked", "notApplicable", "warning"}`.
  package var json: String {
    let entries = results.map { result -> String in
      let example = result.counterexample
      let fields = [
        "\"algorithm\": \(JSONWriter.string(result.algorithm))",
        "\"property\": \(JSONWriter.string(result.property.id))",
        "\"status\": \(JSONWriter.string(result.verdict.rawValue))",
        "\"cases\": \(result.cases)",
        "\"counterexample\": \(example?.scenario.json ?? "null")",
        "\"message\": \(example.map { JSONWriter.string($0.message) } ?? "null")",
        "\"replay\": \(replay(result).map(JSONWriter.string) ?? "null")",
        "\"explanation\": [\(result.explanation.map(JSONWriter.string).joined(separator: ", "))]",
        "\"health\": {\"generated\": \(result.cases), \"checked\": \(result.exercised), \"notApplicable\": \(result.notExercised), "
          + "\"unsupported\": \(result.unsupported), "
          + "\"warning\": \(result.healthWarning.map(JSONWriter.string) ?? "null")}",
      ]
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    return "{\n  \"seed\": \(seed),\n  \"profile\": \(JSONWriter.string(profile.rawValue)),\n  \"results\": [\n"
      + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// The Markdown table of verdicts: ✓ holds, ✗ violated, – not applicable. With `link`,
  /// each algorithm and each ✗ links to the target it gives (`nil` property: the algorithm).
  package func markdownMatrix(link target: ((String, Property?) -> String)? = nil) -> [String] {
    var lines = ["| algorithm | " + properties.map { "`\($0.id)`" }.joined(separator: " | ") + " |"]
    lines.append("|---|" + properties.map { _ in ":---:" }.joined(separator: "|") + "|")
    let link = { (text: String, algorithm: String, property: Property?) in
      target.map { "[\(text)](\($0(algorithm, property)))" } ?? text
    }
    for algorithm in algorithms {
      let cells = properties.map { property -> String in
        switch result(algorithm, property)?.verdict {
        case .holds: return "✓"
        case .violated: return link("✗", algorithm, property)
        case .notApplicable: return "–"
        case nil: return ""
        }
      }
      lines.append("| " + link("`\(algorithm)`", algorithm, nil) + " | " + cells.joined(separator: " | ") + " |")
    }
    return lines
  }

  /// The matrix as a Markdown table with every violation listed under it, then the health
  /// of every checked pair.
  package var markdown: String {
    var lines = markdownMatrix()
    lines.append("")
    lines.append("Seed \(seed), profile `\(profile.rawValue)`. ✓ holds, ✗ violated, – not applicable.")
    lines += assumptionLegend.map { "- " + $0 }
    for result in results where result.verdict == .violated {
      guard let example = result.counterexample else { continue }
      lines.append("")
      lines.append("- **`\(result.algorithm)` × `\(result.property.id)`** (\(result.byWitness ? result.foundAt : "case \(result.failingCase ?? 0)")): \(example.message)")
      lines.append("  - scenario: `\(example.scenario.json)`")
      lines.append("  - replay: `\(replay(result) ?? "")`")
      if !result.explanation.isEmpty { lines.append("  - fails for: " + result.explanation.map { "`\($0)`" }.joined(separator: "; ")) }
    }
    let checked = results.filter { $0.verdict != .notApplicable }
    if !checked.isEmpty {
      lines += ["", "| health | generated | checked | not applicable | unsupported | warning |", "|---|---:|---:|---:|---:|---|"]
      for result in checked {
        lines.append("| `\(result.algorithm)` × `\(result.property.id)` | \(result.cases) | \(result.exercised) | \(result.notExercised) | \(result.unsupported) | \(result.healthWarning ?? "") |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
