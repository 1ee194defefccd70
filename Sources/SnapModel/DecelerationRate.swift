import Foundation

extension UIScrollView {
  /// UIKit's `UIScrollView.DecelerationRate`: the per-millisecond factor momentum decays by.
  ///
  /// UIKit quantises any rate it is given: below 0.994 it becomes `.fast` (0.99), anything
  /// else (a NaN included) `.normal` (0.998).
  public struct DecelerationRate: Equatable, Hashable, Sendable, RawRepresentable {
    /// The quantised rate: 0.99 or 0.998.
    public let rawValue: CGFloat

    /// Quantises `rawValue` as UIKit does.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue < 0.994 ? 0.99 : 0.998
    }

    /// UIKit's default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate paging-like layouts set, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// `ln(rawValue)`, correctly rounded: written out rather than taken from the platform's
    /// `log`, so a projection is bit-identical on every platform.
    package var naturalLogarithm: CGFloat {
      rawValue == 0.99 ? -0.01005033585350145 : -0.0020020026706730793
    }
  }
}
