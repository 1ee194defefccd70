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

  /// The SVG of `scenario`'s event `event`, with `expectedRest` (if known) highlighted.
  package static func svg(
    of scenario: Scenario, event: Int, expectedRest: CGFloat?, alignment: Alignment, title: String
  ) -> String {
    guard event < scenario.events.count else { return SVG(width: pictureWidth, height: 40).document }
    let simulator = scenario.simulator()
    for (index, earlier) in scenario.events.prefix(event).enumerated() { _ = simulator.apply(earlier, index: index) }
    let view = simulator.collectionView
    var before = Frame(title: "before", offset: view.mainOffset, geometry: simulator.layout.flowGeometry, range: view.offsetRange)
    guard let step = simulator.apply(scenario.events[event], index: event) else { return SVG(width: pictureWidth, height: 40).document }
    let after = simulator.layout.flowGeometry
    let frames: [Frame]
    if step.kind == .drag {
      before.title = "before the drag"
      frames = [
        before,
        Frame(title: "at release (v \(DisplayNumber.short(step.velocity ?? 0)) pt/ms)", offset: step.release, geometry: after, range: view.offsetRange),
        Frame(title: step.isFault ? "at rest: \(step.outcome.text)" : "at rest", offset: step.rest, geometry: after, range: view.offsetRange),
      ]
    } else {
      frames = [
        before,
        Frame(title: "after the \(step.kind.rawValue)", offset: step.rest, geometry: after, range: view.offsetRange),
      ]
    }
    return draw(frames, expectedRest: expectedRest, alignment: alignment, title: title)
  }

  /// `text` split at a space near `width` characters; the rest, shortened, on a second line.
  private static func wrap(_ text: String, width: Int) -> (String, String) {
    guard text.count > width else { return (text, "") }
    let head = text.prefix(width)
    let cut = head.lastIndex(of: " ") ?? head.endIndex
    let rest = text[cut...].trimmingCharacters(in: .whitespaces)
    return (String(text[..<cut]), rest.count > width ? String(rest.prefix(width - 1)) + "…" : rest)
  }

  private static func draw(_ frames: [Frame], expectedRest: CGFloat?, alignment: Alignment, title: String) -> String {
    let axis = frames.last?.geometry.axis ?? .horizontal
    let viewWidth = Double(frames.last.map { axis.main($0.geometry.viewSize) } ?? 0)
    let offsets = frames.compactMap { $0.offset }.map(Double.init).filter(\.isFinite)
      + [expectedRest].compactMap { $0 }.map(Double.init).filter(\.isFinite)
    let low = (offsets.min() ?? 0) - max(viewWidth, 40) * 0.3
    let high = (offsets.max() ?? 0) + max(viewWidth, 40) * 1.3
    let scale = (pictureWidth - 2 * margin) / max(high - low, 1)
    let toX = { (x: Double) in margin + (x - low) * scale }
    var svg = SVG(width: pictureWidth, height: 40 + frameHeight * Double(frames.count) + 24)
    let (first, second) = wrap(title, width: 110)
    svg.text(first, x: margin, y: 16, style: "font-size=\"12\" font-weight=\"bold\"")
    if !second.isEmpty { svg.text(second, x: margin, y: 30, style: "font-size=\"12\" font-weight=\"bold\"") }
    for (row, frame) in frames.enumerated() {
      let top = 40 + frameHeight * Double(row)
      let band = (top: top + 22, height: 56.0)
      svg.text(frame.title + (frame.offset.map { ": offset \(DisplayNumber.short($0))" } ?? ""), x: margin, y: top + 12)
      let geometry = frame.geometry
      let grid = SnapGrid(geometry: geometry, alignment: alignment, range: frame.range)
      let viewHeight = max(Double(axis.cross(geometry.viewSize)), 1)
      let expectedItem = expectedRest.flatMap { rest in
        (0..<grid.count).first { abs(grid.position(ofLine: $0) - rest) <= 0.5 }.map { geometry.items(inLine: $0).lowerBound }
      }
      let visible = axis.rect(main: low, cross: -1e9, mainLength: high - low, crossLength: 2e9)
      for index in geometry.items(intersecting: visible).prefix(400) {
        let itemFrame = geometry.frame(ofItem: index)
        let x = toX(Double(axis.main(itemFrame.origin)))
        let y = band.top + Double(axis.cross(itemFrame.origin)) / viewHeight * band.height
        let width = max(Double(axis.main(itemFrame.size)) * scale, 1)
        let height = max(Double(axis.cross(itemFrame.size)) / viewHeight * band.height, 2)
        let highlighted = index == expectedItem
        svg.rect(
          x: x, y: y, width: width, height: height,
          style: "fill=\"\(highlighted ? "#ffd54f" : "#dfe6f3")\" stroke=\"\(highlighted ? "#b8860b" : "#7d8aa5")\"")
        if width >= 16 { svg.text(String(index), x: x + width / 2, y: y + height / 2 + 4, style: "text-anchor=\"middle\" fill=\"#333\"") }
      }
      let leadingInset = (geometry.sections.first.map { axis.leading($0.input.inset) } ?? 0) + axis.leading(geometry.adjustedInset)
      let alignmentShift = alignment == .leading ? Double(leadingInset) : viewWidth / 2
      for position in grid.positions(within: CGFloat(high - low), of: CGFloat((low + high) / 2)).prefix(400) {
        svg.triangle(x: toX(Double(position) + alignmentShift), y: band.top - 2, style: "fill=\"#2e7d32\"")
      }
      if let offset = frame.offset.map(Double.init), offset.isFinite {
        svg.rect(x: toX(offset), y: band.top - 6, width: viewWidth * scale, height: band.height + 12,
                 style: "fill=\"none\" stroke=\"#d32f2f\" stroke-width=\"2\"")
        svg.line(x1: toX(offset + alignmentShift), y1: band.top - 6, x2: toX(offset + alignmentShift), y2: band.top + band.height + 6,
                 style: "stroke=\"#d32f2f\" stroke-dasharray=\"3 3\"")
      }
      if row == frames.count - 1, let expected = expectedRest.map(Double.init), expected.isFinite {
        svg.rect(x: toX(expected), y: band.top - 9, width: viewWidth * scale, height: band.height + 18,
                 style: "fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"")
      }
    }
    let legendY = 40 + frameHeight * Double(frames.count) + 12
    svg.text("red frame: the viewport · green ▲: snap positions · dashed green: where it should rest · amber: the item that should be there",
             x: margin, y: legendY, style: "fill=\"#555\" font-size=\"10\"")
    return svg.document
  }
}
