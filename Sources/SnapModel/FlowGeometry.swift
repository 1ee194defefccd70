import Foundation

/// The frames a `UICollectionViewFlowLayout` gives its items (A6 in the UIKit model article), and the
/// content they fill.
///
/// Everything is computed along the scroll axis ("main") and across it ("cross"): items fill
/// lines (columns when horizontal, rows when vertical) across the available cross extent; a
/// line holding one item centres it, several are justified. Sections follow one another
/// along the main axis, each starting a new line after the previous section's trailing
/// inset. Origins are rounded to the pixel grid, sizes are not. Items are numbered globally
/// across sections (section 0's first, then section 1's, …). With one item size (TheUIKitModel) every
/// query is arithmetic or a binary search over sections: a 100,000-item layout costs what a
/// 10-item one does. Items of different sizes (TheUIKitModel) are laid out once into `FlowLines`.
/// A class, immutable: the layout hands out its cached geometry on every query, so passing
/// it costs a reference, not a copy.
///
///     let geometry = FlowGeometry(
///       axis: .horizontal, itemSize: CGSize(width: 100, height: 50),
///       sections: [.init(itemCount: 3, lineSpacing: 10, interitemSpacing: 10, inset: .zero)],
///       viewSize: CGSize(width: 200, height: 100), adjustedInset: .zero, scale: 2)
///     geometry.frame(ofItem: 1)  // (110, 25, 100, 50)
///     geometry.contentLength     // 320
package final class FlowGeometry: Sendable {
  /// The largest number of items one line holds in the model.
  ///
  /// Zero or negative item sizes can make UIKit's formula unbounded; past this the line
  /// count and every frame are unchanged for any item count the model accepts.
  package static let maximumItemsPerLine = 1 << 40

  /// What a section's flow properties are (from the layout or its flow delegate).
  package struct SectionInput: Equatable, Sendable {
    /// Items in the section.
    package var itemCount: Int
    /// The gap between lines (`minimumLineSpacing`).
    package var lineSpacing: CGFloat
    /// The gap between items in one line (`minimumInteritemSpacing`).
    package var interitemSpacing: CGFloat
    /// The section's inset.
    package var inset: UIEdgeInsets
    /// Its header's length along the scroll axis (the reference size's); only a positive
    /// length makes a header.
    package var headerLength: CGFloat
    /// Its footer's length along the scroll axis; only a positive length makes a footer.
    package var footerLength: CGFloat

    /// A section's flow properties.
    package init(
      itemCount: Int, lineSpacing: CGFloat, interitemSpacing: CGFloat, inset: UIEdgeInsets, headerLength: CGFloat = 0,
      footerLength: CGFloat = 0
    ) {
      self.itemCount = itemCount
      self.lineSpacing = lineSpacing
      self.interitemSpacing = interitemSpacing
      self.inset = inset
      self.headerLength = headerLength
      self.footerLength = footerLength
    }
  }

  /// One laid-out section.
  package struct Section: Equatable, Sendable {
    /// Its flow properties.
    package var input: SectionInput
    /// The global number of its first item.
    package var firstItem: Int
    /// The global number of its first line.
    package var firstLine: Int
    /// How many items one of its lines holds when items share one size; 0 when they differ
    /// (each line then holds what `FlowLines` fitted).
    package var itemsPerLine: Int
    /// How many lines its items fill.
    package var lines: Int
    /// Where its inset and lines start along the main axis: the end of the section before
    /// it, plus its header.
    package var start: CGFloat
    /// Where its header starts: the end of the section before it.
    package var headerStart: CGFloat
    /// Where its footer starts: after its trailing inset.
    package var footerStart: CGFloat
    /// The cross extent its lines share: the view's, less the adjusted content inset and
    /// the section's cross insets.
    package var available: CGFloat
  }

  /// The scroll axis.
  package let axis: Axis
  /// The item size: every item's when they share one, else the layout's `itemSize` property.
  package let itemSize: CGSize
  /// The lines of items of different sizes (TheUIKitModel), or nil when every item has `itemSize`.
  package let variableLines: FlowLines?
  /// Whether every item has `itemSize` (`variableLines` is nil): the hot queries test this
  /// before touching `variableLines`, whose binding would cost the uniform path retains.
  package let isUniform: Bool
  /// The sections, in order.
  package let sections: [Section]
  /// The layout's own `minimumLineSpacing`, the page advance when there is no section.
  package let defaultLineSpacing: CGFloat
  /// The collection view's bounds size.
  package let viewSize: CGSize
  /// The view's adjusted content inset.
  package let adjustedInset: UIEdgeInsets
  /// Pixels per point.
  package let scale: CGFloat
  /// All items in all sections.
  package let itemCount: Int
  /// All lines in all sections.
  package let lineCount: Int
  /// The content's length along the main axis: every section's insets, lines and gaps.
  package let contentLength: CGFloat

  /// Lays out `sections` in a view of `viewSize`, every item of `itemSize`, or of its own
  /// size in `itemSizes` (one per item, globally numbered) when given; sizes that are all the
  /// same are `itemSize` (the one-size geometry stands, its partial last line keeping the full line's slots).
  package convenience init(
    axis: Axis, itemSize: CGSize, itemSizes: [CGSize]? = nil, sections inputs: [SectionInput],
    defaultLineSpacing: CGFloat = 10, viewSize: CGSize, adjustedInset: UIEdgeInsets, scale: CGFloat
  ) {
    // Sizes that are all the same are one item size; only differing ones need lines of their own.
    let shared = itemSizes.flatMap { sizes in sizes.first.flatMap { first in sizes.allSatisfy { Self.isSame($0, first) } ? first : nil } }
    let differing = itemSizes.flatMap { $0.isEmpty || shared != nil ? nil : $0 }
    let itemSize = shared ?? itemSize
    let main = axis.main(itemSize)
    let cross = axis.cross(itemSize)
    let viewCross = axis.cross(viewSize) - axis.crossLeading(adjustedInset) - axis.crossTrailing(adjustedInset)
    var variable = differing.map { _ in FlowLines() }
    var sections: [Section] = []
    sections.reserveCapacity(inputs.count)
    var firstItem = 0
    var firstLine = 0
    var end: CGFloat = 0
    for input in inputs {
      let available = viewCross - axis.crossLeading(input.inset) - axis.crossTrailing(input.inset)
      let start = end + Self.length(input.headerLength)
      let perLine: Int
      let lines: Int
      let footerStart: CGFloat
      if let sizes = differing, let (laidOut, linesEnd) = variable?.layOut(
        sizes[firstItem..<(firstItem + Swift.max(0, input.itemCount))], axis: axis, start: start + axis.leading(input.inset),
        crossLeading: axis.crossLeading(input.inset), available: available, lineSpacing: input.lineSpacing,
        interitemSpacing: input.interitemSpacing, scale: scale)
      {
        (perLine, lines, footerStart) = (0, laidOut, linesEnd + axis.trailing(input.inset))
      } else {
        perLine = Self.itemsPerLine(available: available, cross: cross, spacing: input.interitemSpacing)
        lines = input.itemCount <= 0 ? 0 : (input.itemCount - 1) / perLine + 1
        footerStart = start + axis.leading(input.inset) + CGFloat(lines) * main
          + CGFloat(Swift.max(0, lines - 1)) * input.lineSpacing + axis.trailing(input.inset)
      }
      sections.append(Section(
        input: input, firstItem: firstItem, firstLine: firstLine, itemsPerLine: perLine, lines: lines, start: start,
        headerStart: end, footerStart: footerStart, available: available))
      firstItem += Swift.max(0, input.itemCount)
      firstLine += lines
      end = footerStart + Self.length(input.footerLength)
    }
    self.init(
      axis: axis, itemSize: itemSize, placedLines: variable, sections: sections, defaultLineSpacing: defaultLineSpacing,
      viewSize: viewSize, adjustedInset: adjustedInset, scale: scale, contentLength: end)
  }

  /// A geometry of laid-out `sections`, whose items have `itemSize` unless `placedLines`
  /// places them (items of different sizes, or a layout's own frames).
  package init(
    axis: Axis, itemSize: CGSize, placedLines: FlowLines?, sections: [Section], defaultLineSpacing: CGFloat = 0,
    viewSize: CGSize, adjustedInset: UIEdgeInsets, scale: CGFloat, contentLength: CGFloat
  ) {
    self.axis = axis
    self.itemSize = itemSize
    self.defaultLineSpacing = defaultLineSpacing
    self.viewSize = viewSize
    self.adjustedInset = adjustedInset
    self.scale = scale
    self.sections = sections
    variableLines = placedLines
    isUniform = placedLines == nil
    itemCount = sections.last.map { $0.firstItem + Swift.max(0, $0.input.itemCount) } ?? 0
    lineCount = sections.last.map { $0.firstLine + $0.lines } ?? 0
    self.contentLength = contentLength
  }

  /// Whether two item sizes are the same, NaN matching NaN: a delegate answering one size
  /// for every item gives the one-size geometry (TheUIKitModel), whatever that size is.
  private static func isSame(_ a: CGSize, _ b: CGSize) -> Bool {
    func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return same(a.width, b.width) && same(a.height, b.height)
  }

  /// A header's or footer's length as it counts: only a positive length makes one.
  private static func length(_ reference: CGFloat) -> CGFloat {
    reference > 0 ? reference : 0
  }

  /// `max(1, floor((avail + t) / (c + t)))`, bounded by `maximumItemsPerLine`.
  private static func itemsPerLine(available: CGFloat, cross: CGFloat, spacing: CGFloat) -> Int {
    let fit = ((available + spacing) / (cross + spacing)).rounded(.down)
    if !(fit >= 1) { return 1 }
    if fit >= CGFloat(maximumItemsPerLine) { return maximumItemsPerLine }
    return Int(fit)
  }

  /// The advance from one line to the next in the first section, `m + s`: how far one page
  /// moves when items share one size.
  package var pageSpace: CGFloat {
    axis.main(itemSize) + (sections.first?.input.lineSpacing ?? defaultLineSpacing)
  }

  /// The content size: `contentLength` along the axis, the view's extent less the adjusted
  /// inset across it.
  package var contentSize: CGSize {
    axis.size(
      main: contentLength,
      cross: axis.cross(viewSize) - axis.crossLeading(adjustedInset) - axis.crossTrailing(adjustedInset))
  }

  /// The section holding global item `item` (which must be in `0..<itemCount`): the last
  /// section starting at or before it, which is never an empty one.
  package func section(ofItem item: Int) -> Int {
    lastSection { $0.firstItem <= item }
  }

  /// The section holding global line `line` (which must be in `0..<lineCount`).
  package func section(ofLine line: Int) -> Int {
    lastSection { $0.firstLine <= line }
  }

  /// The last section for which `startsBefore` holds; it must hold for a prefix of the
  /// sections (found by bisection, so many sections cost a few steps).
  @inline(__always)
  private func lastSection(where startsBefore: (Section) -> Bool) -> Int {
    if sections.count == 1 { return 0 }
    return Swift.max(0, sections.indices.partitionPoint { !startsBefore(sections[$0]) } - 1)
  }

  /// The global line of global item `item`.
  package func line(ofItem item: Int) -> Int {
    if !isUniform, let variableLines { return variableLines.line(ofItem: item) }
    let section = sections[section(ofItem: item)]
    return section.firstLine + (item - section.firstItem) / section.itemsPerLine
  }

  /// The global items in global line `line`, in order.
  package func items(inLine line: Int) -> Range<Int> {
    if !isUniform, let variableLines { return variableLines.items(inLine: line) }
    let section = sections[section(ofLine: line)]
    let first = section.firstItem + (line - section.firstLine) * section.itemsPerLine
    return first..<Swift.min(section.firstItem + section.input.itemCount, first + section.itemsPerLine)
  }

  /// The rounded main-axis origin of global line `line`:
  /// `roundPx(start + inset.leading + k·(m + s))` for the section's k-th line (with items of
  /// different sizes, the rounded start of the line's thickness).
  @inline(__always)
  package func mainOrigin(ofLine line: Int) -> CGFloat {
    if !isUniform, let variableLines { return variableLines.start(ofLine: line, scale: scale) }
    let section = sections[section(ofLine: line)]
    return mainOrigin(ofLocalLine: line - section.firstLine, in: section)
  }

  @inline(__always)
  private func mainOrigin(ofLocalLine line: Int, in section: Section) -> CGFloat {
    let advance = axis.main(itemSize) + section.input.lineSpacing
    return roundPx(section.start + axis.leading(section.input.inset) + CGFloat(line) * advance, scale: scale)
  }

  /// The rounded cross-axis origin of the item in slot `slot` of a line of `section`.
  @inline(__always)
  private func crossOrigin(ofSlot slot: Int, in section: Section) -> CGFloat {
    let leading = axis.crossLeading(section.input.inset)
    let cross = axis.cross(itemSize)
    if section.itemsPerLine == 1 {
      return roundPx(leading + (section.available - cross) / 2, scale: scale)
    }
    let count = CGFloat(section.itemsPerLine)
    let gap = (section.available - count * cross) / (count - 1)
    return roundPx(leading + CGFloat(slot) * (cross + gap), scale: scale)
  }

  /// The frame of global item `item` (which must be in `0..<itemCount`).
  @inline(__always)
  package func frame(ofItem item: Int) -> CGRect {
    frame(ofItem: item, in: sections[section(ofItem: item)])
  }

  /// The frame of global item `item` of `section`.
  @inline(__always)
  private func frame(ofItem item: Int, in section: Section) -> CGRect {
    if !isUniform, let variableLines { return variableLines.frames[item] }
    let local = item - section.firstItem
    return axis.rect(
      main: mainOrigin(ofLocalLine: local / section.itemsPerLine, in: section),
      cross: crossOrigin(ofSlot: local % section.itemsPerLine, in: section),
      mainLength: axis.main(itemSize), crossLength: axis.cross(itemSize))
  }

  /// The index path of global item `item`.
  package func indexPath(ofItem item: Int) -> IndexPath {
    let index = section(ofItem: item)
    return IndexPath(item: item - sections[index].firstItem, section: index)
  }

  /// The global number of the item at `indexPath`, or nil when it names no item.
  package func item(at indexPath: IndexPath) -> Int? {
    // Each index read once: every read is a call into Foundation.
    guard indexPath.count == 2 else { return nil }
    let (sectionIndex, item) = (indexPath.section, indexPath.item)
    guard sectionIndex >= 0, sectionIndex < sections.count else { return nil }
    let section = sections[sectionIndex]
    guard item >= 0, item < section.input.itemCount else { return nil }
    return section.firstItem + item
  }

  /// The global items whose frames intersect `rect` (closed edges), in order.
  ///
  /// - Complexity: O(k + m + log s) for k items returned, with m items per line, from s
  ///   sections, for any line advance `m + s`: positive and negative advances bound the
  ///   lines arithmetically; a zero or non-finite one puts every line from 1 on at one
  ///   place, decided by one test. Items of different sizes: O(k + m + s·log l) for l lines,
  ///   found by bisection over the line starts (a scan when lines do not advance).
  package func items(intersecting rect: CGRect) -> [Int] {
    var result: [Int] = []
    forEachElement(intersecting: rect, headersAndFooters: false, expecting: { result.makeRoom(forMore: $0) }) { element in
      if case .item(let section, let local, _) = element { result.append(sections[section].firstItem + local) }
      return true
    }
    return result
  }

  /// One element of the layout: a section's header, one of its items, or its footer.
  package enum Element {
    /// Section `section`'s header, at `frame`.
    case header(section: Int, frame: CGRect)
    /// Item `item` of section `section`, at `frame`.
    case item(section: Int, item: Int, frame: CGRect)
    /// Section `section`'s footer, at `frame`.
    case footer(section: Int, frame: CGRect)
  }


  /// Section `section`'s header frame: along the axis from the section's start for the
  /// header's length, across the content's whole extent; nil without a header.
  package func headerFrame(ofSection section: Int) -> CGRect? {
    let input = sections[section].input
    guard input.headerLength > 0 else { return nil }
    return supplementaryFrame(from: sections[section].headerStart, length: input.headerLength)
  }

  /// Section `section`'s footer frame, after its trailing inset; nil without a footer.
  package func footerFrame(ofSection section: Int) -> CGRect? {
    let input = sections[section].input
    guard input.footerLength > 0 else { return nil }
    return supplementaryFrame(from: sections[section].footerStart, length: input.footerLength)
  }

  private func supplementaryFrame(from start: CGFloat, length: CGFloat) -> CGRect {
    axis.rect(main: roundPx(start, scale: scale), cross: 0, mainLength: length, crossLength: axis.cross(contentSize))
  }

  /// Calls `body` with every element whose frame meets `rect`, in order: per section its
  /// header, its items, its footer (items alone unless `headersAndFooters`), until `body`
  /// returns false; returns whether it never did.
  ///
  /// Before a section's items, `expecting` hears how many of them may meet `rect` at most
  /// (the items of the lines that may), so a caller collecting them can make room at once.
  /// The flow layout builds its attributes here, with no list of elements in between.
  @inline(__always)
  @discardableResult
  package func forEachElement(
    intersecting rect: CGRect, headersAndFooters: Bool, expecting: (Int) -> Void = { _ in }, _ body: (Element) -> Bool
  ) -> Bool {
    for (index, section) in sections.enumerated() {
      if headersAndFooters, let frame = headerFrame(ofSection: index), RectSemantics.intersects(frame, rect) {
        guard body(.header(section: index, frame: frame)) else { return false }
      }
      if section.input.itemCount > 0 {
        let (head, tail) = candidateLines(of: section, meeting: rect)
        expecting(itemCount(inLocalLines: head, of: section) + itemCount(inLocalLines: tail, of: section))
        // The two ranges, one after the other, without building a collection of them.
        for position in 0..<(head.count + tail.count) {
          let line = position < head.count ? head.lowerBound + position : tail.lowerBound + position - head.count
          for item in items(inLocalLine: line, of: section) {
            let frame = frame(ofItem: item, in: section)
            if RectSemantics.intersects(frame, rect) {
              guard body(.item(section: index, item: item - section.firstItem, frame: frame)) else { return false }
            }
          }
        }
      }
      if headersAndFooters, let frame = footerFrame(ofSection: index), RectSemantics.intersects(frame, rect) {
        guard body(.footer(section: index, frame: frame)) else { return false }
      }
    }
    return true
  }

  /// The global items of local line `line` of `section`.
  @inline(__always)
  private func items(inLocalLine line: Int, of section: Section) -> Range<Int> {
    if !isUniform, let variableLines { return variableLines.items(inLine: section.firstLine + line) }
    let first = section.firstItem + line * section.itemsPerLine
    return first..<Swift.min(section.firstItem + section.input.itemCount, first + section.itemsPerLine)
  }

  /// How many items local lines `lines` of `section` hold.
  private func itemCount(inLocalLines lines: Range<Int>, of section: Section) -> Int {
    guard let last = lines.last else { return 0 }
    return items(inLocalLine: last, of: section).upperBound - items(inLocalLine: lines.lowerBound, of: section).lowerBound
  }

  /// Whether any item of local line `line` of `section` meets `rect`.
  private func line(_ line: Int, of section: Section, meets rect: CGRect) -> Bool {
    items(inLocalLine: line, of: section).contains { RectSemantics.intersects(frame(ofItem: $0, in: section), rect) }
  }

  /// The local lines of `section` that may meet `rect`, in order, as two ranges (the second
  /// often empty), found arithmetically with a one-point margin for rounding: a superset of
  /// those that do, so the per-item test gives exactly a full scan's answer.
  private func candidateLines(of section: Section, meeting rect: CGRect) -> (Range<Int>, Range<Int>) {
    if !isUniform, let variableLines {
      let (low, high) = RectSemantics.span(axis.main(rect.origin), axis.main(rect.size))
      let lines = variableLines.lines(section.firstLine..<(section.firstLine + section.lines), meeting: low, high)
      return (lines.lowerBound - section.firstLine..<lines.upperBound - section.firstLine, 0..<0)
    }
    let main = axis.main(itemSize)
    let advance = main + section.input.lineSpacing
    guard advance != 0, advance.isFinite else {
      // k·(m + s) is the same 0, ±∞ or NaN for every line k ≥ 1, so those lines all sit
      // where line 1 does and one test decides them; line 0 stands alone (0·∞ is NaN).
      guard section.lines > 1 else { return (0..<section.lines, 0..<0) }
      return (0..<1, line(1, of: section, meets: rect) ? 1..<section.lines : 0..<0)
    }
    let (low, high) = RectSemantics.span(axis.main(rect.origin), axis.main(rect.size))
    let origin = section.start + axis.leading(section.input.inset)
    let leading = low - origin - Swift.max(main, 0) - 1
    let trailing = high - origin - Swift.min(main, 0) + 1
    // A negative advance runs the lines backwards, so the bounds swap.
    let (lowOrigin, highOrigin) = advance > 0 ? (leading, trailing) : (trailing, leading)
    let first = (lowOrigin / advance).rounded(.down)
    let last = (highOrigin / advance).rounded(.up)
    guard !first.isNaN, !last.isNaN else { return (0..<0, 0..<0) }
    let upper = CGFloat(section.lines - 1)
    let firstLine = Int(Swift.min(Swift.max(first, 0), upper + 1))
    let lastLine = Int(Swift.min(Swift.max(last, -1), upper))
    return (firstLine <= lastLine ? firstLine..<(lastLine + 1) : 0..<0, 0..<0)
  }
}
