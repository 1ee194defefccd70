import Foundation
import SnapModel
import Testing

@Suite("Objective-C and Swift numeric semantics (TheUIKitModel)")
struct LanguageSemanticsTests {
  @Test("(NSInteger)x truncates toward zero and saturates as on arm64")
  func objectiveCInteger() {
    #expect(ObjectiveC.integer(2.999) == 2)
    #expect(ObjectiveC.integer(-2.999) == -2)
    #expect(ObjectiveC.integer(.nan) == 0)
    #expect(ObjectiveC.integer(.infinity) == .max)
    #expect(ObjectiveC.integer(-.infinity) == .min)
    #expect(ObjectiveC.integer(9.3e18) == .max)
    #expect(ObjectiveC.integer(-9_223_372_036_854_775_808.0) == .min)
    #expect(ObjectiveC.maxFloat == 340_282_346_638_528_859_811_704_183_484_516_925_440.0)
  }

  @Test("Int(x) traps with the runtime's messages for NaN, infinities and out-of-range values")
  func swiftIntTraps() throws {
    #expect(try SwiftRuntime.int(2.999) == 2)
    #expect(try SwiftRuntime.int(-9_223_372_036_854_775_808.0) == .min)
    #expect(throws: SimulatedFault.trap("Double value cannot be converted to Int because it is either infinite or NaN")) {
      try SwiftRuntime.int(.nan)
    }
    #expect(throws: SimulatedFault.trap("Double value cannot be converted to Int because it is either infinite or NaN")) {
      try SwiftRuntime.int(-.infinity)
    }
    #expect(throws: SimulatedFault.trap("Double value cannot be converted to Int because the result would be greater than Int.max")) {
      try SwiftRuntime.int(9_223_372_036_854_775_808.0)
    }
    #expect(throws: SimulatedFault.trap("Double value cannot be converted to Int because the result would be less than Int.min")) {
      try SwiftRuntime.int(-1e19)
    }
    #expect(throws: SimulatedFault.self) { try SwiftRuntime.abs(.min) }
    #expect(try SwiftRuntime.abs(-3) == 3)
  }

  @Test("An out-of-range NSArray index raises NSRangeException")
  func nsRangeException() throws {
    #expect(try ObjectiveC.element([10, 20], at: 1) == 20)
    #expect(throws: SimulatedFault.exception(
      name: "NSRangeException", reason: "*** -[__NSArrayM objectAtIndexedSubscript:]: index 2 beyond bounds [0 .. 1]")) {
      try ObjectiveC.element([10, 20], at: 2)
    }
    #expect(throws: SimulatedFault.exception(
      name: "NSRangeException", reason: "*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty NSArray")) {
      try ObjectiveC.element([Int](), at: 0)
    }
  }
}
