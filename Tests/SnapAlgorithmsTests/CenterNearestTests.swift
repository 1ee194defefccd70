import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `center-nearest` (seed 002) and `center-nearest-frame` (seed 004) on seed 002's demo:
/// 180×180 items, spacing 40, centring insets (375 − 180)/2 = 97.5, 200 high, @3x. Item
/// origins round to 97.666…, 317.666…, 537.666…; centres 90 further.
@Suite("center-nearest and center-nearest-frame: seeds 002 and 004, branch by branch")
struct CenterNearestTests {
  private func demo(_ id: String, _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    simulator(id) {
      $0.itemCount = 10; $0.itemWidth = 180; $0.itemHeight = 180; $0.lineSpacing = 40; $0.viewHeight = 200
      $0.sectionInset = UIEdgeInsets(top: 0, left: 97.5, bottom: 0, right: 97.5)
      change(&$0)
    }
  }

  @Test("The item whose centre is nearest the proposal's centre is centred")
  func nearestCentre() throws {
    // Proposal 200: centre 387.5; offsets −199.83, +20.17, +240.17 → item 1.
    #expect(try target(demo("center-nearest"), proposed: 200, velocity: 0) == 220.16666666666669)
    #expect(try target(demo("center-nearest-frame"), proposed: 200, velocity: 0) == 220.16666666666669)
  }

  @Test("The two ports round differently: (c − p − W/2) + p is not p + (c − (p + W/2))")
  func associativityDiffers() throws {
    // Proposal 864.333…: items 3, 4, 5 meet the rect; item 4's centre 1067.666… is nearest
    // the proposal's centre 1051.833…, 15.833… away. The two association orders land one
    // ulp apart.
    let first = try target(demo("center-nearest"), proposed: 864.3333333333334, velocity: 0)
    let second = try target(demo("center-nearest-frame"), proposed: 864.3333333333334, velocity: 0)
    #expect(first == 880.1666666666665)
    #expect(second == 880.1666666666664)
  }

  @Test("With no attributes in the rect, MAXFLOAT is added to the proposal")
  func noAttributesAddsMaxFloat() throws {
    let gap = simulator("center-nearest") { $0.itemCount = 3; $0.itemWidth = 100; $0.lineSpacing = 1000 }
    // Items at 0…100, 1100…1200: the rect 300…675 meets none.
    #expect(try target(gap, proposed: 300, velocity: 0) == 3.4028234663852886e38)
  }

  @Test("Seed 004 searches only the view's height, so an item pushed below it is not found")
  func frameHeightRect() throws {
    // inset.top 400: avail −200, y = 400 + (−200 − 180)/2 = 210, below the 200-high rect.
    let low: (inout LayoutConfiguration) -> Void = { $0.sectionInset.top = 400 }
    #expect(try target(demo("center-nearest-frame", low), proposed: 200, velocity: 0) == 3.4028234663852886e38)
    #expect(try target(demo("center-nearest", low), proposed: 200, velocity: 0) == 220.16666666666669)
  }

  @Test("Scales are 1 − margin/(W/2)·0.35 (seed 002) and ·0.3 (seed 004), over the bounds, whatever the rect")
  func scaleTransforms() throws {
    let twLayout = demo("center-nearest")
    let seed002 = try #require(twLayout.layout.layoutAttributesForElements(
      in: CGRect(x: 5000, y: 0, width: 10, height: 10)))
    #expect(seed002.map(\.indexPath.item) == [0, 1])
    #expect(seed002.map(\.transform.a) == [0.9996888888888888, 0.5890222222222222])
    #expect(seed002.map(\.transform.d) == [0.9996888888888888, 0.5890222222222222])
    let frameLayout = demo("center-nearest-frame")
    let seed004 = try #require(frameLayout.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 375, height: 200)))
    #expect(seed004.map(\.transform.a) == [0.9997333333333333, 0.6477333333333333])
  }
}
