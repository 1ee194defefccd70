import SnapAlgorithms
@testable import SnapEngine

/// A property's result on an algorithm at a gate's 100 cases at the default seed: from the
/// random cases alone, and as a gate runs it (every property of the layout, then the
/// targeted search of them all).
enum GateRuns {
  /// `property` on `algorithm` from the random cases alone.
  static func random(_ property: Property, on algorithm: Algorithm) -> PairResult {
    CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases).check(property, on: algorithm)
  }

  /// `property` on `algorithm` as a gate checks it, or nil when the gate does not check it.
  static func gate(_ property: Property, on algorithm: Algorithm) -> PairResult? {
    CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases, targeted: true)
      .run(algorithms: [algorithm], properties: Property.checked(for: algorithm))
      .results.first { $0.property == property }
  }
}
