import Foundation

/// A view with one modifier applied: what every modifier of the SwiftUI stand-in returns.
///
/// Modifiers that only draw (colours, fonts, effects, callbacks) leave the view as it is; the
/// ones that place or size it, or configure a scroll view, add a `ViewModification` SnapCheck
/// reads.
public struct ModifiedContent<Content: View>: View, PrimitiveView {
  /// The modified view.
  let content: Content
  /// What the modifier does to the view as SnapCheck reads it; nil when it only draws.
  let modification: ViewModification?

  /// `content` with `modification`.
  init(_ content: Content, _ modification: ViewModification?) {
    self.content = content
    self.modification = modification
  }

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// The content's nodes, each carrying the modification (as a modifier on a `Group` or a
  /// `ForEach` applies to each of its views).
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    var context = context
    if case .environment(let change) = modification { change(&context.environment) }
    return content.nodes(in: context).map { node in
      var node = node
      switch modification {
      case .id(let id): node.id = id
      case .environment, nil: break
      case let modification?: node.modifiers.append(modification)
      }
      return node
    }
  }
}

/// What a modifier does to a view as SnapCheck reads it.
package enum ViewModification {
  /// `frame(width:height:)`: a fixed length on either axis, nil leaving it to the content.
  case frame(width: CGFloat?, height: CGFloat?)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
  case flexibleFrame(FlexibleFrame)
  /// `padding`: amounts on each side.
  case padding(EdgeInsets)
  /// `containerRelativeFrame` on `axes`: the length for the container's length along an axis.
  case containerRelativeFrame(axes: Axis.Set, length: (CGFloat, Axis) -> CGFloat)
  /// `scrollTargetLayout(isEnabled:)`.
  case scrollTargetLayout(isEnabled: Bool)
  /// `scrollTargetBehavior(_:)`.
  case scrollTargetBehavior(any ScrollTargetBehavior)
  /// `contentMargins` for `placement`.
  case contentMargins(EdgeInsets, placement: ContentMarginPlacement)
  /// `safeAreaPadding`.
  case safeAreaPadding(EdgeInsets)
  /// `scrollPosition(id:anchor:)`: the binding the scroll view keeps (S7).
  case scrollPosition(ScrollPositionBinding)
  /// `id(_:)`: the view's identity.
  case id(AnyHashable)
  /// `environment(_:_:)`: a change to what the view's content reads.
  case environment((inout EnvironmentValues) -> Void)

  /// A flexible frame's bounds on both axes.
  package struct FlexibleFrame {
    /// `minWidth`, `idealWidth`, `maxWidth`.
    package var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
    /// `minHeight`, `idealHeight`, `maxHeight`.
    package var height: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)

    /// The bounds along `axis`.
    package func along(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      axis == .horizontal ? width : height
    }
  }
}

extension View {
  /// This view with `modification` (nil: a modifier that only draws).
  func modified(_ modification: ViewModification?) -> ModifiedContent<Self> { ModifiedContent(self, modification) }
}
