import SnapAlgorithms

/// One algorithm × property pair's walk through the generated cases, carried from one chunk
/// of cases to the next.
///
/// A walk checks cases in order and stops at the first violation, which it shrinks and
/// explains; when every case held, `finish()` runs the targeted search (if the runner asks
/// for one). Only one thread uses a walk at a time.
final class PairWalk: @unchecked Sendable {
  /// The algorithm walked.
  let algorithm: Algorithm
  /// The property checked.
  let property: Property
  /// The runner whose seed, profile and search setting the walk follows.
  private let runner: CheckRunner
  /// The options every scenario is built with.
  private let options: AlgorithmOptions
  /// The algorithm's contract under `options`.
  private let contract: SnapContract
  /// What the current case exercised.
  private let probe = CaseProbe()
  /// The context every check runs in.
  private let context: CheckContext
  /// The algorithm's cases, for those the shared chunk does not hold.
  private let stream: CaseStream
  /// The best passing cases so far, for the targeted search.
  private var search = TargetedSearch()
  /// What the walk found so far.
  private(set) var result: PairResult
  /// Whether more cases are wanted: false once the property is not applicable or violated.
  private(set) var isWalking = true

  /// A walk that has checked nothing yet (and stops at once when `property` does not apply).
  init(_ property: Property, on algorithm: Algorithm, runner: CheckRunner) {
    self.algorithm = algorithm
    self.property = property
    self.runner = runner
    options = runner.options(for: algorithm)
    contract = algorithm.contract(options)
    context = CheckContext(contract: contract, probe: probe)
    stream = runner.stream(for: algorithm)
    result = PairResult(algorithm: algorithm.id, property: property, verdict: .holds, cases: 0)
    if let reason = property.notApplicable(to: algorithm, contract: contract) {
      result.verdict = .notApplicable
      result.reason = reason
      isWalking = false
    }
  }

  /// Checks the cases at `positions` of the runner's walk, in order, until one fails.
  ///
  /// - Parameter chunk: the classic-host cases at `positions`, generated once for every
  ///   pair to share, or nil to generate each case when it is reached (as an algorithm on a
  ///   wider host always does).
  func walk(_ positions: Range<Int>, chunk: [Case]?) {
    for position in positions where isWalking {
      let number = runner.caseNumber(at: position)
      result.cases += 1
      let testCase = chunk.flatMap { algorithm.drawsSharedCases ? $0[position - positions.lowerBound] : nil }
        ?? stream.testCase(number)
      let scenario = Scenario(testCase, algorithm: algorithm, options: options)
      probe.reset()
      let found = property.check(scenario, context)
      if probe.exercised { result.exercised += 1 }
      if probe.unsupported { result.unsupported += 1 }
      if let violation = found {
        report(violation, in: scenario, failingCase: number)
      } else if runner.targeted {
        search.offer(scenario, score: probe.score, origin: number)
      }
    }
  }

  /// The pair's result, after the targeted search when every case held and the runner asks
  /// for one.
  func finish() -> PairResult {
    guard isWalking, runner.targeted else { return result }
    isWalking = false
    let (find, tried) = search.climb(seed: runner.seed, salt: "\(algorithm.id) × \(property.id)") { mutant in
      probe.reset()
      return (property.check(mutant, context), probe.score)
    }
    result.targetedCases = tried
    if let find {
      result.foundByTargetedSearch = true
      report(find.violation, in: find.scenario, failingCase: find.origin)
    }
    return result
  }

  /// Records a violation found in `scenario`, shrunk and explained, with the case it came
  /// from, and stops the walk.
  private func report(_ violation: Violation, in scenario: Scenario, failingCase: Int) {
    let plain = CheckContext(contract: contract)
    let (smallest, shrunk) = Shrinker().shrink(scenario, violation: violation) { self.property.check($0, plain) }
    result.verdict = .violated
    result.failingCase = failingCase
    result.counterexample = shrunk
    result.explanation = Explainer().explain(smallest) { self.property.check($0, plain) != nil }
    isWalking = false
  }
}
