import SnapAlgorithms
import SnapModel

extension Property {
  /// No step is outside the model: a violation says what went unchecked, not what is wrong.
  public static let unsupportedFree = Property(id: "unsupported-free", code: "uns", summary: "No step is unsupported: a violation means the model did not cover the layout's code (see the UIKit model's list of what it runs), not that the layout is wrong; it never makes another property fail.", readsOwnRunOnly: true, check: CoverageChecks.unsupportedFree)
}

/// Properties about what the model covers: `unsupported-free`.
enum CoverageChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.unsupportedFree]

  static func unsupportedFree(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let trace = context.trace(scenario)
    if !trace.steps.isEmpty { context.exercised() }
    guard let what = trace.unsupported, let step = trace.steps.last else { return nil }
    return Violation(
      scenario: scenario.prefix(through: step.event),
      message: "\(step.label): unsupported: \(what); the model does not cover this, so the scenario went unchecked from here",
      event: step.event)
  }
}
