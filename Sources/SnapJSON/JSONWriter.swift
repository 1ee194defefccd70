/// Writes JSON text the same way on every platform.
///
/// Doubles use the standard library's shortest round-trip form (`SwiftDtoa`, the same on
/// every platform) with a trailing `.0` dropped, so `265.0` reads `265`; non-finite values
/// are the strings `"nan"`, `"inf"` and `"-inf"`, as the scenario format requires.
///
///     JSONWriter.number(268.3333333333333)  // "268.3333333333333"
///     JSONWriter.number(.infinity)          // "\"inf\""
public enum JSONWriter {
  /// The JSON text of a double: a number, or one of the strings `"nan"`, `"inf"`, `"-inf"`.
  public static func number(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
    return plainNumber(value)
  }

  /// The shortest round-trip text of a finite double, without a trailing `.0`.
  public static func plainNumber(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// The JSON text of a string: quoted, with `"`, `\` and control characters escaped.
  public static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{00}"..<"\u{20}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
