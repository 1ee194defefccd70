import Foundation
import SnapModel

/// The carousel a view builds, as SnapCheck reads it (the SwiftUI views article): the first
/// `ScrollView` with one axis (filling the view it is checked in), its targets' lengths along that axis, the stack's spacing, the
/// margins before the first target and after the last, and what the scroll view installs.
///
///     ScrollView(.horizontal) {
///       LazyHStack(spacing: 10) { ForEach(0..<4) { _ in Color.red.containerRelativeFrame(.horizontal) } }
///         .scrollTargetLayout()
///     }
///     .contentMargins(.horizontal, 20)
///     // in a 375-point view: four targets of 335 (S6: 375 − 2·20), spacing 10, margins 20 and 20
package struct CarouselReading {
  /// The scroll axis.
  package var axis: Axis
  /// Each target's length along the axis, and its identity.
  package var targets: [(length: CGFloat, id: AnyHashable?)]
  /// The gap between targets.
  package var spacing: CGFloat
  /// The content before the first target and after the last, along the axis.
  package var margins: (leading: CGFloat, trailing: CGFloat)
  /// S6's container: the length `containerRelativeFrame` divides.
  package var containerLength: CGFloat
  /// Whether a stack carries `.scrollTargetLayout()` (S5).
  package var hasTargetLayout: Bool
  /// The behaviour `.scrollTargetBehavior` installs, if any.
  package var behavior: (any ScrollTargetBehavior)?
  /// The `scrollPosition(id:)` binding, if any (S7).
  package var position: ScrollPositionBinding?

  /// S5's message: `.viewAligned` with nothing to align to.
  package static let noTargetLayout = "no view in the ScrollView has .scrollTargetLayout(), so .viewAligned does not snap"

  /// Why a view cannot be read as a carousel: the `unsupported` reason its scenarios end with.
  package struct Unreadable: Error, Equatable {
    /// The reason, in one line.
    package var reason: String
    /// A view unreadable for `reason`.
    package init(reason: String) { self.reason = reason }
  }

  /// Reads `view` in a scene of `size`, `safeArea` and `environment`.
  package static func read<V: View>(
    _ view: V, size: CGSize, safeArea: UIEdgeInsets, environment: EnvironmentValues
  ) -> Result<CarouselReading, Unreadable> {
    let nodes = view.nodes(in: ViewReadingContext(environment: environment, proposal: size))
    guard let (scroll, outer) = firstScrollView(in: nodes, outer: []) else {
      return .failure(Unreadable(reason: "no ScrollView with one axis in the view"))
    }
    guard case .scroll(let axes) = scroll.kind else { return .failure(Unreadable(reason: "no ScrollView with one axis in the view")) }
    let axis: Axis = axes == .horizontal ? .horizontal : .vertical
    // The scroll view's own modifiers, innermost first, then those of the views around it.
    let modifiers = scroll.modifiers + outer.reversed().flatMap(\.modifiers)
    var padding = EdgeInsets()
    var contentMargins = EdgeInsets()
    var safeAreaPadding = EdgeInsets()
    var behavior: (any ScrollTargetBehavior)?
    var position: ScrollPositionBinding?
    for modifier in modifiers {
      switch modifier {
      case .padding(let insets): padding = padding + insets
      case .contentMargins(let insets, let placement) where placement.insetsContent: contentMargins = contentMargins + insets
      case .safeAreaPadding(let insets): safeAreaPadding = safeAreaPadding + insets
      case .scrollTargetBehavior(let installed): behavior = behavior ?? installed
      case .scrollPosition(let binding): position = position ?? binding
      default: break
      }
    }
    let aroundScroll = padding.along(axis)
    guard aroundScroll.leading == 0, aroundScroll.trailing == 0 else {
      return .failure(Unreadable(reason: "padding around the ScrollView along its axis (not modelled: check the view inside it)"))
    }
    let safe = axis == .horizontal ? (safeArea.left, safeArea.right) : (safeArea.top, safeArea.bottom)
    let boundsLength = axis == .horizontal ? size.width : size.height
    let margins = contentMargins.along(axis)
    let safePadding = safeAreaPadding.along(axis)
    let container = boundsLength - safe.0 - safe.1 - safePadding.leading - safePadding.trailing - margins.leading
      - margins.trailing
    let lengths = LengthReader(axis: axis, container: container)

    // The scroll content runs along the axis, as a stack with the default spacing.
    let content = ViewNode("ScrollView content", kind: .stack(axis: axis, spacing: nil), children: scroll.children)
    let marked = path(in: content, at: -1, to: { $0.modifiers.contains(where: \.enablesTargetLayout) })
    guard let route = marked ?? path(in: content, at: -1, to: { if case .stack(axis, _) = $0.kind { return true } else { return false } }),
      let stack = route.last?.node, route.count > 1
    else { return .failure(Unreadable(reason: "no stack along the scroll axis in the ScrollView")) }
    guard case .stack(let stackAxis, let stackSpacing) = stack.kind, stackAxis == axis else {
      return .failure(Unreadable(reason: "the stack with .scrollTargetLayout() does not run along the scroll axis"))
    }
    var leading = margins.leading + safePadding.leading
    var trailing = margins.trailing + safePadding.trailing
    // Padding on the target stack and on every view around it, and the views beside them.
    for (depth, (node, index)) in route.enumerated().dropFirst() {
      let around = node.modifiers.reduce(EdgeInsets()) { sum, modifier in
        if case .padding(let insets) = modifier { return sum + insets }
        return sum
      }.along(axis)
      leading += around.leading
      trailing += around.trailing
      let parent = route[depth - 1].node
      guard case .stack(let parentAxis, let parentSpacing) = parent.kind, parentAxis == axis else { continue }
      let gap = parentSpacing ?? LayoutConfiguration.swiftUIDefaultSpacing
      for (offset, sibling) in parent.children.enumerated() where offset != index {
        guard let length = lengths.length(of: sibling) else {
          return .failure(Unreadable(reason: "\(sibling.typeName) beside the target stack has no fixed length along the scroll axis"))
        }
        if offset < index { leading += length + gap } else { trailing += length + gap }
      }
    }
    var targets: [(length: CGFloat, id: AnyHashable?)] = []
    for (index, target) in stack.children.enumerated() {
      guard let length = lengths.length(of: target) else {
        return .failure(Unreadable(reason: "\(target.typeName) at target \(index) has no fixed length along the scroll axis"))
      }
      targets.append((length, target.id))
    }
    return .success(CarouselReading(
      axis: axis, targets: targets,
      spacing: stackSpacing ?? LayoutConfiguration.swiftUIDefaultSpacing, margins: (leading, trailing),
      containerLength: container, hasTargetLayout: marked != nil, behavior: behavior, position: position))
  }

  /// The first scroll view with one axis, depth first, and the views around it, outermost first.
  private static func firstScrollView(in nodes: [ViewNode], outer: [ViewNode]) -> (ViewNode, [ViewNode])? {
    for node in nodes {
      if case .scroll(let axes) = node.kind, axes == .horizontal || axes == .vertical { return (node, outer) }
      if let found = firstScrollView(in: node.children, outer: outer + [node]) { return found }
    }
    return nil
  }

  /// The views from `root` down to the first view below it, depth first, that `matches`,
  /// each with its index among its parent's children (the root's −1), or nil.
  private static func path(
    in root: ViewNode, at index: Int = 0, to matches: (ViewNode) -> Bool
  ) -> [(node: ViewNode, index: Int)]? {
    if index >= 0, matches(root) { return [(root, index)] }
    for (childIndex, child) in root.children.enumerated() {
      if let rest = path(in: child, at: childIndex, to: matches) { return [(root, index)] + rest }
    }
    return nil
  }
}

