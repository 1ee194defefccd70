import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `swift-port` (seed 003): the same branches as `last-offset`, and Swift's traps where
/// Objective-C saturates.
@Suite("swift-port: seed 003's RowStyleLayout, branch by branch")
struct SwiftPortTests {
  @Test("The paging branches give seed 000's values")
  func pagingBranches() throws {
    #expect(try target(seed000Demo("swift-port"), proposed: 33.125, velocity: 0) == 0)
    #expect(try target(seed000Demo("swift-port"), proposed: 33.126, velocity: 0) == 265)
    #expect(try target(seed000Demo("swift-port"), proposed: 500, velocity: 2.999) == 265)
    #expect(try target(seed000Demo("swift-port"), proposed: 500, velocity: 3.0) == 530)
    #expect(try target(seed000Demo("swift-port"), proposed: 795, velocity: 0) == 530)
    #expect(seed000Demo("swift-port").collectionView.decelerationRate == .fast)
  }

  @Test("NSInteger(velocityX) traps on NaN and infinite velocities")
  func nonFiniteVelocityTraps() {
    let message = "Double value cannot be converted to Int because it is either infinite or NaN"
    #expect(throws: SimulatedFault.trap(message)) { try target(seed000Demo("swift-port"), proposed: 300, velocity: .nan) }
    #expect(throws: SimulatedFault.trap(message)) {
      try target(seed000Demo("swift-port"), proposed: 300, velocity: .infinity)
    }
  }

  @Test("|v| ≥ 2^63 traps as out of range; exactly −2^63 converts and abs() overflows")
  func hugeVelocityTraps() {
    #expect(throws: SimulatedFault.trap(
      "Double value cannot be converted to Int because the result would be greater than Int.max")) {
      try target(seed000Demo("swift-port"), proposed: 300, velocity: 1e19)
    }
    #expect(throws: SimulatedFault.trap(
      "Double value cannot be converted to Int because the result would be less than Int.min")) {
      try target(seed000Demo("swift-port"), proposed: 300, velocity: -1e19)
    }
    #expect(throws: SimulatedFault.trap("arithmetic overflow: abs(Int.min) is not representable")) {
      try target(seed000Demo("swift-port"), proposed: 300, velocity: -9_223_372_036_854_775_808.0)
    }
  }

  @Test("A zero page with no velocity divides to infinity and traps")
  func zeroPageSpaceTraps() {
    let s = simulator("swift-port") { $0.itemCount = 3; $0.itemWidth = 0; $0.lineSpacing = 0 }
    #expect(throws: SimulatedFault.self) { try target(s, proposed: 10, velocity: 0) }
  }

  @Test("A drag at infinite velocity faults in the trace where last-offset pages twice")
  func traceFaultVersusSaturation() throws {
    let swift = try #require(seed000Demo("swift-port").apply(.drag(distance: 40, velocity: .infinity), index: 0))
    #expect(swift.proposed == 2270)
    #expect(swift.outcome == .fault(.trap("Double value cannot be converted to Int because it is either infinite or NaN")))
    #expect(swift.rest == nil)
    let objc = try #require(seed000Demo("last-offset").apply(.drag(distance: 40, velocity: .infinity), index: 0))
    #expect(objc.target == 530)
    #expect(objc.outcome == .ok)
  }
}
