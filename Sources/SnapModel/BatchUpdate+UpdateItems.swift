import Foundation

extension BatchUpdate {
  /// The batch that `prepare(forCollectionViewUpdates:)` describes with `items`, leaving
  /// sections of `counts` items: what a layout reads to follow its items through an update
  /// (`newIndexPath(of:oldCounts:)`).
  package init(updateItems items: [UICollectionViewUpdateItem], counts: [Int]) {
    self.init(
      deletes: items.compactMap { $0.updateAction == .delete ? $0.indexPathBeforeUpdate : nil },
      inserts: items.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil },
      moves: items.compactMap { item in
        guard item.updateAction == .move, let from = item.indexPathBeforeUpdate, let to = item.indexPathAfterUpdate else { return nil }
        return Move(from: from, to: to)
      },
      reloadedSections: items.compactMap { $0.updateAction == .reload ? $0.indexPathBeforeUpdate?.section : nil },
      counts: counts)
  }
}