extension ViewModification {
  /// Whether it is `.scrollTargetLayout()`, enabled.
  var enablesTargetLayout: Bool {
    if case .scrollTargetLayout(true) = self { return true }
    return false
  }
}

extension CarouselReading {
  /// `configuration` (a SwiftUI one: the scroll view's size, safe area and screen) with the
  /// stack this reading gives: the axis, one child per target, the spacing, the margins and
  /// whether a stack carries `.scrollTargetLayout()`.
  package func laidOut(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
    var c = configuration
    c.scrollDirection = axis == .horizontal ? .horizontal : .vertical
    c.sections = [targets.count]
    let cross = axis == .horizontal ? c.containerSize.height : c.containerSize.width
    let lengths = targets.map(\.length)
    if let first = lengths.first, lengths.allSatisfy({ $0 == first }) {
      c.itemSizes = []
      (c.itemWidth, c.itemHeight) = axis == .horizontal ? (first, cross) : (cross, first)
    } else {
      c.itemSizes = lengths.map { axis == .horizontal ? CGSize(width: $0, height: cross) : CGSize(width: cross, height: $0) }
    }
    c.lineSpacing = spacing
    c.scrollTargetLayout = hasTargetLayout
    c.sectionInset = axis == .horizontal
      ? UIEdgeInsets(top: 0, left: margins.leading, bottom: 0, right: margins.trailing)
      : UIEdgeInsets(top: margins.leading, left: 0, bottom: margins.trailing, right: 0)
    return c
  }
}
