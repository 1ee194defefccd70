import SnapAlgorithms

/// The targeted search of one algorithm's pairs, all at once: after the random phase, mutants
/// of the best-scoring cases (`TargetedSearch`) are checked against every property that
/// reads only its own run and held so far, each mutant simulated once for all of them.
///
/// Turn by turn, one such property (round robin) mutates one of its climbers; every
/// searching property checks the mutant: a violation is that property's find (shrunk and
/// explained as any other), and the property that made the mutant keeps it when it scores at
/// least as well as its climber. It stops after `TargetedSearch.budget` mutants or when every property has found a violation.
/// Properties that derive runs of their own (variants, fresh layouts, walks) are checked on
/// the random cases only, so a mutant costs one run, not one per property. The generator is
/// seeded from the run's seed and the algorithm, so the same seed finds the same thing on
/// every machine.
enum JointSearch {
  /// Searches for `walks`, the pairs of one algorithm.
  static func run(_ walks: [PairWalk], seed: UInt64, budget: Int = TargetedSearch.budget) {
    var searching = walks.filter { $0.isWalking && $0.property.readsOwnRunOnly && !$0.search.climbers.isEmpty }
    guard let algorithm = searching.first?.algorithm else { return }
    var random = Xoshiro256StarStar(seed: TargetedSearch.mix(seed, algorithm.id))
    var turn = 0
    for tried in 1...max(budget, 1) where !searching.isEmpty {
      let source = searching[turn % searching.count]
      turn += 1
      let index = source.search.nextClimber()
      let climber = source.search.climbers[index]
      let mutant = TargetedSearch.mutate(climber.scenario, &random)
      guard mutant.algorithm.admits(mutant.testCase) else { continue }
      let run = SharedRun(mutant)
      for walk in searching {
        let (violation, score) = walk.evaluate(run)
        if let violation {
          walk.found(violation, in: mutant, origin: climber.origin, tried: tried)
        } else if walk === source {
          walk.search.climb(index, to: mutant, score: score)
        }
      }
      searching.removeAll { !$0.isWalking }
    }
    for walk in searching { walk.searched(budget) }
  }
}
