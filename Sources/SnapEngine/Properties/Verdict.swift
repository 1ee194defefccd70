/// The verdict on one algorithm × property pair.
public enum Verdict: String, Sendable, CaseIterable {
  /// No generated case violated it.
  case holds
  /// A case violated it.
  case violated
  /// It does not apply to the algorithm's contract.
  case notApplicable = "n/a"
}
