import Foundation
import SnapModel

/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`): the view rests with a child's
/// leading edge at the content margin, modelled by assumption S4 (`SwiftUIAssumptions`).
///
/// A child's position is `clamp(roundPx(child.min − margin.leading))`; the view goes to the
/// child whose position is nearest the natural target (the earlier child on a tie). A limited
/// behaviour first finds the child aligned at the gesture's start (the one nearest the
/// original target) and moves at most one child from it (`alwaysByFew`: as many as were wholly
/// inside the container at the start, at least one).
///
///     // children 250 wide, spacing 8, no margins: positions 0, 258, 516, …
///     // a natural target of 700 from a drag that began at 0:
///     // .never rests at 774; .alwaysByOne at 258
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`: how many children one gesture may move.
  public struct LimitBehavior: Hashable, Sendable {
    /// Which limit, by name.
    package enum Kind: String, Sendable, CaseIterable {
      /// Limited in a compact horizontal size class on a horizontal view, else not.
      case automatic
      /// At most one child.
      case always
      /// No limit.
      case never
      /// At most the children wholly visible at the start.
      case alwaysByFew
      /// At most one child.
      case alwaysByOne
    }

    /// The limit's kind.
    package let kind: Kind

    /// A limit of `kind`.
    package init(_ kind: Kind) { self.kind = kind }

    /// Limited in a compact horizontal size class on a horizontal view, unlimited otherwise.
    public static var automatic: LimitBehavior { LimitBehavior(.automatic) }
    /// Always limits how many children a gesture moves.
    public static var always: LimitBehavior { LimitBehavior(.always) }
    /// Never limits how many children a gesture moves.
    public static var never: LimitBehavior { LimitBehavior(.never) }
    /// Limits a gesture to a few children: those wholly visible at its start.
    public static var alwaysByFew: LimitBehavior { LimitBehavior(.alwaysByFew) }
    /// Limits a gesture to one child.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(.alwaysByOne) }
  }

  /// How many children one gesture may move.
  public var limitBehavior: LimitBehavior

  /// A view-aligned behaviour with `limitBehavior`.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
  }

  /// Moves the target to the child S4 chooses.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let host = context.host
    let children = Children(stack: host.stack, margins: host.margins, range: host.range)
    guard children.count > 0 else { return }
    let axis = host.axis
    let natural = axis.main(target.rect.origin)
    var window = 0...(children.count - 1)
    if let limit = limit(in: context) {
      let start = axis.main(context.originalTarget.rect.origin)
      let from = children.nearest(to: start, in: window)
      let most = limit ?? max(1, children.whollyInside(from: start, length: axis.main(context.containerSize)))
      window = max(0, from - most)...min(children.count - 1, from + most)
    }
    let child = children.nearest(to: natural, in: window)
    target.rect.origin = axis.replacingMain(of: target.rect.origin, with: children.position(of: child))
  }

  /// The most children a gesture may move: `.some(n)`, `.some(nil)` for as many as were wholly
  /// visible at the start, or nil for no limit.
  private func limit(in context: TargetContext) -> Int?? {
    switch limitBehavior.kind {
    case .never: return nil
    case .always, .alwaysByOne: return .some(SwiftUIAssumptions.limitedChildren)
    case .alwaysByFew: return .some(nil)
    case .automatic:
      let compact = context.horizontalSizeClass == .compact && context.host.axis == .horizontal
      return compact ? .some(SwiftUIAssumptions.limitedChildren) : nil
    }
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// The view-aligned behaviour with the automatic limit.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// The view-aligned behaviour with `limitBehavior`.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// The paging behaviour.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// The stack's children as S4 sees them: one per line of the stack's geometry, each aligned
/// at `clamp(roundPx(child.min − margin.leading))`.
struct Children {
  /// The stack's geometry.
  let stack: FlowGeometry
  /// The content margins.
  let margins: UIEdgeInsets
  /// The offsets the view can rest at.
  let range: OffsetRange

  /// How many children there are.
  var count: Int { stack.itemCount }

  /// Whether positions never decrease with the index, so a nearest child can be found by bisection.
  private var isMonotone: Bool {
    if !stack.isUniform, let lines = stack.variableLines { return lines.linesAscend }
    let advance = stack.axis.main(stack.itemSize) + (stack.sections.first?.input.lineSpacing ?? 0)
    return advance >= 0 && advance.isFinite
  }

  /// Child `index`'s position.
  func position(of index: Int) -> CGFloat {
    let origin = stack.axis.main(stack.frame(ofItem: index).origin)
    return range.clamp(roundPx(origin - stack.axis.leading(margins), scale: stack.scale))
  }

  /// The child in `window` whose position is nearest `x`, the earlier one on a tie.
  func nearest(to x: CGFloat, in window: ClosedRange<Int>) -> Int {
    guard isMonotone else {
      return window.min { abs(position(of: $0) - x) < abs(position(of: $1) - x) } ?? window.lowerBound
    }
    // The first child at or beyond x, then whichever of it and the one before is nearer.
    // "Not before x" rather than "at or beyond x": a NaN x takes the window's first child.
    let low = (window.lowerBound..<(window.upperBound + 1)).partitionPoint { !(position(of: $0) < x) }
    guard low <= window.upperBound else { return earliest(at: window.upperBound, from: window.lowerBound) }
    guard low > window.lowerBound else { return low }
    let before = earliest(at: low - 1, from: window.lowerBound)
    return abs(position(of: low) - x) < abs(x - position(of: before)) ? low : before
  }

  /// The earliest child from `floor` on at the same position as child `index`.
  private func earliest(at index: Int, from floor: Int) -> Int {
    let target = position(of: index)
    return (floor..<index).partitionPoint { !(position(of: $0) < target) }
  }

  /// How many children lie wholly inside a container `length` long at offset `start`.
  func whollyInside(from start: CGFloat, length: CGFloat) -> Int {
    let axis = stack.axis
    let visible = axis.rect(main: start, cross: -.greatestFiniteMagnitude / 2, mainLength: length, crossLength: .greatestFiniteMagnitude)
    return stack.items(intersecting: visible).count { item in
      let frame = stack.frame(ofItem: item)
      return axis.main(frame.origin) >= start && axis.main(frame.origin) + axis.main(frame.size) <= start + length
    }
  }
}
