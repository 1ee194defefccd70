import SnapAlgorithms

/// Everything one `snapcheck check` run found, in registry order then property order.
package struct CheckReport: Sendable {
  /// The seed.
  package var seed: UInt64
  /// The profile.
  package var profile: Profile
  /// One result per pair checked.
  package var results: [PairResult]
  /// The command line that ran the check, which replay lines name: `snapcheck`, or a
  /// user's own command line that knows the user's layouts.
  package var command = "snapcheck"
  /// The pairs (`profile algorithm property`) whose recorded witness was not replayed because
  /// its scenario does not read (`Witnesses.problems` says why), in walk order.
  package var unreadableWitnesses: [String] = []

  /// A report of `results`, checked with `seed` in `profile`.
  package init(seed: UInt64, profile: Profile, results: [PairResult]) {
    self.seed = seed
    self.profile = profile
    self.results = results
  }

  /// The command that replays one violated pair exactly: its generated case, for a find of
  /// the targeted search the whole pair with `--targeted` (the search is deterministic), and
  /// for a recorded witness that witness alone (`--witness`: its scenario, whatever case its
  /// number draws in today's stream).
  package func replay(_ result: PairResult) -> String? {
    guard let failing = result.failingCase else { return nil }
    let which = result.byWitness ? "--witness" : result.foundByTargetedSearch ? "--targeted" : "--case \(failing)"
    let options = (result.counterexample?.scenario.optionAssignments ?? []).map { " --option \($0)" }.joined()
    return "\(command) check --algorithm \(result.algorithm) --property \(result.property.id) --seed \(seed) \(which) --profile \(profile.rawValue)"
      + options
  }
}
