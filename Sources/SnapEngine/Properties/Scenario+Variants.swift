import SnapAlgorithms
import SnapModel

extension Scenario {
  /// The scenario with its events cut after `index`.
  func prefix(through index: Int) -> Scenario {
    var copy = self
    copy.events = Array(events.prefix(index + 1))
    return copy
  }

  /// The scenario with a different configuration.
  func with(_ change: (inout LayoutConfiguration) -> Void) -> Scenario {
    var copy = self
    change(&copy.configuration)
    return copy
  }
}
