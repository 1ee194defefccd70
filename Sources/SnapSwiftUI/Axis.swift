import Foundation

/// SwiftUI's `Axis`: the horizontal or vertical dimension.
///
///     let axes: Axis.Set = [.horizontal]
///     axes.contains(.vertical)  // false
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// SwiftUI's `Axis.Set`: an efficient set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding the horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The set holding the vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
