import Foundation
import SnapModel
import Testing

/// A one-section geometry of items of `sizes` in a 375×150 view at `scale`, no adjusted inset.
private func lines(
  _ sizes: [CGSize], axis: Axis = .horizontal, lineSpacing: CGFloat = 10, inset: UIEdgeInsets = .zero,
  headerLength: CGFloat = 0, scale: CGFloat = 2
) -> FlowGeometry {
  FlowGeometry(
    axis: axis, itemSize: CGSize(width: 50, height: 50), itemSizes: sizes,
    sections: [.init(itemCount: sizes.count, lineSpacing: lineSpacing, interitemSpacing: 10, inset: inset, headerLength: headerLength)],
    viewSize: CGSize(width: 375, height: 150), adjustedInset: .zero, scale: scale)
}

private func size(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

@Suite("Items of different sizes: lines, thickness and centring, worked out by hand from TheUIKitModel")
struct FlowLinesTests {
  @Test("Horizontal: three heights share one column (across is the height), each centred in the widest's thickness")
  func oneColumnOfThree() {
    // avail = 150: 40 + 10 + 30 = 80 ≤ 150, then + 10 + 50 = 140 ≤ 150: one column.
    let g = lines([size(60, 40), size(30, 30), size(80, 50)])
    #expect(g.lineCount == 1)
    #expect(g.items(inLine: 0) == 0..<3)
    // Thickness 80; x = (80 − w)/2: 10, 25, 0. Justified: gap = (150 − 120)/2 = 15, so
    // y = 0, 40 + 15 = 55, 40 + 30 + 2·15 = 100.
    #expect(g.frame(ofItem: 0) == CGRect(x: 10, y: 0, width: 60, height: 40))
    #expect(g.frame(ofItem: 1) == CGRect(x: 25, y: 55, width: 30, height: 30))
    #expect(g.frame(ofItem: 2) == CGRect(x: 0, y: 100, width: 80, height: 50))
    #expect(g.contentLength == 80)
  }

  @Test("Horizontal: several columns, starts accumulated unrounded, origins rounded, a lone item centred across")
  func severalColumns() {
    let g = lines(
      [size(60, 40), size(29.5, 30), size(80, 90), size(20, 20), size(50, 150)], lineSpacing: 10.3,
      inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    // Column 0: 40 + 10 + 30 ≤ 150, then + 10 + 90 > 150. Thickness 60, gap 150 − 70 = 80.
    // Column 1 starts 5 + 60 + 10.3 = 75.3: 90 + 10 + 20 ≤ 150, then + 10 + 150 > 150.
    // Thickness 80, gap 150 − 110 = 40. Column 2 starts 75.3 + 80 + 10.3 = 165.6: item 4 alone.
    #expect(g.lineCount == 3)
    #expect(g.line(ofItem: 1) == 0 && g.line(ofItem: 3) == 1 && g.line(ofItem: 4) == 2)
    #expect(g.frame(ofItem: 0) == CGRect(x: 5, y: 0, width: 60, height: 40))
    // x = roundPx(5 + (60 − 29.5)/2 = 20.25) at @2x = 20.5; y = 40 + 80.
    #expect(g.frame(ofItem: 1) == CGRect(x: 20.5, y: 120, width: 29.5, height: 30))
    // roundPx(75.3) = 75.5; roundPx(75.3 + 30) = 105.5; y = 90 + 40.
    #expect(g.frame(ofItem: 2) == CGRect(x: 75.5, y: 0, width: 80, height: 90))
    #expect(g.frame(ofItem: 3) == CGRect(x: 105.5, y: 130, width: 20, height: 20))
    // roundPx(165.6) = 165.5 (a start accumulated from the rounded 75.5 would give 166);
    // centred across: (150 − 150)/2 = 0.
    #expect(g.frame(ofItem: 4) == CGRect(x: 165.5, y: 0, width: 50, height: 150))
    #expect(g.mainOrigin(ofLine: 2) == 165.5)
    #expect(abs(g.contentLength - 215.6) < 1e-9)
  }

  @Test("Vertical: across is the width; a row is as thick as its tallest item, a lone item centred across")
  func verticalRows() {
    // avail = 375: 100 + 10 + 150 = 260 ≤ 375, then + 10 + 200 > 375.
    let g = lines([size(100, 40), size(150, 80), size(200, 60)], axis: .vertical)
    #expect(g.lineCount == 2)
    // Row 0: thickness 80, y = (80 − h)/2; gap = 375 − 250 = 125.
    #expect(g.frame(ofItem: 0) == CGRect(x: 0, y: 20, width: 100, height: 40))
    #expect(g.frame(ofItem: 1) == CGRect(x: 225, y: 0, width: 150, height: 80))
    // Row 1 starts 80 + 10 = 90; x = (375 − 200)/2 = 87.5.
    #expect(g.frame(ofItem: 2) == CGRect(x: 87.5, y: 90, width: 200, height: 60))
    #expect(g.contentLength == 150)
  }

  @Test("An item too big for the line still starts its own, centred across; a header comes first")
  func oversizedItemAndHeader() {
    // 40 + 10 + 200 > 150: item 1 is alone, y = (150 − 200)/2 = −25.
    let g = lines([size(60, 40), size(80, 200)], headerLength: 30)
    #expect(g.lineCount == 2)
    // A line of one item is centred across: (150 − 40)/2 = 55.
    #expect(g.frame(ofItem: 0) == CGRect(x: 30, y: 55, width: 60, height: 40))
    #expect(g.frame(ofItem: 1) == CGRect(x: 100, y: -25, width: 80, height: 200))
    #expect(g.headerFrame(ofSection: 0) == CGRect(x: 0, y: 0, width: 30, height: 150))
    #expect(g.contentLength == 180)
  }

  @Test("The rect query finds exactly the items whose frames meet the rect, closed edges")
  func rectQuery() {
    let g = lines(
      [size(60, 40), size(29.5, 30), size(80, 90), size(20, 20), size(50, 150)], lineSpacing: 10.3,
      inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    // x 100…110 meets item 2 (75.5…155.5) and item 3 (105.5…125.5).
    #expect(g.items(intersecting: CGRect(x: 100, y: 0, width: 10, height: 150)) == [2, 3])
    // x 0…5 touches item 0 at x = 5.
    #expect(g.items(intersecting: CGRect(x: 0, y: 0, width: 5, height: 5)) == [0])
    // x 216…300 is past the last item (165.5…215.5).
    #expect(g.items(intersecting: CGRect(x: 216, y: 0, width: 84, height: 150)).isEmpty)
  }

  @Test("The bisection over line starts finds what a scan of every item finds, for advancing and overlapping lines")
  func rectQueryEqualsScan() {
    // 60 items cycling through widths and heights, so columns hold one to three items.
    let sizes = (0..<60).map { size(CGFloat([40, 90, 25, 160][$0 % 4]), CGFloat([30, 70, 45, 150, 20][$0 % 5])) }
    for lineSpacing: CGFloat in [10, 0, -30, -200] {
      let g = lines(sizes, lineSpacing: lineSpacing)
      for start in stride(from: CGFloat(-300), through: g.contentLength + 300, by: 37) {
        for width: CGFloat in [0, 1, 55, 400] {
          let rect = CGRect(x: start, y: 20, width: width, height: 10)
          let scanned = (0..<g.itemCount).filter { RectSemantics.intersects(g.frame(ofItem: $0), rect) }
          #expect(g.items(intersecting: rect) == scanned, "spacing \(lineSpacing), rect \(rect)")
        }
      }
    }
  }

  @Test("Sizes that are all the same are the one item size of TheUIKitModel, partial last line keeping the full line's slots")
  func sameSizesAreUniform() {
    // 5 items 50×40: perColumn = floor(160/50) = 3, gap (150 − 120)/2 = 15; item 4 keeps slot 1.
    let g = lines(Array(repeating: size(50, 40), count: 5))
    #expect(g.variableLines == nil)
    #expect(g.sections[0].itemsPerLine == 3)
    #expect(g.frame(ofItem: 4) == CGRect(x: 60, y: 55, width: 50, height: 40))
    // With one size differing the last column is justified over its own two items: gap 70.
    let mixed = lines(Array(repeating: size(50, 40), count: 4) + [size(40, 40)])
    #expect(mixed.variableLines != nil)
    #expect(mixed.frame(ofItem: 4) == CGRect(x: 65, y: 110, width: 40, height: 40))
  }
}
