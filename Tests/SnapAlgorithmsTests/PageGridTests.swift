import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `SnapGrid` for the `.pages` alignment (A3; S3 for SwiftUI's `.paging`), worked by hand.
@Suite("SnapGrid with .pages: the view's pages, whatever the items")
struct PageGridTests {
  /// Ten items 100×150 (one per line), 10 apart, in a 300×150 view at @2x: content 10·100 + 9·10 = 1090,
  /// range 0…790, so pages 0, 300, 600 and, ceil(790/300) = 3, the last at 790.
  private func grid(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> SnapGrid {
    let simulator = simulator("reference") {
      $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 150; $0.lineSpacing = 10; $0.viewWidth = 300; $0.screenScale = 2
      change(&$0)
    }
    // The layout holds its view weakly: the simulator keeps it while the grid reads it.
    return withExtendedLifetime(simulator) { SnapGrid(layout: simulator.layout, alignment: .pages) }
  }

  @Test("Pages one view length apart from the range's start, the last at its end: PagingRule's pages")
  func pages() {
    let pages = grid()
    #expect(pages.allPositions == [0, 300, 600, 790])
    #expect(pages.allPositions == PagingRule(range: pages.range, viewLength: 300).pages)
    #expect(pages.geometry.pageSpace == 300)
    // An item's leading position (item 1 at 110) is no page.
    #expect(pages.contains(600, tolerance: SnapGrid.tolerance))
    #expect(!pages.contains(110, tolerance: SnapGrid.tolerance))
  }

  @Test("Nearest takes the smaller page on an exact tie, as A3 does")
  func nearest() {
    let pages = grid()
    #expect(pages.nearest(to: 450) == 300)  // 150 from 300 and from 600
    #expect(pages.nearest(to: 700) == 790)  // 100 from 600, 90 from 790
    #expect(pages.nearest(to: -40) == 0)
  }

  @Test("No items: one page, the range's start")
  func empty() {
    #expect(grid { $0.itemCount = 0 }.allPositions == [0])
  }

  @Test("More than 65536 pages: the first 65535 and the last, at the range's end")
  func capped() {
    // A 0.01-wide view over 1090 of content: range 0…1089.99, 108999 pages of 0.01.
    let pages = grid { $0.viewWidth = 0.01 }
    #expect(pages.count == 65536)
    #expect(pages.position(ofLine: 65535) == pages.range.upper)
    #expect(pages.range.upper == 1089.99)
  }
}
