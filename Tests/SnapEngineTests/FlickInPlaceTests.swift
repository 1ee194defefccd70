import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The flick in place (a drag's release speed with no distance) that `thresholds` and `mirror`
/// add to every scenario's own drags: where a layout's velocity rule works alone.
///
/// The layout is `PropertyBoundaryTests.grid()` (leading positions 0, 100, …, 900, a page of
/// 100 pt, scale 100) with a rule broken only there: a release exactly on a snap position
/// whose proposal lies ahead goes a page on, and every other release rests on the snap
/// position nearest to it (a flick backward from a snap position stays put).
@Suite("Flicks in place: thresholds and mirror compare the shortest drag along a velocity")
struct FlickInPlaceTests {
  /// The rule above: `release + 100` for a release on the grid proposing ahead, else the
  /// nearest snap position to the release.
  static func flickForwardOnly(_ layout: RuledLayout, _ proposed: CGFloat) -> CGFloat {
    let release = layout.collectionView?.contentOffset.x ?? 0
    if release.truncatingRemainder(dividingBy: 100) == 0 && proposed > release { return release + 100 }
    return (release / 100).rounded() * 100
  }

  /// The violation `property` finds in `events` on the grid with the rule above.
  static func violation(_ property: Property, _ events: [Event]) -> Violation? {
    let algorithm = Algorithm(
      id: "ruled", origin: "test", summary: "a layout that pages only on a flick forward in place",
      contract: { _ in PropertyBoundaryTests.contract },
      make: { _, _ in LayoutUnderTest(layout: RuledLayout(target: Self.flickForwardOnly)) })
    return property.violation(in: Scenario(Case(configuration: PropertyBoundaryTests.grid(), events: events), algorithm: algorithm))
  }

  @Test("The flick in place is the first drag with a distance and a finite, nonzero velocity, its distance made 0, and nothing after it")
  func flickOfFirstDragWithBoth() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let events: [Event] = [
      .scroll(offset: 100), .drag(distance: 0, velocity: 2), .drag(distance: 30, velocity: 0), .drag(distance: 30, velocity: .nan),
      .drag(distance: -30, velocity: -2), .drag(distance: 5, velocity: 1),
    ]
    let flick = try #require(GestureChecks.flickInPlace(of: Scenario(Case(configuration: LayoutConfiguration(), events: events), algorithm: algorithm)))
    // The first drag is already in place, the second still, the third's velocity NaN: the
    // fourth, −30 pt at −2 pt/ms, becomes 0 pt at −2 pt/ms and the fifth goes.
    #expect(flick.events.count == 5)
    #expect(Array(flick.events.prefix(3)) == Array(events.prefix(3)))
    #expect(flick.events[4] == .drag(distance: 0, velocity: -2))
  }

  @Test("A scenario whose drags are all still, all in place or all without a finite velocity has no flick in place")
  func noFlick() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let events: [Event] = [.drag(distance: 0, velocity: 1), .drag(distance: 40, velocity: 0), .drag(distance: 40, velocity: .infinity)]
    #expect(GestureChecks.flickInPlace(of: Scenario(Case(configuration: LayoutConfiguration(), events: events), algorithm: algorithm)) == nil)
  }

  // From 500, the drag 20 pt at 0.3 pt/ms releases at 520 and rests at 500, as do its longer
  // (33.5 pt) and faster (1.3 pt/ms) variants: all move 0. Its flick in place releases at 500
  // on the grid, proposes ahead and rests at 600 (moves 100); the longer drag of the flick,
  // 13.5 pt, releases at 513.5 and rests at 500 (moves 0): 100 pt fewer, past the 0.51 pt
  // allowed.
  @Test("thresholds: a longer drag moving a page less than the flick in place of the scenario's drag fails")
  func thresholdsComparesTheFlick() throws {
    let violation = try #require(Self.violation(.thresholds, [.scroll(offset: 500), .drag(distance: 20, velocity: 0.3)]))
    #expect(violation.scenario.events == [.scroll(offset: 500), .drag(distance: 0, velocity: 0.3)])
    #expect(violation.message.contains("a longer drag (drag 13.5 pt at 0.3 pt/ms) moves only 0 pt"))
  }

  // The scenario's own drag starts at 0 (no room behind: not mirrored). From the middle
  // position 500 the drag 20 pt at 0.3 pt/ms rests at 500 and so does its mirror (480 → 500).
  // The flick in place at 0.3 pt/ms from 500 proposes 649.7 and rests at 600 (+100); its
  // mirror proposes 350.3 and stays at 500 (0): not opposite.
  @Test("mirror: a flick in place from the middle position that pages forward but not backward fails")
  func mirrorComparesTheFlick() throws {
    let violation = try #require(Self.violation(.mirror, [.drag(distance: 20, velocity: 0.3)]))
    #expect(violation.scenario.events == [.scroll(offset: 500), .drag(distance: 0, velocity: 0.3)])
    #expect(violation.message.contains("moves 100 pt, but its mirror drag 0 pt at -0.3 pt/ms moves 0 pt"))
  }

  @Test("A layout resting every release on the nearest snap position holds both, flick in place included")
  func nearestHolds() {
    let algorithm = Algorithm(
      id: "ruled", origin: "test", summary: "nearest", contract: { _ in PropertyBoundaryTests.contract },
      make: { _, _ in LayoutUnderTest(layout: RuledLayout { layout, _ in ((layout.collectionView?.contentOffset.x ?? 0) / 100).rounded() * 100 }) })
    for events in [[Event.scroll(offset: 500), .drag(distance: 20, velocity: 0.3)], [.drag(distance: 20, velocity: 0.3)]] {
      let scenario = Scenario(Case(configuration: PropertyBoundaryTests.grid(), events: events), algorithm: algorithm)
      #expect(Property.thresholds.violation(in: scenario) == nil)
      #expect(Property.mirror.violation(in: scenario) == nil)
    }
  }

  // On the seven-item plain flow layout, a still 30 pt drag then −30 pt at −2 pt/ms: the
  // first pass runs the case (2 drags) and each drag's two variants (1 drag each for the
  // first, 2 each for the second): 8 drags. The flick in place keeps the first drag and makes
  // the second 0 pt at −2 pt/ms: its run (2 drags) and its last drag's two variants (2 each),
  // 6 more. Varying its first drag again, the first pass's very scenarios, would add 2.
  @Test("thresholds does not vary again, in the flick in place, the drags before it that the first pass varied")
  func flickPassVariesOnlyTheFlick() {
    let scenario = SevenItemFixtures.scenario([.drag(distance: 30, velocity: 0), .drag(distance: -30, velocity: -2)])
    let tally = DragTally()
    let violation = Property.thresholds.check(scenario, CheckContext(contract: scenario.contract, tally: tally))
    #expect(violation == nil)
    #expect(tally.drags == 14)
  }
}
