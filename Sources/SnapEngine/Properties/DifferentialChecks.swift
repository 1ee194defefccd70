import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// The same scenario gives the same trace.
  public static let deterministic = Property(id: "deterministic", code: "det", summary: "The same scenario gives the same trace.", check: DifferentialChecks.deterministic)

  /// Ports that should agree do.
  public static let portEquivalence = Property(id: "port-equivalence", code: "prt", summary: "Ports that should agree do: swift-port ≡ last-offset, center-nearest ≡ center-nearest-frame, attribute-index ≡ attribute-index-cell with every cell retained.", applicability: { algorithm, _ in algorithm.twin == nil ? "has no port twin" : nil }, check: DifferentialChecks.portEquivalence)
}

/// Properties that compare two runs of the same gestures: `deterministic`,
/// `port-equivalence`.
enum DifferentialChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.deterministic, .portEquivalence]

  static func deterministic(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let first = context.trace(scenario)
    let second = context.freshTrace(scenario)
    if !first.steps.isEmpty { context.exercised() }
    guard first.steps.count == second.steps.count else {
      return Violation(scenario: scenario, message: "two runs differ in length: \(first.steps.count) then \(second.steps.count) steps")
    }
    for (a, b) in zip(first.steps, second.steps) where !a.isIdentical(to: b) {
      return Violation(scenario: scenario, message: "two runs differ at \(a.label): \(a.json) then \(b.json)", event: a.event)
    }
    return nil
  }

  static func portEquivalence(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    guard let declared = scenario.algorithm.twin, let twin = AlgorithmRegistry.algorithm(id: declared.id) else {
      return nil
    }
    let own = declared.retainingCells ? scenario.with { $0.cellRetention = .all } : scenario
    let other = Scenario(own.testCase, algorithm: twin)
    return firstDifference(
      context.trace(own), context.trace(other), "as \(scenario.algorithm.id)", "as \(twin.id)", scenario: own, context: context)
  }
}
