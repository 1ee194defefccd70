import Foundation

/// SwiftUI's `HStack`: children side by side, `spacing` apart (nil: the default, 8).
public struct HStack<Content: View>: View, PrimitiveView {
  /// The gap between children as written.
  let spacing: CGFloat?
  /// The children.
  let content: Content
  /// A stack of what `content` builds.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// A horizontal stack node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("HStack", kind: .stack(axis: .horizontal, spacing: spacing), children: content.nodes(in: context))]
  }
}

/// SwiftUI's `LazyHStack`: an `HStack` that builds its children as they scroll into view.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  /// The gap between children as written.
  let spacing: CGFloat?
  /// The children.
  let content: Content
  /// A stack of what `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// A horizontal stack node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("LazyHStack", kind: .stack(axis: .horizontal, spacing: spacing), children: content.nodes(in: context))]
  }
}

/// SwiftUI's `VStack`: children one above the other, `spacing` apart (nil: the default, 8).
public struct VStack<Content: View>: View, PrimitiveView {
  /// The gap between children as written.
  let spacing: CGFloat?
  /// The children.
  let content: Content
  /// A stack of what `content` builds.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// A vertical stack node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("VStack", kind: .stack(axis: .vertical, spacing: spacing), children: content.nodes(in: context))]
  }
}

/// SwiftUI's `LazyVStack`: a `VStack` that builds its children as they scroll into view.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  /// The gap between children as written.
  let spacing: CGFloat?
  /// The children.
  let content: Content
  /// A stack of what `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// A vertical stack node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("LazyVStack", kind: .stack(axis: .vertical, spacing: spacing), children: content.nodes(in: context))]
  }
}

/// SwiftUI's `ZStack`: children on top of one another.
public struct ZStack<Content: View>: View, PrimitiveView {
  /// The children.
  let content: Content
  /// A stack of what `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// An overlapping stack node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("ZStack", kind: .stack(axis: nil, spacing: 0), children: content.nodes(in: context))]
  }
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
