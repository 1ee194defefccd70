import Foundation
import SnapAlgorithms
import SnapModel

/// A case's run (the scenario simulated as it is, reading a snap grid after every step),
/// shared by every property walk of its algorithm.
///
/// Most properties begin by running the case as it is; the run is simulated once, by the
/// first walk that asks, and read by the others. A simulation is a function of its scenario
/// (a fresh layout each time), so sharing changes no result; `deterministic` compares the
/// shared run with a fresh one (`CheckContext.freshTrace`). Where the algorithm's grid reads
/// are not inert (`Algorithm.gridReadsAreInert`), the run without grid reads is kept apart
/// (`plainRun(_:)`) and stands for the case's trace.
final class SharedRun: @unchecked Sendable {
  /// The scenario this run is of.
  let scenario: Scenario
  /// Whether the run goes on with a still drag after its last event when it ends on a snap
  /// position (`Observation.stillDragAtEnd`): set when a `rest-stable` walk reads it and the
  /// algorithm's grid reads are inert (`Algorithm.gridReadsAreInert`). The run reads a snap
  /// grid after every step, which a replay does not: a layout that keeps state from those
  /// reads could take a different still drag, so its probe is replayed instead.
  let endsWithStillDrag: Bool
  private let observed = Kept<Observation>()
  private let plain = Kept<(trace: Trace, cellReads: CellReads)>()

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
  var simulated: Observation? { observed.value }

  /// The run, simulated by `simulate` if no walk has asked before. Two walks that ask at once
  /// may both simulate; the first stored run is kept, and both are the same.
  func observation(_ simulate: () -> Observation) -> Observation {
    observed.value(else: simulate)
  }

  /// The run without grid reads (its trace and what it asked of its cells), simulated by
  /// `simulate` if no walk has asked before, as `observation(_:)` is.
  func plainRun(_ simulate: () -> (trace: Trace, cellReads: CellReads)) -> (trace: Trace, cellReads: CellReads) {
    plain.value(else: simulate)
  }
}

/// A value made once, by the first that asks, and read by the others, from any thread.
private final class Kept<Value>: @unchecked Sendable {
  private var stored: Value?
  private let lock = NSLock()

  /// The value, if it has been made.
  var value: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// The value, made by `make` if there is none yet. Two that ask at once may both make it;
  /// the first stored is kept.
  func value(else make: () -> Value) -> Value {
    if let kept = value { return kept }
    let fresh = make()
    lock.lock()
    defer { lock.unlock() }
    if stored == nil { stored = fresh }
    return stored ?? fresh
  }
}
