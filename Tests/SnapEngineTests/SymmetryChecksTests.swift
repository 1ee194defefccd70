import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// The symmetry properties on small layouts, each wrong in one way, with the numbers
/// worked out by hand.
///
/// Every case uses seven 300 pt items with 10 pt spacing in a 375 pt view at @2x (unless a
/// test sets another scale): pageSpace 310, content 7·300 + 6·10 = 2160, maxX 2160 − 375 =
/// 1785, so the leading snap positions are 0, 310, 620, 930, 1240, 1550 and 1785 (1860
/// clamped). At the default rate 0.998, ln(0.998) = −0.0020020027, so a release at v
/// proposes `release + (v − 0.01)·499.50`: +744.25 at 1.5, +994.00 at 2.
@Suite("Symmetry properties: mirror, axis-symmetric, scale-invariant")
struct SymmetryChecksTests {
  /// The seven-page layout described above.
  static func sevenPages(scale: CGFloat = 2) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 7
    configuration.itemWidth = 300
    configuration.itemHeight = 100
    configuration.lineSpacing = 10
    configuration.screenScale = scale
    return configuration
  }

  /// `layout` wrapped as an algorithm, the way `SnapCheck.verify` wraps a user's layout.
  static func algorithm(
    _ id: String, host: HostCoverage = .classic, pageCap: Int? = 1,
    _ makeLayout: @escaping @Sendable () -> UICollectionViewFlowLayout
  ) -> Algorithm {
    Algorithm(
      id: id, origin: "test layout", summary: "a test layout", host: host,
      contract: { _ in SnapContract(alignment: .leading, pageCap: pageCap, keepsState: false, hasTransforms: false) },
      make: { _, _ in
        let layout = makeLayout()
        return LayoutUnderTest(layout: layout, delegate: layout as? UIScrollViewDelegate)
      })
  }

  static func scenario(_ algorithm: Algorithm, _ events: [Event], scale: CGFloat = 2) -> Scenario {
    Scenario(Case(configuration: sevenPages(scale: scale), events: events), algorithm: algorithm)
  }

  // MARK: mirror

  /// From 930 (line 3), drag 10 at 1.5: release 940, proposal 940 + 744.25 → 1684.5 at @2x;
  /// the mirror releases at 920 and proposes 175.5: exactly mirrored, 754.5 pt either way,
  /// neither within a pixel of a midpoint (1667.5, 155). 754.5 / 310 = 2.43 pages rounds to 2.
  static let flick: [Event] = [.scroll(offset: 930), .drag(distance: 10, velocity: 1.5)]

  @Test("A backward flick capped at one page while forward moves two violates mirror")
  func mirrorCappedBackward() throws {
    // Forward: 2 pages, 930 → 1550 (+620). Backward: −2 capped to −1, 930 → 620 (−310).
    // Room for the declared cap 2: 310, 620 | 930 | 1240, 1550 are symmetric and unclamped.
    let capped = Self.algorithm("capped-backward", pageCap: 2) { CappedPagesLayout(forward: 2, backward: 1) }
    let violation = try #require(Property.mirror.violation(in: Self.scenario(capped, Self.flick)))
    #expect(violation.event == 1)
    #expect(violation.message.contains("moves 620 pt"))
    #expect(violation.message.contains("moves -310 pt"))
    // Mirroring the backward move: 930 + 310.
    #expect(violation.expectedRest == 1240)
  }

  @Test("A backward flick whose forward mirror moves two pages violates mirror: the check mirrors either way")
  func mirrorFromBackward() throws {
    // The flick reversed: from 930, drag −10 at −1.5 releases at 920 and proposes 175.5, 754.5
    // back: −2.43 pages rounds to −2, capped to −1, 930 → 620 (−310). Its mirror is `flick`'s
    // drag, 2 pages forward, 930 → 1550 (+620). Mirroring that forward move: 930 − 620.
    let capped = Self.algorithm("capped-backward", pageCap: 2) { CappedPagesLayout(forward: 2, backward: 1) }
    let backward: [Event] = [.scroll(offset: 930), .drag(distance: -10, velocity: -1.5)]
    let violation = try #require(Property.mirror.violation(in: Self.scenario(capped, backward)))
    #expect(violation.event == 1)
    #expect(violation.message.contains("moves -310 pt"))
    #expect(violation.message.contains("moves 620 pt"))
    #expect(violation.expectedRest == 310)
  }

  @Test("The same layout capped at two pages both ways holds mirror")
  func mirrorSymmetricCaps() {
    // Forward 930 → 1550 (+620), backward 930 → 310 (−620).
    let symmetric = Self.algorithm("capped-both", pageCap: 2) { CappedPagesLayout(forward: 2, backward: 2) }
    #expect(Property.mirror.caseVerdict(Self.scenario(symmetric, Self.flick)) == .holds)
  }

  @Test("The centred run is made only when the algorithm's space allows a scroll: a counterexample stays inside it")
  func mirrorCentredInsideTheSpace() throws {
    // Seven items: the scenario's drag from 0 has no room behind it; the middle line 7 / 2 = 3
    // is at 930, so the centred run is `flick` itself: forward +620, backward −310.
    let drag: [Event] = [.drag(distance: 10, velocity: 1.5)]
    var capped = Self.algorithm("capped-backward", pageCap: 2) { CappedPagesLayout(forward: 2, backward: 1) }
    capped.configurations = LayoutConfigurations(changes: [.scroll])
    let violation = try #require(Property.mirror.violation(in: Self.scenario(capped, drag)))
    #expect(violation.scenario.events == Self.flick)
    #expect(violation.message.contains("moves 620 pt"))
    // An app's space without scrolls does not admit that run: nothing is judged from the middle.
    capped.configurations = LayoutConfigurations(changes: [.reload])
    #expect(Property.mirror.violation(in: Self.scenario(capped, drag)) == nil)
  }

  @Test("A drag from the first position has no room behind it: mirror is not exercised")
  func mirrorNeedsRoom() {
    // Line 0 has no position behind it, and with four items (positions 0, 310, 620, 865)
    // the middle line 2 has only 620 − 310 = 310 behind but 865 − 620 = 245 ahead.
    let capped = Self.algorithm("capped-backward", pageCap: 2) { CappedPagesLayout(forward: 2, backward: 1) }
    var scenario = Self.scenario(capped, [.drag(distance: 10, velocity: 1.5)])
    scenario.configuration.itemCount = 4
    #expect(Property.mirror.caseVerdict(scenario) == .unexercised)
  }

  // MARK: axis-symmetric

  /// Drag 10 at 1.5 from 0: release 10, proposal 10 + 744.25 → 754.5 at @2x.
  static let drag: [Event] = [.drag(distance: 10, velocity: 1.5)]

  @Test("A vertical mode that reads velocity.x violates axis-symmetric")
  func axisReadsHorizontalVelocity() throws {
    // Horizontal: v = 1.5, so it aims at the proposal 754.5: page round(2.43) = 2, rest 620.
    // Transposed (100 × 300 items in a 150 × 375 view, rows 310 apart, maxY 1785): the
    // layout gets (0, 1.5), reads 0, aims at the release 10: page 0, rest 0.
    let layout = Self.algorithm("reads-x", host: .wide) { AxisVelocityLayout(readsHorizontalVelocity: true) }
    let violation = try #require(Property.axisSymmetric.violation(in: Self.scenario(layout, Self.drag)))
    #expect(violation.event == 0)
    #expect(violation.expectedRest == 0)
    #expect(violation.message.contains("rests at 620 horizontally"))
  }

  @Test("Reading the velocity along the scroll axis holds axis-symmetric; one axis is not applicable")
  func axisReadsItsOwnVelocity() {
    // Both axes aim at 754.5 and rest at 620.
    let layout = Self.algorithm("reads-axis", host: .wide) { AxisVelocityLayout(readsHorizontalVelocity: false) }
    #expect(Property.axisSymmetric.caseVerdict(Self.scenario(layout, Self.drag)) == .holds)
    let horizontalOnly = Self.algorithm("reads-axis") { AxisVelocityLayout(readsHorizontalVelocity: false) }
    #expect(Property.axisSymmetric.notApplicable(to: horizontalOnly, contract: Self.scenario(horizontalOnly, []).contract) == "declares one axis")
  }

  // MARK: scale-invariant

  @Test("A velocity read in pixels instead of points violates scale-invariant")
  func scaleVelocityInPixels() throws {
    // Drag 10 at 2: release 10 (page 0), proposal 10 + 994.00 → 1004 at both scales (not
    // near the midpoint 1085). Pages added: trunc(2·2) = 4 at @2x (rest 1240, item 4) but
    // trunc(2·3) = 6 at @3x (1860, clamped to 1785: item 6). Two items apart.
    let layout = Self.algorithm("pixel-velocity") { PixelVelocityLayout() }
    let violation = try #require(Property.scaleInvariant.violation(in: Self.scenario(layout, [.drag(distance: 10, velocity: 2)])))
    #expect(violation.message == "event 0 (drag): rests on item 4 at @2x (1240) but on item 6 at @3x (1785)")
  }

  /// Twenty items: positions 310k up to 5580, then maxX 20·300 + 19·10 − 375 = 5815. A
  /// scroll to `offset`, a same-size resize (after which the layout moves the view `shift` on
  /// at @3x), then a drag of 10 at 2.
  static func shiftedAtThreeX(offset: CGFloat, shift: CGFloat, scale: CGFloat) -> Scenario {
    let layout = algorithm("shifted-at-3x") { ShiftedAtThreeXLayout(shift: shift) }
    var scenario = scenario(
      layout, [.scroll(offset: offset), .resize(width: 375, height: 150), .drag(distance: 10, velocity: 2)], scale: scale)
    scenario.configuration.itemCount = 20
    return scenario
  }

  @Test("Rests on different items end the scale comparison only when both lie a rounding from one tie")
  func scaleTieAfterResizeNeedsBothRests() throws {
    let third: CGFloat = 1.0 / 3
    // From 930 (item 3) the resize keeps 930 at @2x but moves to 1085.25, rounded to 1085⅓, at
    // @3x: ⅓ past the midpoint 1085 of items 3 and 4, while @2x's rest is on its item. Drag 10
    // at 2: @2x releases at 940, page 3 + trunc(2·2) = 7 (2170, item 7); @3x at 1095⅓, page
    // round(3.53) = 4 + trunc(2·3) = 10 (3100, item 10).
    #expect(Self.shiftedAtThreeX(offset: 930, shift: 155.25, scale: 2).run().steps.map(\.rest) == [930, 930, 2170])
    #expect(Self.shiftedAtThreeX(offset: 930, shift: 155.25, scale: 3).run().steps.map(\.rest) == [930, 1085 + third, 3100])
    let oneSided = try #require(Property.scaleInvariant.violation(in: Self.shiftedAtThreeX(offset: 930, shift: 155.25, scale: 2)))
    #expect(oneSided.message == "event 2 (drag): rests on item 7 at @2x (2170) but on item 10 at @3x (3100)")
    // A scroll to 1085.25 rests at 1085.5 (@2x) and 1085⅓ (@3x), both on item 4's side of
    // 1085; the resize moves @3x to 1395⅓, ⅓ past the midpoint 1395 of items 4 and 5. Both
    // rests lie near a midpoint, but 309⅚ apart: two ties, not one broken two ways. Drag 10 at
    // 2: @2x releases at 1095.5, page 4 + 4 = 8 (2480); @3x at 1405⅓, page 5 + 6 = 11 (3410).
    #expect(Self.shiftedAtThreeX(offset: 1085.25, shift: 310, scale: 2).run().steps.map(\.rest) == [1085.5, 1085.5, 2480])
    #expect(Self.shiftedAtThreeX(offset: 1085.25, shift: 310, scale: 3).run().steps.map(\.rest) == [1085 + third, 1395 + third, 3410])
    let twoTies = try #require(Property.scaleInvariant.violation(in: Self.shiftedAtThreeX(offset: 1085.25, shift: 310, scale: 2)))
    #expect(twoTies.message == "event 2 (drag): rests on item 8 at @2x (2480) but on item 11 at @3x (3410)")
    // A scroll to 1085 (the midpoint itself) rests there at both scales; the resize moves @3x
    // ⅔ on, to 1085⅔: ⅔ pt apart, on items 3 and 4, but @3x's rest lies ⅔ from the midpoint,
    // beyond an @2x pixel: not a tie broken two ways. Drag 10 at 2: @2x releases at 1095, page
    // round(3.53) = 4 + 4 = 8 (2480); @3x at 1095⅔, page 4 + 6 = 10 (3100).
    #expect(Self.shiftedAtThreeX(offset: 1085, shift: 2 * third, scale: 3).run().steps.map(\.rest) == [1085, 1085 + 2 * third, 3100])
    let oneNear = try #require(Property.scaleInvariant.violation(in: Self.shiftedAtThreeX(offset: 1085, shift: 2 * third, scale: 2)))
    #expect(oneNear.message == "event 2 (drag): rests on item 8 at @2x (2480) but on item 10 at @3x (3100)")
  }

  @Test("Snapping to the page nearest the proposal holds scale-invariant")
  func scaleNearestPage() {
    // The same drag: 1004 / 310 = 3.24, page 3, rest 930 at both scales.
    let layout = Self.algorithm("nearest") { NearestPageLayout() }
    #expect(Property.scaleInvariant.caseVerdict(Self.scenario(layout, [.drag(distance: 10, velocity: 2)])) == .holds)
  }

  @Test("A release within a pixel of a midpoint is a tie: the scales may break it differently")
  func scaleTieExcluded() {
    // Drag 154.75, no velocity: release roundPx(154.75) = 155 at @2x (309.5 px rounds up)
    // but 154.667 at @3x (464.25 px rounds down). 155 / 310 = 0.5 rounds to page 1 (310);
    // 0.4989 rounds to page 0. Different items, but 155 is the midpoint of 0 and 310.
    let layout = Self.algorithm("nearest") { NearestPageLayout() }
    #expect(Property.scaleInvariant.caseVerdict(Self.scenario(layout, [.drag(distance: 154.75, velocity: 0)])) == .unexercised)
  }

  @Test("Rounding targets to whole points instead of pixels still rests on the same item")
  func scaleWholePoints() {
    // Items 300.25 wide: pageSpace 310.25, line 1 at roundPx(310.25) = 310.5 at @2x and
    // 310.333 at @3x. Drag 300, no velocity: page round(300 / 310.25) = 1, target 310.25
    // rounded to 310 at both scales: within the 0.5 pt tolerance of line 1 at both. Item 1.
    let layout = Self.algorithm("whole-points") { WholePointLayout() }
    var scenario = Self.scenario(layout, [.drag(distance: 300, velocity: 0)])
    scenario.configuration.itemWidth = 300.25
    #expect(Property.scaleInvariant.caseVerdict(scenario) == .holds)
    #expect(scenario.run().steps.last?.rest == 310)
  }
}

