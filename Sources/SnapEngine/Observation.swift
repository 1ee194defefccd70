import Foundation
import SnapAlgorithms
import SnapJSON
import SnapModel

/// What a property found wrong: the scenario to show (`snapcheck eval` replays it) and why.
public struct Violation: Equatable, Sendable {
  /// The scenario that shows the violation.
  public var scenario: Scenario
  /// What went wrong, in one line.
  public var message: String
  /// The event where it shows, when one step shows it.
  public var event: Int?
  /// Where the view should have rested at that event, when the property knows.
  public var expectedRest: CGFloat?

  /// A violation.
  public init(scenario: Scenario, message: String, event: Int? = nil, expectedRest: CGFloat? = nil) {
    self.scenario = scenario
    self.message = message
    self.event = event
    self.expectedRest = expectedRest
  }
}

/// The tolerance SPEC §3 allows between offsets that count as equal.
let tolerance: CGFloat = 0.5

/// A number as messages print it: shortest round-trip, `nan`, `inf`.
func show(_ x: CGFloat?) -> String {
  guard let x else { return "none" }
  if x.isNaN { return "nan" }
  if x.isInfinite { return x < 0 ? "-inf" : "inf" }
  return JSONWriter.plainNumber(x == 0 ? 0 : Double(x))
}

/// One run of a scenario with the view's state recorded around every step.
struct Observation {
  /// The steps.
  var trace: Trace
  /// The snap grid (of the contract's alignment) before the first event.
  var initialGrid: SnapGrid?
  /// The snap grid after each step.
  var gridsAfter: [SnapGrid]

  /// The snap grid before step `index`: the grid after the step before it.
  func gridBefore(_ index: Int) -> SnapGrid? {
    index == 0 ? initialGrid : gridsAfter[index - 1]
  }
  /// The first message `inspect` returned, if any, with the event after which it came (nil
  /// before the first event).
  var finding: (event: Int?, message: String)?
}

/// Counts the drags a check simulates, for the benchmark.
final class DragTally {
  /// Drag steps simulated so far.
  var drags = 0
}

/// The algorithm under check and what it promises.
struct CheckContext {
  /// The algorithm.
  var algorithm: Algorithm
  /// Its contract for the scenario's options.
  var contract: SnapContract
  /// Where simulated drags are counted, when the benchmark asks.
  var tally: DragTally? = nil

  /// Runs `scenario` step by step, letting `prepare` adjust the simulator first and
  /// `inspect` look at it before the first event (index −1) and after every step; the
  /// run stops at the first message `inspect` returns.
  func observe(
    _ scenario: Scenario, prepare: (Simulator) -> Void = { _ in },
    inspect: ((Int, Simulator) -> String?)? = nil
  ) -> Observation {
    let simulator = algorithm.simulator(for: scenario.configuration, options: scenario.options)
    prepare(simulator)
    var observation = Observation(
      trace: Trace(steps: []), initialGrid: SnapGrid(layout: simulator.layout, alignment: contract.alignment),
      gridsAfter: [])
    if let finding = inspect?(-1, simulator) {
      observation.finding = (nil, finding)
      return observation
    }
    for (index, event) in scenario.events.enumerated() {
      guard let step = simulator.apply(event, index: index) else { break }
      if step.kind == .drag { tally?.drags += 1 }
      observation.trace.steps.append(step)
      observation.gridsAfter.append(SnapGrid(layout: simulator.layout, alignment: contract.alignment))
      if let finding = inspect?(index, simulator) {
        observation.finding = (index, finding)
        break
      }
      if step.isFault { break }
    }
    return observation
  }

  /// The trace of `scenario` run plainly.
  func trace(_ scenario: Scenario, prepare: (Simulator) -> Void = { _ in }) -> Trace {
    let simulator = algorithm.simulator(for: scenario.configuration, options: scenario.options)
    prepare(simulator)
    let trace = simulator.run(scenario.events)
    if let tally { tally.drags += trace.steps.count { $0.kind == .drag } }
    return trace
  }
}

extension Step {
  /// `event 3 (drag)`, for messages.
  var label: String { "event \(event) (\(kind.rawValue))" }

  /// The rest of a drag that completed, or nil.
  var completedDragRest: CGFloat? {
    kind == .drag && outcome == .ok ? rest : nil
  }
}

extension Scenario {
  /// The scenario with its events cut after `index`.
  func prefix(through index: Int) -> Scenario {
    var copy = self
    copy.events = Array(events.prefix(index + 1))
    return copy
  }

  /// The scenario with a different configuration.
  func with(_ change: (inout LayoutConfiguration) -> Void) -> Scenario {
    var copy = self
    change(&copy.configuration)
    return copy
  }
}

/// Compares two runs step by step: the first step where one faults and the other does not,
/// or their rests differ by more than the tolerance, described with the two labels. The
/// violation shows `scenario` (the first run's) and expects the second run's rest.
func firstDifference(
  _ a: Trace, _ b: Trace, _ labelA: String, _ labelB: String, scenario: Scenario
) -> Violation? {
  for (stepA, stepB) in zip(a.steps, b.steps) {
    let message: String
    switch (stepA.outcome, stepB.outcome) {
    case (.ok, .ok):
      guard let restA = stepA.rest, let restB = stepB.rest,
        !(abs(restA - restB) <= tolerance) && !(restA.isNaN && restB.isNaN)
      else { continue }
      message = "\(stepA.label): rests at \(show(restA)) \(labelA) but at \(show(restB)) \(labelB)"
    case (.fault(let fault), .ok):
      message = "\(stepA.label): faults (\(fault)) \(labelA) but rests at \(show(stepB.rest)) \(labelB)"
    case (.ok, .fault(let fault)):
      message = "\(stepA.label): rests at \(show(stepA.rest)) \(labelA) but faults (\(fault)) \(labelB)"
    case (.fault, .fault):
      return nil
    }
    return Violation(scenario: scenario, message: message, event: stepA.event, expectedRest: stepB.rest)
  }
  return nil
}
