import Foundation

/// Values written from several threads into fixed slots, read once every slot is filled.
package final class Slots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private var filled = 0
  private let lock = NSLock()

  /// `count` empty slots.
  package init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// Stores `value` in slot `index` and tells `report` how many slots are filled, under the
  /// lock so reports come in order.
  package func set(_ index: Int, _ value: Value, report: (Int) -> Void = { _ in }) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
    filled += 1
    report(filled)
  }

  /// Every slot's value, in slot order (every slot must be filled).
  package var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}
