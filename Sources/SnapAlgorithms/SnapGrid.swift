import Foundation
import SnapModel

/// The snap positions of a layout for one alignment: `S = { clamp(roundPx(a_L)) }` over its
/// lines (SPEC §3, §5.2–5.4): `a_L = m_L − inset.leading − adj.leading` (leading, with the
/// line's section inset and the adjusted content inset) or `m_L + m/2 − V/2` (centre), where
/// `m_L` is the line's origin along the scroll axis, `m` the item's length and `V` the view's.
///
/// Items sharing a line share its position, so the grid works per line, numbered across
/// sections. When every section's lines advance and no section steps back, the positions
/// never decrease with the line and every query is a binary search; otherwise it scans.
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
  /// The offsets the view can rest at along the scroll axis.
  package let range: OffsetRange
  /// Whether positions never decrease with the line, so searches can bisect.
  private let isMonotone: Bool

  /// The grid of `geometry` for `alignment`, clamped to `range`.
  package init(geometry: FlowGeometry, alignment: Alignment, range: OffsetRange) {
    self.geometry = geometry
    self.alignment = alignment
    self.range = range
    isMonotone = Self.isMonotone(geometry)
  }

  /// The grid the simulator's layout and view show right now.
  package init(layout: UICollectionViewFlowLayout, alignment: Alignment) {
    let range = layout.collectionView?.offsetRange ?? OffsetRange(contentLength: 0, viewLength: 0, scale: 1)
    self.init(geometry: layout.flowGeometry, alignment: alignment, range: range)
  }

  /// Whether every section's lines advance and each section's first line lies at or after
  /// the line before it, in both alignments.
  private static func isMonotone(_ geometry: FlowGeometry) -> Bool {
    let main = geometry.axis.main(geometry.itemSize)
    var previousEnd: (origin: CGFloat, leading: CGFloat)?
    for section in geometry.sections where section.lines > 0 {
      let advance = main + section.input.lineSpacing
      guard advance > 0, advance.isFinite, main.isFinite else { return false }
      let leading = geometry.axis.leading(section.input.inset)
      guard leading.isFinite else { return false }
      let first = section.start + leading
      if let previousEnd, !(first >= previousEnd.origin && first - leading >= previousEnd.leading) { return false }
      let last = first + CGFloat(section.lines - 1) * advance
      previousEnd = (last, last - leading)
    }
    return true
  }

  /// How many lines (and so positions, counting repeats) there are.
  package var count: Int { geometry.lineCount }

  /// The snap position of line `line`: `clamp(roundPx(a_L))`.
  package func position(ofLine line: Int) -> CGFloat {
    let origin = geometry.mainOrigin(ofLine: line)
    let axis = geometry.axis
    let aligned: CGFloat
    switch alignment {
    case .leading:
      let inset = geometry.sections[geometry.section(ofLine: line)].input.inset
      aligned = origin - axis.leading(inset) - axis.leading(geometry.adjustedInset)
    case .center: aligned = origin + axis.main(geometry.itemSize) / 2 - axis.main(geometry.viewSize) / 2
    }
    return range.clamp(roundPx(aligned, scale: geometry.scale))
  }

  /// The line of global item `index`.
  package func line(ofItem index: Int) -> Int { geometry.line(ofItem: index) }

  /// The first line whose position is nearest `x` (nil with no items or a NaN `x`).
  package func nearestLine(to x: CGFloat) -> Int? {
    guard count > 0, !x.isNaN else { return nil }
    guard isMonotone else {
      return (0..<count).min { abs(position(ofLine: $0) - x) < abs(position(ofLine: $1) - x) }
    }
    let above = firstLine { position(ofLine: $0) >= x }
    let candidates = [above - 1, above].filter { $0 >= 0 && $0 < count }
    return candidates.min { abs(position(ofLine: $0) - x) < abs(position(ofLine: $1) - x) }
  }

  /// The position nearest `x`, or nil with no items or a NaN `x`.
  package func nearest(to x: CGFloat) -> CGFloat? {
    nearestLine(to: x).map(position(ofLine:))
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
  /// the distance from an off-grid start to its nearest position (to the range's lower end
  /// when there are no items, where a drag rests there), plus the rounding slack. A line
  /// advance that is not positive gives no pages.
  package func reach(from start: CGFloat, cap: Int) -> CGFloat {
    let pageSpace = geometry.pageSpace
    let pages = CGFloat(cap) * (pageSpace > 0 && pageSpace.isFinite ? pageSpace : 0)
    let offGrid = abs((nearest(to: start) ?? range.lower) - start)
    return pages + offGrid + roundingSlack
  }

  /// The positions a drag from `start` may rest at under a page cap of `cap`, ascending:
  /// those within `reach(from:cap:)`, and with several sections also the positions next to
  /// the start's nearest one on either side, however far (SPEC §7: a gap between sections
  /// is one step).
  package func allowedPositions(from start: CGFloat, cap: Int) -> [CGFloat] {
    let within = positions(within: reach(from: start, cap: cap), of: start)
    guard geometry.sections.count > 1, let anchor = nearest(to: start) else { return within }
    return Self.distinctAscending(within + neighbours(of: anchor))
  }

  /// The nearest distinct positions below and above `position`, where they exist.
  private func neighbours(of position: CGFloat) -> [CGFloat] {
    guard isMonotone else {
      let all = allPositions
      return [all.last { $0 < position }, all.first { $0 > position }].compactMap { $0 }
    }
    let below = firstLine { self.position(ofLine: $0) >= position } - 1
    let above = firstLine { self.position(ofLine: $0) > position }
    return [below >= 0 ? self.position(ofLine: below) : nil, above < count ? self.position(ofLine: above) : nil]
      .compactMap { $0 }
  }

  /// The distinct positions within `distance` of `x`, ascending.
  package func positions(within distance: CGFloat, of x: CGFloat) -> [CGFloat] {
    guard count > 0, !x.isNaN, !distance.isNaN else { return [] }
    let lines: Range<Int>
    if isMonotone {
      let first = firstLine { position(ofLine: $0) >= x - distance }
      let end = firstLine { position(ofLine: $0) > x + distance }
      lines = first..<Swift.max(first, end)
    } else {
      lines = 0..<count
    }
    var result: [CGFloat] = []
    for line in lines {
      let p = position(ofLine: line)
      if abs(p - x) <= distance { result.append(p) }
    }
    return Self.distinctAscending(result)
  }

  /// Every distinct position, ascending. O(lines): for small layouts and reports.
  package var allPositions: [CGFloat] {
    Self.distinctAscending((0..<count).map(position(ofLine:)))
  }

  /// `values` sorted, each value once (NaNs dropped).
  private static func distinctAscending(_ values: [CGFloat]) -> [CGFloat] {
    var result: [CGFloat] = []
    for value in values.filter({ !$0.isNaN }).sorted() where result.last != value {
      result.append(value)
    }
    return result
  }

  /// The first line in `0..<count` for which `predicate` holds, or `count`; the predicate
  /// must be false then true along the lines.
  private func firstLine(where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
