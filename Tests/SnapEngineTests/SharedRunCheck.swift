import SnapAlgorithms
@testable import SnapEngine

/// A property's check of a case whose shared run was simulated first, as a walk that comes
/// after another finds it: what tests of the shared run's savings measure.
enum SharedRunCheck {
  /// The drags `property`'s check of `scenario` simulates beyond the case's shared run (one
  /// that ends with a still drag when `endsWithStillDrag`), and the violation it finds.
  static func check(_ property: Property, _ scenario: Scenario, endsWithStillDrag: Bool = false) -> (drags: Int, violation: Violation?) {
    let shared = SharedRun(scenario, endsWithStillDrag: endsWithStillDrag)
    var context = CheckContext(contract: scenario.contract)
    context.shared = shared
    _ = context.observe(scenario)
    let tally = DragTally()
    context.tally = tally
    let violation = property.check(scenario, context)
    return (tally.drags, violation)
  }
}
