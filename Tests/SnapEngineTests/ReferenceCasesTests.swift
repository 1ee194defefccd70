import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Counterexamples the reference once failed, worked by hand: it holds every property on
/// every scenario the host accepts.
@Suite("The reference on the cases it once failed")
struct ReferenceCasesTests {
  static let reference = AlgorithmRegistry.algorithm(id: "reference")!

  /// Hostile case 5959, shrunk: sections [0, 0, 3] of 180 pt items 28 apart in a 375 pt view
  /// with a content inset of 8 on each side, scrolled to 35 (it rests at 21), then one item
  /// inserted into section 1, then a slow drag of −226.
  static func case5959(scale: CGFloat) -> Scenario {
    var configuration = LayoutConfiguration()
    configuration.sections = [0, 0, 3]
    configuration.itemWidth = 180
    configuration.itemHeight = 50
    configuration.lineSpacing = 28
    configuration.viewWidth = 375
    configuration.viewHeight = 150
    configuration.screenScale = scale
    configuration.contentInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    let events: [Event] = [
      .scroll(offset: 35), .update(BatchUpdate(inserts: [IndexPath(item: 0, section: 1)])), .drag(distance: -226, velocity: 0),
    ]
    return Scenario(Case(configuration: configuration, events: events), algorithm: reference)
  }

  @Test("Case 5959: @2x and @3x rest on the same item, the cap's slack being @3x's at both")
  func case5959SameItemAtBothScales() {
    // After the update S = {−8, 172, 201} and the drag starts at 201, on S; a page is 208.
    // −8 lies 209 away: beyond one page plus @3x's slack (0.5 + 1/3), so at either scale the
    // allowed positions are 172 and 201, and the release at −17 rests at the nearer, 172.
    // (With @2x's slack, 0.5 + 1/2, −8 was allowed there and @2x rested on item 0.)
    #expect(Self.case5959(scale: 2).run().steps.map(\.rest) == [21, 201, 172])
    #expect(Self.case5959(scale: 3).run().steps.map(\.rest) == [21, 201, 172])
    #expect(Property.scaleInvariant.violation(in: Self.case5959(scale: 3)) == nil)
    #expect(Property.pageCap.violation(in: Self.case5959(scale: 2)) == nil)
  }

  @Test("From a snap position the next one is always allowed, however far, in one section too")
  func nextPositionAllowed() {
    // Seven 300 pt items 310 apart at @2x: S = {0, 310, …, 1550, 1785}. With a cap of 0 the
    // reach from 1550 is the slack alone (0.5 + 1/2), yet its neighbours 1240 and 1785 are
    // allowed: from a position of S the next one is one step (page-cap's reading, which
    // lets positions 257 apart pass a page of 255 at @1x). From 1551, off the grid, only the
    // reach counts: 1 pt to the grid plus the slack reaches 1550 alone.
    let simulator = SevenItemFixtures.scenario([]).simulator()
    let contract = SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false)
    let grid = simulator.withScreen { SnapGrid(layout: simulator.layout, contract: contract) }
    #expect(grid.allowedPositions(from: 1550, cap: 0) == [1240, 1550, 1785])
    #expect(grid.allowedPositions(from: 1551, cap: 0) == [1550])
    #expect(grid.allowedPositions(from: 1550, cap: 1) == [1240, 1550, 1785])
  }
}
