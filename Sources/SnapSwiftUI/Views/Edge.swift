import Foundation

/// SwiftUI's `Edge`: one side of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top.
  case top
  /// The leading side.
  case leading
  /// The bottom.
  case bottom
  /// The trailing side.
  case trailing

  /// SwiftUI's `Edge.Set`: some sides.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The top.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// SwiftUI's `EdgeInsets`: an amount on each side.
public struct EdgeInsets: Hashable, Sendable {
  /// The top amount.
  public var top: CGFloat
  /// The leading amount.
  public var leading: CGFloat
  /// The bottom amount.
  public var bottom: CGFloat
  /// The trailing amount.
  public var trailing: CGFloat

  /// These amounts.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on each of `edges`, zero elsewhere.
  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The amounts before and after along `axis`: leading and trailing, or top and bottom.
  package func along(_ axis: Axis) -> (leading: CGFloat, trailing: CGFloat) {
    axis == .horizontal ? (leading, trailing) : (top, bottom)
  }

  /// Only the amounts on `edges`.
  package func only(_ edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
  }

  /// Side by side sums.
  package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
      trailing: lhs.trailing + rhs.trailing)
  }
}

/// SwiftUI's `Alignment`: where a view sits in a frame (drawn only: SnapCheck reads lengths
/// along the scroll axis, and a frame's length does not depend on it).
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment
  /// An alignment of these parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Centred.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The leading edges.
  case leading
  /// The centres.
  case center
  /// The trailing edges.
  case trailing
}

/// SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  /// The tops.
  case top
  /// The centres.
  case center
  /// The bottoms.
  case bottom
  /// The first text baselines.
  case firstTextBaseline
  /// The last text baselines.
  case lastTextBaseline
}
