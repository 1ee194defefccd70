import SnapAlgorithms
import SnapModel

/// What a property check knows besides the scenario: the contract it holds the algorithm to.
struct CheckContext {
  /// The algorithm's contract for the scenario's options.
  var contract: SnapContract
  /// Where simulated drags are counted, when the benchmark asks.
  var tally: DragTally? = nil

  /// The trace of `scenario` run plainly, after `prepare` adjusts the simulator.
  func trace(_ scenario: Scenario, prepare: (Simulator) -> Void = { _ in }) -> Trace {
    let simulator = scenario.simulator()
    prepare(simulator)
    let trace = simulator.run(scenario.events)
    if let tally { tally.drags += trace.steps.count { $0.kind == .drag } }
    return trace
  }
}

/// Counts the drags a check simulates, for the benchmark.
final class DragTally {
  /// Drag steps simulated so far.
  var drags = 0
}
