import Foundation

/// SwiftUI's `ForEach`: a view per element of a collection, each identified by its id; in
/// a stack, each is a child of the stack (a target, under `.scrollTargetLayout()`).
///
///     ForEach(0..<5) { index in Card(index) }
///     ForEach(cards) { card in Card(card) }             // Identifiable
///     ForEach(colors, id: \.self) { color in color }
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  /// The elements.
  public var data: Data
  /// The view of each element.
  public var content: (Data.Element) -> Content
  /// Each element's id.
  private let identify: (Data.Element) -> ID

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// Each element's nodes in order, carrying the element's id.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    data.flatMap { element -> [ViewNode] in
      let id = AnyHashable(identify(element))
      return content(element).nodes(in: context).map { node in
        var node = node
        if node.id == nil { node.id = id }
        return node
      }
    }
  }
}

extension ForEach {
  /// A view per element, identified by the element's `id` key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identify = { $0[keyPath: id] }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per `Identifiable` element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identify = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identify = { $0 }
  }
}
