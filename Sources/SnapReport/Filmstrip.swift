import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapModel

/// A picture of one step of a scenario: the row of items and the viewport before the event,
/// at release (for a drag) and after it, with the snap positions marked and the item the view
/// should rest on highlighted.
package enum Filmstrip {
  /// One row of the picture.
  struct Frame {
    var title: String
    var offset: CGFloat?
    var geometry: FlowGeometry
    var range: OffsetRange
  }

  static let pictureWidth = 760.0
  static let margin = 20.0
  static let frameHeight = 104.0

  /// The SVG of the step where `violation` shows (its scenario's last event when it names
  /// none), with the rest it expected (if known) highlighted; `.pages` are `pageLength`
  /// apart when a contract declares it.
  package static func svg(of violation: Violation, alignment: Alignment, pageLength: CGFloat? = nil, title: String) -> String {
    svg(
      of: violation.scenario, event: violation.event ?? max(0, violation.scenario.events.count - 1),
      expectedRest: violation.expectedRest, alignment: alignment, pageLength: pageLength, title: title)
  }

  /// The SVG of `scenario`'s event `event`, with `expectedRest` (if known) highlighted.
  package static func svg(
    of scenario: Scenario, event: Int, expectedRest: CGFloat?, alignment: Alignment, pageLength: CGFloat? = nil, title: String
  ) -> String {
    guard event < scenario.events.count else { return SVG(width: pictureWidth, height: 40).document }
    let simulator = scenario.simulator()
    for (index, earlier) in scenario.events.prefix(event).enumerated() { _ = simulator.apply(earlier, index: index) }
    let view = simulator.collectionView
    var before = Frame(title: "before", offset: view.mainOffset, geometry: simulator.withScreen { view.itemGeometry }, range: view.offsetRange)
    guard let step = simulator.apply(scenario.events[event], index: event) else { return SVG(width: pictureWidth, height: 40).document }
    let after = simulator.withScreen { view.itemGeometry }
    let frames: [Frame]
    if step.kind == .drag {
      before.title = "before the drag"
      let range = view.offsetRange
      // A target outside the scroll range is drawn where the layout put it, before the view clamps it.
      let outside = step.target.flatMap { target in
        target.isFinite && (target < range.lower || target > range.upper)
          ? Frame(title: "the layout's target, outside the scroll range (the view clamps it)", offset: target, geometry: after, range: range)
          : nil
      }
      frames = [
        before,
        Frame(title: "at release (v \(DisplayNumber.short(step.velocity ?? 0)) pt/ms)", offset: step.release, geometry: after, range: range),
      ] + [outside].compactMap { $0 } + [
        Frame(title: step.isFault ? "at rest: \(step.outcome.text)" : "at rest", offset: step.rest, geometry: after, range: range),
      ]
    } else {
      frames = [
        before,
        Frame(title: "after the \(step.kind.rawValue)", offset: step.rest, geometry: after, range: view.offsetRange),
      ]
    }
    return draw(frames, expectedRest: expectedRest, alignment: alignment, pageLength: pageLength, title: title)
  }

  /// `text` in lines of at most `width` characters, split at spaces where it can be, at most
  /// `limit` lines, the last shortened with `…` when the text is longer.
  package static func wrap(_ text: String, width: Int, limit: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty && lines.count < limit {
      guard rest.count > width else {
        lines.append(String(rest))
        return lines
      }
      let head = rest.prefix(width)
      let cut = rest[head.endIndex] == " " ? head.endIndex : head.lastIndex(of: " ") ?? head.endIndex
      lines.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
    }
    if !rest.isEmpty, let last = lines.popLast() { lines.append(String(last.prefix(width - 1)) + "…") }
    return lines
  }

  /// The most characters of a title line (bold, 12 pt) in a picture `width` wide.
  package static func titleWidth(_ width: Double) -> Int {
    Int((width - 2 * margin) / 7.2)
  }

  /// What each mark means, in lines that fit the picture.
  package static let legend = [
    "red frame: the viewport · dashed red: its offset · green ▲: snap positions · grey bars: the ends of the scroll range",
    "dashed green frame: where it should rest · amber: the item that should be there",
  ]

  /// Where a picture puts the frames: along the scroll axis, offsets map linearly onto the
  /// picture's x (horizontal scenarios, frames stacked downwards) or y (vertical scenarios,
  /// frames side by side), so a vertical feed is drawn vertically.
  struct Placement {
    /// The scroll axis.
    let axis: Axis
    /// The offset drawn at the start of the picture's main extent.
    let low: Double
    /// Picture units per point along the axis.
    let scale: Double
    /// Where the main extent starts in the picture.
    let mainStart: Double
    /// How far the frames sit below a one-line title (one line per extra line of title).
    var top = 0.0

    /// The picture coordinate of offset `main`.
    func main(_ main: Double) -> Double { mainStart + (main - low) * scale }

    /// The band frame `index` draws its items in: where it starts across the axis, and how long it is.
    func band(_ index: Int) -> (start: Double, length: Double) {
      axis == .horizontal ? (top + 40 + frameHeight * Double(index) + 22, 56) : (margin + columnWidth * Double(index) + 12, 90)
    }

    /// A rectangle from its extent along the axis (content offsets) and across it (picture units).
    func rect(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> (x: Double, y: Double, width: Double, height: Double) {
      axis == .horizontal
        ? (self.main(main), cross, mainLength * scale, crossLength)
        : (cross, self.main(main), crossLength, mainLength * scale)
    }

    /// A point from its offset along the axis and its picture coordinate across it.
    func point(main: Double, cross: Double) -> (x: Double, y: Double) {
      axis == .horizontal ? (self.main(main), cross) : (cross, self.main(main))
    }
  }

  /// The width of one frame's column in a vertical picture.
  static let columnWidth = 170.0

  private static func draw(_ frames: [Frame], expectedRest: CGFloat?, alignment: Alignment, pageLength: CGFloat?, title: String) -> String {
    let axis = frames.last?.geometry.axis ?? .horizontal
    let viewWidth = Double(frames.last.map { axis.main($0.geometry.viewSize) } ?? 0)
    let offsets = frames.compactMap { $0.offset }.map(Double.init).filter(\.isFinite)
      + [expectedRest].compactMap { $0 }.map(Double.init).filter(\.isFinite)
    let low = (offsets.min() ?? 0) - max(viewWidth, 40) * 0.3
    let high = (offsets.max() ?? 0) + max(viewWidth, 40) * 1.3
    let vertical = axis == .vertical
    let width = vertical ? max(pictureWidth, margin * 2 + columnWidth * Double(frames.count)) : pictureWidth
    let titleLines = wrap(title, width: titleWidth(width), limit: 4)
    // A title of two lines fits above the frames; each line past that moves them down.
    let top = 14 * Double(max(titleLines.count - 2, 0))
    let legendHeight = 12 * Double(legend.count)
    let size = vertical
      ? (width: width, height: pictureWidth + top + legendHeight)
      : (width: width, height: top + 40 + frameHeight * Double(frames.count) + 12 + legendHeight)
    let mainExtent = vertical ? pictureWidth - 76 - 24 : pictureWidth - 2 * margin
    var place = Placement(axis: axis, low: low, scale: mainExtent / max(high - low, 1), mainStart: vertical ? top + 76 : margin)
    place.top = top
    var svg = SVG(width: size.width, height: size.height)
    for (index, line) in titleLines.enumerated() {
      svg.text(line, x: margin, y: 16 + 14 * Double(index), style: "font-size=\"12\" font-weight=\"bold\"")
    }
    for (row, frame) in frames.enumerated() {
      let band = place.band(row)
      let label = frame.title + (frame.offset.map { ": offset \(DisplayNumber.short($0))" } ?? "")
      if vertical {
        svg.text(label, x: band.start - 8, y: top + 56, style: "font-size=\"9\"")
      } else {
        svg.text(label, x: margin, y: band.start - 10)
      }
      let geometry = frame.geometry
      let grid = SnapGrid(geometry: geometry, alignment: alignment, range: frame.range, pageLength: pageLength)
      let viewHeight = max(Double(axis.cross(geometry.viewSize)), 1)
      // A page names no item: only item grids highlight the item that should be there.
      let expectedItem = alignment == .pages ? nil : expectedRest.flatMap { rest in
        (0..<grid.count).first { abs(grid.position(ofSlot: $0) - rest) <= 0.5 }.map { grid.items(inSlot: $0).lowerBound }
      }
      let visible = axis.rect(main: low, cross: -1e9, mainLength: high - low, crossLength: 2e9)
      for index in geometry.items(intersecting: visible).prefix(400) {
        let itemFrame = geometry.frame(ofItem: index)
        let box = place.rect(
          main: Double(axis.main(itemFrame.origin)), mainLength: 0,
          cross: band.start + Double(axis.cross(itemFrame.origin)) / viewHeight * band.length, crossLength: 0)
        let along = max(Double(axis.main(itemFrame.size)) * place.scale, 1)
        let across = max(Double(axis.cross(itemFrame.size)) / viewHeight * band.length, 2)
        let (width, height) = vertical ? (across, along) : (along, across)
        let highlighted = index == expectedItem
        svg.rect(
          x: box.x, y: box.y, width: width, height: height,
          style: "fill=\"\(highlighted ? "#ffd54f" : "#dfe6f3")\" stroke=\"\(highlighted ? "#b8860b" : "#7d8aa5")\"")
        if min(width, height) >= 16 || (!vertical && width >= 16) {
          svg.text(String(index), x: box.x + width / 2, y: box.y + height / 2 + 4, style: "text-anchor=\"middle\" fill=\"#333\"")
        }
      }
      let leadingInset = (geometry.sections.first.map { axis.leading($0.input.inset) } ?? 0) + axis.leading(geometry.adjustedInset)
      // Where a snap position's mark sits from the offset: the item's edge, the view's centre, or
      // (a page) the view's leading edge.
      let alignmentShift: Double
      switch alignment {
      case .leading: alignmentShift = Double(leadingInset)
      case .center: alignmentShift = viewWidth / 2
      case .pages: alignmentShift = 0
      }
      for position in grid.positions(within: CGFloat(high - low), of: CGFloat((low + high) / 2)).prefix(400) {
        let mark = place.point(main: Double(position) + alignmentShift, cross: band.start - 2)
        svg.triangle(x: mark.x, y: mark.y, style: "fill=\"#2e7d32\"")
      }
      for end in [frame.range.lower, frame.range.upper] where end.isFinite {
        let from = place.point(main: Double(end) + alignmentShift, cross: band.start - 4)
        let to = place.point(main: Double(end) + alignmentShift, cross: band.start + band.length + 4)
        svg.line(x1: from.x, y1: from.y, x2: to.x, y2: to.y, style: "stroke=\"#616161\" stroke-width=\"3\" stroke-opacity=\"0.6\"")
      }
      if let offset = frame.offset.map(Double.init), offset.isFinite {
        let viewport = place.rect(main: offset, mainLength: viewWidth, cross: band.start - 6, crossLength: band.length + 12)
        svg.rect(x: viewport.x, y: viewport.y, width: viewport.width, height: viewport.height,
                 style: "fill=\"none\" stroke=\"#d32f2f\" stroke-width=\"2\"")
        let from = place.point(main: offset + alignmentShift, cross: band.start - 6)
        let to = place.point(main: offset + alignmentShift, cross: band.start + band.length + 6)
        svg.line(x1: from.x, y1: from.y, x2: to.x, y2: to.y, style: "stroke=\"#d32f2f\" stroke-dasharray=\"3 3\"")
      }
      if row == frames.count - 1, let expected = expectedRest.map(Double.init), expected.isFinite {
        let target = place.rect(main: expected, mainLength: viewWidth, cross: band.start - 9, crossLength: band.length + 18)
        svg.rect(x: target.x, y: target.y, width: target.width, height: target.height,
                 style: "fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"")
      }
    }
    for (index, line) in legend.enumerated() {
      svg.text(line, x: margin, y: size.height - legendHeight + 12 * Double(index) + 2, style: "fill=\"#555\" font-size=\"10\"")
    }
    return svg.document
  }
}
