extension Range where Bound == Int {
  /// The first index of the range for which `predicate` holds, or its end; the predicate
  /// must be false, then true, along the range. Found by bisection: O(log n) calls.
  ///
  ///     (0..<10).partitionPoint { $0 * $0 >= 20 }  // 5
  @inlinable
  package func partitionPoint(where predicate: (Int) -> Bool) -> Int {
    var low = lowerBound
    var high = upperBound
    while low < high {
      let mid = low + (high - low) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
