import SnapAlgorithms
import SnapModel

/// Compares two runs step by step: the first step where one faults and the other does not,
/// or their rests differ by more than the tolerance, described with the two labels (a step
/// outside the model ends the comparison: it is never a violation). The violation shows
/// `scenario` (the first run's) and expects the second run's rest. Every compared step that
/// asks the layout (a drag or a resize) exercises the property; the gap between the rests is
/// its score.
func firstDifference(
  _ a: Trace, _ b: Trace, _ labelA: String, _ labelB: String, scenario: Scenario, context: CheckContext
) -> Violation? {
  for (stepA, stepB) in zip(a.steps, b.steps) {
    if stepA.kind == .drag || stepA.kind == .resize { context.exercised() }
    if let restA = stepA.rest, let restB = stepB.rest { context.target(abs(restA - restB)) }
    let message: String
    switch (stepA.outcome, stepB.outcome) {
    case (.ok, .ok):
      guard let restA = stepA.rest, let restB = stepB.rest, !SnapGrid.sameRest(restA, restB) else { continue }
      message = "\(stepA.label): rests at \(show(restA)) \(labelA) but at \(show(restB)) \(labelB)"
    case (.fault(let fault), .ok):
      message = "\(stepA.label): faults (\(fault)) \(labelA) but rests at \(show(stepB.rest)) \(labelB)"
    case (.ok, .fault(let fault)):
      message = "\(stepA.label): rests at \(show(stepA.rest)) \(labelA) but faults (\(fault)) \(labelB)"
    case (.fault, .fault), (.unsupported, _), (_, .unsupported), (.invalidGeometry, _), (_, .invalidGeometry):
      return nil
    }
    return Violation(scenario: scenario, message: message, event: stepA.event, expectedRest: stepB.rest)
  }
  return nil
}
