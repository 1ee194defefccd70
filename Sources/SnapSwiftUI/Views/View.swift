import Foundation

/// SwiftUI's `View`: a piece of interface described by its `body`.
///
/// An app's views compile unchanged against it. SnapCheck never draws a view: it evaluates
/// `body` (through the bodies of the app's own views, down to SwiftUI's containers, leaves and
/// modifiers) to read the carousel the view builds (the SwiftUI views article).
///
///     struct Cards: View {
///       var body: some View {
///         ScrollView(.horizontal) {
///           LazyHStack(spacing: 12) { ForEach(0..<5) { _ in Color.blue.frame(width: 300) } }
///             .scrollTargetLayout()
///         }
///         .scrollTargetBehavior(.viewAligned)
///       }
///     }
public protocol View: SendableMetatype {
  /// The type of view the body is.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

/// A view SwiftUI itself provides, whose `body` is never asked for: SnapCheck reads it
/// directly as nodes of the view tree.
package protocol PrimitiveView {
  /// The nodes this view stands for in `context` (several for a group or a `ForEach`, none
  /// for an empty view).
  func nodes(in context: ViewReadingContext) -> [ViewNode]
}

extension View where Body == Never {
  /// A primitive view's body: never evaluated.
  public var body: Never { primitiveBody() }
}

extension Never: View {
  /// A primitive view's body: never evaluated.
  public var body: Never { primitiveBody() }
}

/// What a primitive view's `body` does if anything asks for it: SwiftUI's own views have no
/// body, and SnapCheck reads them as nodes instead.
package func primitiveBody() -> Never {
  preconditionFailure("a SwiftUI primitive view has no body; SnapCheck reads it as a node")
}

extension View {
  /// The nodes this view stands for: a primitive view's own, else its body's, evaluated in
  /// the context's environment, closures the body hands on included (a `ForEach`'s content
  /// reading the view's `@Environment` sees the case's values, as in SwiftUI).
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    if let primitive = self as? PrimitiveView { return primitive.nodes(in: context) }
    // A hosted UIKit controller or view fills what it is offered, as SwiftUI sizes one by default.
    if self is any UIViewControllerRepresentable || self is any UIViewRepresentable {
      return [ViewNode(ViewNode.typeName(of: Self.self), kind: .flexible)]
    }
    var nodes = EnvironmentValues.$current.withValue(context.environment) { self.body.nodes(in: context) }
    // The app's own view names the node it stands for, as a message names a target.
    if nodes.count == 1 { nodes[0].typeName = ViewNode.typeName(of: Self.self) }
    return nodes
  }
}
