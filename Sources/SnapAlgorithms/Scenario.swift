import SnapJSON
import SnapModel

/// A complete, replayable test case: a case bound to an algorithm and its options.
package struct Scenario: Equatable, Hashable, Sendable {
  /// The algorithm.
  package var algorithm: Algorithm
  /// The algorithm's own settings.
  package var options: AlgorithmOptions
  /// The layout and view.
  package var configuration: LayoutConfiguration
  /// What happens, in order.
  package var events: [Event]

  /// `testCase` bound to `algorithm` with `options`.
  package init(_ testCase: Case, algorithm: Algorithm, options: AlgorithmOptions = AlgorithmOptions()) {
    self.algorithm = algorithm
    self.options = options
    configuration = testCase.configuration
    events = testCase.events
  }

  /// What in the scenario is geometry UIKit rejects, `<field> is <value>` (its configuration
  /// first, then each `resize` in order), or nil when all of it is finite: no property judges
  /// such a scenario (the Witnesses article, "What is never judged").
  package var invalidGeometry: String? {
    configuration.invalidGeometry ?? events.lazy.compactMap(\.invalidGeometry).first
  }

  /// The case without its algorithm.
  package var testCase: Case { Case(configuration: configuration, events: events) }

  /// The algorithm's contract for these options.
  package var contract: SnapContract { algorithm.contract(options) }

  /// A simulator for a fresh instance of the algorithm in this scenario's view.
  package func simulator() -> Simulator {
    Self.willSimulate?(self)
    return algorithm.simulator(for: configuration, options: options)
  }

  /// Called with every scenario a simulator is made for, when set: a child process asked
  /// which run of a check faults names each run before it starts. Set once, before any
  /// simulator is made, so no read overlaps the write.
  @exclusivity(unchecked) package nonisolated(unsafe) static var willSimulate: (@Sendable (Scenario) -> Void)?

  /// Why a scenario whose trace `endedAtWorkBound` is refused, as one line.
  package static let workBoundError =
    "the scenario needs more than \(UICollectionView.elementBudget) layout attributes, cells and size answers (items × queries), SnapCheck's bound on one scenario's work"

  /// Runs the scenario in a fresh simulator and returns its trace.
  package func run() -> Trace {
    simulator().run(events)
  }
}

/// Why a scenario cannot be read, as one line naming the field.
package enum ScenarioError: Error, Equatable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(String)
  /// A field is missing, unknown, of the wrong type or out of range.
  case field(path: String, reason: String)
  /// No algorithm has this id; `known` lists the ids that exist.
  case unknownAlgorithm(String, known: [String])

  /// The one-line message.
  package var description: String {
    switch self {
    case .syntax(let message): return message
    case .field(let path, let reason): return "\(path): \(reason)"
    case .unknownAlgorithm(let id, let known):
      return "algorithm: unknown algorithm \(Echo.quoted(id)) (known: \(known.joined(separator: ", ")))"
    }
  }
}

extension Scenario {
  /// The scenario with its configuration as the layout left it after `prepare()`
  /// (`Simulator.observedConfiguration`): what a user's counterexample shows.
  package var observed: Scenario {
    var result = self
    result.configuration = simulator().observedConfiguration(configuration)
    return result
  }
}
