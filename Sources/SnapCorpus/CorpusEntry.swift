import SnapAlgorithms
import SnapModel

/// One scenario of the golden corpus: a name a reader understands, what it exercises, and
/// the configuration and events every algorithm is run on.
package struct CorpusEntry: Sendable {
  /// A kebab-case name, such as `threshold-eighth-page-plus`.
  package var name: String
  /// What the scenario exercises, in one sentence.
  package var summary: String
  /// The layout and view.
  package var configuration: LayoutConfiguration
  /// The events.
  package var events: [Event]

  /// A corpus entry.
  package init(name: String, summary: String, configuration: LayoutConfiguration, events: [Event]) {
    self.name = name
    self.summary = summary
    self.configuration = configuration
    self.events = events
  }

  /// The configuration and events without the name.
  package var testCase: Case { Case(configuration: configuration, events: events) }

  /// The entry as a scenario for `algorithm` with its default options, on the algorithm's
  /// framework (a SwiftUI algorithm gets the entry as a SwiftUI scroll view shows it), with
  /// `isPagingEnabled` on when every case of the algorithm's space has it (`uikit-paging`).
  package func scenario(for algorithm: Algorithm) -> Scenario {
    var hosted = testCase.hosted(on: algorithm.host.framework)
    if algorithm.configurations?.pagingEnabled == [true] { hosted.configuration.isPagingEnabled = true }
    return Scenario(hosted, algorithm: algorithm)
  }
}
