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
  /// Each algorithm's options, by id (`check --option`); an algorithm not named runs with
  /// its defaults.
  package var options: [String: AlgorithmOptions]

  /// A runner.
  package init(
    seed: UInt64, profile: Profile, cases: Int, onlyCase: Int? = nil, targeted: Bool = false,
    options: [String: AlgorithmOptions] = [:]
  ) {
    self.seed = seed
    self.profile = profile
    self.cases = cases
    self.onlyCase = onlyCase
    self.targeted = targeted
    self.options = options
  }

  /// The options `algorithm` runs with.
  package func options(for algorithm: Algorithm) -> AlgorithmOptions {
    options[algorithm.id] ?? AlgorithmOptions()
  }

  /// Cases generated at a time and shared by every pair, so memory does not grow with
  /// `cases`.
  package static let chunkSize = 1024

  /// Checks every property against every algorithm and returns the results in order.
  ///
  /// With `shard` I/N only every N-th pair, starting with the I-th, is checked, so N CI jobs
  /// split the matrix between them. Cases are generated a chunk at a time; every pair still
  /// walking checks the chunk before the next is generated.
  package func run(
    algorithms: [Algorithm], properties: [Property], shard: (index: Int, count: Int) = (1, 1),
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CheckReport {
    let walks = algorithms.flatMap { algorithm in properties.map { PairWalk($0, on: algorithm, runner: self) } }
      .enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    let results = Slots<PairResult>(count: walks.count)
    let shared = walks.first { $0.algorithm.drawsSharedCases }.map { stream(for: $0.algorithm) }
    for start in stride(from: 0, to: caseCount, by: Self.chunkSize) {
      let walking = walks.indices.filter { walks[$0].isWalking }
      guard !walking.isEmpty else { break }
      let positions = start..<min(start + Self.chunkSize, caseCount)
      let chunk = walking.contains { walks[$0].algorithm.drawsSharedCases }
        ? shared.map { stream in positions.map { stream.testCase(caseNumber(at: $0)) } } : nil
      DispatchQueue.concurrentPerform(iterations: walking.count) { index in
        let walk = walks[walking[index]]
        walk.walk(positions, chunk: chunk)
        if !walk.isWalking { results.set(walking[index], walk.result) { filled in progress?(filled, walks.count) } }
      }
    }
    DispatchQueue.concurrentPerform(iterations: walks.count) { index in
      guard walks[index].isWalking || walks[index].result.verdict == .notApplicable else { return }
      results.set(index, walks[index].finish()) { filled in progress?(filled, walks.count) }
    }
    return CheckReport(seed: seed, profile: profile, results: results.values)
  }

  /// How many cases each pair checks.
  var caseCount: Int { onlyCase == nil ? max(cases, 0) : 1 }

  /// The number of the case at `position` of each pair's walk.
  func caseNumber(at position: Int) -> Int { onlyCase ?? position }

  /// The numbers of the cases each pair checks, in order.
  package var caseNumbers: [Int] { (0..<caseCount).map(caseNumber(at:)) }

  /// The stream `algorithm`'s cases come from in this runner.
  package func stream(for algorithm: Algorithm) -> CaseStream {
    CaseStream(seed: seed, profile: profile, algorithm: algorithm)
  }

  /// Every case this runner checks `algorithm` on, all at once (for measuring small runs).
  package func cases(for algorithm: Algorithm) -> [Case] {
    let stream = stream(for: algorithm)
    return caseNumbers.map(stream.testCase)
  }

  /// Checks one property against one algorithm, generating each case when it is reached.
  package func check(_ property: Property, on algorithm: Algorithm) -> PairResult {
    let walk = PairWalk(property, on: algorithm, runner: self)
    walk.walk(0..<caseCount, chunk: nil)
    return walk.finish()
  }
}
