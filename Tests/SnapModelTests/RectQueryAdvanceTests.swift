import Foundation
import SnapModel
import Testing

/// The items a full scan finds: what `items(intersecting:)` must return, whatever its shortcut.
private func scan(_ geometry: FlowGeometry, _ rect: CGRect) -> [Int] {
  (0..<geometry.itemCount).filter { RectSemantics.intersects(geometry.frame(ofItem: $0), rect) }
}

@Suite("Rect queries with a zero, negative or non-finite column advance")
struct RectQueryAdvanceTests {
  @Test("Every advance w + s (positive, zero, negative, ±∞, NaN) gives exactly a full scan's items")
  func exactlyTheFullScan() {
    let advances: [(width: CGFloat, spacing: CGFloat)] = [
      (50, 10), (50, -50), (50, -60), (50, -49.75), (50, -150), (0, 0), (0, -3), (-20, 5), (-20, -5),
      (.infinity, 10), (50, -.infinity), (.nan, 10), (50, .nan), (0.3, -0.1), (1e-300, -2e-300),
    ]
    let rects = [
      CGRect(x: 0, y: 0, width: 375, height: 150), CGRect(x: -400, y: 0, width: 300, height: 150),
      CGRect(x: -1000, y: 20, width: 2000, height: 10), CGRect(x: 50, y: 0, width: 0, height: 0),
      CGRect(x: 60, y: -50, width: -70, height: 400), CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 150),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 10.25, y: 0, width: 0.5, height: 150), CGRect(x: -9.75, y: 0, width: 0.25, height: 150),
    ]
    for (width, spacing) in advances {
      for scale in [1, 2, 3] as [CGFloat] {
        let layout = geometry {
          $0.itemCount = 37
          $0.itemWidth = width
          $0.lineSpacing = spacing
          $0.screenScale = scale
          $0.sectionInset.left = 10
        }
        for rect in rects {
          #expect(layout.items(intersecting: rect) == scan(layout, rect), "w \(width), s \(spacing), @\(scale)x, \(rect)")
        }
      }
    }
  }

  @Test("A negative advance answers a million-item query with just the few items in the rect")
  func negativeAdvanceIsArithmetic() {
    let layout = geometry {
      $0.itemCount = 1_000_000
      $0.itemWidth = 50
      $0.lineSpacing = -60
    }
    // Column c spans [−10·c, 50 − 10·c]: the rect [−100, −80] meets columns 8 to 15 only.
    let found = layout.items(intersecting: CGRect(x: -100, y: 0, width: 20, height: 150))
    #expect(found == scan(layout, CGRect(x: -100, y: 0, width: 20, height: 150)))
    #expect(!found.isEmpty && found.count == 8 * layout.sections[0].itemsPerLine)
  }
}
