import Foundation

/// SwiftUI's `ViewBuilder`: builds a view from the statements of a closure or a `body` —
/// blocks, `if`/`else`, `if let`, `switch` and `if #available`.
@resultBuilder
public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views, side by side in their container.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    var nodes: [(ViewReadingContext) -> [ViewNode]] = []
    for view in repeat each content { nodes.append { view.nodes(in: $0) } }
    return TupleView(value: (repeat each content), parts: nodes)
  }

  /// A view as written.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(choice: .first(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(choice: .second(second))
  }

  /// The branch of an `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a block, in order.
public struct TupleView<T>: View, PrimitiveView {
  /// The views.
  public var value: T
  /// How to read each view.
  let parts: [(ViewReadingContext) -> [ViewNode]]

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// Each view's nodes, in order.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { parts.flatMap { $0(context) } }
}

/// The branch an `if`/`else` or a `switch` took.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// Which branch, with its view.
  enum Choice {
    case first(TrueContent)
    case second(FalseContent)
  }
  /// The branch taken.
  let choice: Choice

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// The taken branch's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    switch choice {
    case .first(let view): return view.nodes(in: context)
    case .second(let view): return view.nodes(in: context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Never evaluated.
  public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
  /// The view's nodes, or none.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { self?.nodes(in: context) ?? [] }
}

/// SwiftUI's `EmptyView`: nothing.
public struct EmptyView: View, PrimitiveView {
  /// Nothing.
  public init() {}
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// No node.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { [] }
}

/// SwiftUI's `AnyView`: a view of any type.
public struct AnyView: View, PrimitiveView {
  /// How to read the wrapped view.
  private let read: (ViewReadingContext) -> [ViewNode]

  /// `view`, its type erased.
  public init<V: View>(_ view: V) { read = { view.nodes(in: $0) } }

  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// The wrapped view's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { read(context) }
}

/// SwiftUI's `Group`: views side by side in their container, modifiers applying to each.
public struct Group<Content: View>: View, PrimitiveView {
  /// The views.
  let content: Content
  /// The views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// The views' nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { content.nodes(in: context) }
}
