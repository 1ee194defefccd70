import SnapAlgorithms

extension Property {
  /// The violation `scenario` shows for its registered algorithm, if any (nil also when the
  /// algorithm is unknown or the property does not apply to it).
  public func violation(in scenario: Scenario) -> Violation? {
    guard let algorithm = AlgorithmRegistry.algorithm(id: scenario.algorithm) else { return nil }
    let contract = algorithm.contract(scenario.options)
    guard notApplicable(to: algorithm.id, contract: contract) == nil else { return nil }
    return check(scenario, context: CheckContext(algorithm: algorithm, contract: contract))
  }

  /// Checks the property on one generated scenario, returning the violation it shows, if any.
  ///
  /// Some properties check the scenario as it is; others derive the runs they need from it
  /// (a variant with retained cells, a fresh layout, repeated one-page drags). The returned
  /// scenario is the one a reader replays with `snapcheck eval`.
  func check(_ scenario: Scenario, context: CheckContext) -> Violation? {
    switch self {
    case .finite: return OutcomeChecks.finite(scenario, context)
    case .inBounds: return OutcomeChecks.inBounds(scenario, context)
    case .pageCap: return OutcomeChecks.pageCap(scenario, context)
    case .onBoundary: return OutcomeChecks.onBoundary(scenario, context)
    case .direction: return GestureChecks.direction(scenario, context)
    case .noReversal: return GestureChecks.noReversal(scenario, context)
    case .thresholds: return GestureChecks.thresholds(scenario, context)
    case .translationInvariant: return GestureChecks.translationInvariant(scenario, context)
    case .reachable: return GestureChecks.reachable(scenario, context)
    case .restStable: return GestureChecks.restStable(scenario, context)
    case .noRecyclingSkip: return DifferentialChecks.noRecyclingSkip(scenario, context)
    case .orderIndependent: return DifferentialChecks.orderIndependent(scenario, context)
    case .deterministic: return DifferentialChecks.deterministic(scenario, context)
    case .portEquivalence: return DifferentialChecks.portEquivalence(scenario, context)
    case .freshEquivalent: return StateChecks.freshEquivalent(scenario, context)
    case .resizeKeepsItem: return StateChecks.resizeKeepsItem(scenario, context)
    case .rectContract: return LayoutChecks.rectContract(scenario, context)
    case .scaleRange: return LayoutChecks.scaleRange(scenario, context)
    }
  }
}
