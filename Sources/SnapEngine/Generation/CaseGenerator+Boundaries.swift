import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// The chance that a drag of a case a `CaseStream` draws is redrawn from `BoundaryValues`
  /// (without the swarm: `Swarm.boundaryDrags`).
  static let boundaryDragChance = 0.3

  /// Redraws some of `testCase`'s drags as combinations of boundary values (`BoundaryValues`:
  /// long and short drags, half a page, page multiples, each exact or a pixel off, with zero,
  /// floor-level and high velocities), from a stream of their own, so the rest of the case
  /// stays as drawn.
  ///
  /// The drags the generator draws on their own weight each input toward its edges
  /// independently, so a combination of two edges (a long drag released still) is rare; these
  /// make every combination come up in a few hundred cases. The golden corpus's random
  /// scenarios are drawn without them (`testCase(_:)`), so its traces stay as recorded.
  func drawBoundaryDrags(_ testCase: inout Case, swarm: Swarm, case index: Int) {
    var random = spaceRandom(case: index, salt: 0xB0DA_2E5D_2A65_0000)
    let values = BoundaryValues(testCase.configuration)
    for position in testCase.events.indices {
      guard testCase.events[position].kind == .drag, random.chance(swarm.chance(.boundaryDrags, Self.boundaryDragChance)) else { continue }
      testCase.events[position] = values.drag(&random)
    }
  }
}
