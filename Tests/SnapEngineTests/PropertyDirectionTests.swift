import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Every property that counts along a direction, checked forward and backward with the same
/// numbers mirrored, so a fault in one direction's logic (a missing `abs`, a flipped sign, a
/// walk that never goes back) fails a test even where no verdict of the matrix changes.
///
/// The grid is `PropertyBoundaryTests.grid()`: ten 100 pt items in a 100 pt view, leading
/// positions 0, 100, …, 900, a page of 100 pt, at scale 100 (a rest is the target rounded to
/// 0.01 pt) unless a test says scale 2. Most gestures start at 500, in the middle, after a
/// scroll there, so that either direction has room.
@Suite("Every directional property counts forward and backward alike")
struct PropertyDirectionTests {
  /// The cases' first event: a scroll to the middle snap position 500.
  static let middle = Event.scroll(offset: 500)

  /// A ruled contract with a page cap of `cap`.
  static func capped(_ cap: Int) -> SnapContract {
    SnapContract(alignment: .leading, pageCap: cap, keepsState: true, hasTransforms: true)
  }

  // page-cap at scale 2 from 500: reach = 1 page (100) + 0 off grid + slack (0.5 + 1/2) = 101.
  // Forward, 601 moves exactly the reach; 601.5 moves 101.5 and is 1.5 from the nearest
  // allowed position 600. Backward the same with 399 and 398.5 (1.5 from 400).
  @Test("page-cap: moving exactly the reach passes and a pixel more fails, forward and backward", arguments: [
    (CGFloat(1), CGFloat(601), false), (1, 601.5, true), (-1, 399, false), (-1, 398.5, true),
  ])
  func pageCap(direction: CGFloat, target: CGFloat, fails: Bool) {
    let events = [Self.middle, .drag(distance: direction * 10, velocity: 0)]
    #expect(PropertyBoundaryTests.violated(.pageCap, events, on: PropertyBoundaryTests.grid(scale: 2)) { _, _ in target } == fails)
  }

  // direction from 500: a 50 pt drag forward proposes 550 (ahead), and resting at 499.5 is
  // 0.5 behind the start; backward it proposes 450 (behind), and 500.5 is 0.5 ahead.
  @Test("direction: resting 0.5 pt against the proposal passes, 0.51 pt fails, forward and backward", arguments: [
    (CGFloat(1), CGFloat(499.5), false), (1, 499.49, true), (-1, 500.5, false), (-1, 500.51, true),
  ])
  func direction(direction: CGFloat, target: CGFloat, fails: Bool) {
    let events = [Self.middle, .drag(distance: direction * 50, velocity: 0)]
    #expect(PropertyBoundaryTests.violated(.direction, events) { _, _ in target } == fails)
  }

  // no-reversal from 500: a 20 pt drag at 1 pt/ms releases at 520 moving forward, and 519.5 is
  // 0.5 behind the release; backward (−20 at −1) it releases at 480, and 480.5 is 0.5 ahead.
  // With no cap, positions lie on the velocity's side either way (900 ahead, 0 behind).
  @Test("no-reversal: resting 0.5 pt against the velocity passes, 0.51 pt fails, forward and backward", arguments: [
    (CGFloat(1), CGFloat(519.5), false), (1, 519.49, true), (-1, 480.5, false), (-1, 480.51, true),
  ])
  func noReversal(direction: CGFloat, target: CGFloat, fails: Bool) {
    let events = [Self.middle, .drag(distance: direction * 20, velocity: direction)]
    #expect(PropertyBoundaryTests.violated(.noReversal, events) { _, _ in target } == fails)
  }

  // no-reversal's page-cap exception from 500: a 150 pt drag at 1 pt/ms releases at 650, and
  // the layout rests at 600, against the velocity. Cap 1 allows 400, 500 and 600 (reach
  // 100.51), none at or past 650: the finger dragged past the cap, so it passes. Cap 2 allows
  // 700 too, so resting at 600 is a reversal. Backward the same: release 350, rest 400; cap
  // 1 allows nothing at or below 350, cap 2 allows 300.
  @Test("no-reversal: the page cap leaving no position on the velocity's side excuses a reversal, forward and backward", arguments: [
    (CGFloat(1), 1, false), (1, 2, true), (-1, 1, false), (-1, 2, true),
  ])
  func noReversalCapException(direction: CGFloat, cap: Int, fails: Bool) {
    let events = [Self.middle, .drag(distance: direction * 150, velocity: direction)]
    #expect(PropertyBoundaryTests.violated(.noReversal, events, contract: Self.capped(cap)) { _, _ in 500 + direction * 100 } == fails)
  }

