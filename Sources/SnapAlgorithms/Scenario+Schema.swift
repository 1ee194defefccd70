import SnapJSON
import SnapModel

extension Scenario {
  /// The scenario JSON's fields as Markdown tables, made from their declarations: the
  /// layout's on each host (`LayoutConfiguration.fields`, `.swiftUIFields`), the events'
  /// (`EventKind.fields`) and each algorithm's options. The README shows this text, and a
  /// test keeps the two equal.
  package static func schemaMarkdown(algorithms: [Algorithm] = AlgorithmRegistry.all) -> String {
    var lines = layoutTable(LayoutConfiguration(), heading: "`layout` field")
    lines += [""] + layoutTable(.swiftUI, heading: "SwiftUI `layout` field (`\"host\": \"swiftui\"`)")
    lines += ["", "| event `type` | fields (default) |", "|---|---|"]
    for kind in EventKind.allCases {
      var fields = kind.fields.map { field in
        "`\(field.key)`" + (field.horizontalKey.map { " (or `\($0)` on a horizontal view)" } ?? "")
          + (field.defaultValue.map { " (\(JSONWriter.number($0)))" } ?? "")
      }
      if kind.hasCounts { fields.append("`itemCount` or `sections`") }
      fields += kind.parts.map { "`\($0.key)` (\($0.shape))" }
      lines.append("| `\(kind.rawValue)` | \(fields.joined(separator: ", ")) |")
    }
    lines += ["", "| algorithm | `options` field | values (default) | meaning |", "|---|---|---|---|"]
    for algorithm in algorithms {
      for option in algorithm.options {
        let fallback = option.defaultValue.map { $0.text } ?? "none"
        lines.append("| `\(algorithm.id)` | `\(option.name)` | \(option.valuesText) (\(fallback)) | \(option.summary) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The table of the fields of `defaults`' host, with their defaults there.
  private static func layoutTable(_ defaults: LayoutConfiguration, heading: String) -> [String] {
    ["| \(heading) | default | meaning |", "|---|---|---|"] + defaults.hostFields.map { field in
      let written = field.written == .whenChanged ? " (written only when not the default)" : ""
      return "| `\(field.key)` | `\(jsonValue(of: field, in: defaults))` | \(field.summary)\(written) |"
    }
  }
}
