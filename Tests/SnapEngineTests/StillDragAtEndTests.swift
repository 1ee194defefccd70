import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// `rest-stable` probes its last stop with the still drag the shared run made after its last
/// event (`Observation.stillDragAtEnd`) instead of replaying the scenario: the same step, so
/// the same verdict and message, for one drag instead of a replay.
@Suite("rest-stable's last stop reads the shared run's still drag")
struct StillDragAtEndTests {
  /// The seven-item layout (positions 0, 310, 620, …) whose drag targets are its proposals,
  /// except its second answer, which is 1 pt further on: a layout with state.
  /// Its grid reads are inert (it keeps nothing from them), so the shared run may end with
  /// the still drag (`Algorithm.gridReadsAreInert`).
  static let secondAnswerDrifts: Algorithm = {
    var algorithm = SevenItemFixtures.algorithm("second-answer-drifts") {
      RuledLayout(target: { layout, proposed in layout.asked == 2 ? proposed + 1 : proposed })
    }
    algorithm.gridReadsAreInert = true
    return algorithm
  }()

  /// One drag of 310 pt from 0 (the layout's first answer, 310, a snap position), then the
  /// still drag at 310 is the layout's second answer: 311, 1 pt off (the tolerance is 0.5).
  static let scenario = SevenItemFixtures.scenario([.drag(distance: 310, velocity: 0)], on: secondAnswerDrifts)

  @Test("The shared run ends with the still drag a replay ends with: from 310 the drifting second answer rests at 311")
  func stillDragStep() throws {
    let run = SharedRun(Self.scenario, endsWithStillDrag: true)
    var context = CheckContext(contract: Self.scenario.contract)
    context.shared = run
    let observation = context.observe(Self.scenario)
    // The scenario's own trace is one drag, to 310; the still drag is kept apart from it.
    #expect(observation.trace.steps.map(\.rest) == [310])
    let still = try #require(observation.stillDragAtEnd)
    #expect(still.event == 1 && still.kind == .drag && still.start == 310 && still.rest == 311)
  }

  @Test("rest-stable reports the same violation from the shared still drag as from a replay, simulating one drag instead of three")
  func sameViolation() throws {
    // Stop −1 (at 0) replays the still drag alone: the first answer, 0, holds. The last stop
    // (310) reads the shared run's still drag: 1 drag of its own. A replay would add 2.
    let (drags, found) = SharedRunCheck.check(.restStable, Self.scenario, endsWithStillDrag: true)
    #expect(drags == 1)
    let shared = try #require(found)
    let replayed = try #require(Property.restStable.violation(in: Self.scenario))
    #expect(shared.message == replayed.message)
    #expect(shared.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
    #expect(shared.scenario.events == [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0)])
    #expect(shared.scenario.events == replayed.scenario.events)
  }

  @Test("Before an event that is itself a still drag, rest-stable reads the run's own step: the same violation, nothing replayed for it")
  func ownStillDrag() throws {
    // The drag to 310 is the layout's first answer, the scenario's own still drag there its
    // second: 311. Only stop −1 (at 0) is replayed, as a still drag alone (a first answer, 0);
    // a replay of the probe at 310 (the first two events; the scenario goes on) would add 2.
    let scenario = SevenItemFixtures.scenario(
      [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0), .drag(distance: 310, velocity: 0)],
      on: Self.secondAnswerDrifts)
    let (drags, found) = SharedRunCheck.check(.restStable, scenario)
    #expect(drags == 1)
    let shared = try #require(found)
    let replayed = try #require(Property.restStable.violation(in: scenario))
    #expect(shared.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
    #expect(shared.message == replayed.message)
    #expect(shared.scenario.events == [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0)])
    #expect(shared.scenario.events == replayed.scenario.events)
    // A −0 velocity is not the probe's drag: it is replayed.
    #expect(!GestureChecks.isStillDrag(.drag(distance: 0, velocity: -0.0)))
    #expect(GestureChecks.isStillDrag(.drag(distance: 0, velocity: 0)))
  }

  @Test("A run not asked for it, or one that ends off the grid, makes no still drag")
  func noStillDrag() throws {
    let plain = SharedRun(Self.scenario)
    var context = CheckContext(contract: Self.scenario.contract)
    context.shared = plain
    #expect(context.observe(Self.scenario).stillDragAtEnd == nil)
    // A drag of 100 rests at 100, between the positions 0 and 310.
    let offGrid = SevenItemFixtures.scenario([.drag(distance: 100, velocity: 0)], on: Self.secondAnswerDrifts)
    let asked = SharedRun(offGrid, endsWithStillDrag: true)
    context.shared = asked
    let observation = context.observe(offGrid)
    #expect(observation.trace.steps.map(\.rest) == [100])
    #expect(observation.stillDragAtEnd == nil)
  }

  @Test("A layout whose grid reads change its next target is replayed: the shared run's still drag, after a grid read, is not a replay's")
  func gridReadsWithEffectReplayed() throws {
    // The shared run reads the grid after the drag to 310 (every item's attributes, item 6's
    // too), so a still drag made there would rest at 311. A replay of the drag and the still
    // drag reads no grid between them: the still drag rests at 310, and rest-stable holds.
    let scenario = SevenItemFixtures.scenario([.drag(distance: 310, velocity: 0)], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: false))
    #expect(Property.restStable.violation(in: scenario) == nil)
    let (drags, found) = SharedRunCheck.check(.restStable, scenario, endsWithStillDrag: true)
    #expect(found == nil)
    // Replayed: the still drag at 0 (1 drag), the drag and the still drag at 310 (2 drags).
    #expect(drags == 3)
    // Declared inert, it takes the shared run's still drag, which the grid read moved.
    let inert = SevenItemFixtures.scenario([.drag(distance: 310, velocity: 0)], on: GridReadingLayout.algorithm(.driftsAfterGridRead, inert: true))
    let shortcut = try #require(SharedRunCheck.check(.restStable, inert, endsWithStillDrag: true).violation)
    #expect(shortcut.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
  }

  @Test("The algorithms SnapCheck ships declare their grid reads inert; a checked layout does not")
  func shippedAlgorithmsInert() {
    #expect(AlgorithmRegistry.all.filter { !$0.gridReadsAreInert }.isEmpty)
    #expect(!SevenItemFixtures.plain.gridReadsAreInert)
  }
}