  // thresholds at scale 2 from 500: a 10 pt drag proposes 510 forward (490 backward) and rests
  // a page on, at 600 (400): it moves 100 along the gesture. The longer drag (10 + 100/8 + 1
  // = 23.5: proposal 523.5 or 476.5) and the faster release (v ±1: a proposal 494.5 further,
  // clamped to 900 or 0) both propose more than 20 pt from the start and rest `loss` short.
  // Allowed loss: 0.5 + 1/2 = 1; 1 passes, 1.5 (the next pixel) fails.
  @Test("thresholds: a longer gesture moving 1 pt less passes, 1.5 pt fails, forward and backward", arguments: [
    (CGFloat(1), CGFloat(1), false), (1, 1.5, true), (-1, 1, false), (-1, 1.5, true),
  ])
  func thresholds(direction: CGFloat, loss: CGFloat, fails: Bool) {
    let events = [Self.middle, .drag(distance: direction * 10, velocity: 0)]
    #expect(PropertyBoundaryTests.violated(.thresholds, events, on: PropertyBoundaryTests.grid(scale: 2)) { _, proposed in
      500 + direction * (abs(proposed - 500) < 20 ? 100 : 100 - loss)
    } == fails)
  }

  // translation-invariant compares columns 10 and 20 of 30 (positions 1000 and 2000). A 50 pt
  // drag forward proposes 1050 and 2050 and the layout rounds up a page (1100, 2100); backward
  // it proposes 950 and 1950 and rounds down (900, 1900). From 2000 it goes `extra` further,
  // so the two moves differ by exactly `extra`.
  @Test("translation-invariant: moves 0.5 pt apart pass, 0.51 pt fail, forward and backward", arguments: [
    (CGFloat(1), CGFloat(0.5), false), (1, 0.51, true), (-1, 0.5, false), (-1, 0.51, true),
  ])
  func translationInvariant(direction: CGFloat, extra: CGFloat, fails: Bool) {
    let gesture = Event.drag(distance: direction * 50, velocity: 0)
    #expect(PropertyBoundaryTests.violated(.translationInvariant, [gesture], on: PropertyBoundaryTests.grid(items: 30)) { _, proposed in
      let page = direction > 0 ? (proposed / 100).rounded(.up) : (proposed / 100).rounded(.down)
      return page * 100 + direction * (proposed > 1500 ? extra : 0)
    } == fails)
  }

  // The same layout with `extra` 1: the run from 2000 moves 101 pt where the run from 1000
  // moves 100. Both runs start with a scroll, so a space without scrolls admits neither.
  @Test("translation-invariant: its runs start with a scroll, so a space without scrolls judges nothing")
  func translationInvariantInsideTheSpace() {
    var algorithm = Algorithm(
      id: "ruled", origin: "test", summary: "a ruled layout", contract: { _ in PropertyBoundaryTests.contract },
      make: { _, _ in LayoutUnderTest(layout: RuledLayout { _, proposed in (proposed / 100).rounded(.up) * 100 + (proposed > 1500 ? 1 : 0) }) })
    let scenario = { (algorithm: Algorithm) in
      Scenario(Case(configuration: PropertyBoundaryTests.grid(items: 30), events: [.drag(distance: 50, velocity: 0)]), algorithm: algorithm)
    }
    algorithm.configurations = LayoutConfigurations(changes: [.scroll])
    let violation = Property.translationInvariant.violation(in: scenario(algorithm))
    #expect(violation?.message.contains("moves 100 pt from 1000 but 101 pt from 2000") == true, "\(String(describing: violation?.message))")
    algorithm.configurations = LayoutConfigurations(changes: [.reload])
    #expect(Property.translationInvariant.violation(in: scenario(algorithm)) == nil)
  }

  // reachable walks 10 + 2 = 12 one-page drags forward (the layout's answers 1–12), then 12
  // back (answers 13–24), and the layout follows the proposal to the nearest page. Forward it
  // holds at 800 before its `lastAt`-th answer: at 12 the last forward drag reaches 900, at 13
  // it never does. Backward it holds at 100 before its `firstAt`-th answer: at 24 the last
  // backward drag reaches 0, at 25 it never does. A walk that went the wrong way, or looked for
  // the first position among the forward drags, would miss 0 with `firstAt` 24 too.
  @Test("reachable: the forward walk must reach the last position and the backward walk the first", arguments: [
    (12, 24, false), (13, 24, true), (12, 25, true),
  ])
  func reachable(lastAt: Int, firstAt: Int, fails: Bool) {
    #expect(PropertyBoundaryTests.violated(.reachable, [.drag(distance: 100, velocity: 0)]) { layout, proposed in
      let page = (proposed / 100).rounded() * 100
      if layout.asked <= 12 { return layout.asked < lastAt ? min(page, 800) : page }
      return layout.asked < firstAt ? max(page, 100) : page
    } == fails)
  }
}
