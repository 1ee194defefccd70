import SnapAlgorithms

extension CheckRunner {
  /// Every built-in algorithm against every property with the default seed and case count in
  /// `profile`: the matrix `Golden/verdicts.golden` and the committed report are made from.
  ///
  /// It depends on the code alone, so it is computed once per process, when first asked for,
  /// and shared by the golden check and every test that reads it.
  package static func defaultMatrix(_ profile: Profile) -> CheckReport {
    switch profile {
    case .realistic: return realisticMatrix
    case .hostile: return hostileMatrix
    }
  }

  /// The default matrix's result for `algorithm` × `property` in `profile`: what
  /// `CheckRunner(seed: CheckDefaults.seed, profile:, cases: CheckDefaults.cases).check(property, on:)`
  /// gives for a built-in algorithm, without walking the pair again.
  package static func defaultResult(_ property: Property, on algorithm: Algorithm, profile: Profile) -> PairResult? {
    defaultMatrix(profile).results.first { $0.algorithm == algorithm.id && $0.property == property }
  }

  private static let realisticMatrix = defaultRunner(.realistic).run(algorithms: AlgorithmRegistry.all, properties: Property.allCases)
  private static let hostileMatrix = defaultRunner(.hostile).run(algorithms: AlgorithmRegistry.all, properties: Property.allCases)

  /// The runner with the default seed and case count, checking the recorded witnesses first
  /// (`Witnesses.recorded`), so its matrix is the deep run's.
  package static func defaultRunner(_ profile: Profile) -> CheckRunner {
    CheckRunner(seed: CheckDefaults.seed, profile: profile, cases: CheckDefaults.cases, witnesses: .recorded)
  }
}
