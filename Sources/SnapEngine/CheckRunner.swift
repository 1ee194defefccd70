import Dispatch
import Foundation
import SnapAlgorithms

/// Runs properties against algorithms over generated cases, shrinking every failure.
///
/// Pairs run in parallel on every core; each pair walks its cases in order and stops at
/// the first failure, so results do not depend on scheduling.
///
///     let report = CheckRunner(seed: 1, profile: .realistic, cases: 1000)
///       .run(algorithms: AlgorithmRegistry.all, properties: Property.allCases)
package struct CheckRunner: Sendable {
  /// The seed cases are drawn from.
  package var seed: UInt64
  /// The generation profile.
  package var profile: Profile
  /// Cases per pair (or, with `onlyCase`, ignored).
  package var cases: Int
  /// Check only this case number (a replay).
  package var onlyCase: Int?
  /// Whether a pair whose random cases all pass gets a targeted search (`TargetedSearch`).
  package var targeted: Bool

  /// A runner.
  package init(seed: UInt64, profile: Profile, cases: Int, onlyCase: Int? = nil, targeted: Bool = false) {
    self.seed = seed
    self.profile = profile
    self.cases = cases
    self.onlyCase = onlyCase
    self.targeted = targeted
  }

  /// Checks every property against every algorithm and returns the results in order.
  ///
  /// With `shard` I/N only every N-th pair, starting with the I-th, is checked, so N CI jobs
  /// split the matrix between them.
  package func run(
    algorithms: [Algorithm], properties: [Property], shard: (index: Int, count: Int) = (1, 1),
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CheckReport {
    let pairs = algorithms.flatMap { algorithm in properties.map { (algorithm, $0) } }.enumerated()
      .filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    let results = Slots<PairResult>(count: pairs.count)
    let book = caseBook()
    DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
      let (algorithm, property) = pairs[index]
      results.set(index, check(property, on: algorithm, book: book)) { filled in progress?(filled, pairs.count) }
    }
    return CheckReport(seed: seed, profile: profile, results: results.values)
  }

  /// The cases this runner checks, generated once for every pair to share.
  func caseBook() -> [Case] {
    let generator = CaseGenerator(seed: seed, profile: profile)
    return (onlyCase.map { [$0] } ?? Array(0..<cases)).map(generator.testCase)
  }

  /// Checks one property against one algorithm.
  ///
  /// - Parameter book: the pre-generated cases (`caseBook()`), or nil to generate each case
  ///   when it is reached.
  package func check(_ property: Property, on algorithm: Algorithm) -> PairResult {
    check(property, on: algorithm, book: nil)
  }

  func check(_ property: Property, on algorithm: Algorithm, book: [Case]?) -> PairResult {
    let options = AlgorithmOptions()
    let contract = algorithm.contract(options)
    var result = PairResult(algorithm: algorithm.id, property: property, verdict: .holds, cases: 0)
    if let reason = property.notApplicable(to: algorithm, contract: contract) {
      result.verdict = .notApplicable
      result.reason = reason
      return result
    }
    let probe = CaseProbe()
    let context = CheckContext(contract: contract, probe: probe)
    let generator = CaseGenerator(seed: seed, profile: profile)
    let caseNumbers = onlyCase.map { [$0] } ?? Array(0..<cases)
    var search = TargetedSearch()
    for (position, number) in caseNumbers.enumerated() {
      result.cases += 1
      let testCase = book.flatMap { algorithm.host == .classic ? $0[position] : nil }
        ?? generator.testCase(number, host: algorithm.host)
      let scenario = Scenario(testCase, algorithm: algorithm, options: options)
      probe.reset()
      let found = property.check(scenario, context)
      if probe.exercised { result.exercised += 1 }
      if probe.unsupported { result.unsupported += 1 }
      guard let violation = found else {
        if targeted { search.offer(scenario, score: probe.score, origin: number) }
        continue
      }
      report(violation, in: scenario, failingCase: number, property: property, contract: contract, into: &result)
      return result
    }
    guard targeted else { return result }
    let (find, tried) = search.climb(seed: seed, salt: "\(algorithm.id) × \(property.id)") { mutant in
      probe.reset()
      return (property.check(mutant, context), probe.score)
    }
    result.targetedCases = tried
    if let find {
      result.foundByTargetedSearch = true
      report(find.violation, in: find.scenario, failingCase: find.origin, property: property, contract: contract, into: &result)
    }
    return result
  }

  /// Records a violation found in `scenario`: shrunk, explained, with the case it came from.
  private func report(
    _ violation: Violation, in scenario: Scenario, failingCase: Int, property: Property, contract: SnapContract,
    into result: inout PairResult
  ) {
    let plain = CheckContext(contract: contract)
    let (smallest, shrunk) = Shrinker().shrink(scenario, violation: violation) { property.check($0, plain) }
    result.verdict = .violated
    result.failingCase = failingCase
    result.counterexample = shrunk
    result.explanation = Explainer().explain(smallest) { property.check($0, plain) != nil }
  }
}
