import Foundation
import SnapAlgorithms
import SnapModel
import SnapSwiftUI

extension Property {
  /// After every rest, a view's `scrollPosition(id:)` binding holds the target it rests on (S7).
  public static let positionCoherent = Property(
    id: "position-coherent", code: "pos",
    summary: "After every rest, the view's scrollPosition(id:) binding holds the id of the target it rests on (S7: the target whose leading edge is nearest the container's leading edge after the margins).",
    applicability: PositionChecks.applicability, check: PositionChecks.positionCoherent)

  /// The properties checked for `algorithm`: every property of the matrix, and
  /// `position-coherent` for a SwiftUI view that binds `scrollPosition(id:)`.
  package static func checked(for algorithm: Algorithm) -> [Property] {
    algorithm.host.bindsScrollPosition ? allCases + PositionChecks.properties : allCases
  }
}

/// The property of a checked SwiftUI view's `scrollPosition(id:)` binding: `position-coherent`.
/// Not in the matrix: no built-in algorithm binds a position.
enum PositionChecks {
  /// The family's properties.
  static let properties: [Property] = [.positionCoherent]

  /// Applies to a view that binds `scrollPosition(id:)`.
  static func applicability(_ algorithm: Algorithm, _ contract: SnapContract) -> String? {
    algorithm.host.bindsScrollPosition ? nil : "binds no scrollPosition(id:)"
  }

  /// Replays the scenario one event at a time and, after every step that ends at rest, reads
  /// the binding beside S7's target.
  static func positionCoherent(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let simulator = scenario.simulator()
    guard let keeper = simulator.scrollDelegate as? ScrollPositionKeeper else { return nil }
    for (index, event) in scenario.events.enumerated() {
      guard let step = simulator.apply(event, index: index) else { break }
      guard step.outcome == .ok, let rest = step.rest, let position = keeper.position(atRest: rest) else {
        if step.endsScenario { break }
        continue
      }
      context.exercised()
      if position.bound != position.expected {
        let bound = position.bound.map { "\($0.base)" } ?? "nil"
        let expected = position.expected.map { "\($0.base)" } ?? "nil (the target has no id)"
        return Violation(
          scenario: scenario.prefix(through: index),
          message: "\(step.label) rests at \(show(rest)) on target \(position.target) (id \(expected)), but the scrollPosition binding (\(keeper.binding?.idTypeName ?? "")?) holds \(bound)",
          event: index, expectedRest: rest)
      }
    }
    return nil
  }
}
