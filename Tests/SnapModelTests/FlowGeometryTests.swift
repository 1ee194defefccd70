import Foundation
import SnapModel
import Testing

@Suite("Flow-layout geometry, worked out by hand from TheUIKitModel")
struct FlowGeometryTests {
  @Test("RectSemantics.equal answers as Foundation's CGRect == on every rectangle of edge values")
  func rectEqualityIsFoundations() {
    let values: [CGFloat] = [0, 1, -1, 2.5, -2.5, .infinity, -.infinity, .nan, 1e300]
    let rects = values.flatMap { x in values.map { w in CGRect(x: x, y: w == 1 ? 0 : x, width: w, height: x == 0 ? 1 : w) } }
    for a in rects {
      for b in rects { #expect(RectSemantics.equal(a, b) == (a == b), "\(a) vs \(b)") }
    }
  }

  @Test("A single row is vertically centred, origins pixel-rounded, sizes not")
  func singleRowCentred() {
    let g = geometry {
      $0.itemCount = 3
      $0.itemWidth = 100
      $0.itemHeight = 99.5
      $0.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    }
    // avail = 150 − 10 = 140; perColumn = floor((140 + 10) / (99.5 + 10)) = 1.
    #expect(g.sections[0].itemsPerLine == 1)
    // y = roundPx(10 + (140 − 99.5)/2) = roundPx(30.25) at @3x = 91/3.
    #expect(g.frame(ofItem: 2) == CGRect(x: 220, y: 30.333333333333332, width: 100, height: 99.5))
  }

  @Test("Column origins round to half points at @2x and thirds at @3x")
  func originsRoundToPixels() {
    let at2 = geometry {
      $0.itemCount = 2; $0.itemWidth = 100; $0.lineSpacing = 7.1; $0.screenScale = 2
      $0.sectionInset = UIEdgeInsets(top: 0, left: 10.3, bottom: 0, right: 0)
    }
    // x₁ = roundPx(10.3 + 1·107.1 = 117.4): 234.8 → 235 → 117.5.
    #expect(at2.mainOrigin(ofLine: 1) == 117.5)
    // x₀ = roundPx(10.3): 20.6 → 21 → 10.5.
    #expect(at2.mainOrigin(ofLine: 0) == 10.5)
    let at3 = geometry {
      $0.itemCount = 2; $0.itemWidth = 100; $0.lineSpacing = 7.1; $0.screenScale = 3
      $0.sectionInset = UIEdgeInsets(top: 0, left: 10.3, bottom: 0, right: 0)
    }
    // 117.4 · 3 = 352.2 → 352 → 117.333…
    #expect(at3.mainOrigin(ofLine: 1) == 117.33333333333333)
  }

  @Test("Pixel rounding goes half away from zero")
  func roundingHalfAwayFromZero() {
    #expect(roundPx(0.25, scale: 2) == 0.5)
    #expect(roundPx(-0.25, scale: 2) == -0.5)
    #expect(roundPx(1.5, scale: 1) == 2)
    #expect(roundPx(-1.5, scale: 1) == -2)
    #expect(roundPx(.nan, scale: 3).isNaN)
  }

  @Test("Stacked columns are justified: the gap spreads the spare height")
  func stackedColumnsJustified() {
    let g = geometry {
      $0.itemCount = 7; $0.itemWidth = 50; $0.itemHeight = 40; $0.interitemSpacing = 10
    }
    // perColumn = floor((150 + 10) / (40 + 10)) = 3; gap = (150 − 3·40)/2 = 15.
    #expect(g.sections[0].itemsPerLine == 3)
    #expect(g.lineCount == 3)
    #expect(g.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(g.frame(ofItem: 4) == CGRect(x: 60, y: 55, width: 50, height: 40))
    #expect(g.frame(ofItem: 5) == CGRect(x: 60, y: 110, width: 50, height: 40))
    #expect(g.frame(ofItem: 6) == CGRect(x: 120, y: 0, width: 50, height: 40))
    // contentWidth = 0 + 3·50 + 2·10 + 0.
    #expect(g.contentLength == 170)
  }

  @Test("Zero items: content is the two insets, nothing scrolls, no item meets any rect")
  func zeroItems() {
    let g = geometry { $0.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30) }
    #expect(g.lineCount == 0)
    #expect(g.contentLength == 50)
    let range = OffsetRange(contentLength: g.contentLength, viewLength: 375, scale: 3)
    #expect(range.upper == 0)
    #expect(!range.isScrollable)
    #expect(g.items(intersecting: CGRect(x: -1000, y: -1000, width: 5000, height: 5000)).isEmpty)
  }

  @Test("One item narrower than the view: content fits, maxX is 0")
  func oneItem() {
    let g = geometry {
      $0.itemCount = 1; $0.itemWidth = 100
      $0.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
    }
    #expect(g.contentLength == 150)
    #expect(OffsetRange(contentLength: g.contentLength, viewLength: 375, scale: 3).upper == 0)
  }

