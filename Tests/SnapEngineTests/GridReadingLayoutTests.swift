import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The shared run reads a snap grid after every step; a replay does not. A layout that keeps
/// state from those reads (not `Algorithm.gridReadsAreInert`) is judged on replays alike, so
/// sharing the run changes no verdict.
@Suite("Layouts whose grid reads change their targets are judged on plain runs")
struct GridReadingLayoutTests {
  static let still: Event = .drag(distance: 0, velocity: 0)
  static let drag: Event = .drag(distance: 310, velocity: 0)

  /// Two drags of 310 on the layout whose targets drift after a grid read, its grid reads
  /// declared `inert` or not.
  static func twoDrags(inert: Bool) -> Scenario {
    SevenItemFixtures.scenario([drag, drag], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: inert))
  }

  @Test("rest-stable judges a still drag in the scenario only where reading the grid changed nothing before it")
  func ownStillDragAfterGridRead() throws {
    // The shared run reads the grid after the drag to 310 (item 6 asked), so the scenario's
    // own still drag, the layout's second target, rests at 311. A run reading no grid rests
    // at 310 there: the observation keeps the drag alone, and the probe at 310 is replayed.
    let scenario = SevenItemFixtures.scenario([Self.drag, Self.still], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: false))
    #expect(Property.restStable.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.restStable, scenario).violation == nil)
    // Declared inert, it reads the run's own step, which the grid read moved.
    let inert = SevenItemFixtures.scenario([Self.drag, Self.still], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: true))
    let shortcut = try #require(SharedRunCheck.check(.restStable, inert).violation)
    #expect(shortcut.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
  }

  @Test("deterministic compares two plain runs of such a layout, not the grid-reading run with a plain one")
  func deterministicComparesPlainRuns() throws {
    // Grid-reading: the second drag (a second target, item 6 asked) rests at 621; plain: 620.
    let scenario = Self.twoDrags(inert: false)
    let context = CheckContext(contract: scenario.contract)
    #expect(context.observe(scenario, inspect: nil).trace.steps.map(\.rest) == [310, 621])
    #expect(scenario.run().steps.map(\.rest) == [310, 620])
    #expect(SharedRunCheck.check(.deterministic, scenario).violation == nil)
    // Declared inert, the shared run stands for the case's trace and differs from a fresh one.
    let inert = Self.twoDrags(inert: true)
    let differs = try #require(SharedRunCheck.check(.deterministic, inert).violation)
    #expect(differs.message.hasPrefix("two runs differ at event 1 (drag)"))
  }

  @Test("Every walk that reads such a layout's kept plain run notes the step it stopped unsupported at")
  func plainRunNotesUnsupported() {
    // A non-zero estimatedItemSize makes the first drag unsupported (see CoverageChecksTests).
    let selfSizing = SymmetryChecksTests.algorithm("self-sizing", host: .wide) { SelfSizingLayout() }
    let scenario = SymmetryChecksTests.scenario(selfSizing, [.drag(distance: 10, velocity: 1.5)])
    let shared = SharedRun(scenario)
    for walk in 0..<2 {
      let probe = CaseProbe()
      var context = CheckContext(contract: scenario.contract, probe: probe)
      context.shared = shared
      #expect(context.trace(scenario).unsupported != nil)
      #expect(probe.unsupported, "walk \(walk)")
    }
  }

  @Test("A property judges such a layout only up to the first step that reading its grid changed")
  func judgedUpToDivergence() throws {
    // Two drags of 310: the grid read after the first asks item 6, so the second (a second
    // target) rests at 621 where the app's run, reading no grid, rests at 620. The
    // observation keeps the first step only: on-boundary no longer fails a rest at 621.
    let scenario = Self.twoDrags(inert: false)
    #expect(scenario.run().steps.map(\.rest) == [310, 620])
    let observation = CheckContext(contract: scenario.contract).observe(scenario)
    #expect(observation.trace.steps.map(\.rest) == [310])
    #expect(observation.gridsAfter.count == 1)
    #expect(Property.onBoundary.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.onBoundary, scenario).violation == nil)
    // Declared inert, the whole grid-reading run is judged, and its 621 fails.
    let inert = Self.twoDrags(inert: true)
    let found = try #require(SharedRunCheck.check(.onBoundary, inert).violation)
    #expect(found.message.hasPrefix("event 1 (drag): rests at 621"))
  }

  @Test("fresh-equivalent does not compare a fresh layout with a step that reading the grid changed")
  func freshEquivalentNotOnGridReadStep() {
    // The grid read after the scroll to 620 asks item 6, so the observed drag rests on 930; a
    // plain run asks nothing and drifts to 931, as the fresh layout scrolled to 620 does.
    let scenario = SevenItemFixtures.scenario(
      [.scroll(offset: 620), Self.drag], on: GridReadingLayout.algorithm(.driftsWithoutGridRead, keepsState: true, inert: false))
    #expect(scenario.run().steps.map(\.rest) == [620, 931])
    #expect(CheckContext(contract: scenario.contract).observe(scenario).trace.steps.map(\.rest) == [620])
    #expect(Property.freshEquivalent.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.freshEquivalent, scenario).violation == nil)
  }

  @Test("mirror does not compare a drag's mirror with a step that reading the grid changed")
  func mirrorNotOnGridReadStep() {
    // A still drag (the first target), a scroll to 930, then a drag of 100: grid-reading, the
    // second target drifts 5 (1035); plain, neither it nor its mirror drifts (1030 and 830).
    let scenario = SevenItemFixtures.scenario(
      [Self.still, .scroll(offset: 930), .drag(distance: 100, velocity: 0)], on: GridReadingLayout.algorithm(.driftsAfterGridRead, by: 5, inert: false))
    #expect(scenario.run().steps.map(\.rest) == [0, 930, 1030])
    #expect(CheckContext(contract: scenario.contract).observe(scenario).trace.steps.map(\.rest) == [0, 930])
    #expect(Property.mirror.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.mirror, scenario).violation == nil)
  }
}
