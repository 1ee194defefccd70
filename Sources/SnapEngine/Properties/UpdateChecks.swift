import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// After a batch update the view rests on the item it rested on, or on a neighbour of a
  /// deleted one.
  public static let updateKeepsItem = Property(
    id: "update-keeps-item", code: "upd",
    summary: "After a batch update the view rests on a snap position showing the item it rested on (at its new index), or, when that item was deleted, the nearest surviving item after it (else before it).",
    applicability: UpdateChecks.applicability, readsOwnRunOnly: true, check: UpdateChecks.updateKeepsItem)
}

/// Properties of batch updates (TheUIKitModel): `update-keeps-item`.
enum UpdateChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.updateKeepsItem]

  /// Applies to an algorithm whose host coverage holds updates and whose space, if any,
  /// allows them: the generator draws none otherwise.
  static func applicability(_ algorithm: Algorithm, _ contract: SnapContract) -> String? {
    algorithm.host.coversUpdates && algorithm.configurations?.allows(.update) ?? true ? nil : "its cases have no batch updates"
  }

  /// For every update that ended normally from a rest on a snap position (the first item
  /// whose position is within the grid's tolerance of the offset before it): the item's new
  /// index, or the nearest survivor after it in the old order (else before it) when it was
  /// deleted, is shown at the rest (the rest is within the tolerance of that item's snap
  /// position after the update). An update that leaves no item asks nothing.
  static func updateKeepsItem(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    var counts = scenario.configuration.sections
    var offset = observation.initialGrid?.range.lower
    for (index, step) in observation.trace.steps.enumerated() {
      defer {
        offset = step.rest
        if case .reload(let sections) = scenario.events[step.event] { counts = sections }
      }
      guard case .update(let batch) = scenario.events[step.event] else { continue }
      let oldCounts = counts
      counts = batch.newCounts(oldCounts: oldCounts)
      guard step.outcome == .ok, let rest = step.rest, let before = offset, let oldGrid = observation.gridBefore(index),
        let restedOn = restedItem(at: before, on: oldGrid)
      else { continue }
      let oldPath = oldGrid.geometry.indexPath(ofItem: restedOn)
      guard let (kept, newPath) = follower(of: oldPath, in: batch, oldGrid: oldGrid, oldCounts: oldCounts) else { continue }
      let newGrid = observation.gridsAfter[index]
      guard let newItem = newGrid.geometry.item(at: newPath) else { continue }
      context.exercised()
      let expected = newGrid.position(ofSlot: newGrid.slot(ofItem: newItem))
      context.target(abs(rest - expected))
      if abs(rest - expected) <= SnapGrid.tolerance { continue }
      let shown = kept == oldPath ? "it is \(text(newPath)) now" : "it was deleted; its neighbour \(text(kept)) is \(text(newPath)) now"
      return Violation(
        scenario: scenario,
        message: "\(step.label) (\(batch.summary)): the view rested on item \(text(oldPath)) at \(show(before)); \(shown), at \(show(expected)), but the view rests at \(show(rest))",
        event: step.event, expectedRest: expected)
    }
    return nil
  }

  /// The first item whose snap position is within the tolerance of `offset` on `grid`, as a
  /// global item index, or nil.
  private static func restedItem(at offset: CGFloat, on grid: SnapGrid) -> Int? {
    guard let slot = grid.nearestSlot(to: offset), abs(grid.position(ofSlot: slot) - offset) <= SnapGrid.tolerance else { return nil }
    return grid.items(inSlot: slot).first
  }

  /// The item the view should show after `batch`: `old` itself when it survives, else the
  /// nearest survivor after it in the old order, else before it; with its new index path.
  private static func follower(
    of old: IndexPath, in batch: BatchUpdate, oldGrid: SnapGrid, oldCounts: [Int]
  ) -> (IndexPath, IndexPath)? {
    let geometry = oldGrid.geometry
    guard let start = geometry.item(at: old) else { return nil }
    func survivor(_ item: Int) -> (IndexPath, IndexPath)? {
      let path = geometry.indexPath(ofItem: item)
      return batch.newIndexPath(of: path, oldCounts: oldCounts).map { (path, $0) }
    }
    if let kept = survivor(start) { return kept }
    for item in (start + 1)..<geometry.itemCount { if let after = survivor(item) { return after } }
    for item in (0..<start).reversed() { if let before = survivor(item) { return before } }
    return nil
  }

  /// `[section, item]`.
  private static func text(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }
}
