import Foundation
import SnapIsolation

extension Isolation {
  /// The wall-clock budget of one case in a child, in seconds (default: ten case budgets).
  static let caseWallTimeoutVariable = "SNAPCHECK_CASE_WALL_TIMEOUT"
  /// The wall-clock budget of one child, in seconds (default `defaultChildTimeout`).
  static let childTimeoutVariable = "SNAPCHECK_CHECK_TIMEOUT"
  /// The data memory one child may use, in MiB (default `defaultMemoryLimit`; `0` for none).
  static let memoryVariable = "SNAPCHECK_CHILD_MEMORY_MB"
  /// The wall-clock budget of one child unless told otherwise: a whole check, or one scan.
  static let defaultChildTimeout: Duration = .seconds(600)
  /// The data memory, in MiB, one child may use unless told otherwise.
  static let defaultMemoryLimit = 4096

  /// `child` bounded as `environment` says: a case's wall-clock time, the child's wall-clock
  /// time (else `total`) and its data memory (see `IsolationAndArtifacts`).
  package static func limited(
    _ child: ChildProcess, environment: [String: String], total: Duration? = defaultChildTimeout
  ) -> ChildProcess {
    var child = child
    child.itemWallBudget = seconds(environment[caseWallTimeoutVariable])
    child.totalBudget = seconds(environment[childTimeoutVariable]) ?? total
    let megabytes = environment[memoryVariable].flatMap { Int($0) }.map { max($0, 0) } ?? defaultMemoryLimit
    child.memoryLimit = megabytes == 0 ? nil : megabytes << 20
    return child
  }

  /// A positive number of seconds in `text`, as a duration.
  static func seconds(_ text: String?) -> Duration? {
    guard let text, let seconds = Double(text), seconds > 0 else { return nil }
    return .milliseconds(Int64(seconds * 1000))
  }
}
