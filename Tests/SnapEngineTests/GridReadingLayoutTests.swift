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

  @Test("Before a still drag in the scenario, rest-stable replays such a layout instead of reading the run's own step")
  func ownStillDragReplayed() throws {
    // The shared run reads the grid after the drag to 310 (item 6 asked), so the scenario's
    // own still drag, the layout's second target, rests at 311. A replay of the drag and the
    // still drag reads no grid between them: 310, and rest-stable holds.
    let scenario = SevenItemFixtures.scenario([Self.drag, Self.still], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: false))
    #expect(Property.restStable.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.restStable, scenario).violation == nil)
    // Declared inert, it reads the run's own step, which the grid read moved.
    let inert = SevenItemFixtures.scenario([Self.drag, Self.still], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: true))
    let shortcut = try #require(SharedRunCheck.check(.restStable, inert).violation)
    #expect(shortcut.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
  }

  @Test("A replay whose still drag starts elsewhere than the observed run rested is not judged at that stop")
  func replayStartingElsewhereNotJudged() throws {
    // The observed run reads the grid before each drag (item 6 asked), so the drag rests on
    // 310. A replay asks no grid: the drag drifts to 311, and the still drag there stays at
    // 311. That is not a zero drag at 310 moving to 311: the stop is not judged.
    let algorithm = GridReadingLayout.algorithm(.driftsWithoutGridRead, inert: false)
    let scenario = SevenItemFixtures.scenario([Self.drag], on: algorithm)
    let context = CheckContext(contract: scenario.contract)
    #expect(context.observe(scenario).trace.steps.map(\.rest) == [310])
    #expect(scenario.run().steps.map(\.rest) == [311])
    #expect(SevenItemFixtures.scenario([Self.drag, Self.still], on: algorithm).run().steps.map(\.start) == [0, 311])
    #expect(Property.restStable.violation(in: scenario) == nil)
    #expect(SharedRunCheck.check(.restStable, scenario).violation == nil)
  }

  @Test("deterministic compares two plain runs of such a layout, not the grid-reading run with a plain one")
  func deterministicComparesPlainRuns() throws {
    // Grid-reading: the second drag (a second target, item 6 asked) rests at 621; plain: 620.
    let scenario = SevenItemFixtures.scenario([Self.drag, Self.drag], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: false))
    let context = CheckContext(contract: scenario.contract)
    #expect(context.observe(scenario).trace.steps.map(\.rest) == [310, 621])
    #expect(scenario.run().steps.map(\.rest) == [310, 620])
    #expect(SharedRunCheck.check(.deterministic, scenario).violation == nil)
    // Declared inert, the shared run stands for the case's trace and differs from a fresh one.
    let inert = SevenItemFixtures.scenario([Self.drag, Self.drag], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: true))
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

  @Test("fresh-equivalent compares a fresh layout with the case's plain run, not with the run that read the grid")
  func freshEquivalentComparesPlainRuns() {
    // The grid read after the scroll to 620 asks item 6, so the observed drag rests on 930; a
    // plain run asks nothing and drifts to 931, as the fresh layout scrolled to 620 does.
    let scenario = SevenItemFixtures.scenario(
      [.scroll(offset: 620), Self.drag], on: GridReadingLayout.algorithm(.driftsWithoutGridRead, keepsState: true, inert: false))
    #expect(CheckContext(contract: scenario.contract).observe(scenario).trace.steps.map(\.rest) == [620, 930])
    #expect(scenario.run().steps.map(\.rest) == [620, 931])
    #expect(Property.freshEquivalent.caseVerdict(scenario) == .holds)
    #expect(SharedRunCheck.check(.freshEquivalent, scenario).violation == nil)
  }

  @Test("mirror compares a drag's mirror with the case's plain run, not with the run that read the grid")
  func mirrorComparesPlainRuns() {
    // A still drag (the first target), a scroll to 930, then a drag of 100: grid-reading, the
    // second target drifts 5 (1035); plain, neither it nor its mirror drifts (1030 and 830),
    // so the drag moves 100 pt either way.
    let scenario = SevenItemFixtures.scenario(
      [Self.still, .scroll(offset: 930), .drag(distance: 100, velocity: 0)], on: GridReadingLayout.algorithm(.driftsAfterGridRead, by: 5, inert: false))
    #expect(CheckContext(contract: scenario.contract).observe(scenario).trace.steps.map(\.rest) == [0, 930, 1035])
    #expect(scenario.run().steps.map(\.rest) == [0, 930, 1030])
    #expect(Property.mirror.caseVerdict(scenario) == .holds)
    #expect(SharedRunCheck.check(.mirror, scenario).violation == nil)
  }
}
