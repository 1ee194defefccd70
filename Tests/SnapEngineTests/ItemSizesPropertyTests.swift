import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Properties read pages locally with items of different sizes (TheUIKitModel).
///
/// The grid: seven items 50 pt tall (one per column) of widths 100, 50, 200, 100, 50, 100, 100
/// in a 100×50 view, no spacing, at scale 100. Origins 0, 100, 150, 350, 450, 500, 600;
/// content 700, so maxX = 600. Leading positions are the origins; centre positions
/// `origin + w/2 − 50`: 0, 75, 200, 350, 425, 500, 600 (the last clamped from 600).
@Suite("Items of different sizes: snap positions per item, pages between neighbouring positions")
struct ItemSizesPropertyTests {
  /// The grid described above.
  static func mixed() -> LayoutConfiguration {
    var c = PropertyBoundaryTests.grid(items: 7)
    c.itemSizes = [100, 50, 200, 100, 50, 100, 100].map { CGSize(width: $0, height: 50) }
    return c
  }

  /// The cases' first event: a scroll to the snap position 350.
  static let start = Event.scroll(offset: 350)

  @Test("Snap positions are each item's own: leading from its origin, centre from its own width")
  func positions() {
    let c = Self.mixed()
    let layout = UICollectionViewFlowLayout()
    layout.apply(c)
    let simulator = Simulator(configuration: c, layout: layout)
    #expect(SnapGrid(layout: simulator.layout, alignment: .leading).allPositions == [0, 100, 150, 350, 450, 500, 600])
    #expect(SnapGrid(layout: simulator.layout, alignment: .center).allPositions == [0, 75, 200, 350, 425, 500, 600])
    // A page at 350 is the nearer neighbour's distance (450 − 350 = 100, 350 − 150 = 200).
    #expect(SnapGrid(layout: simulator.layout, alignment: .leading).pageSpace(at: 350) == 100)
  }

  // page-cap, cap 1, from 350: forward the next position is 450, so the reach is 100 + slack
  // 0.51; backward it is 150, 200 + 0.51. A 200 pt move back holds, a 150 pt move forward
  // does not, and a rest 0.6 past either neighbour fails (0.6 from the nearest allowed one).
  @Test("page-cap: one position either way holds whatever its distance, more fails", arguments: [
    (CGFloat(1), CGFloat(450), false), (1, 450.6, true), (1, 500, true),
    (-1, 150, false), (-1, 149.4, true), (-1, 100, true),
  ])
  func pageCap(direction: CGFloat, target: CGFloat, fails: Bool) {
    let events = [Self.start, .drag(distance: direction * 10, velocity: 0)]
    let contract = SnapContract(alignment: .leading, pageCap: 1, keepsState: true, hasTransforms: true)
    #expect(PropertyBoundaryTests.violated(.pageCap, events, on: Self.mixed(), contract: contract) { _, _ in target } == fails)
  }

  // on-boundary from 350: 450 and 150 are item positions; 400 and 300 would be positions of
  // a 100 pt grid but are none here; 150.5 is within the 0.5 tolerance, 150.51 is not.
  @Test("on-boundary: a rest on an item's own position holds, off it fails, forward and backward", arguments: [
    (CGFloat(1), CGFloat(450), false), (1, 400, true), (-1, 150, false), (-1, 300, true), (-1, 150.5, false), (-1, 150.51, true),
  ])
  func onBoundary(direction: CGFloat, target: CGFloat, fails: Bool) {
    let events = [Self.start, .drag(distance: direction * 10, velocity: 0)]
    #expect(PropertyBoundaryTests.violated(.onBoundary, events, on: Self.mixed()) { _, _ in target } == fails)
  }

  // Centre alignment: 75 is item 1's centre position; 100 (its leading one) is not.
  @Test("on-boundary with centre alignment reads each item's own width", arguments: [(CGFloat(75), false), (100, true)])
  func onBoundaryCentre(target: CGFloat, fails: Bool) {
    let contract = SnapContract(alignment: .center, pageCap: nil, keepsState: true, hasTransforms: true)
    let events = [Event.drag(distance: 10, velocity: 0)]
    #expect(PropertyBoundaryTests.violated(.onBoundary, events, on: Self.mixed(), contract: contract) { _, _ in target } == fails)
  }
}
