import Foundation

/// The lines of a flow layout whose items differ in size (TheUIKitModel), worked
/// out once: every item's frame and the lines they fill.
///
/// Lines are filled in index order: an item joins the current line while the line's cross
/// sizes, its own and one `interitemSpacing` between each two stay within the available cross
/// extent; the first item of a line always joins. A line is as thick along the scroll axis as
/// its thickest item, each item is centred in that thickness (origin
/// `roundPx(lineStart + (thickness − size)/2)`, `lineStart` accumulated unrounded), and the
/// next line starts after the thickness plus the line spacing. Across, a line of one item is
/// centred and a line of several is justified over its own items
/// (`gap = (avail − Σ cross)/(k − 1)`). Items whose sizes are all the same never come here:
/// `FlowGeometry` keeps the one-size arithmetic (TheUIKitModel) for them.
///
///     // Horizontal, avail 100, interitem spacing 10: 60×40, 30×30 share a column
///     // (40 + 10 + 30 ≤ 100); 80×50 starts the next (80 + 10 + 50 > 100).
///
/// - Complexity: O(n) to build for n items; every query O(1) but `lines(meeting:)`, a
///   binary search.
package struct FlowLines: Sendable {
  /// Every global item's frame.
  package private(set) var frames: [CGRect] = []
  /// Every global item's global line.
  private var lineOfItem: [Int] = []
  /// Every global line's first global item.
  private var firstItemOfLine: [Int] = []
  /// Every global line's start along the scroll axis, unrounded.
  private var lineStarts: [CGFloat] = []
  /// Every global line's thickness along the scroll axis: its thickest item's length.
  private var thicknesses: [CGFloat] = []
  /// Whether every line starts after the one before it ends (positive, finite advances), so
  /// lines meeting a range can be found by bisection.
  package private(set) var linesAscend = true

  /// No lines yet.
  package init() {}

  /// How many lines there are.
  package var count: Int { lineStarts.count }

  /// The global line of global item `item`.
  package func line(ofItem item: Int) -> Int { lineOfItem[item] }

  /// The global items of global line `line`, in order.
  package func items(inLine line: Int) -> Range<Int> {
    firstItemOfLine[line]..<(line + 1 < firstItemOfLine.count ? firstItemOfLine[line + 1] : frames.count)
  }

  /// The rounded start of global line `line` along the scroll axis.
  package func start(ofLine line: Int, scale: CGFloat) -> CGFloat {
    roundPx(lineStarts[line], scale: scale)
  }

  /// Lays out the items of one section, `sizes` in order, after the lines already laid out;
  /// returns how many lines they fill and where the last one ends along the scroll axis
  /// (`start` when there are none).
  package mutating func layOut(
    _ sizes: ArraySlice<CGSize>, axis: Axis, start: CGFloat, crossLeading: CGFloat, available: CGFloat,
    lineSpacing: CGFloat, interitemSpacing: CGFloat, scale: CGFloat
  ) -> (lines: Int, end: CGFloat) {
    var lineStart = start
    var end = start
    var lines = 0
    var first = sizes.startIndex
    while first < sizes.endIndex {
      // The line: `first` always joins; each next item while the line still fits across.
      var crossSum = axis.cross(sizes[first])
      var thickness = axis.main(sizes[first])
      var next = first + 1
      while next < sizes.endIndex {
        let cross = axis.cross(sizes[next])
        guard crossSum + cross + CGFloat(next - first) * interitemSpacing <= available else { break }
        crossSum += cross
        thickness = Swift.max(thickness, axis.main(sizes[next]))
        next += 1
      }
      if lines > 0 {
        lineStart = end + lineSpacing
        if !(lineSpacing + thicknesses[thicknesses.count - 1] > 0) { linesAscend = false }
      }
      appendLine(
        sizes[first..<next], axis: axis, start: lineStart, thickness: thickness, crossLeading: crossLeading,
        available: available, crossSum: crossSum, scale: scale)
      end = lineStart + thickness
      lines += 1
      first = next
    }
    return (lines, end)
  }

  /// Places one line's items: centred in its thickness along the axis, centred (one item) or
  /// justified (several) across.
  private mutating func appendLine(
    _ sizes: ArraySlice<CGSize>, axis: Axis, start: CGFloat, thickness: CGFloat, crossLeading: CGFloat,
    available: CGFloat, crossSum: CGFloat, scale: CGFloat
  ) {
    let line = lineStarts.count
    // Items of negative or non-finite length may reach outside their line: no bisection then.
    if !start.isFinite || sizes.contains(where: { !(axis.main($0) >= 0 && axis.main($0).isFinite) }) { linesAscend = false }
    lineStarts.append(start)
    thicknesses.append(thickness)
    firstItemOfLine.append(frames.count)
    let gap = sizes.count > 1 ? (available - crossSum) / CGFloat(sizes.count - 1) : 0
    var crossBefore: CGFloat = 0
    for (slot, size) in sizes.enumerated() {
      let (main, cross) = (axis.main(size), axis.cross(size))
      let crossOrigin = sizes.count == 1
        ? roundPx(crossLeading + (available - cross) / 2, scale: scale)
        : roundPx(crossLeading + crossBefore + CGFloat(slot) * gap, scale: scale)
      frames.append(axis.rect(
        main: roundPx(start + (thickness - main) / 2, scale: scale), cross: crossOrigin, mainLength: main, crossLength: cross))
      lineOfItem.append(line)
      crossBefore += cross
    }
  }

  /// Appends `frames` as they are, each its own line (the items of a layout that is not a flow
  /// layout, placed by its own attributes): a line starts at its item's origin along the axis
  /// and is as thick as the item.
  package mutating func place(_ frames: [CGRect], axis: Axis) {
    firstItemOfLine.makeRoom(forMore: frames.count)
    lineOfItem.makeRoom(forMore: frames.count)
    lineStarts.makeRoom(forMore: frames.count)
    thicknesses.makeRoom(forMore: frames.count)
    self.frames.makeRoom(forMore: frames.count)
    for frame in frames {
      let (start, thickness) = (axis.main(frame.origin), axis.main(frame.size))
      if let last = lineStarts.last, !(start >= last && start + thickness >= last + thicknesses[thicknesses.count - 1]) {
        linesAscend = false
      }
      if !(start.isFinite && thickness >= 0 && thickness.isFinite) { linesAscend = false }
      firstItemOfLine.append(self.frames.count)
      lineOfItem.append(lineStarts.count)
      lineStarts.append(start)
      thicknesses.append(thickness)
      self.frames.append(frame)
    }
  }

  /// The global lines among `lines` that may meet the span `low...high` along the scroll
  /// axis: a superset with a one-point margin for rounding (all of them when the lines do
  /// not ascend).
  package func lines(_ lines: Range<Int>, meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
    guard linesAscend, !lines.isEmpty else { return lines }
    let first = lines.partitionPoint { lineStarts[$0] + Swift.max(thicknesses[$0], 0) >= low - 1 }
    let end = lines.partitionPoint { lineStarts[$0] > high + 1 }
    return first..<Swift.max(first, end)
  }
}
