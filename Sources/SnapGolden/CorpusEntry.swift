import SnapAlgorithms
import SnapModel

/// One scenario of the golden corpus: a name a reader understands, what it exercises, and
/// the configuration and events every algorithm is run on.
public struct CorpusEntry: Sendable {
  /// A kebab-case name, such as `threshold-eighth-page-plus`.
  public var name: String
  /// What the scenario exercises, in one sentence.
  public var summary: String
  /// The layout and view.
  public var configuration: LayoutConfiguration
  /// The events.
  public var events: [Event]

  /// A corpus entry.
  public init(name: String, summary: String, configuration: LayoutConfiguration, events: [Event]) {
    self.name = name
    self.summary = summary
    self.configuration = configuration
    self.events = events
  }

  /// The entry as a scenario for `algorithm` with its default options.
  public func scenario(for algorithm: String) -> Scenario {
    Scenario(algorithm: algorithm, configuration: configuration, events: events)
  }
}
