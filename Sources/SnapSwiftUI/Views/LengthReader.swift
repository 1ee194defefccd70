import Foundation
import SnapModel

/// A view's length along the scroll axis, by the rules of the SwiftUI views article: its
/// modifiers applied from the innermost out to its own length — `frame(width:)` sets it,
/// `frame(minWidth:idealWidth:maxWidth:)` its ideal else its minimum, `containerRelativeFrame`
/// S6's container divided as asked, `padding` adds its leading and trailing amounts.
///
///     LengthReader(axis: .horizontal, container: 335)  // a target Color.red
///       .padding(8).containerRelativeFrame(.horizontal, count: 2, spacing: 15)  → 160
struct LengthReader {
  /// The scroll axis.
  let axis: Axis
  /// S6's container length.
  let container: CGFloat

  /// `node`'s length along the axis, or nil when it has none fixed (its content's, or flexible).
  func length(of node: ViewNode) -> CGFloat? {
    var length = ownLength(of: node)
    for modifier in node.modifiers {
      switch modifier {
      case .frame(let width, let height):
        if let fixed = axis == .horizontal ? width : height { length = fixed }
      case .flexibleFrame(let frame):
        let bounds = frame.along(axis)
        if let given = bounds.ideal ?? bounds.min {
          length = given
        } else if bounds.max == .infinity {
          length = nil
        }
      case .containerRelativeFrame(let axes, let relative):
        if axes.contains(axis == .horizontal ? .horizontal : .vertical) { length = relative(container, axis) }
      case .padding(let insets):
        let amounts = insets.along(axis)
        length = length.map { $0 + amounts.leading + amounts.trailing }
      default: break
      }
    }
    return length
  }

  /// The length of the view under its modifiers: a stack's from its children's, nil for
  /// content-sized and flexible views.
  private func ownLength(of node: ViewNode) -> CGFloat? {
    guard case .stack(let stackAxis, let spacing) = node.kind else { return nil }
    var lengths: [CGFloat] = []
    for child in node.children {
      guard let length = length(of: child) else { return nil }
      lengths.append(length)
    }
    guard stackAxis == axis else { return lengths.max() ?? 0 }
    let gap = spacing ?? LayoutConfiguration.swiftUIDefaultSpacing
    return lengths.reduce(0, +) + gap * CGFloat(max(0, lengths.count - 1))
  }
}
