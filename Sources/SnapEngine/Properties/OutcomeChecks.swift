import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// No step faults and every offset is finite.
  public static let finite = Property(id: "finite", code: "fin", summary: "No step faults (trap, exception, non-finite target) and every offset is finite.", readsOwnRunOnly: true, check: OutcomeChecks.finite)

  /// Every target lies in the offset range before the view clamps it.
  public static let inBounds = Property(id: "in-bounds", code: "inb", summary: "Every target the layout returns lies in [minX, maxX] before the view clamps it.", readsOwnRunOnly: true, check: OutcomeChecks.inBounds)

  /// A drag moves at most the contract's page cap.
  public static let pageCap = Property(id: "page-cap", code: "cap", summary: "A drag moves the rest at most cap·pageSpace from where it began (cap 1 when none is declared), plus the distance from an off-grid start to the grid.", applicability: { _, contract in contract.unlimitedPages ? "promises no page cap" : nil }, readsSnapPositions: true, readsOwnRunOnly: true, check: OutcomeChecks.pageCap)

  /// Every rest after a drag is a snap position.
  public static let onBoundary = Property(id: "on-boundary", code: "bnd", summary: "Every rest after a drag is a snap position of the contract's alignment (minX with no items).", readsSnapPositions: true, readsOwnRunOnly: true, check: OutcomeChecks.onBoundary)
}

/// Properties read off one run's steps: `finite`, `in-bounds`, `page-cap`, `on-boundary`.
enum OutcomeChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.finite, .inBounds, .pageCap, .onBoundary]

  static func finite(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    for step in context.trace(scenario).steps {
      context.exercised()
      if case .fault(let fault) = step.outcome {
        return Violation(scenario: scenario, message: "\(step.label): fault: \(fault)", event: step.event)
      }
      if let rest = step.rest, !rest.isFinite {
        return Violation(scenario: scenario, message: "\(step.label): rests at \(show(rest))", event: step.event)
      }
    }
    return nil
  }

  static func inBounds(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard step.kind == .drag, let target = step.target else { continue }
      context.exercised()
      context.target(max(grid.range.lower - target, target - grid.range.upper))
      if !(target >= grid.range.lower - SnapGrid.tolerance && target <= grid.range.upper + SnapGrid.tolerance) {
        return Violation(
          scenario: scenario,
          message: "\(step.label): target \(show(target)) outside [\(show(grid.range.lower)), \(show(grid.range.upper))]",
          event: step.event, expectedRest: grid.nearest(to: grid.range.clamp(target)))
      }
    }
    return nil
  }

  static func pageCap(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let cap = context.contract.pageCap ?? 1
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.finiteDragRest, let start = step.start else { continue }
      let moved = abs(rest - start)
      let limit = grid.reach(from: start, cap: cap, towards: rest)
      let pageSpace = grid.pageSpace(at: start)
      context.exercised()
      if pageSpace > 0 { context.target((moved - limit) / pageSpace) }
      guard !(moved <= limit) else { continue }
      // Beyond the reach, only a position the cap allows (a clamped or rounded one) excuses it.
      let allowed = grid.allowedPositions(from: start, cap: cap)
      if !allowed.contains(where: { abs($0 - rest) <= SnapGrid.tolerance }) {
        let pages = moved / pageSpace
        return Violation(
          scenario: scenario,
          message: "\(step.label): moves \(show(moved)) pt (\(String(format: "%.2f", Double(pages))) pages of \(show(pageSpace))) from \(show(start)) to \(show(rest)); the cap is \(cap)",
          event: step.event,
          expectedRest: allowed.min { abs($0 - rest) < abs($1 - rest) })
      }
    }
    return nil
  }

  static func onBoundary(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.finiteDragRest else { continue }
      context.exercised()
      context.target(abs(rest - (grid.nearest(to: rest) ?? grid.range.lower)))
      if grid.count == 0 {
        if !(abs(rest - grid.range.lower) <= SnapGrid.tolerance) {
          return Violation(
            scenario: scenario, message: "\(step.label): rests at \(show(rest)) with no items, not at minX 0",
            event: step.event, expectedRest: grid.range.lower)
        }
      } else if !grid.contains(rest, tolerance: SnapGrid.tolerance) {
        return Violation(
          scenario: scenario,
          message: "\(step.label): rests at \(show(rest)), not a snap position (nearest \(show(grid.nearest(to: rest))))",
          event: step.event, expectedRest: grid.nearest(to: rest))
      }
    }
    return nil
  }
}
