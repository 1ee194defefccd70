import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// `update-keeps-item` (TheProperties) on seven 300-wide items 310 apart in a 375-wide
/// view at @2x: snap positions 0, 310, 620, 930, 1240, 1550 and the end 1785 (item 6). The
/// base flow layout answers the proposal after an update, so the view keeps its offset,
/// clamped to the new range.
@Suite("update-keeps-item")
struct UpdateChecksTests {
  /// The base flow layout, on a host whose cases hold updates.
  private static let base = SymmetryChecksTests.algorithm(
    "base", host: HostCoverage(axes: [.horizontal], isWide: false, coversUpdates: true)) { UICollectionViewFlowLayout() }

  private static func delete(_ item: Int) -> Event { .update(BatchUpdate(deletes: [IndexPath(item: item, section: 0)])) }

  private static func scenario(_ events: [Event]) -> Scenario { SymmetryChecksTests.scenario(base, events) }

  @Test("Does not apply to an algorithm whose cases hold no updates")
  func notApplicable() {
    let classic = SymmetryChecksTests.algorithm("classic") { UICollectionViewFlowLayout() }
    #expect(Property.updateKeepsItem.notApplicable(to: classic, contract: classic.contract(AlgorithmOptions())) == "its cases have no batch updates")
    #expect(Property.updateKeepsItem.notApplicable(to: Self.base, contract: Self.base.contract(AlgorithmOptions())) == nil)
    // A space that leaves updates out of its changes draws none either.
    var scrollsOnly = Self.base
    scrollsOnly.configurations = LayoutConfigurations(changes: [.scroll])
    #expect(Property.updateKeepsItem.notApplicable(to: scrollsOnly, contract: scrollsOnly.contract(AlgorithmOptions())) == "its cases have no batch updates")
  }

  @Test("Holds when the item the view rested on keeps its index (a delete after it)")
  func holds() {
    // At 620 (item 2), deleting item 5 leaves item 2 at 620; the offset stays.
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 620), Self.delete(5)])) == .holds)
  }

  @Test("Is violated when a delete before the item moves it and the view keeps its offset")
  func violated() throws {
    // At 620 (item 2), deleting item 0 makes item 2 item 1, at 310; the view stays at 620.
    let violation = try #require(Property.updateKeepsItem.violation(in: Self.scenario([.scroll(offset: 620), Self.delete(0)])))
    #expect(violation.event == 1)
    #expect(violation.message == "event 1 (update) (delete [0, 0]): the view rested on item [0, 2] at 620; it is [0, 1] now, at 310, but the view rests at 620")
    #expect(violation.expectedRest == 310)
    // An insert before it moves it on: item 2 becomes item 3, at 930.
    let insert = Event.update(BatchUpdate(inserts: [IndexPath(item: 0, section: 0)]))
    #expect(Property.updateKeepsItem.violation(in: Self.scenario([.scroll(offset: 620), insert]))?.expectedRest == 930)
  }

  @Test("A deleted item hands over to the nearest survivor after it, else before it")
  func deletedItem() throws {
    // At 620, deleting item 2 itself: item 3 becomes item 2, at 620, where the view stays.
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 620), Self.delete(2)])) == .holds)
    // At the end (1785, item 6), deleting item 6: nothing after it, so item 5, which stays
    // item 5; six items end at 6·300 + 5·10 − 375 = 1475, where line 5 (1550) clamps and
    // the view clamps too.
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 1785), Self.delete(6)])) == .holds)
    // At 620, deleting items 2 and 3: item 4 becomes item 2, at 620. Deleting 2, 3 and 1:
    // item 4 becomes item 1, at 310, and the view at 620 shows the old item 5.
    let two = Event.update(BatchUpdate(deletes: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)]))
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 620), two])) == .holds)
    let three = Event.update(BatchUpdate(deletes: [2, 3, 1].map { IndexPath(item: $0, section: 0) }))
    let violation = try #require(Property.updateKeepsItem.violation(in: Self.scenario([.scroll(offset: 620), three])))
    #expect(violation.message.hasSuffix("the view rested on item [0, 2] at 620; it was deleted; its neighbour [0, 4] is [0, 1] now, at 310, but the view rests at 620"))
  }

  @Test("Asks nothing when the view did not rest on a snap position, or no item is left")
  func unexercised() {
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 100), Self.delete(0)])) == .unexercised)
    let all = Event.update(BatchUpdate(deletes: (0..<7).map { IndexPath(item: $0, section: 0) }))
    #expect(Property.updateKeepsItem.caseVerdict(Self.scenario([.scroll(offset: 620), all])) == .unexercised)
  }

  @Test("The item's position is met within the grid's tolerance, 0.5 pt: a pixel further at @2x is not", arguments: [
    (CGFloat(310.5), true), (309.5, true), (311, false), (309, false),
  ])
  func boundary(answer: CGFloat, holds: Bool) {
    // At 620 (item 2), deleting item 0 puts item 2 at 310; the layout answers `answer`.
    let algorithm = SymmetryChecksTests.algorithm(
      "answer", host: HostCoverage(axes: [.horizontal], isWide: false, coversUpdates: true)) { UpdateAnswerLayout(answer: answer) }
    let verdict = Property.updateKeepsItem.caseVerdict(SymmetryChecksTests.scenario(algorithm, [.scroll(offset: 620), Self.delete(0)]))
    #expect(verdict == (holds ? .holds : .violated))
  }
}

/// Answers `answer` to the proposal after an update (and after a resize).
private final class UpdateAnswerLayout: UICollectionViewFlowLayout {
  let answer: CGFloat

  init(answer: CGFloat) {
    self.answer = answer
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    CGPoint(x: answer, y: proposedContentOffset.y)
  }
}
