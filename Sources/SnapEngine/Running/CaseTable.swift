import SnapAlgorithms

/// One algorithm's scenarios for a chunk of a run, each with its shared plain run
/// (`SharedRun`): drawn and bound once for all the algorithm's property walks, which then
/// simulate each case as it is once between them instead of once each.
struct CaseTable: Sendable {
  /// The position of the first case in each pair's walk.
  let start: Int
  /// The scenarios at `start`, `start + 1`, …, each with its shared run.
  let runs: [SharedRun]
  /// What in each scenario is geometry UIKit rejects (`Scenario.invalidGeometry`), read once
  /// for all the algorithm's property walks.
  let invalidGeometries: [String?]

  /// The table of `cases` (at positions from `start`) bound to `algorithm` with `options`;
  /// its runs go on with a still drag when `endsWithStillDrag` (`SharedRun.endsWithStillDrag`).
  init(start: Int, cases: [Case], algorithm: Algorithm, options: AlgorithmOptions, endsWithStillDrag: Bool = false) {
    self.start = start
    runs = cases.map { SharedRun(Scenario($0, algorithm: algorithm, options: options), endsWithStillDrag: endsWithStillDrag) }
    invalidGeometries = runs.map(\.scenario.invalidGeometry)
  }

  /// The shared run of the case at `position`.
  func run(at position: Int) -> SharedRun {
    runs[position - start]
  }

  /// What in the scenario at `position` is geometry UIKit rejects, if anything.
  func invalidGeometry(at position: Int) -> String? {
    invalidGeometries[position - start]
  }
}
