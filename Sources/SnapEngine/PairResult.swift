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
  /// Why the property does not apply, for `n/a`.
  public var reason: String?
  /// The failing case's number, for `violated`.
  public var failingCase: Int?
  /// The shrunk counterexample, for `violated`.
  public var counterexample: Violation?
}
