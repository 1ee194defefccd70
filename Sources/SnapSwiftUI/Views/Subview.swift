import Foundation

/// iOS 18's `Subview`: one view of another view's content, as `ForEach(subviews:)` hands it
/// out; a view of its own, as the content would have shown it.
public struct Subview: View, PrimitiveView, Identifiable {
  /// Its position in the content.
  public let id: Int
  /// Reads the content in a context and keeps this subview's node.
  let read: (ViewReadingContext) -> [ViewNode]

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// The content's node at this subview's position, read in `context`.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { read(context) }
}

/// iOS 18's `SubviewsCollection`: the views of a content, in order.
public struct SubviewsCollection: RandomAccessCollection {
  /// The subviews.
  let subviews: [Subview]
  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// Past the last position.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { subviews[position] }
}

extension ForEach where Data == SubviewsCollection, ID == Int {
  /// A view per view of `view`'s content (iOS 18), each identified by its position.
  ///
  /// The content is counted once, here, in the environment its enclosing body is read in and
  /// with a zero proposal, so a content whose number of views depends on the size offered
  /// keeps the count that proposal gives. Each subview reads the whole content again in the
  /// context the `ForEach` is read in and keeps its own view: n subviews read the content n
  /// times (n² views built), which a carousel's few dozen cards afford.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    let count = view.nodes(in: ViewReadingContext(environment: EnvironmentValues.current, proposal: .zero)).count
    data = SubviewsCollection(subviews: (0..<count).map { index in
      Subview(id: index) { context in
        let nodes = view.nodes(in: context)
        return nodes.indices.contains(index) ? [nodes[index]] : []
      }
    })
    self.content = content
    identify = { $0.id }
  }
}
