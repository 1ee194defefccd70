import Foundation
import SnapJSON

/// A number as messages print it: shortest round-trip, `nan`, `inf`; `none` when absent.
func show(_ x: CGFloat?) -> String {
  guard let x else { return "none" }
  return NumberSpelling.text(x == 0 ? 0 : Double(x))
}

/// Numbers as tables and pictures show them to a reader: whole numbers bare, others to two
/// decimals, huge ones in three significant digits, and `nan`, `inf`, `-inf`.
///
///     DisplayNumber.short(742.6666666666666)  // "742.67"
///     DisplayNumber.short(3.4e38)             // "3.4e+38"
package enum DisplayNumber {
  /// `x` for a reader.
  package static func short(_ x: CGFloat) -> String {
    if let word = NumberSpelling.word(for: Double(x)) { return word }
    guard abs(x) < 1e12 else { return String(format: "%.3g", Double(x)) }
    let rounded = (x * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
  }
}
