import Foundation
import SnapModel

/// The snap positions of a layout for one alignment: `S = { clamp(roundPx(a_i)) }` over its
/// items (the UIKit model article's snap positions): `a_i = m_i − inset.leading − adj.leading` (leading, with the
/// item's section inset and the adjusted content inset) or `m_i + l_i/2 − V/2` (centre), where
/// `m_i` is the item's origin along the scroll axis, `l_i` its length and `V` the view's;
/// for `.pages` the slots are the view's pages and `a_k = min + k·V` (A3).
///
/// The grid is a list of slots, each one snap position (repeats allowed). When items share
/// one size, items sharing a line share its position, so a slot is a line, numbered across
/// sections. Items of different sizes (TheUIKitModel) each have their own position: a slot is an item,
/// the slots sorted by position (then by item), so every query bisects them; a page is then
/// the distance between neighbouring positions where the gesture is (`pageSpace(at:)`).
///
/// When every section's lines advance and no section steps back, the positions
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

  /// Frames whose edges differ by at most this many points are the same frame (the
  /// Witnesses article): a thousandth of a point, far below a pixel at any scale and far
  /// above what computing one frame two ways leaves (1e-14 pt for on-screen lengths). The
  /// one frame tolerance every property uses (`rect-contract`).
  package static let frameTolerance: CGFloat = 0.001

  /// Two distances between offsets near `magnitude` that differ by at most this are a tie
  /// (the Witnesses article's rounding noise): a millionth of a point, or 16 units in the last
  /// place of `magnitude` where that is more (beyond 2²⁹ pt, about 5·10⁸). A pixel-rounded
  /// offset is a third of a point rounded to the nearest Double, so the two distances of an
  /// exact midpoint differ by a few units in the last place of the offsets, not by a fixed
  /// amount: a millionth of a point is that noise for offsets in the thousands, and no longer
  /// covers it at 10¹⁰ pt, where a unit in the last place is 2·10⁻⁶.
  package static func tieTolerance(near magnitude: CGFloat) -> CGFloat {
    let noise = magnitude.isFinite ? 16 * abs(magnitude).ulp : 0
    return Swift.max(1e-6, noise)
  }

  /// Whether `a` and `b` are the same frame: each of origin and size within
  /// `frameTolerance` (exactly equal for infinities; a NaN matches nothing).
  package static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || abs(x - y) <= frameTolerance }
    return same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y) && same(a.size.width, b.size.width)
      && same(a.size.height, b.size.height)
  }

  /// Whether two rests are the same rest: within `tolerance`, or both the same infinity, or
  /// both NaN (equal infinities are equal, the Witnesses article).
  package static func sameRest(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a == b || abs(a - b) <= tolerance || (a.isNaN && b.isNaN)
  }

  /// The grid's fields, held once: a grid is copied wherever a run records or a check reads
  /// one, and a copy then retains one object instead of each geometry and array. Never
  /// changed once made.
  private final class Fields: @unchecked Sendable {
    let geometry: FlowGeometry
    let source: FlowGeometry
    let pageLength: CGFloat?
    let alignment: Alignment
    let range: OffsetRange
    let isMonotone: Bool
    let order: ItemOrder?
    let isUniform: Bool
    let runs: [Run]

    init(
      geometry: FlowGeometry, source: FlowGeometry, pageLength: CGFloat?, alignment: Alignment, range: OffsetRange,
      isMonotone: Bool, order: ItemOrder?, runs: [Run]
    ) {
      (self.geometry, self.source, self.pageLength, self.alignment, self.range) = (geometry, source, pageLength, alignment, range)
      (self.isMonotone, self.order, isUniform, self.runs) = (isMonotone, order, order == nil, runs)
    }
  }

  /// The fields.
  private let fields: Fields

  /// The geometry the positions come from.
  package var geometry: FlowGeometry { fields.geometry }
  /// The geometry the grid was made from (`geometry`, or for `.pages` the view's geometry
  /// whose pages `geometry` holds), so a grid can be reused while it is the same.
  private var source: FlowGeometry { fields.source }
  /// The declared page length it was made with.
  private var pageLength: CGFloat? { fields.pageLength }
  /// Which edge (or the centre) of an item the view aligns to.
  package var alignment: Alignment { fields.alignment }
  /// The offsets the view can rest at along the scroll axis.
  package var range: OffsetRange { fields.range }
  /// Whether positions never decrease with the slot, so searches can bisect.
  private var isMonotone: Bool { fields.isMonotone }
  /// The slots of items of different sizes, in position order; nil when items share one size.
  private var order: ItemOrder? { fields.order }
  /// Whether items share one size (`order` is nil): the hot queries test this before touching
  /// `order`, whose binding would cost the uniform path retains.
  private var isUniform: Bool { fields.isUniform }
  /// Each non-empty section's lines and how their positions run, for a grid that is not
  /// monotone as a whole.
  private var runs: [Run] { fields.runs }

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

  /// Items of different sizes sorted by their snap positions, ties by item.
  private struct ItemOrder: Sendable {
    /// The item of each slot.
    var items: [Int]
    /// The slot of each item.
    var slots: [Int]
    /// The position of each slot, ascending (NaNs last).
    var positions: [CGFloat]
  }

  /// The grid of `geometry` for `alignment`, clamped to `range`; for `.pages`, the pages of
  /// `range` in `geometry`'s view, `pageLength` apart (the view's length when nil), whose
  /// lines then are the pages (one size: a uniform grid).
  package init(geometry source: FlowGeometry, alignment: Alignment, range: OffsetRange, pageLength: CGFloat? = nil) {
    let geometry = alignment == .pages
      ? Self.pageGeometry(axis: source.axis, viewSize: source.viewSize, range: range, scale: source.scale, pageLength: pageLength)
      : source
    guard !geometry.isUniform else {
      let isMonotone = Self.isMonotone(geometry)
      let runs = isMonotone
        ? [] : geometry.sections.filter { $0.lines > 0 }.map { Self.run(of: $0, in: geometry, alignment: alignment, range: range) }
      fields = Fields(
        geometry: geometry, source: source, pageLength: pageLength, alignment: alignment, range: range,
        isMonotone: isMonotone, order: nil, runs: runs)
      return
    }
    let unsorted = (0..<geometry.itemCount).map { item in
      let frame = geometry.frame(ofItem: item)
      return Self.position(
        origin: geometry.axis.main(frame.origin), length: geometry.axis.main(frame.size), slot: item, of: geometry.itemCount,
        section: geometry.section(ofItem: item), in: geometry, alignment: alignment, range: range)
    }
    let items = unsorted.indices.sorted { a, b in
      let (x, y) = (unsorted[a], unsorted[b])
      if x.isNaN || y.isNaN { return !x.isNaN && y.isNaN || (x.isNaN == y.isNaN && a < b) }
      return x < y || (x == y && a < b)
    }
    var slots = Array(repeating: 0, count: items.count)
    for (slot, item) in items.enumerated() { slots[item] = slot }
    // NaN positions (non-finite sizes from a delegate) break the order: scanned then.
    let isMonotone = !unsorted.contains { $0.isNaN }
    fields = Fields(
      geometry: geometry, source: source, pageLength: pageLength, alignment: alignment, range: range,
      isMonotone: isMonotone, order: ItemOrder(items: items, slots: slots, positions: items.map { unsorted[$0] }),
      runs: isMonotone ? [] : [Run(lines: 0..<items.count, shape: .unordered)])
  }

  /// The snap position of slot `slot` of `count`, whose items sit at `origin` along the
  /// scroll axis, `length` long, in `section`: the origin less the section inset and the
  /// adjusted inset's leading edge, safe area included whenever the view applies it, which is
  /// where the range starts, `−adj.leading` (leading), the centre less half the view (centre), or page `slot` (pages, whose
  /// grids always have one size); clamped and pixel-rounded.
  @inline(__always)
  private static func position(
    origin: CGFloat, length: CGFloat, slot: Int, of count: Int, section: @autoclosure () -> Int, in geometry: FlowGeometry,
    alignment: Alignment, range: OffsetRange
  ) -> CGFloat {
    let axis = geometry.axis
    let aligned: CGFloat
    switch alignment {
    case .leading:
      let inset = geometry.sections[section()].input.inset
      aligned = origin - axis.leading(inset) + range.lower
    case .center: aligned = origin + length / 2 - axis.main(geometry.viewSize) / 2
    case .pages: aligned = slot == count - 1 ? range.upper : range.lower + CGFloat(slot) * length
    }
    return range.clamp(roundPx(aligned, scale: geometry.scale))
  }

  /// The run of `section`'s lines in uniform `geometry`'s grid for `alignment` and `range`.
  private static func run(of section: FlowGeometry.Section, in geometry: FlowGeometry, alignment: Alignment, range: OffsetRange) -> Run {
    let lines = section.firstLine..<(section.firstLine + section.lines)
    let advance = geometry.axis.main(geometry.itemSize) + section.input.lineSpacing
    let start = section.start + geometry.axis.leading(section.input.inset)
    if advance == 0 || !advance.isFinite || !start.isFinite { return Run(lines: lines, shape: .headAndTail) }
    let (first, last) = (
      position(ofLine: lines.lowerBound, in: geometry, alignment: alignment, range: range),
      position(ofLine: lines.upperBound - 1, in: geometry, alignment: alignment, range: range)
    )
    if first.isNaN || last.isNaN { return Run(lines: lines, shape: .unordered) }
    return Run(lines: lines, shape: first <= last ? .ascending : .descending)
  }

  /// The grid the simulator's layout and view show right now: a flow layout's geometry, or
  /// the frames a layout of another kind gives its items (`UICollectionView.itemGeometry`),
  /// or the layout's own `snapGeometry` and `snapPageLength` when it has them.
  /// It is `previous` itself when that was made for the same alignment, page length,
  /// geometry (the layout keeps its geometry until something changes it) and range, so a run
  /// whose steps leave the layout alone builds its grid once.
  package init(
    layout: UICollectionViewLayout, alignment: Alignment, pageLength: CGFloat? = nil, reusing previous: SnapGrid? = nil
  ) {
    guard let view = layout.collectionView else {
      let flow = layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
      self.init(
        geometry: flow.flowGeometry, alignment: alignment, range: OffsetRange(contentLength: 0, viewLength: 0, scale: 1),
        pageLength: pageLength)
      return
    }
    // A layout whose positions are not its items' (a compositional layout's checked
    // orthogonal section, A20) names the geometry and page length they come from.
    let (geometry, range) = (layout.snapGeometry ?? view.itemGeometry, view.offsetRange)
    let pageLength = pageLength ?? layout.snapPageLength
    if let previous, previous.alignment == alignment, previous.pageLength == pageLength, previous.source === geometry,
      previous.range == range
    {
      self = previous
      return
    }
    self.init(geometry: geometry, alignment: alignment, range: range, pageLength: pageLength)
  }

  /// The grid the simulator's layout and view show right now, for `contract`'s alignment
  /// (and declared page length), reusing `previous` as `init(layout:alignment:pageLength:reusing:)` does.
  package init(layout: UICollectionViewLayout, contract: SnapContract, reusing previous: SnapGrid? = nil) {
    self.init(layout: layout, alignment: contract.alignment, pageLength: contract.pageLength, reusing: previous)
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

  /// How many slots (and so positions, counting repeats) there are: lines, or items when
  /// their sizes differ.
  package var count: Int {
    if !isUniform, let order { return order.items.count }
    return geometry.lineCount
  }

  /// The snap position of slot `line`: `clamp(roundPx(a))`.
  package func position(ofSlot line: Int) -> CGFloat {
    if !isUniform, let order { return order.positions[line] }
    return Self.position(ofLine: line, in: geometry, alignment: alignment, range: range)
  }

  /// The snap position of line `line` of uniform `geometry`'s grid for `alignment`, clamped to `range`.
  @inline(__always)
  private static func position(ofLine line: Int, in geometry: FlowGeometry, alignment: Alignment, range: OffsetRange) -> CGFloat {
    position(
      origin: geometry.mainOrigin(ofLine: line), length: geometry.axis.main(geometry.itemSize), slot: line, of: geometry.lineCount,
      section: geometry.section(ofLine: line), in: geometry, alignment: alignment, range: range)
  }

  /// The slot of global item `index`.
  package func slot(ofItem index: Int) -> Int {
    if !isUniform, let order { return order.slots[index] }
    return geometry.line(ofItem: index)
  }

  /// The global items at slot `slot`: its line's, or its one item.
  package func items(inSlot slot: Int) -> Range<Int> {
    guard !isUniform, let order else { return geometry.items(inLine: slot) }
    return order.items[slot]..<(order.items[slot] + 1)
  }

  /// The section of slot `slot`.
  package func section(ofSlot slot: Int) -> Int {
    isUniform ? geometry.section(ofLine: slot) : geometry.section(ofItem: items(inSlot: slot).lowerBound)
  }

  /// The rounded origin along the scroll axis of slot `slot`'s items (of its first item when
  /// their sizes differ).
  package func mainOrigin(ofSlot slot: Int) -> CGFloat {
    isUniform ? geometry.mainOrigin(ofLine: slot) : geometry.axis.main(geometry.frame(ofItem: items(inSlot: slot).lowerBound).origin)
  }

  /// One page at `x`: `m + s` when items share one size; with different sizes, the distance
  /// from the position nearest `x` to its nearer distinct neighbour (TheUIKitModel: pages are read
  /// where the gesture is), 0 with fewer than two distinct positions.
  package func pageSpace(at x: CGFloat) -> CGFloat {
    guard !isUniform else { return geometry.pageSpace }
    guard let anchor = nearest(to: x) else { return 0 }
    return neighbours(of: anchor).map { abs($0 - anchor) }.min() ?? 0
  }

  /// The widest page anywhere: `m + s` when items share one size, else the largest distance
  /// between neighbouring distinct positions (a drag of it moves at least one position from
  /// any of them).
  package var widestPage: CGFloat {
    guard !isUniform else { return geometry.pageSpace }
    let positions = allPositions
    return zip(positions, positions.dropFirst()).map { $1 - $0 }.max() ?? 0
  }

  /// The first slot whose position is nearest `x` (nil with no items or a NaN `x`).
  package func nearestSlot(to x: CGFloat) -> Int? {
    guard count > 0, !x.isNaN else { return nil }
    guard isMonotone else {
      // As `(0..<count).min { |p(a) − x| < |p(b) − x| }` would answer: the first line at
      // the least distance, line 0 kept while nothing is strictly nearer.
      var best = 0
      for run in runs {
        for line in candidates(nearest: x, in: run) where abs(position(ofSlot: line) - x) < abs(position(ofSlot: best) - x) {
          best = line
        }
      }
      return best
    }
    // The slots either side of `x`; the one below wins unless the one above is strictly nearer.
    let above = firstSlot { position(ofSlot: $0) >= x }
    let below = above - 1
    guard below >= 0 else { return above < count ? above : nil }
    guard above < count else { return below }
    return abs(position(ofSlot: above) - x) < abs(position(ofSlot: below) - x) ? above : below
  }

  /// The position nearest `x`, or nil with no items or a NaN `x`.
  package func nearest(to x: CGFloat) -> CGFloat? {
    nearestSlot(to: x).map(position(ofSlot:))
  }

  /// Whether `x` is within `tolerance` of a snap position.
  package func contains(_ x: CGFloat, tolerance: CGFloat) -> Bool {
    guard let nearest = nearest(to: x) else { return false }
    return abs(nearest - x) <= tolerance
  }

  /// The slack page distances get for pixel rounding: the tolerance plus one pixel, since
  /// two rounded positions a page apart can be up to a pixel further apart.
  package var roundingSlack: CGFloat { Self.tolerance + 1 / Swift.max(geometry.scale, 1) }

  /// How far from `start` towards `x` a drag may rest under a page cap of `cap`: `cap`
  /// pages, plus the distance from an off-grid start to its nearest position (to the range's
  /// lower end when there are no items, where a drag rests there), plus the rounding slack.
  /// With one item size the pages are `cap·pageSpace` either way (a line advance that is not
  /// positive gives none); with different sizes, the distance from the start's nearest
  /// position to the `cap`-th distinct position beyond it on `x`'s side (or the last there).
  /// `slack` replaces the rounding slack when given.
  package func reach(from start: CGFloat, cap: Int, towards x: CGFloat, slack: CGFloat? = nil) -> CGFloat {
    reach(from: start, anchor: nearest(to: start), cap: cap, towards: x, slack: slack)
  }

  /// `reach(from:cap:towards:slack:)` with the position nearest `start`, `anchor`, already found.
  private func reach(from start: CGFloat, anchor: CGFloat?, cap: Int, towards x: CGFloat, slack: CGFloat?) -> CGFloat {
    let slack = slack ?? roundingSlack
    let offGrid = abs((anchor ?? range.lower) - start)
    guard !isUniform else {
      let pageSpace = geometry.pageSpace
      return CGFloat(cap) * (pageSpace > 0 && pageSpace.isFinite ? pageSpace : 0) + offGrid + slack
    }
    var last = anchor
    for _ in 0..<Swift.max(0, cap) {
      guard let from = last, let next = neighbours(of: from).first(where: { x >= start ? $0 > from : $0 < from }) else { break }
      last = next
    }
    return abs((last ?? range.lower) - (anchor ?? range.lower)) + offGrid + slack
  }

  /// The positions a drag from `start` may rest at under a page cap of `cap`, ascending:
  /// those within `reach(from:cap:slack:)`, and the positions next to the start's nearest one
  /// on either side, however far, when the start is a position of S or there are several
  /// sections (`page-cap`'s reading on the wider host: the next position is one step, across
  /// a gap between sections or a page that rounding made longer).
  package func allowedPositions(from start: CGFloat, cap: Int, slack: CGFloat? = nil) -> [CGFloat] {
    // The position nearest the start, found once for both reaches and the neighbours.
    let nearestToStart = nearest(to: start)
    // With one item size the reach is the same both ways; with different sizes each side has its own.
    let ahead = reach(from: start, anchor: nearestToStart, cap: cap, towards: .infinity, slack: slack)
    let behind = isUniform ? ahead : reach(from: start, anchor: nearestToStart, cap: cap, towards: -.infinity, slack: slack)
    var within = positions(within: Swift.max(behind, ahead), of: start)
    if !isUniform { within = within.filter { $0 >= start ? $0 - start <= ahead : start - $0 <= behind } }
    guard let anchor = nearestToStart, geometry.sections.count > 1 || abs(anchor - start) <= Self.tolerance
    else { return within }
    return Self.merging(neighbours(of: anchor), into: within)
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
    let below = firstSlot { self.position(ofSlot: $0) >= position } - 1
    let above = firstSlot { self.position(ofSlot: $0) > position }
    return [below >= 0 ? self.position(ofSlot: below) : nil, above < count ? self.position(ofSlot: above) : nil]
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
    let first = firstSlot { position(ofSlot: $0) >= x - distance }
    let end = firstSlot { position(ofSlot: $0) > x + distance }
    var result: [CGFloat] = []
    result.reserveCapacity(Swift.max(first, end) - first)
    for line in first..<Swift.max(first, end) {
      let p = position(ofSlot: line)
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
      let after = lines.partitionPoint { ascending ? position(ofSlot: $0) >= x : position(ofSlot: $0) <= x }
      guard after > lines.lowerBound else { return [after] }
      let before = position(ofSlot: after - 1)
      let firstBefore = lines.partitionPoint { ascending ? position(ofSlot: $0) >= before : position(ofSlot: $0) <= before }
      return after < lines.upperBound ? [firstBefore, after] : [firstBefore]
    }
  }

  /// The nearest positions of `run` below and above `position`.
  private func neighbours(of position: CGFloat, in run: Run) -> (CGFloat?, CGFloat?) {
    let lines = run.lines
    switch run.shape {
    case .unordered, .headAndTail:
      let values = run.shape == .unordered
        ? lines.map(self.position(ofSlot:)) : [lines.lowerBound, lines.upperBound - 1].map(self.position(ofSlot:))
      return (values.filter { $0 < position }.max(), values.filter { $0 > position }.min())
    case .ascending:
      let below = lines.partitionPoint { self.position(ofSlot: $0) >= position } - 1
      let above = lines.partitionPoint { self.position(ofSlot: $0) > position }
      return (below >= lines.lowerBound ? self.position(ofSlot: below) : nil, above < lines.upperBound ? self.position(ofSlot: above) : nil)
    case .descending:
      let above = lines.partitionPoint { self.position(ofSlot: $0) <= position } - 1
      let below = lines.partitionPoint { self.position(ofSlot: $0) < position }
      return (below < lines.upperBound ? self.position(ofSlot: below) : nil, above >= lines.lowerBound ? self.position(ofSlot: above) : nil)
    }
  }

  /// The distinct positions of `run` within `distance` of `x`, each once (any order).
  private func positions(within distance: CGFloat, of x: CGFloat, in run: Run) -> [CGFloat] {
    let lines = run.lines
    let values: [CGFloat]
    switch run.shape {
    case .unordered: values = lines.map(position(ofSlot:))
    case .headAndTail: values = [lines.lowerBound, lines.upperBound - 1].map(position(ofSlot:))
    case .ascending, .descending:
      // Visit each distinct position from the one nearest x outwards on both sides, stopping
      // past the distance (a one-point margin keeps rounding from cutting the walk short).
      // An infinite x and distance leave a bound NaN: that side is then unbounded.
      let ascending = run.shape == .ascending
      let (low, high) = (x - (distance + 1), x + (distance + 1))
      let (from, to) = ascending ? (low, high) : (high, low)
      var found: [CGFloat] = []
      var line = from.isNaN
        ? lines.lowerBound : lines.partitionPoint { ascending ? position(ofSlot: $0) >= from : position(ofSlot: $0) <= from }
      while line < lines.upperBound {
        let p = position(ofSlot: line)
        if !to.isNaN, ascending ? p > to : p < to { break }
        found.append(p)
        line = (line..<lines.upperBound).partitionPoint { ascending ? position(ofSlot: $0) > p : position(ofSlot: $0) < p }
      }
      values = found
    }
    return values.filter { abs($0 - x) <= distance }
  }

  /// Every distinct position, ascending. O(lines): for small layouts and reports.
  package var allPositions: [CGFloat] {
    Self.distinctAscending((0..<count).map(position(ofSlot:)))
  }

  /// `values` sorted, each value once (NaNs dropped).
  ///
  /// Values already ascending without a NaN (positions read in slot order, the usual case)
  /// are not sorted: the sort is stable, so it would return them as they are, and only the
  /// repeats go, the first of each kept as after a sort.
  private static func distinctAscending(_ values: [CGFloat]) -> [CGFloat] {
    var result: [CGFloat] = []
    result.reserveCapacity(values.count)
    let ascending = !values.contains { $0.isNaN } && zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    for value in ascending ? values : values.filter({ !$0.isNaN }).sorted() where result.last != value {
      result.append(value)
    }
    return result
  }

  /// `distinctAscending(sorted + extra)` for `sorted` already distinct, ascending and without
  /// a NaN, without sorting it again: each value of `extra` that is not a NaN and equals none
  /// there yet goes in before the first larger one. A value equal to one already there is
  /// dropped, as the stable sort would put it after that one and the repeat would go.
  private static func merging(_ extra: [CGFloat], into sorted: [CGFloat]) -> [CGFloat] {
    var result = sorted
    for value in extra where !value.isNaN && !result.contains(value) {
      result.insert(value, at: result.firstIndex { $0 > value } ?? result.count)
    }
    return result
  }

  /// The first line in `0..<count` for which `predicate` holds, or `count`; the predicate
  /// must be false then true along the lines.
  private func firstSlot(where predicate: (Int) -> Bool) -> Int {
    (0..<count).partitionPoint(where: predicate)
  }
}
