import Foundation

/// SwiftUI's `HStack`: children side by side, `spacing` apart (nil: the default, 8).
public struct HStack<Content: View>: View, StackView {
  /// The axis its children run along.
  package static var stackAxis: Axis? { .horizontal }
  /// The gap between children as written.
  package let spacing: CGFloat?
  /// The children.
  package let content: Content
  /// A stack of what `content` builds.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
}

/// SwiftUI's `LazyHStack`: an `HStack` that builds its children as they scroll into view.
public struct LazyHStack<Content: View>: View, StackView {
  /// The axis its children run along.
  package static var stackAxis: Axis? { .horizontal }
  /// The gap between children as written.
  package let spacing: CGFloat?
  /// The children.
  package let content: Content
  /// A stack of what `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
}

/// SwiftUI's `VStack`: children one above the other, `spacing` apart (nil: the default, 8).
public struct VStack<Content: View>: View, StackView {
  /// The axis its children run along.
  package static var stackAxis: Axis? { .vertical }
  /// The gap between children as written.
  package let spacing: CGFloat?
  /// The children.
  package let content: Content
  /// A stack of what `content` builds.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
}

/// SwiftUI's `LazyVStack`: a `VStack` that builds its children as they scroll into view.
public struct LazyVStack<Content: View>: View, StackView {
  /// The axis its children run along.
  package static var stackAxis: Axis? { .vertical }
  /// The gap between children as written.
  package let spacing: CGFloat?
  /// The children.
  package let content: Content
  /// A stack of what `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
}

/// SwiftUI's `ZStack`: children on top of one another.
public struct ZStack<Content: View>: View, StackView {
  /// The axis its children run along.
  package static var stackAxis: Axis? { nil }
  /// The children.
  package let content: Content
  /// Overlapping children have no gap.
  package var spacing: CGFloat? { 0 }
  /// A stack of what `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `PinnedScrollableViews`: the headers and footers a lazy stack pins (drawn
/// only; SnapCheck reads no section).
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A SwiftUI stack as SnapCheck reads it: a node of its axis and spacing over its children.
package protocol StackView: View, PrimitiveView where Body == Never {
  /// The children's type.
  associatedtype Content: View
  /// The axis the children run along (nil: on top of one another).
  static var stackAxis: Axis? { get }
  /// The gap between children as written (nil: the default).
  var spacing: CGFloat? { get }
  /// The children.
  var content: Content { get }
}

extension StackView {
  /// One stack node over the children's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode(ViewNode.typeName(of: Self.self), kind: .stack(axis: Self.stackAxis, spacing: spacing), children: content.nodes(in: context))]
  }
}
