import Foundation
import SnapModel

/// The snap positions of a layout for one alignment: `S = { clamp(roundPx(a_L)) }` over its
/// lines (the UIKit model article's snap positions): `a_L = m_L − inset.leading − adj.leading` (leading, with the
/// line's section inset and the adjusted content inset) or `m_L + m/2 − V/2` (centre), where
/// `m_L` is the line's origin along the scroll axis, `m` the item's length and `V` the view's;
/// for `.pages` the lines are the view's pages and `a_k = min + k·V` (A3).
///
/// Items sharing a line share its position, so the grid works per line, numbered across
/// sections. When every section's lines advance and no section steps back, the positions
/// never decrease with the line and every query is a binary search; otherwise each
/// section's lines are searched on their own: within a section a position is a monotone
/// function of the line (`clamp` and `roundPx` of `a + k·(m + s)`), and with an advance of
/// 0 or a non-finite one every line from 1 on sits at one place. Either way a query costs
/// O(sections · log lines), whatever the number of items.
///
///     let grid = SnapGrid(geometry: geometry, alignment: .leading, range: range)
///     grid.nearest(to: 140)  // the position nearest 140, nil when there are no items
package struct SnapGrid: Sendable {
  /// Offsets closer than this count as equal (the properties article): the one tolerance every property,
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
  /// Each non-empty section's lines and how their positions run, for a grid that is not
  /// monotone as a whole.
  private var runs: [Run] = []

  /// A section's lines, whose positions run one way within it.
  private struct Run: Sendable {
    /// How the positions run along `lines`.
    enum Shape: Sendable {
      /// Never decreasing along the lines.
      case ascending
      /// Never increasing along the lines.
      case descending
      /// The first line on its own, every later line at one place (an advance of 0 or a
      /// non-finite one, or a non-finite start).
      case headAndTail
      /// None of these can be shown (non-finite insets making NaNs mid-section): scanned.
      case unordered
    }
    /// The global lines.
    let lines: Range<Int>
    /// How their positions run.
    let shape: Shape
  }

  /// The grid of `geometry` for `alignment`, clamped to `range`; for `.pages`, the pages of
  /// `range` in `geometry`'s view, whose lines then are the pages.
  package init(geometry: FlowGeometry, alignment: Alignment, range: OffsetRange) {
    let geometry = alignment == .pages
      ? Self.pageGeometry(axis: geometry.axis, viewSize: geometry.viewSize, range: range, scale: geometry.scale) : geometry
    self.geometry = geometry
    self.alignment = alignment
    self.range = range
    isMonotone = Self.isMonotone(geometry)
    if !isMonotone { runs = geometry.sections.filter { $0.lines > 0 }.map(run(of:)) }
  }

  /// The run of `section`'s lines.
  private func run(of section: FlowGeometry.Section) -> Run {
    let lines = section.firstLine..<(section.firstLine + section.lines)
    let advance = geometry.axis.main(geometry.itemSize) + section.input.lineSpacing
    let start = section.start + geometry.axis.leading(section.input.inset)
    if advance == 0 || !advance.isFinite || !start.isFinite { return Run(lines: lines, shape: .headAndTail) }
    let (first, last) = (position(ofLine: lines.lowerBound), position(ofLine: lines.upperBound - 1))
    if first.isNaN || last.isNaN { return Run(lines: lines, shape: .unordered) }
    return Run(lines: lines, shape: first <= last ? .ascending : .descending)
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
    case .pages: aligned = line == count - 1 ? range.upper : range.lower + CGFloat(line) * axis.main(geometry.itemSize)
    }
    return range.clamp(roundPx(aligned, scale: geometry.scale))
  }

  /// The line of global item `index`.
  package func line(ofItem index: Int) -> Int { geometry.line(ofItem: index) }

  /// The first line whose position is nearest `x` (nil with no items or a NaN `x`).
  package func nearestLine(to x: CGFloat) -> Int? {
    guard count > 0, !x.isNaN else { return nil }
    guard isMonotone else {
      // As `(0..<count).min { |p(a) − x| < |p(b) − x| }` would answer: the first line at
      // the least distance, line 0 kept while nothing is strictly nearer.
      var best = 0
      for run in runs {
        for line in candidates(nearest: x, in: run) where abs(position(ofLine: line) - x) < abs(position(ofLine: best) - x) {
          best = line
        }
      }
      return best
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
  /// the start's nearest one on either side, however far (`page-cap`'s reading: a gap between sections
  /// is one step).
  package func allowedPositions(from start: CGFloat, cap: Int) -> [CGFloat] {
    let within = positions(within: reach(from: start, cap: cap), of: start)
    guard geometry.sections.count > 1, let anchor = nearest(to: start) else { return within }
    return Self.distinctAscending(within + neighbours(of: anchor))
  }

  /// The nearest distinct positions below and above `position`, where they exist.
  private func neighbours(of position: CGFloat) -> [CGFloat] {
    guard isMonotone else {
      var below: CGFloat?
      var above: CGFloat?
      for run in runs {
        let (runBelow, runAbove) = neighbours(of: position, in: run)
        if let runBelow, below.map({ runBelow > $0 }) ?? true { below = runBelow }
        if let runAbove, above.map({ runAbove < $0 }) ?? true { above = runAbove }
      }
      return [below, above].compactMap { $0 }
    }
    let below = firstLine { self.position(ofLine: $0) >= position } - 1
    let above = firstLine { self.position(ofLine: $0) > position }
    return [below >= 0 ? self.position(ofLine: below) : nil, above < count ? self.position(ofLine: above) : nil]
      .compactMap { $0 }
  }

  /// The distinct positions within `distance` of `x`, ascending.
  package func positions(within distance: CGFloat, of x: CGFloat) -> [CGFloat] {
    guard count > 0, !x.isNaN, !distance.isNaN else { return [] }
    guard isMonotone else {
      var result: [CGFloat] = []
      for run in runs { result += positions(within: distance, of: x, in: run) }
      return Self.distinctAscending(result)
    }
    let first = firstLine { position(ofLine: $0) >= x - distance }
    let end = firstLine { position(ofLine: $0) > x + distance }
    var result: [CGFloat] = []
    for line in first..<Swift.max(first, end) {
      let p = position(ofLine: line)
      if abs(p - x) <= distance { result.append(p) }
    }
    return Self.distinctAscending(result)
  }

  /// The lines of `run` that may be the first nearest `x` within it, in order: around where
  /// `x` falls, each the first line of its position.
  private func candidates(nearest x: CGFloat, in run: Run) -> [Int] {
    let lines = run.lines
    switch run.shape {
    case .unordered: return Array(lines)
    case .headAndTail: return lines.count > 1 ? [lines.lowerBound, lines.lowerBound + 1] : [lines.lowerBound]
    case .ascending, .descending:
      let ascending = run.shape == .ascending
      // The first line at or past x, and the first line of the position just before it.
      let after = firstLine(in: lines) { ascending ? position(ofLine: $0) >= x : position(ofLine: $0) <= x }
      guard after > lines.lowerBound else { return [after] }
      let before = position(ofLine: after - 1)
      let firstBefore = firstLine(in: lines) { ascending ? position(ofLine: $0) >= before : position(ofLine: $0) <= before }
      return after < lines.upperBound ? [firstBefore, after] : [firstBefore]
    }
  }

  /// The nearest positions of `run` below and above `position`.
  private func neighbours(of position: CGFloat, in run: Run) -> (CGFloat?, CGFloat?) {
    let lines = run.lines
    switch run.shape {
    case .unordered, .headAndTail:
      let values = run.shape == .unordered
        ? lines.map(self.position(ofLine:)) : [lines.lowerBound, lines.upperBound - 1].map(self.position(ofLine:))
      return (values.filter { $0 < position }.max(), values.filter { $0 > position }.min())
    case .ascending:
      let below = firstLine(in: lines) { self.position(ofLine: $0) >= position } - 1
      let above = firstLine(in: lines) { self.position(ofLine: $0) > position }
      return (below >= lines.lowerBound ? self.position(ofLine: below) : nil, above < lines.upperBound ? self.position(ofLine: above) : nil)
    case .descending:
      let above = firstLine(in: lines) { self.position(ofLine: $0) <= position } - 1
      let below = firstLine(in: lines) { self.position(ofLine: $0) < position }
      return (below < lines.upperBound ? self.position(ofLine: below) : nil, above >= lines.lowerBound ? self.position(ofLine: above) : nil)
    }
  }

  /// The distinct positions of `run` within `distance` of `x`, each once (any order).
  private func positions(within distance: CGFloat, of x: CGFloat, in run: Run) -> [CGFloat] {
    let lines = run.lines
    let values: [CGFloat]
    switch run.shape {
    case .unordered: values = lines.map(position(ofLine:))
    case .headAndTail: values = [lines.lowerBound, lines.upperBound - 1].map(position(ofLine:))
    case .ascending, .descending:
      // Visit each distinct position from the one nearest x outwards on both sides, stopping
      // past the distance (a one-point margin keeps rounding from cutting the walk short).
      // An infinite x and distance leave a bound NaN: that side is then unbounded.
      let ascending = run.shape == .ascending
      let (low, high) = (x - (distance + 1), x + (distance + 1))
      let (from, to) = ascending ? (low, high) : (high, low)
      var found: [CGFloat] = []
      var line = from.isNaN
        ? lines.lowerBound : firstLine(in: lines) { ascending ? position(ofLine: $0) >= from : position(ofLine: $0) <= from }
      while line < lines.upperBound {
        let p = position(ofLine: line)
        if !to.isNaN, ascending ? p > to : p < to { break }
        found.append(p)
        line = firstLine(in: line..<lines.upperBound) { ascending ? position(ofLine: $0) > p : position(ofLine: $0) < p }
      }
      values = found
    }
    return values.filter { abs($0 - x) <= distance }
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
    firstLine(in: 0..<count, where: predicate)
  }

  /// The first line in `lines` for which `predicate` holds, or its end; the predicate must
  /// be false then true along them.
  private func firstLine(in lines: Range<Int>, where predicate: (Int) -> Bool) -> Int {
    var low = lines.lowerBound
    var high = lines.upperBound
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
