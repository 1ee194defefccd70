import SnapAlgorithms

/// One algorithm × property pair's walk through the generated cases, carried from one chunk
/// of cases to the next.
///
/// A walk checks cases in order and stops at the first violation, which it shrinks and
/// explains; when every case held, the algorithm's `JointSearch` may check mutants for it
/// (if the runner asks for one). Only one thread uses a walk at a time.
final class PairWalk: @unchecked Sendable {
  /// The algorithm walked.
  let algorithm: Algorithm
  /// The property checked.
  let property: Property
  /// The runner whose seed, profile and search setting the walk follows.
  private let runner: CheckRunner
  /// The algorithm's contract under the runner's options for it.
  private let contract: SnapContract
  /// What the current case exercised.
  private let probe = CaseProbe()
  /// The context every check runs in (its shared run set for each case).
  private var context: CheckContext
  /// The best passing cases so far, for the targeted search.
  var search = TargetedSearch()
  /// What the walk found so far.
  private(set) var result: PairResult
  /// Whether more cases are wanted: false once the property is not applicable or violated.
  private(set) var isWalking = true

  /// A walk that has checked nothing yet (and stops at once when `property` does not apply).
  init(_ property: Property, on algorithm: Algorithm, runner: CheckRunner) {
    self.algorithm = algorithm
    self.property = property
    self.runner = runner
    contract = algorithm.contract(runner.options(for: algorithm))
    context = CheckContext(contract: contract, probe: probe)
    result = PairResult(algorithm: algorithm.id, property: property, verdict: .holds, cases: 0)
    if let reason = property.notApplicable(to: algorithm, contract: contract) {
      result.verdict = .notApplicable
      result.reason = reason
      isWalking = false
    }
  }

  /// Whether the walk reads a shared run's still drag after its last event
  /// (`SharedRun.endsWithStillDrag`): `rest-stable`'s does.
  var readsStillDragAtEnd: Bool { property == .restStable }

  /// Checks the cases at `positions` of the runner's walk, in order, until one fails.
  ///
  /// - Parameter table: the algorithm's scenarios at `positions`, each with the run the
  ///   algorithm's walks share.
  func walk(_ positions: Range<Int>, table: CaseTable) {
    for position in positions where isWalking {
      check(table.run(at: position), invalidGeometry: table.invalidGeometry(at: position), number: runner.caseNumber(at: position))
    }
    context.shared = nil
  }

  /// Checks the pair's recorded witness, `witness` (its run: the scenario it shrank to, or a
  /// case of today's stream when no scenario is recorded), before any other case: when it
  /// still fails the walk stops there, as the deep run that recorded it did (a recorded
  /// scenario is reported as it is, neither shrunk nor, when its explanation is recorded,
  /// explained again); when it holds, the result names it as fixed and the walk goes on.
  func walkWitness(_ witness: CheckRunner.WitnessRun) {
    guard isWalking else { return }
    check(
      witness.run, invalidGeometry: witness.run.scenario.invalidGeometry, number: witness.number,
      recorded: witness.isMinimal ? witness.recorded : nil)
    context.shared = nil
    if isWalking { result.fixedWitness = witness.number }
  }

  /// Checks case `number`, whose run is `shared` and whose invalid geometry is
  /// `invalidGeometry`: counts it, and reports a violation (shrunk unless it is the `recorded`
  /// witness's scenario) or offers the case to the targeted search.
  private func check(_ shared: SharedRun, invalidGeometry: String?, number: Int, recorded: Witnesses.Recorded? = nil) {
    result.cases += 1
    let scenario = shared.scenario
    context.shared = shared
    probe.reset()
    let found = property.check(scenario, context, invalidGeometry: invalidGeometry)
    if probe.exercised { result.exercised += 1 }
    if probe.unsupported { result.unsupported += 1 }
    if probe.invalidGeometry { result.invalidGeometry += 1 }
    if let violation = found {
      report(violation, in: scenario, failingCase: number, recorded: recorded)
    } else if runner.targeted {
      search.offer(scenario, score: probe.score, origin: number)
    }
  }

  /// Checks a mutant of the targeted search, through the run every property that reads
  /// only its own run shares; returns the violation and the mutant's score.
  func evaluate(_ run: SharedRun) -> (violation: Violation?, score: Double?) {
    context.shared = run
    defer { context.shared = nil }
    probe.reset()
    let violation = property.check(run.scenario, context)
    return (violation, probe.score)
  }

  /// Records the targeted search's find, `tried` mutants in, climbing from the generated
  /// case `origin`, and stops the walk.
  func found(_ violation: Violation, in scenario: Scenario, origin: Int, tried: Int) {
    result.targetedCases = tried
    result.foundByTargetedSearch = true
    report(violation, in: scenario, failingCase: origin)
  }

  /// Records that the targeted search tried `tried` mutants and found nothing.
  func searched(_ tried: Int) {
    result.targetedCases = tried
  }

  /// The pair's result; the walk checks nothing more.
  func finish() -> PairResult {
    isWalking = false
    return result
  }

  /// Records a violation found in `scenario`, shrunk and explained, with the case it came
  /// from, and stops the walk; the `recorded` witness's scenario is reported as it is, with its
  /// recorded explanation when there is one.
  private func report(_ violation: Violation, in scenario: Scenario, failingCase: Int, recorded: Witnesses.Recorded? = nil) {
    let plain = CheckContext(contract: contract)
    let (smallest, found) = recorded == nil
      ? Shrinker().shrink(scenario, violation: violation) { self.property.check($0, plain) }
      : (scenario, property.check(scenario, plain) ?? violation)
    var shrunk = found
    if let restsOn = algorithm.restsOn { shrunk.message += " (this verdict \(restsOn))" }
    result.verdict = .violated
    result.failingCase = failingCase
    result.failingCaseStream = recorded.map(\.stream) ?? CaseStream.version
    result.byWitness = recorded != nil
    result.counterexample = shrunk
    result.shrunkInput = smallest.json
    result.explanation = recorded?.explanation ?? property.explanation(of: smallest, contract: contract)
    isWalking = false
  }
}
