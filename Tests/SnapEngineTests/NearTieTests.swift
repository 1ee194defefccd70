import Foundation
@testable import SnapEngine
import SnapAlgorithms
import SnapModel
import Testing

/// `mirror` and `scale-invariant` leave alone a release within a pixel of a midpoint between
/// two snap positions, where rounding may break the tie either way. "Within a pixel" counts
/// a release exactly one pixel away, whatever float noise the subtraction leaves.
@Suite("Near a midpoint: the pixel margin")
struct NearTieTests {
  /// `SymmetryChecksTests`' seven 300 pt items 10 pt apart in a 375 pt view, at @3x: leading
  /// positions 0, 310, 620, …; the first midpoint is 155, and a pixel is 1/3 pt.
  static func grid() throws -> SnapGrid {
    let configuration = SymmetryChecksTests.sevenPages(scale: 3)
    let scenario = Scenario(Case(configuration: configuration, events: []), algorithm: try #require(AlgorithmRegistry.algorithm(id: "last-offset")))
    let simulator = scenario.simulator()
    return simulator.withScreen { SnapGrid(layout: simulator.layout, contract: scenario.contract) }
  }

  @Test("A release exactly one pixel from a midpoint is near it on either side")
  func onePixelEitherSide() throws {
    let grid = try Self.grid()
    let pixel: CGFloat = 1 / 3
    #expect((0..<3).map(grid.position(ofSlot:)) == [0, 310, 620])
    // 466/3 = 155.333…: as doubles, 466/3 − 155 is 0.3333333333333428, a hair above 1/3
    // (0.3333333333333333); the same on the other side with 464/3.
    #expect(466.0 / 3 - 155 > pixel)
    #expect(SymmetryChecks.isNearTie(466.0 / 3, on: grid, within: pixel))
    #expect(SymmetryChecks.isNearTie(464.0 / 3, on: grid, within: pixel))
    // The next midpoint, 465, a pixel either side: 1396/3 and 1394/3.
    #expect(SymmetryChecks.isNearTie(1396.0 / 3, on: grid, within: pixel))
    #expect(SymmetryChecks.isNearTie(1394.0 / 3, on: grid, within: pixel))
  }

  @Test("Two pixels from a midpoint is not near it")
  func twoPixelsAway() throws {
    let grid = try Self.grid()
    let pixel: CGFloat = 1 / 3
    #expect(!SymmetryChecks.isNearTie(467.0 / 3, on: grid, within: pixel))
    #expect(!SymmetryChecks.isNearTie(463.0 / 3, on: grid, within: pixel))
    #expect(!SymmetryChecks.isNearTie(0, on: grid, within: pixel))
  }
}
