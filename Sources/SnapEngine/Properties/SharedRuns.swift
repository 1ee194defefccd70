import Foundation
import SnapAlgorithms

/// A case's plain run (the scenario simulated as it is, no preparation, no inspection),
/// shared by every property walk of its algorithm.
///
/// Most properties begin by running the case as it is; the run is simulated once, by the
/// first walk that asks, and read by the others. A simulation is a function of its scenario
/// (a fresh layout each time), so sharing changes no result; `deterministic` compares the
/// shared run with a fresh one (`CheckContext.freshTrace`).
final class SharedRun: @unchecked Sendable {
  /// The scenario this run is of.
  let scenario: Scenario
  /// Whether the run goes on with a still drag after its last event when it ends on a snap
  /// position (`Observation.stillDragAtEnd`): set when a `rest-stable` walk reads it and the
  /// algorithm's grid reads are inert (`Algorithm.gridReadsAreInert`). The run reads a snap
  /// grid after every step, which a replay does not: a layout that keeps state from those
  /// reads could take a different still drag, so its probe is replayed instead.
  let endsWithStillDrag: Bool
  private var observation: Observation?
  private let lock = NSLock()

  /// A run of `scenario`, not simulated yet, that goes on with a still drag when
  /// `endsWithStillDrag` and the algorithm's grid reads are inert.
  init(_ scenario: Scenario, endsWithStillDrag: Bool = false) {
    self.scenario = scenario
    self.endsWithStillDrag = endsWithStillDrag && scenario.algorithm.gridReadsAreInert
  }

  /// Whether this is the run of `scenario` (`==`, field by field). Events are compared
  /// first: a scenario derived from the case usually differs there, and the rest need not be
  /// compared.
  func isRun(of scenario: Scenario) -> Bool {
    self.scenario.events == scenario.events && self.scenario.configuration == scenario.configuration
      && self.scenario.algorithm == scenario.algorithm && self.scenario.options == scenario.options
  }

  /// The run, if a walk has simulated it.
  var simulated: Observation? {
    lock.lock()
    defer { lock.unlock() }
    return observation
  }

  /// The run, simulated by `simulate` if no walk has asked before. Two walks that ask at once
  /// may both simulate; the first stored run is kept, and both are the same.
  func observation(_ simulate: () -> Observation) -> Observation {
    lock.lock()
    let stored = observation
    lock.unlock()
    if let stored { return stored }
    let fresh = simulate()
    lock.lock()
    defer { lock.unlock() }
    if observation == nil { observation = fresh }
    return observation ?? fresh
  }
}
