import SnapJSON
import SnapModel

/// A complete, replayable test case: an algorithm, its options, a layout and events (SPEC §4).
public struct Scenario: Equatable, Hashable, Sendable {
  /// The algorithm's id.
  public var algorithm: String
  /// The algorithm's own settings.
  public var options: AlgorithmOptions
  /// The layout and view.
  public var configuration: LayoutConfiguration
  /// What happens, in order.
  public var events: [Event]

  /// A scenario.
  public init(
    algorithm: String, options: AlgorithmOptions = AlgorithmOptions(),
    configuration: LayoutConfiguration = LayoutConfiguration(), events: [Event] = []
  ) {
    self.algorithm = algorithm
    self.options = options
    self.configuration = configuration
    self.events = events
  }

  /// Runs the scenario in a fresh simulator and returns its trace.
  ///
  /// - Throws: `ScenarioError` when the algorithm is not registered.
  public func run() throws(ScenarioError) -> Trace {
    guard let algorithm = AlgorithmRegistry.algorithm(id: algorithm) else {
      throw ScenarioError.unknownAlgorithm(self.algorithm)
    }
    return algorithm.simulator(for: configuration, options: options).run(events)
  }
}

/// Why a scenario cannot be read or run, as one line naming the field.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(String)
  /// A field is missing, unknown, of the wrong type or out of range.
  case field(path: String, reason: String)
  /// No algorithm has this id.
  case unknownAlgorithm(String)

  /// The one-line message.
  public var description: String {
    switch self {
    case .syntax(let message): return message
    case .field(let path, let reason): return "\(path): \(reason)"
    case .unknownAlgorithm(let id):
      return "algorithm: unknown algorithm \(Echo.quoted(id)) (known: \(AlgorithmRegistry.ids.joined(separator: ", ")))"
    }
  }
}
