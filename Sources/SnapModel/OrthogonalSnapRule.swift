import Foundation

/// Where a drag of an orthogonally scrolling compositional section comes to rest, for each of
/// UIKit's five behaviours (A20 in the CompositionalLayouts article): UIKit publishes none, so
/// the model assumes these and keeps them here. The drag, rubber-banding, momentum floor and
/// projection are the UIKit model's, with the section's `orthogonalScrollingProperties`.
///
/// - `.continuous`: the natural target (the projection, clamped): no snapping.
/// - `.continuousGroupLeadingBoundary`: the group leading position nearest the natural target.
/// - `.paging`: A3 (`PagingRule`) with the page the section's view length.
/// - `.groupPaging`: over the groups' leading positions, A3's rule: with `v = 0` the nearest to
///   the release, otherwise the first strictly beyond it in `v`'s direction (the last that way
///   when none is), at most `positionsPerDrag` from the one nearest the start.
/// - `.groupPagingCentered`: the same over the groups' centred positions.
///
/// A section with no groups has one position, the range's start. "Nearest" takes the smaller
/// offset on an exact tie, as A3 does.
///
///     // Groups 200 wide, 10 apart, no insets, view 375, 5 groups: leading positions
///     // [0, 210, 420, 630, 665]. .groupPaging, start 0, release 40 at v = 1: 210.
package struct OrthogonalSnapRule: Sendable {
  /// How many positions, counted by index, a group-paging drag may move from the one nearest
  /// its start (A20, as A3: one).
  package static let positionsPerDrag = 1

  /// The behaviour.
  package let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The section's geometry.
  package let geometry: OrthogonalSectionGeometry

  /// The rule of `behavior` over `geometry`.
  package init(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, geometry: OrthogonalSectionGeometry) {
    self.behavior = behavior
    self.geometry = geometry
    switch behavior {
    case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
      // A section with no groups rests at its start.
      // The method called directly for each group, not taken as a closure (which copies the
      // geometry into it and calls through a thunk).
      let centred = behavior == .groupPagingCentered
      groupPositions = geometry.groupCount > 0
        ? Self.distinct((0..<geometry.groupCount).map { centred ? geometry.centredPosition($0) : geometry.leadingPosition($0) })
        : [geometry.range.lower]
    case .none, .continuous, .paging:
      groupPositions = []
    }
  }

  /// The group behaviours' positions, worked out once per layout pass.
  private let groupPositions: [CGFloat]

  /// The positions the behaviour snaps to, ascending and distinct (none for `.continuous`;
  /// A3's pages for `.paging`).
  package var positions: [CGFloat] {
    switch behavior {
    case .none, .continuous: return []
    case .paging: return PagingRule(range: geometry.range, viewLength: geometry.viewLength).pages
    case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered: return groupPositions
    }
  }

  /// Where a drag from `start`, released at `release` with `velocity` (after the momentum
  /// floor) and naturally ending at `natural` (projected, rounded, clamped), comes to rest.
  package func target(release: CGFloat, velocity: CGFloat, start: CGFloat, natural: CGFloat) -> CGFloat {
    guard !release.isNaN, !velocity.isNaN, !start.isNaN, !natural.isNaN else { return .nan }
    switch behavior {
    case .none, .continuous:
      return natural
    case .paging:
      return PagingRule(range: geometry.range, viewLength: geometry.viewLength).target(release: release, velocity: velocity, start: start)
    case .continuousGroupLeadingBoundary:
      return groupPositions[Self.nearest(natural, in: groupPositions)]
    case .groupPaging, .groupPagingCentered:
      let all = groupPositions
      let chosen: Int
      if velocity == 0 {
        chosen = Self.nearest(release, in: all)
      } else if velocity > 0 {
        chosen = all.firstIndex { $0 > release } ?? all.count - 1
      } else {
        chosen = all.lastIndex { $0 < release } ?? 0
      }
      let home = Self.nearest(start, in: all)
      return all[min(max(chosen, home - Self.positionsPerDrag), home + Self.positionsPerDrag)]
    }
  }

  /// The index of the position in `all` nearest `x`, the smaller on an exact tie.
  private static func nearest(_ x: CGFloat, in all: [CGFloat]) -> Int {
    var best = 0
    for index in all.indices where abs(all[index] - x) < abs(all[best] - x) { best = index }
    return best
  }

  /// `values` ascending without repeats (sorted only when they do not already ascend, as
  /// groups laid out in order do).
  private static func distinct(_ values: [CGFloat]) -> [CGFloat] {
    var result: [CGFloat] = []
    result.reserveCapacity(values.count)
    let ascending = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    for value in ascending ? values : values.sorted() where result.last != value { result.append(value) }
    return result
  }
}
