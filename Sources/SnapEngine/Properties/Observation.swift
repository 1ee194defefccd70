import SnapAlgorithms
import SnapModel

/// One run of a scenario with the snap grid recorded around every step.
struct Observation {
  /// The steps.
  var trace: Trace
  /// The snap grid (of the contract's alignment) before the first event.
  var initialGrid: SnapGrid?
  /// The snap grid after each step.
  var gridsAfter: [SnapGrid]
  /// The first message `inspect` returned, if any, with the event after which it came (nil
  /// before the first event).
  var finding: (event: Int?, message: String)?
  /// The events of the drags made with paging on (A3, A4).
  var pagedDrags: [Int] = []
  /// What the run asked of its cells (`CellReads`).
  var cellReads = CellReads()
  /// The step of a still drag (zero distance, zero velocity) applied after the last event,
  /// when the run was asked for it and ended on a snap position: what `rest-stable` probes
  /// there, for the price of one step instead of a replay. Not part of `trace`.
  var stillDragAtEnd: Step?

  /// The snap grid before step `index`: the grid after the step before it.
  func gridBefore(_ index: Int) -> SnapGrid? {
    index == 0 ? initialGrid : gridsAfter[index - 1]
  }
}

extension CheckContext {
  /// Runs `scenario` as it is, step by step: the shared run when it is the case being
  /// checked, else simulated. For an algorithm whose grid reads are not inert, only the steps
  /// the run without grid reads makes alike are kept (`agreeing(_:_:)`).
  func observe(_ scenario: Scenario) -> Observation {
    guard let shared, shared.isRun(of: scenario) else { return agreeing(observe(scenario, inspect: nil), scenario) }
    return observe(shared)
  }

  /// `observation` of `scenario` cut before its first step that the run without grid reads
  /// (`trace(_:)`, the run the app makes and every replay a property compares with) does not
  /// make identically, when the algorithm's grid reads are not inert: a layout that keeps
  /// state from those reads is judged only where reading its grid changed nothing, and no
  /// property judges a step the app would not take. As it is otherwise.
  private func agreeing(_ observation: Observation, _ scenario: Scenario) -> Observation {
    guard !scenario.algorithm.gridReadsAreInert else { return observation }
    let plain = trace(scenario).steps
    let agreed = zip(observation.trace.steps, plain).prefix { $0.isIdentical(to: $1) }.count
    guard agreed < observation.trace.steps.count else { return observation }
    var cut = observation
    cut.trace.steps.removeSubrange(agreed...)
    cut.gridsAfter.removeSubrange(min(agreed, cut.gridsAfter.count)...)
    cut.pagedDrags.removeAll { $0 >= agreed }
    cut.stillDragAtEnd = nil
    return cut
  }

  /// The run `shared` makes, simulated by the first walk that asks: for a caller that knows
  /// the scenario is `shared`'s (`SharedRun.isRun(of:)`), which need not be asked again.
  func observe(_ shared: SharedRun) -> Observation {
    let observation = shared.observation {
      agreeing(observe(shared.scenario, inspect: nil, stillDragAtEnd: shared.endsWithStillDrag), shared.scenario)
    }
    noteUnsupported(observation.trace)
    return observation
  }

  /// Runs `scenario` step by step, letting `prepare` adjust the simulator first and
  /// `inspect` look at it before the first event (index −1) and after every step; the
  /// run stops at the first message `inspect` returns. Always simulated. With
  /// `stillDragAtEnd`, a run that applied every event and ended on a snap position goes on
  /// with a still drag (`Observation.stillDragAtEnd`): a simulation is a function of its
  /// events, so where grid reads are inert (only then do callers ask) that step is the one a
  /// replay of the scenario and the still drag ends with.
  /// Without `grids`, no snap grid is read (for an `inspect` that reads none): the run's
  /// `initialGrid` is nil and its `gridsAfter` empty.
  func observe(
    _ scenario: Scenario, prepare: (Simulator) -> Void = { _ in },
    inspect: ((Int, Simulator) -> String?)?, grids: Bool = true, stillDragAtEnd: Bool = false
  ) -> Observation {
    let simulator = scenario.simulator()
    prepare(simulator)
    var observation = Observation(
      trace: Trace(steps: []), initialGrid: grids ? simulator.withScreen { SnapGrid(layout: simulator.layout, contract: contract) } : nil,
      gridsAfter: [])
    if let finding = inspect?(-1, simulator) {
      observation.finding = (nil, finding)
      return observation
    }
    observation.trace.steps.reserveCapacity(scenario.events.count)
    observation.gridsAfter.reserveCapacity(scenario.events.count)
    for (index, event) in scenario.events.enumerated() {
      guard let step = simulator.apply(event, index: index) else { break }
      if step.kind == .drag { tally?.drags += 1 }
      observation.trace.steps.append(step)
      if grids {
        let previous = observation.gridsAfter.last ?? observation.initialGrid
        observation.gridsAfter.append(simulator.withScreen { SnapGrid(layout: simulator.layout, contract: contract, reusing: previous) })
      }
      if let finding = inspect?(index, simulator) {
        observation.finding = (index, finding)
        break
      }
      if step.endsScenario { break }
    }
    observation.pagedDrags = simulator.pagedDrags
    observation.cellReads = simulator.collectionView.cellReads
    noteUnsupported(observation.trace)
    let last = scenario.events.count - 1
    if stillDragAtEnd, observation.finding == nil, observation.trace.steps.count == scenario.events.count,
      GestureChecks.snapRest(atStop: last, of: observation) != nil
    {
      observation.stillDragAtEnd = simulator.apply(GestureChecks.stillDrag, index: last + 1)
      tally?.drags += 1
    }
    return observation
  }
}
