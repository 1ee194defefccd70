extension Array {
  /// Makes room for `count` more elements, growing geometrically as appends do: a query
  /// that knows how many elements a section may add reserves them at once instead of
  /// letting the array grow from 1 to 2 to 4, and many sections still cost amortised O(1)
  /// per element.
  package mutating func makeRoom(forMore count: Int) {
    let needed = self.count + count
    if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
  }
}
