// SnapCheck's reference snap algorithm: not a port. It exists to show that every property
// (the catalog's properties article) can hold at once, and as a layout to copy.
//
// The rule, in one breath: find the snap positions S of the current geometry; allow those
// within `pageCap` pages of where the drag began (plus the distance from an off-grid start
// to the grid, and a pixel of rounding slack); among them, on the velocity's side of the release point when there is one,
// take the position nearest where the view would coast to (the release for a slow drag); a
// tie, read within the rounding noise of offsets that large (`SnapGrid.tieTolerance(near:)`),
// goes to the position nearer the start.
//
// On the wider host (sections, content insets, either axis) the same rule runs along either axis, with snap positions
// over every section, leading positions net of the adjusted content inset. Between sections
// the next position may lie more than a page away: it is always allowed, and a slow drag of
// more than half a page (an exact half is a tie, which stays) from a snap position that would
// stay put goes on to it, so one-page drags cross any gap. From a snap position the next one
// is always allowed (a page that rounding made longer). The cap's rounding slack is @3x's at
// every scale, so @2x and @3x allow the same positions.
//
// - Stateless: it remembers nothing between gestures except where the current drag began,
//   noted by its scroll-view delegate, and the geometry its last `prepare()` laid out (a cache
//   of the geometry, renewed by every layout pass), so scroll, resize and reload leave
//   nothing stale.
// - Never reads cells, so recycling and `visibleCells` order cannot matter.
// - Non-finite velocities are treated as documented, never propagated: NaN is no velocity,
//   ±∞ is a fling in its direction; a NaN proposal falls back to the release point.
// - A resize keeps the item that was snapped: `prepare(forAnimatedBoundsChange:)` notes it,
//   `targetContentOffset(forProposedContentOffset:)` returns its position in the new geometry.
// - A batch update keeps it too: `prepare()` keeps the geometry it lays out (as layouts cache
//   their attributes there), so `prepare(forCollectionViewUpdates:)` finds the item snapped
//   before the update and follows it, or when it is deleted its nearest survivor after it
//   (else before), to its new index; `targetContentOffset(forProposedContentOffset:)` returns
//   that item's position.
import Foundation
import SnapModel