/// Snaps to the leading edge of the page nearest its aim along the scroll axis: by default the
/// proposal. The layouts below each change one thing.
class NearestPageLayout: UICollectionViewFlowLayout {
  /// The distance between neighbouring snap positions along the scroll axis.
  var pageSpace: CGFloat { scrollDirection.main(itemSize) + minimumLineSpacing }

  /// Where the current drag was released, along the scroll axis.
  var release: CGFloat { collectionView.map { scrollDirection.main($0.contentOffset) } ?? 0 }

  /// The page the view rests on.
  func page(proposed: CGFloat, velocity: CGPoint) -> CGFloat {
    (proposed / pageSpace).rounded()
  }

  /// The leading edge of `page(proposed:velocity:)`.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let page = page(proposed: scrollDirection.main(proposedContentOffset), velocity: velocity)
    return scrollDirection.replacingMain(of: proposedContentOffset, with: page * pageSpace)
  }
}

/// Moves at most `forward` pages forward and `backward` pages back from where the drag began:
/// a library whose fast backward swipe is capped at one item while forward moves more.
final class CappedPagesLayout: NearestPageLayout, UIScrollViewDelegate {
  /// The most pages a drag moves forward, and back.
  let forward, backward: CGFloat
  /// Where the current drag began.
  private var start: CGFloat = 0

