import Foundation

/// One thing that happens to the collection view in a scenario.
package enum Event: Equatable, Hashable, Sendable {
  /// The user drags by `distance` points (positive grows the offset) and lifts the finger at
  /// `velocity` points per millisecond.
  case drag(distance: CGFloat, velocity: CGFloat)
  /// A programmatic scroll to `offset` along the scroll axis (`setContentOffset`,
  /// `scrollToItem`); no layout method is told, the delegate hears `scrollViewDidScroll` if the
  /// offset changed.
  case scroll(offset: CGFloat)
  /// The bounds change size, as in a rotation or split-view resize.
  case resize(width: CGFloat, height: CGFloat)
  /// `reloadData()` with new item counts per section.
  case reload(sections: [Int])
  /// `performBatchUpdates(_:completion:)` with these calls (TheUIKitModel). Boxed, so an event
  /// stays as small as a drag: the simulator and the engine copy events on every run.
  indirect case update(BatchUpdate)

  /// `reloadData()` with one section of `itemCount` items.
  package static func reload(itemCount: Int) -> Event { .reload(sections: [itemCount]) }

  /// The event's name in scenario JSON: `drag`, `scroll`, `resize`, `reload` or `update`.
  package var kind: EventKind {
    switch self {
    case .drag: return .drag
    case .scroll: return .scroll
    case .resize: return .resize
    case .reload: return .reload
    case .update: return .update
    }
  }
}

/// The kinds of event, by their scenario-JSON names.
package enum EventKind: String, Sendable, CaseIterable {
  /// A user drag.
  case drag
  /// A programmatic scroll.
  case scroll
  /// A bounds-size change.
  case resize
  /// A reload with a new item count.
  case reload
  /// A batch update: items deleted, inserted, moved, sections reloaded.
  case update
}
