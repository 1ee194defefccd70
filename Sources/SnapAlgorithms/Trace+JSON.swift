import Foundation
import SnapJSON
import SnapModel

extension Trace {
  /// The trace as `snapcheck eval`'s output object, one step per line:
  /// `{"algorithm": …, "steps": [ … ]}`.
  package func json(algorithm: String) -> String {
    Self.json(algorithm: algorithm, steps: steps.map(\.json))
  }

  /// The output object of steps already written as JSON objects (`Step.json`): a trace sent
  /// step by step from a child process, which may have trapped before its end.
  package static func json(algorithm: String, steps: [String]) -> String {
    if steps.isEmpty { return "{\"algorithm\": \(JSONWriter.string(algorithm)), \"steps\": []}" }
    let lines = steps.map { "  " + $0 }
    return "{\"algorithm\": \(JSONWriter.string(algorithm)), \"steps\": [\n" + lines.joined(separator: ",\n") + "\n]}"
  }
}

extension Step {
  /// One step as a JSON object: drag steps carry every field (null where absent), other
  /// steps `event`, `type`, `rest` and `outcome`.
  package var json: String {
    var parts = ["\"event\": \(event)", "\"type\": \"\(kind.rawValue)\""]
    if kind == .drag {
      parts.append("\"start\": \(Self.number(start))")
      parts.append("\"release\": \(Self.number(release))")
      parts.append("\"velocity\": \(Self.number(velocity))")
      parts.append("\"proposed\": \(Self.number(proposed))")
      parts.append("\"target\": \(Self.number(target))")
    }
    parts.append("\"rest\": \(Self.number(rest))")
    parts.append("\"outcome\": \(JSONWriter.string(outcome.text))")
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func number(_ value: CGFloat?) -> String {
    value.map { JSONWriter.number(Double($0)) } ?? "null"
  }
}
