/// What a run asked of its collection view's cells: the only ways `cellRetention` and
/// `visibleCellsOrder` reach the code under test.
///
/// `cellRetention` is read by `cellForItem(at:)` alone, and otherwise acts only on live
/// cells, which exist only once `cellForItem(at:)` or `visibleCells` has handed one out;
/// `visibleCellsOrder` is applied by `visibleCells` alone (`indexPathsForVisibleItems` asks
/// it). So a run that asked neither would run step for step the same with cells retained or
/// recycled, and one that never asked `visibleCells` the same in any order: the code under
/// test is deterministic (`deterministic` checks that), and it saw nothing that differs.
package struct CellReads: Equatable, Sendable {
  /// Whether `cellForItem(at:)` or `visibleCells` was asked: cell retention may matter.
  package var cells = false
  /// Whether `visibleCells` was asked: its order may matter.
  package var visibleCells = false

  /// Nothing asked yet.
  package init() {}
}
