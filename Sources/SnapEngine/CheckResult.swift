import SnapAlgorithms

/// The verdict on one algorithm × property pair.
public enum Verdict: String, Sendable, CaseIterable {
  /// No generated case violated it.
  case holds
  /// A case violated it.
  case violated
  /// It does not apply to the algorithm's contract.
  case notApplicable = "n/a"
}

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
  /// Why the property does not apply, for `n/a`.
  public var reason: String?
  /// The failing case's number, for `violated`.
  public var failingCase: Int?
  /// The shrunk counterexample, for `violated`.
  public var counterexample: Violation?
}

/// Everything one `snapcheck check` run found, in registry order then property order.
public struct CheckReport: Sendable {
  /// The seed.
  public var seed: UInt64
  /// The profile.
  public var profile: Profile
  /// One result per pair checked.
  public var results: [PairResult]

  /// The command that replays one violated pair exactly.
  public func replay(_ result: PairResult) -> String? {
    guard let failing = result.failingCase else { return nil }
    return "snapcheck check --algorithm \(result.algorithm) --property \(result.property.id) --seed \(seed) --case \(failing) --profile \(profile.rawValue)"
  }
}
