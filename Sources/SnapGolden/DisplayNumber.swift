import Foundation

/// Numbers as tables and pictures show them to a reader: whole numbers bare, others to two
/// decimals, huge ones in three significant digits, and `nan`, `inf`, `-inf`.
///
///     DisplayNumber.short(742.6666666666666)  // "742.67"
///     DisplayNumber.short(3.4e38)             // "3.4e+38"
public enum DisplayNumber {
  /// `x` for a reader.
  public static func short(_ x: CGFloat) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    guard abs(x) < 1e12 else { return String(format: "%.3g", Double(x)) }
    let rounded = (x * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
  }
}
