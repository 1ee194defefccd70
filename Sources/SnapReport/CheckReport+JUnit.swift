import SnapAlgorithms
import SnapEngine

extension CheckReport {
  /// The matrix as JUnit XML, the format CI systems read: one `<testsuite>` per algorithm and
  /// one `<testcase>` per algorithm × property, with a `<failure>` holding the counterexample
  /// and its replay line for a violation, and `<skipped>` for a property that does not apply.
  ///
  /// It holds no times, so the same seed gives the same bytes.
  package var junit: String {
    let failures = results.count { $0.verdict == .violated }
    let skipped = results.count { $0.verdict == .notApplicable }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"snapcheck\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">",
    ]
    for algorithm in algorithms {
      let own = results.filter { $0.algorithm == algorithm }
      lines.append(
        "  <testsuite name=\(Self.attribute(algorithm)) tests=\"\(own.count)\" failures=\"\(own.count { $0.verdict == .violated })\" "
          + "errors=\"0\" skipped=\"\(own.count { $0.verdict == .notApplicable })\">")
      lines.append("    <properties><property name=\"seed\" value=\"\(seed)\"/><property name=\"profile\" value=\"\(profile.rawValue)\"/></properties>")
      for result in own {
        let open = "    <testcase classname=\(Self.attribute("snapcheck.\(algorithm)")) name=\(Self.attribute(result.property.id))"
        switch result.verdict {
        case .holds:
          lines.append(open + "><system-out>\(Self.text(result.health))</system-out></testcase>")
        case .notApplicable:
          lines.append(open + "><skipped message=\(Self.attribute("not applicable: \(result.reason ?? "")"))/></testcase>")
        case .violated:
          let example = result.counterexample
          let found = result.byWitness ? "\(result.foundAt), \(result.cases) cases" : "case \(result.failingCase ?? 0) of \(result.cases)"
          let body = (["\(found): \(example?.message ?? "")",
                       "scenario: \(example?.scenario.json ?? "")", "replay: \(replay(result) ?? "")"]
            + result.explanation.map { "explain: " + $0 }).joined(separator: "\n")
          lines.append(open + ">")
          lines.append("      <failure message=\(Self.attribute(example?.message ?? "violated")) type=\"violated\">\(Self.text(body))</failure>")
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `value` as a quoted XML attribute.
  private static func attribute(_ value: String) -> String {
    "\"" + text(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;") + "\""
  }

  /// `value` as XML character data: markup characters escaped, and the control characters
  /// XML 1.0 forbids written as spaces.
  private static func text(_ value: String) -> String {
    let allowed = value.unicodeScalars.map { scalar -> Unicode.Scalar in
      let forbidden = (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar == "\u{FFFE}" || scalar == "\u{FFFF}"
      return forbidden ? " " : scalar
    }
    return String(String.UnicodeScalarView(allowed)).replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }
}
