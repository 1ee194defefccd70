import Foundation

/// Objective-C behaviour that Swift does not share, for line-by-line ports (A9 in the UIKit model article).
package enum ObjectiveC {
  /// `(NSInteger)x`: truncation toward zero, with the undefined cases as on arm64 devices:
  /// NaN → 0, too large → `Int.max`, too small → `Int.min`.
  ///
  ///     ObjectiveC.integer(2.999)      // 2
  ///     ObjectiveC.integer(.infinity)  // Int.max
  package static func integer(_ x: CGFloat) -> Int {
    if x.isNaN { return 0 }
    if x >= 9_223_372_036_854_775_808.0 { return .max }
    if x < -9_223_372_036_854_775_808.0 { return .min }
    return Int(x)
  }

  /// `MAXFLOAT`: the largest finite `float`, widened to `CGFloat`.
  package static let maxFloat = CGFloat(Float.greatestFiniteMagnitude)

  /// `array[index]` on an `NSArray`, raising `NSRangeException` out of range.
  ///
  /// - Throws: `SimulatedFault.exception` with Foundation's message for the index.
  ///
  /// Specialised here for what the ports index (a `package` function's body is not
  /// specialised in the caller's module): unspecialised, every call went through the
  /// collection's witness tables and looked up metadata at run time.
  @_specialize(exported: true, where Array == CachedAttributes)
  package static func element<Array: RandomAccessCollection>(
    _ array: Array, at index: Int
  ) throws(SimulatedFault) -> Array.Element where Array.Index == Int {
    let count = array.count
    guard index >= 0, index < count else { throw rangeException(index: index, count: count) }
    return array[index]
  }

  /// Foundation's `NSRangeException` for `index` in an array of `count` elements.
  private static func rangeException(index: Int, count: Int) -> SimulatedFault {
    let reason = count == 0
      ? "*** -[__NSArray0 objectAtIndex:]: index \(UInt(bitPattern: index)) beyond bounds for empty NSArray"
      : "*** -[__NSArrayM objectAtIndexedSubscript:]: index \(UInt(bitPattern: index)) beyond bounds [0 .. \(count - 1)]"
    return .exception(name: "NSRangeException", reason: reason)
  }
}
