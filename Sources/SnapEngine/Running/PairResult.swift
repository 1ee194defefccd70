import SnapAlgorithms

/// What checking one property against one algorithm found.
public struct PairResult: Sendable {
  /// The algorithm's id.
  public var algorithm: String
  /// The property.
  public var property: Property
  /// The verdict.
  public var verdict: Verdict
  /// Cases checked (up to and including the failing one).
  public var cases: Int
  /// Of those, the cases that exercised the property (the rest gave it nothing to compare:
  /// no drag, no resize on a snapped offset, too few columns, …).
  public var exercised: Int = 0
  /// Of those, the cases in which a run stopped at something the model does not model
  /// (`unsupported`): counted and shown, never a violation.
  public var unsupported: Int = 0
  /// Of those, the cases whose geometry UIKit rejects (a NaN or infinite length): counted
  /// and shown, never judged.
  public var invalidGeometry: Int = 0
  /// Why the property does not apply, for `n/a`.
  public var reason: String?
  /// The failing case's number, for `violated` (for a find of the targeted search, the
  /// generated case it climbed from).
  public var failingCase: Int?
  /// The `CaseStream.version` whose case `failingCase` is: today's for a case this run drew;
  /// for a recorded witness, the version its file names (nil when it names none).
  public var failingCaseStream: Int?
  /// Whether a recorded witness (`Witnesses`), replayed as its scenario, showed the
  /// violation: `failingCase` is then only where it was first found, and the replay line
  /// names the witness.
  public var byWitness = false
  /// The recorded witness (`Witnesses`) that no longer fails: the violation it showed is
  /// fixed, or moved to another case.
  public var fixedWitness: Int?
  /// Mutants the targeted search tried after the random cases (0 when it did not run).
  public var targetedCases: Int = 0
  /// Whether the targeted search, not a generated case, found the violation.
  public var foundByTargetedSearch = false
  /// The shrunk counterexample, for `violated`.
  public var counterexample: Violation?
  /// The scenario JSON of what the failing case shrank to, for `violated`: the input the
  /// property failed on (the counterexample's scenario may be a variant the property made of
  /// it), which a recorded witness replays (`Witnesses`).
  package var shrunkInput: String?
  /// For each numeric input of the counterexample, the values around it for which it still
  /// fails, one line each (`event 0 velocity: any value in [2, 2.25)`), for `violated`.
  public var explanation: [String] = []
}

extension PairResult {
  /// Cases checked that gave the property nothing to compare.
  package var notExercised: Int { cases - exercised }

  /// Why a pass means little, when the property held but was exercised on fewer than
  /// `CheckDefaults.minimumExercised` cases; nil otherwise.
  package var healthWarning: String? {
    guard verdict == .holds, exercised < CheckDefaults.minimumExercised else { return nil }
    return "exercised on only \(exercised) of \(cases) cases (fewer than \(CheckDefaults.minimumExercised))"
  }

  /// The health line: cases generated, checked, not applicable to the case, stopped
  /// unsupported (when any did), and the warning.
  package var health: String {
    "\(cases) generated, \(exercised) checked, \(notExercised) not applicable"
      + (unsupported > 0 ? ", \(unsupported) stopped unsupported" : "")
      + (invalidGeometry > 0 ? ", \(invalidGeometry) invalid geometry" : "") + (healthWarning.map { "; warning: \($0)" } ?? "")
  }
}

extension PairResult {
  /// Where a violation was found, as reports say it: `at case k`, or for a recorded witness
  /// `by its recorded witness (found at case k of case stream vN)`.
  package var foundAt: String {
    witnessOrigin.map { "by its recorded witness (\($0))" } ?? "at case \(failingCase ?? 0)"
  }

  /// For a violation a recorded witness showed, where it was first found:
  /// `found at case k of case stream vN` (of an earlier case stream, for a witness kept before
  /// its file named one), a number today's stream may draw differently.
  package var witnessOrigin: String? {
    guard byWitness else { return nil }
    let number = failingCase ?? 0
    return failingCaseStream.map { "found at case \(number) of case stream v\($0)" } ?? "found at case \(number) of an earlier case stream"
  }
}
