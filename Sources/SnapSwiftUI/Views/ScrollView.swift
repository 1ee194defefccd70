import Foundation

/// SwiftUI's `ScrollView`: its content scrolls along `axes`. The first one with one axis is
/// the carousel SnapCheck checks.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether indicators show (drawn only).
  public var showsIndicators: Bool
  /// The scrolled content.
  public var content: Content

  /// A scroll view over what `content` builds.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// A scroll node over its content.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("ScrollView", kind: .scroll(axes: axes), children: content.nodes(in: context))]
  }
}

/// SwiftUI's `ScrollViewReader`: gives its content a proxy to scroll with (`scrollTo` is
/// not modelled: a programmatic scroll is a `scroll` event of the scenario).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  /// The content, given the proxy.
  let content: (ScrollViewProxy) -> Content
  /// A reader over what `content` builds.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// The content's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { content(ScrollViewProxy()).nodes(in: context) }
}

/// SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id` (a scenario's `scroll` event does it in a check).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// SwiftUI's `GeometryReader`: gives its content the size proposed to it.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// The content, given the proxy.
  let content: (GeometryProxy) -> Content
  /// A reader over what `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// The content's nodes, read with the proposal as the proxy's size.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    content(GeometryProxy(size: context.proposal)).nodes(in: context)
  }
}

/// SwiftUI's `GeometryProxy`: the size a `GeometryReader` is given.
public struct GeometryProxy: Sendable {
  /// The size proposed to the reader: the container the view is checked in.
  public let size: CGSize
  /// The safe area around it: none (the proposal is the whole view).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// The reader's frame in a coordinate space: at the origin, its size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The window's.
  case global
  /// The view's own.
  case local
  /// A named one.
  case named(AnyHashable)
}
