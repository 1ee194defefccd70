import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// With paging on, every drag rests on a page (A3) or a snap position of the contract.
  public static let pagingCoherent = Property(
    id: "paging-coherent", code: "pag",
    summary: "With paging on, every rest after a drag is a page (A3: one view length apart, the last at maxX) or a snap position of the contract (a delegate that snaps within paging).",
    applicability: PagingChecks.applicability, readsOwnRunOnly: true, check: PagingChecks.pagingCoherent)
}

/// Properties of drags made with `isPagingEnabled` (TheUIKitModel): `paging-coherent`.
enum PagingChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.pagingCoherent]

  /// Applies to an algorithm whose cases may turn paging on (its space's `pagingEnabled`):
  /// the generator never does otherwise.
  static func applicability(_ algorithm: Algorithm, _ contract: SnapContract) -> String? {
    algorithm.configurations?.pagingEnabled?.contains(true) == true ? nil : "paging is never on in its cases"
  }

  /// Every drag the simulator made with paging on, which ended normally, rests on one of the
  /// pages of the view it ended in (pixel-rounded and clamped, as a rest is) or within the
  /// grid's tolerance of a snap position.
  static func pagingCoherent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.completedDragRest, observation.pagedDrags.contains(step.event) else { continue }
      context.exercised()
      let geometry = grid.geometry
      let rule = PagingRule(range: grid.range, viewLength: geometry.axis.main(geometry.viewSize))
      let page = grid.range.clamp(roundPx(rule.page(rule.nearestIndex(to: rest)), scale: geometry.scale))
      let snap = grid.nearest(to: rest)
      context.target(min(abs(rest - page), snap.map { abs(rest - $0) } ?? .infinity))
      if rule.isPage(rest, scale: geometry.scale) || grid.contains(rest, tolerance: SnapGrid.tolerance) { continue }
      return Violation(
        scenario: scenario,
        message: "\(step.label): with paging on it rests at \(show(rest)), neither a page (nearest \(show(page))) nor a snap position (nearest \(show(snap)))",
        event: step.event, expectedRest: page)
    }
    return nil
  }
}
