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
  static let secondAnswerDrifts = SevenItemFixtures.algorithm("second-answer-drifts") {
    RuledLayout(target: { layout, proposed in layout.asked == 2 ? proposed + 1 : proposed })
  }

  /// One drag of 310 pt from 0 (the layout's first answer, 310, a snap position), then the
  /// still drag at 310 is the layout's second answer: 311, 1 pt off (the tolerance is 0.5).
  static let scenario = SevenItemFixtures.scenario([.drag(distance: 310, velocity: 0)], on: secondAnswerDrifts)

  /// `scenario`'s shared run, simulated as a rest-stable walk asks for it, and the context of a
  /// check reading it with a drag tally.
  static func sharedContext() -> (context: CheckContext, run: SharedRun, tally: DragTally) {
    let run = SharedRun(scenario, endsWithStillDrag: true)
    var context = CheckContext(contract: scenario.contract)
    context.shared = run
    _ = context.observe(scenario)
    let tally = DragTally()
    context.tally = tally
    return (context, run, tally)
  }

  @Test("The shared run ends with the still drag a replay ends with: from 310 the drifting second answer rests at 311")
  func stillDragStep() throws {
    let (_, run, _) = Self.sharedContext()
    let observation = try #require(run.simulated)
    // The scenario's own trace is one drag, to 310; the still drag is kept apart from it.
    #expect(observation.trace.steps.map(\.rest) == [310])
    let still = try #require(observation.stillDragAtEnd)
    #expect(still.event == 1 && still.kind == .drag && still.start == 310 && still.rest == 311)
  }

  @Test("rest-stable reports the same violation from the shared still drag as from a replay, simulating one drag instead of three")
  func sameViolation() throws {
    let (context, _, tally) = Self.sharedContext()
    let shared = try #require(Property.restStable.check(Self.scenario, context))
    // Stop −1 (at 0) replays the still drag alone: the first answer, 0, holds. The last stop
    // (310) reads the shared run's still drag: 1 drag of its own. A replay would add 2.
    #expect(tally.drags == 1)
    let replayed = try #require(Property.restStable.violation(in: Self.scenario))
    #expect(shared.message == replayed.message)
    #expect(shared.message == "event 1 (drag): a zero drag at the snap position 310 moves to 311")
    #expect(shared.scenario.events == [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0)])
    #expect(shared.scenario.events == replayed.scenario.events)
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
}
