import Foundation

/// One view of an evaluated view tree, as SnapCheck reads it: what kind of view it is, its
/// children (groups and `ForEach` already expanded) and the modifiers on it.
package struct ViewNode {
  /// What a node is.
  package enum Kind {
    /// A view that takes the length of its content (text, an image's own size).
    case content
    /// A view that takes the length proposed to it (a colour, a shape, a spacer).
    case flexible
    /// A stack: `axis` nil for a `ZStack`; `spacing` as written (nil: the default).
    case stack(axis: Axis?, spacing: CGFloat?)
    /// A scroll view along `axes`.
    case scroll(axes: Axis.Set)
  }

  /// The view's type name, generic arguments left out.
  package var typeName: String
  /// The kind of view.
  package var kind: Kind
  /// Its children, in order.
  package var children: [ViewNode]
  /// Its modifiers, innermost first.
  package var modifiers: [ViewModification] = []
  /// Its identity: the `ForEach` element's id, or what `.id(_:)` gives.
  package var id: AnyHashable?

  /// A node of `kind` named `typeName`.
  package init(_ typeName: String, kind: Kind, children: [ViewNode] = []) {
    self.typeName = typeName
    self.kind = kind
    self.children = children
  }

  /// `type`'s name without its generic arguments: `LazyHStack` for `LazyHStack<…>`.
  package static func typeName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }
}

/// What reading a view needs: the environment its bodies see and the size proposed to it.
package struct ViewReadingContext {
  /// The environment `@Environment` reads.
  package var environment: EnvironmentValues
  /// The size the view is offered (a `GeometryReader` reports it).
  package var proposal: CGSize

  /// A context.
  package init(environment: EnvironmentValues, proposal: CGSize) {
    self.environment = environment
    self.proposal = proposal
  }
}