  @Test("Items wider than the view scroll by their overflow")
  func itemsWiderThanView() {
    let g = geometry { $0.itemCount = 2; $0.itemWidth = 500; $0.itemHeight = 100 }
    // 2·500 + 1·10 = 1010; maxX = 1010 − 375.
    #expect(g.contentLength == 1010)
    #expect(OffsetRange(contentLength: g.contentLength, viewLength: 375, scale: 3).upper == 635)
  }

  @Test("A fractional view width 392.727… gives maxX = 920 − 392.727…")
  func fractionalViewWidth() {
    let width: CGFloat = 392.72727272727275
    let range = OffsetRange(contentLength: 920, viewLength: width, scale: 3)
    #expect(range.upper == 527.2727272727273)
  }

  @Test("A rect that only touches an item's edge meets it (closed edges)")
  func touchingRectsIntersect() {
    let g = geometry { $0.itemCount = 3; $0.itemWidth = 100; $0.itemHeight = 100 }
    // One row (perColumn = floor(160/110) = 1) at y 25…125; item 1 spans x 110…210.
    #expect(g.items(intersecting: CGRect(x: 210, y: 0, width: 0, height: 150)) == [1])
    #expect(g.items(intersecting: CGRect(x: 100, y: 0, width: 10, height: 150)) == [0, 1])
    #expect(g.items(intersecting: CGRect(x: 100.5, y: 0, width: 9, height: 150)) == [])
    // A rect above the row touching its top edge, and one stopping just short of it.
    #expect(g.items(intersecting: CGRect(x: 0, y: 0, width: 400, height: 25)) == [0, 1, 2])
    #expect(g.items(intersecting: CGRect(x: 0, y: 0, width: 400, height: 24.9)) == [])
  }

  @Test("A rect with a NaN coordinate meets nothing instead of trapping")
  func nanRectMeetsNothing() {
    let g = geometry { $0.itemCount = 3 }
    #expect(g.items(intersecting: CGRect(x: CGFloat.nan, y: 0, width: 375, height: 150)).isEmpty)
    #expect(g.items(intersecting: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 150)).isEmpty)
  }

  @Test("The arithmetic item range equals a scan of every item")
  func rangeQueryMatchesScan() {
    let widths: [CGFloat] = [0, 0.3, 50, 120.7, 400, -20]
    let spacings: [CGFloat] = [0, 10, 15.5, -5]
    let rects = [
      CGRect(x: -30, y: 0, width: 375, height: 150), CGRect(x: 117.333, y: 0, width: 392.727, height: 150),
      CGRect(x: 1000, y: 60, width: 0, height: 0), CGRect(x: 250, y: 0, width: -100, height: 3.4e38),
    ]
    for width in widths {
      for spacing in spacings {
        let g = geometry {
          $0.itemCount = 40; $0.itemWidth = width; $0.lineSpacing = spacing; $0.screenScale = 3
          $0.sectionInset = UIEdgeInsets(top: 0, left: 10.1, bottom: 0, right: 0)
        }
        for rect in rects {
          let scanned = (0..<40).filter { RectSemantics.intersects(g.frame(ofItem: $0), rect) }
          #expect(g.items(intersecting: rect) == scanned, "w \(width) s \(spacing) rect \(rect)")
        }
      }
    }
  }

  @Test("A 100,000-item layout answers a rect query with just the items in it")
  func largeLayoutQuery() {
    let g = geometry { $0.itemCount = 100_000; $0.itemWidth = 300; $0.itemHeight = 100 }
    // Column advance 310: item 10,000 spans 3,100,000…3,100,300, item 10,001 starts at
    // 3,100,310; item 9,999 ends at 3,099,990, short of the rect.
    #expect(g.items(intersecting: CGRect(x: 3_100_000, y: 0, width: 375, height: 150)) == [10_000, 10_001])
    #expect(g.items(intersecting: CGRect(x: 30_999_700, y: 0, width: 375, height: 150)) == [99_999])
  }

  @Test("The base flow layout returns attributes for exactly the intersecting items, in order")
  func baseLayoutAttributes() throws {
    let simulator = baseSimulator { $0.itemCount = 5; $0.itemWidth = 100; $0.itemHeight = 100 }
    let attributes = try #require(simulator.layout.layoutAttributesForElements(in: CGRect(x: 150, y: 0, width: 200, height: 10)))
    // The row spans y 25…125; a rect 0…10 high misses it.
    #expect(attributes.isEmpty)
    let row = try #require(simulator.layout.layoutAttributesForElements(in: CGRect(x: 150, y: 0, width: 200, height: 150)))
    #expect(row.map(\.indexPath.item) == [1, 2, 3])
    #expect(row[0].frame == CGRect(x: 110, y: 25, width: 100, height: 100))
    #expect(row[0].center == CGPoint(x: 160, y: 75))
    #expect(row[0].transform == .identity)
  }
}
