import Foundation

extension View {
  /// A frame of a fixed width, height or both (nil: the content's).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modified(.frame(width: width, height: height))
  }

  /// A frame between bounds: along the scroll axis SnapCheck takes its ideal, else its minimum.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modified(.flexibleFrame(.init(width: (minWidth, idealWidth, maxWidth), height: (minHeight, idealHeight, maxHeight))))
  }

  /// Padding of `length` (nil: SwiftUI's default, `SwiftUIAssumptions.defaultPadding`) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(.padding(EdgeInsets(edges, length ?? SwiftUIAssumptions.defaultPadding)))
  }

  /// Padding of `length` on every side.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Padding of `insets`.
  public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets)) }

  /// A frame as long as the container along `axes` (S6's container).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modified(.containerRelativeFrame(axes: axes, length: { length, _ in length }))
  }

  /// A frame of `span` of `count` columns `spacing` apart along `axes`:
  /// `((C − spacing·(count − 1)) / count) · span + spacing·(span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modified(.containerRelativeFrame(axes: axes, length: { length, _ in
      let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return column * CGFloat(span) + spacing * CGFloat(span - 1)
    }))
  }

  /// A frame whose length along each of `axes` is what `length` answers for the container's
  /// length along it.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modified(.containerRelativeFrame(axes: axes, length: length))
  }

  /// The view's identity: a `scrollPosition(id:)` binding holds it.
  public func id<ID: Hashable>(_ id: ID) -> some View { modified(.id(AnyHashable(id))) }

  /// Sets an environment value for the view's content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modified(.environment { $0[keyPath: keyPath] = value })
  }
}
