/// Writes JSON text the same way on every platform.
///
/// Doubles use the standard library's shortest round-trip form (`SwiftDtoa`, the same on
/// every platform) with a trailing `.0` dropped, so `265.0` reads `265`; non-finite values
/// are the strings `"nan"`, `"inf"` and `"-inf"`, as the scenario format requires.
///
///     JSONWriter.number(268.3333333333333)  // "268.3333333333333"
///     JSONWriter.number(.infinity)          // "\"inf\""
package enum JSONWriter {
  /// The JSON text of a double: a number, or one of the strings `"nan"`, `"inf"`, `"-inf"`.
  package static func number(_ value: Double) -> String {
    NumberSpelling.word(for: value).map { "\"\($0)\"" } ?? NumberSpelling.plain(value)
  }

  /// The JSON text of a string: quoted, with `"`, `\` and control characters escaped.
  package static func string(_ value: String) -> String {
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
