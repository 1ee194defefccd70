import Foundation
import SnapAlgorithms
import SnapModel

/// Properties read off one run's steps: `finite`, `in-bounds`, `page-cap`, `on-boundary`.
enum OutcomeChecks {
  static func finite(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    for step in context.trace(scenario).steps {
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
      if !(target >= grid.range.minX - tolerance && target <= grid.range.maxX + tolerance) {
        return Violation(
          scenario: scenario,
          message: "\(step.label): target \(show(target)) outside [\(show(grid.range.minX)), \(show(grid.range.maxX))]",
          event: step.event, expectedRest: grid.nearest(to: grid.range.clamp(target)))
      }
    }
    return nil
  }

  static func pageCap(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let cap = context.contract.pageCap ?? 1
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.completedDragRest, let start = step.start else { continue }
      let moved = abs(rest - start)
      let limit = grid.reach(from: start, cap: cap)
      if !(moved <= limit) {
        let pages = moved / grid.geometry.pageSpace
        return Violation(
          scenario: scenario,
          message: "\(step.label): moves \(show(moved)) pt (\(String(format: "%.2f", Double(pages))) pages of \(show(grid.geometry.pageSpace))) from \(show(start)) to \(show(rest)); the cap is \(cap)",
          event: step.event,
          expectedRest: grid.positions(within: limit, of: start).min { abs($0 - rest) < abs($1 - rest) })
      }
    }
    return nil
  }

  static func onBoundary(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.completedDragRest else { continue }
      if grid.count == 0 {
        if !(abs(rest - grid.range.minX) <= tolerance) {
          return Violation(
            scenario: scenario, message: "\(step.label): rests at \(show(rest)) with no items, not at minX 0",
            event: step.event, expectedRest: grid.range.minX)
        }
      } else if !grid.contains(rest, tolerance: tolerance) {
        return Violation(
          scenario: scenario,
          message: "\(step.label): rests at \(show(rest)), not a snap position (nearest \(show(grid.nearest(to: rest))))",
          event: step.event, expectedRest: grid.nearest(to: rest))
      }
    }
    return nil
  }
}
