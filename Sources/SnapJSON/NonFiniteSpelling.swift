/// How SnapCheck spells numbers in every text it writes and reads: the one home of the
/// spelling of NaN and the infinities in scenario and trace JSON.
///
///     NumberSpelling.text(.infinity)       // "inf"
///     NumberSpelling.text(265.0)           // "265"
///     NumberSpelling.value(spelled: "nan") // Double.nan
package enum NumberSpelling {
  /// The words for the non-finite values, in the order messages list them.
  package static let nonFiniteWords = ["nan", "inf", "-inf"]

  /// `nan`, `inf` or `-inf` for a non-finite value; nil for a finite one.
  package static func word(for value: Double) -> String? {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return nil
  }

  /// The non-finite value a word names, or nil for any other text.
  package static func value(spelled word: String) -> Double? {
    switch word {
    case "nan": return .nan
    case "inf": return .infinity
    case "-inf": return -.infinity
    default: return nil
    }
  }

  /// The shortest round-trip text of a finite double, without a trailing `.0`.
  package static func plain(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A number as plain text: its word when non-finite, else its shortest round-trip form.
  package static func text(_ value: Double) -> String {
    word(for: value) ?? plain(value)
  }
}
