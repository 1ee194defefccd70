import Foundation
import SnapAlgorithms
import SnapModel

/// What a property check knows besides the scenario: the contract it holds the algorithm to,
/// and where it reports what it saw of the case.
struct CheckContext {
  /// The algorithm's contract for the scenario's options.
  var contract: SnapContract
  /// Where simulated drags are counted, when the benchmark asks.
  var tally: DragTally? = nil
  /// Where the check reports whether the case exercised it and how close it came to failing,
  /// when the runner asks.
  var probe: CaseProbe? = nil
  /// The case being checked, with its run shared by the algorithm's other property walks.
  var shared: SharedRun? = nil

  /// The trace of `scenario` run as it is, reading no snap grid between steps: the shared
  /// run (or, for an algorithm whose grid reads are not inert, the plain run kept beside it)
  /// when it is the case being checked, else simulated.
  func trace(_ scenario: Scenario) -> Trace {
    traceAndCellReads(scenario).trace
  }

  /// The snap grid of `scenario`'s layout before any event: the shared run's when it is the
  /// case being checked and has been simulated, else read from a simulator set up for it.
  func initialGrid(_ scenario: Scenario) -> SnapGrid {
    if let shared, shared.isRun(of: scenario), let grid = shared.simulated?.initialGrid { return grid }
    let simulator = scenario.simulator()
    return simulator.withScreen { SnapGrid(layout: simulator.layout, contract: contract) }
  }

  /// The trace of `scenario` run after `prepare` adjusts the simulator, always simulated.
  func trace(_ scenario: Scenario, prepare: (Simulator) -> Void) -> Trace {
    traceAndCellReads(scenario, prepare: prepare).trace
  }

  /// The trace of `scenario` run as it is, with what the run asked of its cells: the shared
  /// run when it is the case being checked, else simulated. The shared run reads a snap grid
  /// after every step, which a plain run does not: for an algorithm whose grid reads are not
  /// inert (`Algorithm.gridReadsAreInert`) the case's plain run is simulated once and kept
  /// beside it.
  func traceAndCellReads(_ scenario: Scenario) -> (trace: Trace, cellReads: CellReads) {
    if let shared, shared.isRun(of: scenario) {
      guard scenario.algorithm.gridReadsAreInert else {
        let plain = shared.plainRun { traceAndCellReads(scenario) { _ in } }
        noteUnsupported(plain.trace)
        return plain
      }
      let observation = observe(shared)
      return (observation.trace, observation.cellReads)
    }
    return traceAndCellReads(scenario) { _ in }
  }

  /// Simulates `scenario` after `prepare` adjusts the simulator, always: its trace, and what
  /// it asked of its cells.
  func traceAndCellReads(_ scenario: Scenario, prepare: (Simulator) -> Void) -> (trace: Trace, cellReads: CellReads) {
    let simulator = scenario.simulator()
    prepare(simulator)
    let trace = simulator.run(scenario.events)
    if let tally { tally.drags += trace.steps.count { $0.kind == .drag } }
    noteUnsupported(trace)
    return (trace, simulator.collectionView.cellReads)
  }

  /// The trace of `scenario` from a simulation of its own, never a shared or remembered one.
  func freshTrace(_ scenario: Scenario) -> Trace {
    trace(scenario) { _ in }
  }

  /// Notes a run that stopped at something the model does not model.
  func noteUnsupported(_ trace: Trace) {
    if trace.unsupported != nil { probe?.unsupported = true }
  }

  /// Notes a case whose geometry UIKit rejects: it is counted, never judged.
  func noteInvalidGeometry() {
    probe?.invalidGeometry = true
  }

  /// Notes that the case reached the property's comparison: it was applicable to the case,
  /// so a pass means something.
  func exercised() {
    probe?.exercised = true
  }

  /// Whether noting that the case exercised the property, with a score of `score`, would
  /// change nothing: no probe listens, or it already has both.
  func hasNoted(score: CGFloat) -> Bool {
    guard let probe else { return true }
    return probe.exercised && (probe.score ?? -.infinity) >= Double(score)
  }

  /// Notes how close the case came to failing (Hypothesis' `target()`): larger is closer; the
  /// case's score is the largest value noted. Targeted search climbs toward larger scores.
  func target(_ score: CGFloat) {
    guard let probe, score.isFinite else { return }
    probe.score = max(probe.score ?? -.infinity, Double(score))
  }
}

/// Counts the drags a check simulates, for the benchmark.
package final class DragTally {
  /// Drag steps simulated so far.
  package var drags = 0

  /// A tally at zero.
  package init() {}
}

/// What one check reported about one case: whether it exercised the property, and its score.
final class CaseProbe {
  /// Whether the check reached its comparison.
  var exercised = false
  /// Whether a run of the case stopped at something the model does not model.
  var unsupported = false
  /// Whether the case's geometry is one UIKit rejects, so nothing judged it.
  var invalidGeometry = false
  /// The largest score the check noted, or nil when it noted none.
  var score: Double?

  /// Clears the notes for the next case.
  func reset() {
    exercised = false
    unsupported = false
    invalidGeometry = false
    score = nil
  }
}
