import Foundation
import SnapAlgorithms

/// What a property found wrong: the scenario to show (`snapcheck eval` replays it) and why.
public struct Violation: Equatable, Sendable {
  /// The scenario that shows the violation.
  package var scenario: Scenario
  /// What went wrong, in one line.
  public var message: String
  /// The event where it shows, when one step shows it.
  public var event: Int?
  /// Where the view should have rested at that event, when the property knows.
  public var expectedRest: CGFloat?

  /// A violation.
  package init(scenario: Scenario, message: String, event: Int? = nil, expectedRest: CGFloat? = nil) {
    self.scenario = scenario
    self.message = message
    self.event = event
    self.expectedRest = expectedRest
  }

  /// The scenario as one line of scenario JSON, as `snapcheck eval` reads it.
  public var scenarioJSON: String { scenario.json }
}