/// SnapCheck's reference algorithm: capped, direction-preserving, stateless snapping to the
/// leading edge or the centre of an item, or to the view's pages.
package final class ReferenceSnapLayout: UICollectionViewFlowLayout, UIScrollViewDelegate {
  /// The rounding slack of the page cap at the finest screen (@3x): the same at every scale,
  /// so the same gesture is allowed the same positions at @2x and @3x (`scale-invariant`),
  /// and never more than `page-cap` allows at any scale.
  static let capSlack: CGFloat = SnapGrid.tolerance + 1.0 / 3

  /// Leading or centre alignment.
  package let alignment: Alignment
  /// The most pages one drag may move from where it began.
  package let pageCap: Int
  /// Where the current drag began, noted when it begins.
  @exclusivity(unchecked) private var dragStart: CGFloat?
  /// The first item at the snapped position when a resize began.
  @exclusivity(unchecked) private var itemBeforeResize: Int?
  /// The geometry and range the last `prepare()` laid out: what the view showed before an
  /// update. Its snap positions are worked out only when an update asks for them.
  @exclusivity(unchecked) private var prepared: (geometry: FlowGeometry, range: OffsetRange)?
  /// Where the item snapped before a batch update is after it, until the update asks for its offset.
  @exclusivity(unchecked) private var itemAfterUpdate: IndexPath?

  /// A reference layout with an alignment and a page cap (at least 1).
  package init(alignment: Alignment = .leading, pageCap: Int = 1) {
    self.alignment = alignment
    self.pageCap = Swift.max(1, pageCap)
    super.init()
  }

  /// UIKit's archive initializer: a reference layout is made in code, never decoded.
  package required init?(coder: NSCoder) { nil }

  /// Notes where the drag begins.
  package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollDirection.main(scrollView.contentOffset)
  }

  /// The position the drag rests at (see the file header for the rule).
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let axis = scrollDirection
    let grid = currentGrid()
    let proposed = axis.main(proposedContentOffset)
    let speed = axis.main(velocity)
    let release = collectionView.map { axis.main($0.contentOffset) } ?? proposed
    let start = dragStart ?? release
    dragStart = nil
    guard let anchor = grid.nearest(to: start) else {
      return axis.replacingMain(of: proposedContentOffset, with: grid.range.lower)
    }
    let allowed = grid.allowedPositions(from: start, cap: pageCap, slack: Self.capSlack)
    let direction: CGFloat = speed.isNaN ? 0 : (speed > 0 ? 1 : (speed < 0 ? -1 : 0))
    let aim = direction == 0 || !proposed.isFinite ? release : proposed
    let ahead = allowed.filter {
      direction > 0 ? $0 >= release - SnapGrid.tolerance : (direction < 0 ? $0 <= release + SnapGrid.tolerance : true)
    }
    let candidates = ahead.isEmpty ? allowed : ahead
    var best = candidates.min { a, b in
      let (distanceA, distanceB) = (abs(a - aim), abs(b - aim))
      // A tie (to within the rounding noise of offsets this large) goes to the position
      // nearer the start, so the same gesture from any page breaks it the same way.
      let tie = SnapGrid.tieTolerance(near: Swift.max(abs(a), abs(b), abs(aim)))
      if abs(distanceA - distanceB) > tie { return distanceA < distanceB }
      return abs(a - start) < abs(b - start)
    } ?? anchor
    let moved = release - start
    let pageSpace = grid.pageSpace(at: start)
    let halfPage = pageSpace / 2 + SnapGrid.tieTolerance(near: Swift.max(abs(start), abs(release)))
    if direction == 0, grid.geometry.sections.count > 1, pageSpace > 0, abs(anchor - start) <= SnapGrid.tolerance,
      abs(best - anchor) <= SnapGrid.tolerance, abs(moved) > halfPage,
      let next = allowed.filter({ moved > 0 ? $0 > anchor + SnapGrid.tolerance : $0 < anchor - SnapGrid.tolerance })
        .min(by: { abs($0 - anchor) < abs($1 - anchor) })
    {
      best = next
    }
    return axis.replacingMain(of: proposedContentOffset, with: best)
  }

  /// The grid of the current geometry and range, built again only when either changed: with
  /// items of different sizes building one sorts every item's position, which a drag in an
  /// unchanged layout need not repeat.
  private func currentGrid() -> SnapGrid {
    let grid = SnapGrid(layout: self, alignment: alignment, reusing: cachedGrid)
    cachedGrid = grid
    return grid
  }

  /// The grid `currentGrid()` built last.
  @exclusivity(unchecked) private var cachedGrid: SnapGrid?

  /// Lays out the flow geometry and keeps it, with the view's range, for the next batch update.
  package override func prepare() {
    super.prepare()
    prepared = (flowGeometry, collectionView?.offsetRange ?? OffsetRange(contentLength: 0, viewLength: 0, scale: 1))
  }

  /// Notes where the item snapped before the update goes: the first item at a snap position
  /// within `SnapGrid.tolerance` of the offset, or when the update deletes it the nearest
  /// surviving item after it (else before it); nothing when the view rests off the grid.
  package override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    itemAfterUpdate = nil
    guard let prepared, let view = collectionView else { return }
    let old = SnapGrid(geometry: prepared.geometry, alignment: alignment, range: prepared.range)
    let offset = scrollDirection.main(view.contentOffset)
    guard let slot = old.nearestSlot(to: offset), abs(old.position(ofSlot: slot) - offset) <= SnapGrid.tolerance else { return }
    let oldCounts = old.geometry.sections.map(\.input.itemCount)
    let update = BatchUpdate(updateItems: updateItems, counts: (0..<view.numberOfSections).map(view.numberOfItems(inSection:)))
    let snapped = old.items(inSlot: slot).lowerBound
    let survivors = Array(snapped..<old.geometry.itemCount) + (0..<snapped).reversed()
    itemAfterUpdate = survivors.lazy.compactMap { update.newIndexPath(of: old.geometry.indexPath(ofItem: $0), oldCounts: oldCounts) }.first
  }

  /// Forgets the followed item once the update is done.
  package override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    itemAfterUpdate = nil
  }

  /// Notes the first item snapped at the current offset before a resize.
  package override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    let grid = currentGrid()
    itemBeforeResize = grid.nearestSlot(to: scrollDirection.main(oldBounds.origin)).map { grid.items(inSlot: $0).lowerBound }
  }

  /// After a resize or a batch update: the noted item's position in the new geometry.
  package override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    let axis = scrollDirection
    let grid = currentGrid()
    if let path = itemAfterUpdate, let item = grid.geometry.item(at: path) {
      return axis.replacingMain(of: proposedContentOffset, with: grid.position(ofSlot: grid.slot(ofItem: item)))
    }
    guard let item = itemBeforeResize, grid.count > 0 else {
      let nearest = grid.nearest(to: axis.main(proposedContentOffset)) ?? grid.range.lower
      return axis.replacingMain(of: proposedContentOffset, with: nearest)
    }
    let slot = grid.slot(ofItem: Swift.min(item, grid.geometry.itemCount - 1))
    return axis.replacingMain(of: proposedContentOffset, with: grid.position(ofSlot: slot))
  }

  /// Forgets the noted item once the resize is done.
  package override func finalizeAnimatedBoundsChange() {
    itemBeforeResize = nil
  }

  /// `reference` in the registry.
  /// The options `reference` takes.
  package enum Options {
    /// Leading or centre alignment.
    package static let alignment = AlgorithmOption<Alignment>(
      "alignment", "where the view rests relative to an item", default: .leading, .names(Alignment.allCases.map(\.rawValue)))
    /// The most pages one drag may move.
    package static let pageCap = AlgorithmOption<Int>("pageCap", "the most pages one drag may move", default: 1, .integer(1...Int.max))
  }

  static let algorithm = Algorithm(
    id: "reference",
    origin: "SnapCheck's own",
    summary: "nearest snap position within the page cap of the drag's start, never against the release velocity",
    options: [Options.alignment.declaration, Options.pageCap.declaration],
    host: .everything,
    contract: { options in
      SnapContract(alignment: options[Options.alignment], pageCap: options[Options.pageCap], keepsState: false, hasTransforms: false)
    },
    make: { _, options in
      let layout = ReferenceSnapLayout(alignment: options[Options.alignment], pageCap: options[Options.pageCap])
      return LayoutUnderTest(layout: layout, delegate: layout)
    })
}
