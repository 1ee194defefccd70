/// How a message shows text the user gave: quoted, short and on one line.
///
/// Input echoed into an error message may be huge (a 20 MB name) or hold control characters
/// (a newline would cut the one-line message; an escape sequence would reach the terminal),
/// so it is cut to `limit` characters and every control character is escaped.
///
///     Echo.quoted("a\u{1B}[31mb")
///     // "\"a\\u{1B}[31mb\""
package enum Echo {
  /// The most characters of the input a message shows.
  package static let limit = 80

  /// `text` in double quotes, its control characters, quotes and backslashes escaped, and cut
  /// after `limit` characters with `…` and the full length.
  ///
  /// Complexity: O(`limit`), whatever the length of `text`.
  package static func quoted(_ text: String) -> String {
    let (shown, total) = clip(text)
    return "\"\(shown)\"" + (total.map { " (\($0) characters)" } ?? "")
  }

  /// `text` as `quoted` shows it, without the quotes (for numbers and names inside a path).
  package static func text(_ text: String) -> String {
    let (shown, total) = clip(text)
    return shown + (total.map { " (\($0) characters)" } ?? "")
  }

  /// The escaped first `limit` characters, ending in `…` when cut, and the full length then.
  private static func clip(_ text: String) -> (shown: String, total: Int?) {
    var out = ""
    var shown = 0
    for scalar in text.unicodeScalars {
      guard shown < limit else { return (out + "…", text.unicodeScalars.count) }
      out += escaped(scalar)
      shown += 1
    }
    return (out, nil)
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\"": return "\\\""
    case "\\": return "\\\\"
    default:
      let value = scalar.value
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      return isControl ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
    }
  }
}
