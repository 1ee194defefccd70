import Foundation

extension CGFloat {
  /// This value with a negative zero made positive: what every generated number signed by a
  /// draw goes through (a still drag's distance or speed times a direction, a page multiple
  /// of a negative page), so a scenario never carries −0, which its JSON prints as `-0`.
  var withoutNegativeZero: CGFloat {
    self == 0 ? 0 : self
  }
}
