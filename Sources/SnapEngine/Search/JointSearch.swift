import SnapAlgorithms

/// The targeted search of one algorithm's pairs: after the random phase, mutants of the
/// best-scoring cases (`TargetedSearch`) are checked against the properties that held so far.
///
/// Properties that read only their own run search together: turn by turn, one such property
/// (round robin) mutates one of its climbers; every searching property checks the mutant,
/// simulated once for all of them: a violation is that property's find (shrunk and explained
/// as any other), and the property that made the mutant keeps it when it scores at least as
/// well as its climber. That phase stops after `TargetedSearch.budget` mutants or when every
/// such property has found a violation.
///
/// Properties that derive runs of their own (variants, fresh layouts, walks) then climb one
/// at a time, each from its own best cases and with its own stream, for a share of the random
/// cases its walk checked (`TargetedSearch.derivedBudget(afterCases:)`; none after a gate's
/// 100): a mutant costs such a property as much as a random case does, so their budget is
/// smaller. Each then checks the corners of its best few cases (`TargetedSearch.derivedCorners`),
/// one by one.
/// Every stream is seeded from the run's seed, the algorithm and (for the second phase) the
/// property, so the same seed finds the same thing on every machine.
///
/// Last, the corners (`TargetedSearch+Corners`) of every climber, checked by every property
/// that reads only its own run and is still searching: a climber that resizes the view is
/// tried with the view moved a page or two along before a resize (a resize from the first
/// item proves little: its snap position is the start of the range in every geometry; a
/// resize from a later item, which a layout that pages by a stale page length loses, needs a
/// drag and a resize in that order, which a hundred random cases seldom draw); each
/// property's best climber is also tried with 16 more drags (a layout's ninth gesture and
/// later, beyond every generated case), with an item or a leading inset longer than the
/// view (negative room beside the item, drawn only by the rare layouts), and with such an
/// inset, a fling from the start, where the view shows no item, and a drag back past it.
enum JointSearch {
  /// Searches for `walks`, the pairs of one algorithm.
  static func run(_ walks: [PairWalk], seed: UInt64, budget: Int = TargetedSearch.budget) {
    let climbing = walks.filter { $0.isWalking && !$0.search.climbers.isEmpty }
    let joint = climbing.filter(\.property.readsOwnRunOnly)
    if let algorithm = joint.first?.algorithm {
      climb(joint, budget: budget, seed: TargetedSearch.mix(seed, algorithm.id))
    }
    for walk in climbing where !walk.property.readsOwnRunOnly {
      let salt = walk.algorithm.id + " " + walk.property.id
      let derivedBudget = TargetedSearch.derivedBudget(afterCases: walk.result.cases)
      if derivedBudget > 0 { climb([walk], budget: derivedBudget, seed: TargetedSearch.mix(seed, salt)) }
      tryCorners(from: [walk], checkedBy: [walk], corners: TargetedSearch.derivedCorners)
    }
    tryCorners(from: climbing, checkedBy: joint, corners: TargetedSearch.ownRunCorners)
  }

  /// Checks the corners of the climbers of `sources` (in order, so the same seed finds
  /// the same thing), each simulated once for every walk of `walks` still searching; a
  /// violation is that walk's find.
  private static func tryCorners(from sources: [PairWalk], checkedBy walks: [PairWalk], corners: (Scenario, Int, Property) -> [Scenario]) {
    var searching = walks.filter(\.isWalking)
    var seen: Set<Scenario> = []
    var tried = 0
    for source in sources where !searching.isEmpty {
      for (rank, climber) in source.search.climbers.enumerated() {
        for corner in corners(climber.scenario, rank, source.property) where !searching.isEmpty {
          guard corner.algorithm.admits(corner.testCase), seen.insert(corner).inserted else { continue }
          tried += 1
          let run = SharedRun(corner)
          for walk in searching {
            if let violation = walk.evaluate(run).violation {
              walk.found(violation, in: corner, origin: climber.origin, tried: walk.result.targetedCases + tried)
            }
          }
          searching.removeAll { !$0.isWalking }
        }
      }
    }
    for walk in searching { walk.searched(walk.result.targetedCases + tried) }
  }

  /// Climbs for `walks` together, each mutant checked by all of them, for `budget` mutants
  /// drawn from a generator seeded with `seed`.
  private static func climb(_ walks: [PairWalk], budget: Int, seed: UInt64) {
    var searching = walks
    var random = Xoshiro256StarStar(seed: seed)
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