  /// A layout with its two caps.
  init(forward: CGFloat, backward: CGFloat) {
    self.forward = forward
    self.backward = backward
    super.init()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// Notes where the drag begins.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    start = scrollDirection.main(scrollView.contentOffset)
  }

  /// The start's page plus the pages to the proposal, capped each way.
  override func page(proposed: CGFloat, velocity: CGPoint) -> CGFloat {
    let pages = ((proposed - start) / pageSpace).rounded()
    return (start / pageSpace).rounded() + min(max(pages, -backward), forward)
  }
}

/// Aims at the release when the velocity is zero, else at the proposal; in vertical mode it
/// may read `velocity.x`, as a library's vertical mode did.
final class AxisVelocityLayout: NearestPageLayout {
  /// Whether it reads `velocity.x` on both axes.
  let readsHorizontalVelocity: Bool

  /// A layout reading the velocity on its axis, or always `velocity.x`.
  init(readsHorizontalVelocity: Bool) {
    self.readsHorizontalVelocity = readsHorizontalVelocity
    super.init()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// The page nearest the release without velocity, else nearest the proposal.
  override func page(proposed: CGFloat, velocity: CGPoint) -> CGFloat {
    let speed = readsHorizontalVelocity ? velocity.x : scrollDirection.main(velocity)
    return super.page(proposed: speed == 0 ? release : proposed, velocity: velocity)
  }
}

/// Adds a page per pixel per millisecond of velocity: points confused with pixels.
class PixelVelocityLayout: NearestPageLayout {
  /// The release's page plus `trunc(v · scale)` pages.
  override func page(proposed: CGFloat, velocity: CGPoint) -> CGFloat {
    (release / pageSpace).rounded() + (scrollDirection.main(velocity) * UIScreen.main.scale).rounded(.towardZero)
  }
}

/// Rests on the page nearest the proposal, rounded to whole points instead of pixels.
final class WholePointLayout: NearestPageLayout {
  /// The nearest page's leading edge, rounded to a whole point.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let snapped = super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    return scrollDirection.replacingMain(of: snapped, with: scrollDirection.main(snapped).rounded())
  }
}

/// A pixel-velocity layout that, at @3x only, moves the view `shift` on after a resize: a rest
/// that lands elsewhere at one scale, whatever the other does.
final class ShiftedAtThreeXLayout: PixelVelocityLayout {
  /// How far past the proposal the view goes at @3x.
  let shift: CGFloat

  /// A layout shifting its resize's rest by `shift` at @3x.
  init(shift: CGFloat) {
    self.shift = shift
    super.init()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// The proposal, `shift` further along the scroll axis at @3x.
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    let kept = super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    guard UIScreen.main.scale == 3 else { return kept }
    return scrollDirection.replacingMain(of: kept, with: scrollDirection.main(kept) + shift)
  }
}
