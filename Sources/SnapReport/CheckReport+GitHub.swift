import SnapEngine

extension CheckReport {
  /// GitHub Actions workflow commands for the report, one per line: `::error` for a verdict
  /// that differs from `expected` (a new violation, or a known one that no longer shows),
  /// `::notice` for a known violation, `::warning` for a health warning.
  ///
  /// GitHub shows them as annotations on the run; the command line writes them to standard
  /// error when `GITHUB_ACTIONS` is `true`.
  ///
  ///     ::error title=snapcheck: reference × page-cap::event 0 (drag): moves … %0Areplay: snapcheck check …
  package func githubAnnotations(expected: (PairResult) -> Verdict) -> String {
    var lines: [String] = []
    for result in results {
      let title = "snapcheck: \(result.algorithm) × \(result.property.id)"
      let known = expected(result)
      if result.verdict == .violated, let example = result.counterexample {
        let message = ([example.message, "scenario: \(example.scenario.json)", "replay: \(replay(result) ?? "")"]
          + result.explanation).joined(separator: "\n")
        let command = known == .violated ? "notice" : "error"
        lines.append("::\(command) title=\(Self.escape(title, property: true))::\(Self.escape(message, property: false))")
      } else if result.verdict == .holds && known == .violated {
        let message = "holds, but Golden/verdicts.golden expects a violation: a fixed bug, or too few cases to find it"
        lines.append("::error title=\(Self.escape(title, property: true))::\(Self.escape(message, property: false))")
      } else if let warning = result.healthWarning {
        lines.append("::warning title=\(Self.escape(title, property: true))::\(Self.escape(warning, property: false))")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `text` escaped as a workflow command's message, or as a property value (which also
  /// escapes `:` and `,`).
  private static func escape(_ text: String, property: Bool) -> String {
    var out = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
    if property { out = out.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
    return out
  }
}
