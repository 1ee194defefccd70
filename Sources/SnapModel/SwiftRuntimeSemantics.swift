import Foundation

/// Swift's trapping operations, turned into thrown faults so a port cannot crash the process.
///
/// The messages are the Swift runtime's own (as printed by Swift 6.3 on Linux).
package enum SwiftRuntime {
  /// `Int(x)`: truncation toward zero, trapping for NaN, infinities and values outside `Int`.
  ///
  ///     try SwiftRuntime.int(2.999)        // 2
  ///     try SwiftRuntime.int(.infinity)    // throws trap
  ///
  /// - Throws: `SimulatedFault.trap` with the runtime's message.
  package static func int(_ x: CGFloat) throws(SimulatedFault) -> Int {
    if !x.isFinite {
      throw .trap("Double value cannot be converted to Int because it is either infinite or NaN")
    }
    if x >= 9_223_372_036_854_775_808.0 {
      throw .trap("Double value cannot be converted to Int because the result would be greater than Int.max")
    }
    if x < -9_223_372_036_854_775_808.0 {
      throw .trap("Double value cannot be converted to Int because the result would be less than Int.min")
    }
    return Int(x)
  }

  /// `abs(n)` for an `Int`, trapping on `Int.min` as the runtime's overflow check does.
  ///
  /// - Throws: `SimulatedFault.trap` for `Int.min`, whose magnitude `Int` cannot hold.
  package static func abs(_ n: Int) throws(SimulatedFault) -> Int {
    if n == .min { throw .trap("arithmetic overflow: abs(Int.min) is not representable") }
    return Swift.abs(n)
  }

  /// `optional!`, trapping on nil with the runtime's message.
  ///
  /// - Throws: `SimulatedFault.trap` when `value` is nil.
  ///
  /// Specialised here for what the ports unwrap (a `package` function's body is not
  /// specialised in the caller's module): unspecialised, every call looked up
  /// `Optional<Wrapped>`'s metadata at run time, about 330 instructions.
  @_specialize(exported: true, where Wrapped == UICollectionView)
  package static func unwrap<Wrapped>(_ value: Wrapped?) throws(SimulatedFault) -> Wrapped {
    guard let value else { throw .trap("Unexpectedly found nil while unwrapping an Optional value") }
    return value
  }
}
