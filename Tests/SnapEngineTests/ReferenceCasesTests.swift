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

  /// Hostile seed 7's targeted case, shrunk: three 252⅓ pt items with section insets
  /// 68⅚ and 69 in a 375 pt view, scrolled to 378.5, resized to the same size, then a drag
  /// of −⅔ pt at −0.2501 pt/ms.
  static func scrollOntoTie(scale: CGFloat) -> Scenario {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 3
    configuration.itemWidth = 252 + CGFloat(1) / 3
    configuration.itemHeight = 78
    configuration.lineSpacing = 0
    configuration.sectionInset = UIEdgeInsets(top: 0, left: 68 + CGFloat(5) / 6, bottom: 0, right: 69)
    configuration.viewWidth = 375
    configuration.viewHeight = 150
    configuration.screenScale = scale
    let drag: CGFloat = -2.0 / 3
    let events: [Event] = [.scroll(offset: 378.5), .resize(width: 375, height: 150), .drag(distance: drag, velocity: -0.2501)]
    return Scenario(Case(configuration: configuration, events: events), algorithm: reference)
  }

  @Test("scale-invariant: a scroll that rounds to either side of a tie ends the comparison, as a tied drag does")
  func scrollOntoTieEndsComparison() {
    // Frames and positions round to pixels: S = {0, 252, 504.5} at @2x, {⅓, 252⅔, 505} at
    // @3x. The scroll rests at 378.5 at @2x, ¼ from the midpoint 378.25, so the resize keeps
    // item 2; at @3x it rests at 378⅔, short of 378⅚, and the resize keeps item 1. The drag
    // releases ½ back at @2x, within the tolerance of 504.5, which stays (nearer the
    // proposal 384 than 252 is); at @3x ⅔ back, where only ⅓ lies on the velocity's side:
    // items 2 and 0, from states a tie set apart.
    #expect(Self.scrollOntoTie(scale: 2).run().steps.map(\.rest) == [378.5, 504.5, 504.5])
    let third: CGFloat = 1.0 / 3
    #expect(Self.scrollOntoTie(scale: 3).run().steps.map(\.rest) == [378 + 2 * third, 252 + 2 * third, third])
    #expect(Property.scaleInvariant.violation(in: Self.scrollOntoTie(scale: 3)) == nil)
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

  /// `events` under the reference on `count` items `size` large (width × height), `spacing`
  /// apart, in a view `view` large (width, 150 high) at `scale`, with no inset unless a
  /// delegate one is given.
  static func scenario(
    count: Int, size: (CGFloat, CGFloat), spacing: CGFloat, view: CGFloat, scale: CGFloat,
    delegateInset: UIEdgeInsets? = nil, _ events: [Event]
  ) -> Scenario {
    var configuration = LayoutConfiguration()
    configuration.itemCount = count
    (configuration.itemWidth, configuration.itemHeight) = size
    configuration.lineSpacing = spacing
    configuration.delegateSectionInset = delegateInset
    (configuration.viewWidth, configuration.viewHeight) = (view, 150)
    configuration.screenScale = scale
    return Scenario(Case(configuration: configuration, events: events), algorithm: reference)
  }

  /// The positions `no-reversal` counts as allowed from `start` (the cap within the offset
  /// tolerance) and those `page-cap` lets a rest reach (plus a pixel of rounding slack).
  static func allowed(_ scenario: Scenario, from start: CGFloat) -> (exemption: [CGFloat], pageCap: [CGFloat]) {
    let simulator = scenario.simulator()
    let contract = SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false)
    let grid = simulator.withScreen { SnapGrid(layout: simulator.layout, contract: contract) }
    return (grid.allowedPositions(from: start, cap: 1, slack: SnapGrid.tolerance), grid.allowedPositions(from: start, cap: 1))
  }

  /// Hostile case 30040 at seed 7: seven items 476/3 pt wide, 20 apart, in a 150 pt view at
  /// @2x, scrolled to 803.45, then a drag of 178 at 1 pt/ms.
  static var case30040: Scenario {
    scenario(
      count: 7, size: (476.0 / 3, 80), spacing: 20, view: 150, scale: 2,
      [.scroll(offset: 803.4458378768599), .drag(distance: 178, velocity: 1)])
  }

  /// Hostile case 63649 at the default seed: 29 items of width 0, 15 apart, behind a delegate
  /// section inset of 10 on the leading side, in a 414 pt view at @2x, scrolled to 30, then a
  /// drag of −2 at −1 pt/ms.
  static var case63649: Scenario {
    scenario(
      count: 29, size: (0, 75), spacing: 15, view: 414, scale: 2,
      delegateInset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0), [.scroll(offset: 30), .drag(distance: -2, velocity: -1)])
  }

  /// Hostile case 95231 at seed 2: nine 1093 pt items 50 high, 10 apart, in a 375 pt view at @1x,
  /// scrolled to 3861, then a drag of −1100 at −1 pt/ms.
  static var case95231: Scenario {
    scenario(
      count: 9, size: (1093, 50), spacing: 10, view: 375, scale: 1, [.scroll(offset: 3861), .drag(distance: -1100, velocity: -1)])
  }

  @Test("no-reversal: from an off-grid start the next position beyond the cap is not allowed, so a reversal is excused")
  func offGridStartBeyondTheCap() {
    // Case 30040: a page is 476/3 + 20 = 178.67; at @2x S = {0, 178.5, 357.5, 536, 714.5,
    // 893.5, 1072} (maxX = 1230.5 − 150 = 1080.5). The drag starts at 803.5, 89 from its
    // nearest position 714.5, and releases at 981.5. The cap allows 178.67 + 89 = 267.67 pt
    // (within 0.5): 1072 lies 268.5 away, the one position ahead of the release, so none is
    // allowed there, and a rest behind it is excused. With page-cap's pixel (0.5 more at
    // @2x) 1072 would be allowed: the layout may take it or leave it.
    let trace = Self.case30040.run()
    #expect(trace.steps.map(\.release) == [nil, 981.5])
    #expect(Self.allowed(Self.case30040, from: 803.5).exemption == [536, 714.5, 893.5])
    #expect(Self.allowed(Self.case30040, from: 803.5).pageCap == [536, 714.5, 893.5, 1072])
    #expect(Property.noReversal.violation(in: Self.case30040) == nil)
    #expect(Property.pageCap.violation(in: Self.case30040) == nil)
  }

  @Test("no-reversal: from a clamped end the position two steps back is not allowed, so a reversal is excused")
  func clampedEndBeyondTheCap() {
    // Case 63649: items sit 15 apart from x = 10, so a_i = 15·i; the content is
    // 10 + 28·15 = 430 long, maxX = 16, and S = {0, 15, 16}. The drag starts on S at 16 and
    // releases at 14 moving back. The cap allows 15 pt (within 0.5) and 16's neighbour 15:
    // 0 lies 16 away, two positions back, so no allowed position lies behind the release,
    // and the reference rests at 15, the allowed position nearest its proposal (0).
    let trace = Self.case63649.run()
    #expect(trace.steps.map(\.rest) == [16, 15])
    #expect(trace.steps.map(\.release) == [nil, 14])
    #expect(Self.allowed(Self.case63649, from: 16).exemption == [15, 16])
    #expect(Self.allowed(Self.case63649, from: 16).pageCap == [0, 15, 16])
    #expect(Property.noReversal.violation(in: Self.case63649) == nil)
  }

  @Test("no-reversal: at @1x the position a page and the off-grid distance away, plus a point, is not allowed")
  func offGridStartAtOneX() {
    // Case 95231: two 50 pt items fit in each 150 pt column, so there are five columns, a
    // page is 1103, S = {0, 1103, 2206, 3309, 4412} (maxX = 5·1093 + 4·10 − 375 = 5130).
    // The drag starts at 3861, 551 from its nearest position 4412 (3309 is 552 away), and
    // releases at 2761 moving back. The cap allows 1103 + 551 = 1654 pt (within 0.5): 2206
    // lies 1655 away, so none behind the release is allowed. The proposal
    // 2761 − 0.99/ln(1/0.998) ≈ 2266.5 rounds to 2266, nearest to 3309 of those allowed.
    let trace = Self.case95231.run()
    #expect(trace.steps.map(\.rest) == [3861, 3309])
    #expect(Self.allowed(Self.case95231, from: 3861).exemption == [3309, 4412])
    #expect(Self.allowed(Self.case95231, from: 3861).pageCap == [2206, 3309, 4412])
    #expect(Property.noReversal.violation(in: Self.case95231) == nil)
  }

  /// The hostile default seed's targeted find: 29,501,639 items 2630/3 pt wide with no line
  /// spacing, two to a column (50 pt high in a 150 pt view), at @3x, scrolled to `start`, then
  /// a still drag of half a page back.
  static func longCarousel(scrolledTo start: CGFloat) -> Scenario {
    scenario(
      count: 29_501_639, size: (2630.0 / 3, 50), spacing: 0, view: 375, scale: 3,
      [.scroll(offset: start), .drag(distance: -1315.0 / 3, velocity: 0)])
  }

  @Test("translation-invariant: a half-page tie breaks toward the start at 4·10⁹ pt and at 9·10⁹ pt alike")
  func tieAtHugeOffsets() {
    // Columns 4,916,940 and 9,833,880 (a third and two thirds of the 14,750,820 columns)
    // start at 4,916,940·2630/3 = 4,310,517,400 and twice that. A drag of half a page
    // releases on the midpoint between the start and the position a page back: a tie,
    // which the reference gives to the start, so neither drag moves.
    for start: CGFloat in [4_310_517_400, 8_621_034_800] {
      #expect(Self.longCarousel(scrolledTo: start).run().steps.map(\.rest) == [start, start])
    }
    #expect(Property.translationInvariant.violation(in: Self.longCarousel(scrolledTo: 4_310_517_400)) == nil)
  }

  @Test("A tie is a millionth of a point, or 16 units in the last place beyond 2^29 pt")
  func tieTolerance() {
    // 2^28 pt: 16 ulps are 16·2^-24 = 2^-20 ≈ 9.5e-7, under a millionth. 2^29 pt: 2^-19.
    // 8,621,034,800 lies in [2^33, 2^34): 16·2^-19 = 2^-15.
    #expect(SnapGrid.tieTolerance(near: 1000) == 1e-6)
    #expect(SnapGrid.tieTolerance(near: 268_435_456) == 1e-6)
    #expect(SnapGrid.tieTolerance(near: 536_870_912) == 0x1p-19)
    #expect(SnapGrid.tieTolerance(near: -8_621_034_800) == 0x1p-15)
    #expect(SnapGrid.tieTolerance(near: .infinity) == 1e-6)
  }
}
