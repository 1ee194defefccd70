import Foundation
import SnapModel

/// The snap positions of a layout for one alignment: `S = { clamp(roundPx(a_c)) }` over its
/// columns (SPEC §3), with `a_c = x_c − inset.left` (leading) or `x_c + w/2 − W/2` (centre).
///
/// Items stacked in one column share its position, so the grid works per column. With a
/// positive column advance the positions never decrease with the column, and every query is
/// a binary search; a layout whose columns do not advance is scanned.
///
///     let grid = SnapGrid(geometry: geometry, alignment: .leading, range: range)
///     grid.nearest(to: 140)  // the position nearest 140, nil when there are no items
package struct SnapGrid: Sendable {
  /// Offsets closer than this count as equal (SPEC §3): the one tolerance every property,
  /// the reference algorithm and the shrinker use.
  package static let tolerance: CGFloat = 0.5

  /// The geometry the positions come from.
  package let geometry: FlowGeometry
  /// Which edge (or the centre) of an item the view aligns to.
  package let alignment: Alignment
  /// The offsets the view can rest at.
  package let range: OffsetRange

  /// The grid of `geometry` for `alignment`, clamped to `range`.
  package init(geometry: FlowGeometry, alignment: Alignment, range: OffsetRange) {
    self.geometry = geometry
    self.alignment = alignment
    self.range = range
  }

  /// The grid the simulator's layout and view show right now.
  package init(layout: UICollectionViewFlowLayout, alignment: Alignment) {
    let range = layout.collectionView?.offsetRange ?? OffsetRange(contentWidth: 0, viewWidth: 0, scale: 1)
    self.init(geometry: layout.flowGeometry, alignment: alignment, range: range)
  }

  /// How many columns (and so positions, counting repeats) there are.
  package var count: Int { geometry.columns }

  /// Whether positions never decrease with the column, so searches can bisect.
  private var isMonotone: Bool { geometry.pageSpace > 0 && geometry.pageSpace.isFinite }

  /// The snap position of column `column`: `clamp(roundPx(a_c))`.
  package func position(ofColumn column: Int) -> CGFloat {
    let x = geometry.x(ofColumn: column)
    let aligned: CGFloat
    switch alignment {
    case .leading: aligned = x - geometry.inset.left
    case .center: aligned = x + geometry.itemSize.width / 2 - geometry.viewSize.width / 2
    }
    return range.clamp(roundPx(aligned, scale: geometry.scale))
  }

  /// The column of item `index`.
  package func column(ofItem index: Int) -> Int { index / geometry.itemsPerColumn }

  /// The first column whose position is nearest `x` (nil with no items or a NaN `x`).
  package func nearestColumn(to x: CGFloat) -> Int? {
    guard count > 0, !x.isNaN else { return nil }
    guard isMonotone else {
      return (0..<count).min { abs(position(ofColumn: $0) - x) < abs(position(ofColumn: $1) - x) }
    }
    let above = firstColumn { position(ofColumn: $0) >= x }
    let candidates = [above - 1, above].filter { $0 >= 0 && $0 < count }
    return candidates.min { abs(position(ofColumn: $0) - x) < abs(position(ofColumn: $1) - x) }
  }

  /// The position nearest `x`, or nil with no items or a NaN `x`.
  package func nearest(to x: CGFloat) -> CGFloat? {
    nearestColumn(to: x).map(position(ofColumn:))
  }

  /// Whether `x` is within `tolerance` of a snap position.
  package func contains(_ x: CGFloat, tolerance: CGFloat) -> Bool {
    guard let nearest = nearest(to: x) else { return false }
    return abs(nearest - x) <= tolerance
  }

  /// The slack page distances get for pixel rounding: the tolerance plus one pixel, since
  /// two rounded positions a page apart can be up to a pixel further apart.
  package var roundingSlack: CGFloat { Self.tolerance + 1 / Swift.max(geometry.scale, 1) }

  /// How far from `start` a drag may rest under a page cap of `cap`: `cap·pageSpace`, plus
  /// the distance from an off-grid start to its nearest position (to `minX` when there are no
  /// items, where a drag rests at `minX`), plus the rounding slack. A column advance that is
  /// not positive gives no pages.
  package func reach(from start: CGFloat, cap: Int) -> CGFloat {
    let pageSpace = geometry.pageSpace
    let pages = CGFloat(cap) * (pageSpace > 0 && pageSpace.isFinite ? pageSpace : 0)
    let offGrid = abs((nearest(to: start) ?? range.minX) - start)
    return pages + offGrid + roundingSlack
  }

  /// The distinct positions within `distance` of `x`, ascending.
  package func positions(within distance: CGFloat, of x: CGFloat) -> [CGFloat] {
    guard count > 0, !x.isNaN, !distance.isNaN else { return [] }
    let columns: Range<Int>
    if isMonotone {
      let first = firstColumn { position(ofColumn: $0) >= x - distance }
      let end = firstColumn { position(ofColumn: $0) > x + distance }
      columns = first..<Swift.max(first, end)
    } else {
      columns = 0..<count
    }
    var result: [CGFloat] = []
    for column in columns {
      let p = position(ofColumn: column)
      if abs(p - x) <= distance { result.append(p) }
    }
    return Self.distinctAscending(result)
  }

  /// Every distinct position, ascending. O(columns): for small layouts and reports.
  package var allPositions: [CGFloat] {
    Self.distinctAscending((0..<count).map(position(ofColumn:)))
  }

  /// `values` sorted, each value once (NaNs dropped).
  private static func distinctAscending(_ values: [CGFloat]) -> [CGFloat] {
    var result: [CGFloat] = []
    for value in values.filter({ !$0.isNaN }).sorted() where result.last != value {
      result.append(value)
    }
    return result
  }

  /// The first column in `0..<count` for which `predicate` holds, or `count`; the predicate
  /// must be false then true along the columns.
  private func firstColumn(where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
