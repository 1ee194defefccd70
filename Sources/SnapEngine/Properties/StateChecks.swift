import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// After a programmatic change, the layout acts as a fresh one would.
  public static let freshEquivalent = Property(id: "fresh-equivalent", code: "frs", summary: "After scroll, resize or reload, the next drag rests where a freshly created layout would.", applicability: { _, contract in contract.keepsState ? nil : "keeps no state" }, check: StateChecks.freshEquivalent)

  /// A resize keeps the item the view was snapped to.
  public static let resizeKeepsItem = Property(id: "resize-keeps-item", code: "rsz", summary: "A resize that starts on item i's snap position ends on item i's snap position in the new geometry.", readsSnapPositions: true, readsOwnRunOnly: true, check: StateChecks.resizeKeepsItem)
}

/// Properties about what survives a change: `fresh-equivalent`, `resize-keeps-item`.
enum StateChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.freshEquivalent, .resizeKeepsItem]

  static func freshEquivalent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    let steps = observation.trace.steps
    for (index, step) in steps.enumerated() where step.kind != .drag && step.outcome == .ok {
      guard let next = steps[(index + 1)...].first(where: { $0.kind == .drag }), let start = next.start else { continue }
      let state = observation.gridsAfter[next.event - 1].geometry
      var fresh = scenario.with {
        $0.viewWidth = state.viewSize.width
        $0.viewHeight = state.viewSize.height
        $0.sections = state.sections.map(\.input.itemCount)
      }
      fresh.events = [.scroll(offset: start), scenario.events[next.event]]
      guard let freshStep = context.trace(fresh).steps.last, freshStep.kind == .drag else { continue }
      context.exercised()
      if let rest = next.rest, let freshRest = freshStep.rest { context.target(abs(rest - freshRest)) }
      let same: Bool
      switch (next.outcome, freshStep.outcome) {
      case (.ok, .ok): same = SnapGrid.sameRest(next.rest ?? .nan, freshStep.rest ?? .nan)
      case (.fault, .fault): same = true
      default: same = false
      }
      if !same {
        return Violation(
          scenario: scenario.prefix(through: next.event),
          message: "after \(step.label), \(next.label) \(describe(next)); a fresh layout at \(show(start)) \(describe(freshStep))",
          event: next.event, expectedRest: freshStep.rest)
      }
      return nil
    }
    return nil
  }

  private static func describe(_ step: Step) -> String {
    if case .fault(let fault) = step.outcome { return "faults (\(fault))" }
    return "rests at \(show(step.rest))"
  }

  static func resizeKeepsItem(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (index, step) in observation.trace.steps.enumerated() where step.kind == .resize && step.outcome == .ok {
      guard let before = observation.gridBefore(index) else { continue }
      let offset = index == 0 ? before.range.lower : observation.trace.steps[index - 1].rest ?? .nan
      let after = observation.gridsAfter[index]
      let snappedLines = (0..<before.count).filter { abs(before.position(ofSlot: $0) - offset) <= SnapGrid.tolerance }
      guard !snappedLines.isEmpty, after.count > 0, let rest = step.rest else { continue }
      let items = snappedLines.flatMap { before.items(inSlot: $0) }
      guard let item = items.first else { continue }
      context.exercised()
      context.target(items.map { abs(after.position(ofSlot: after.slot(ofItem: $0)) - rest) }.min() ?? 0)
      let kept = items.contains { abs(after.position(ofSlot: after.slot(ofItem: $0)) - rest) <= SnapGrid.tolerance }
      if !kept {
        let expected = after.position(ofSlot: after.slot(ofItem: item))
        return Violation(
          scenario: scenario.prefix(through: index),
          message: "\(step.label): the view was on item \(item) at \(show(offset)); after the resize it rests at \(show(rest)), but item \(item) is at \(show(expected))",
          event: step.event, expectedRest: expected)
      }
    }
    return nil
  }
}
