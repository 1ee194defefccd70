import Foundation

/// UIKit's `UICollectionViewUpdateItem`: one call of a batch update, as
/// `prepare(forCollectionViewUpdates:)` receives it.
///
/// A delete has only `indexPathBeforeUpdate`, an insert only `indexPathAfterUpdate`, a move
/// both; a reloaded section names the section with item `NSNotFound` on both sides.
open class UICollectionViewUpdateItem: NSObject {
  /// UIKit's `UICollectionViewUpdateItem.Action`.
  public enum Action: Int, Sendable {
    /// An item inserted.
    case insert
    /// An item deleted.
    case delete
    /// A section or item reloaded.
    case reload
    /// An item moved.
    case move
    /// No change.
    case none
  }

  /// The index path before the update; nil for an insert.
  public let indexPathBeforeUpdate: IndexPath?
  /// The index path after the update; nil for a delete.
  public let indexPathAfterUpdate: IndexPath?
  /// What the call did.
  public let updateAction: Action

  /// An update item; UIKit makes these, and so does the model's collection view.
  package init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
  }
}
