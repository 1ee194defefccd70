import Foundation
import SnapCheck
import SnapEngine
import SnapReport
import SnapIsolation

extension SnapCheckTool {
  /// Set in the command line's own child: run the command here, and report progress. A child
  /// variable (`ChildChannel.variable`): the child consumes it at start, so what the command
  /// starts does not take itself for the command line's child.
  static let childVariable = "SNAPCHECK_COMMAND_LINE_CHILD"

  /// Runs the command in a child process (this program re-run with the same arguments),
  /// watched as the tests' children are, and returns its exit status; nil when this process
  /// should run the command itself: it is the child, it has no layouts of the user's (the
  /// built-ins keep their emulated traps), or `SNAPCHECK_ISOLATION=off`.
  ///
  /// A layout that traps or runs past its case budget ends the child, not the command line:
  /// it says which fault ended the command, and exits with status 1 instead of the signal's.
  static func supervised(_ arguments: [String], layouts: [CheckedLayout], program: String) -> Int32? {
    let environment = ProcessInfo.processInfo.environment
    if ChildChannel.variable(childVariable) != nil {
      if let channel = ChildChannel.current {
        channel.reached()
        Simulator.willApplyEvent = { channel.heartbeat() }
      }
      return nil
    }
    guard !layouts.isEmpty, environment[Isolation.switchVariable]?.lowercased() != "off" else { return nil }
    let budget = layouts.compactMap(\.caseTimeout).max() ?? Isolation.caseTimeout(environment)
    // The whole command is one child: its length is the user's to choose (no total budget).
    var child = Isolation.limited(
      ChildProcess(
        executable: Isolation.executable, arguments: arguments,
        environment: ChildProcess.backtrace(TrapMessage.backtraceSetting, unlessSetIn: environment).merging([childVariable: "1"]) { $1 }),
      environment: environment, total: nil)
    child.inheritsStandardStreams = true
    let report = child.run(budget: budget)
    let errors = report.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !($0.hasPrefix("{") && $0.contains("crashReport")) }.joined(separator: "\n")
    FileHandle.standardError.write(Data(errors.utf8))
    let advice = "check the layout with SnapCheck.verify from a Swift Testing test to have the case shrunk, with its artifacts"
    if case .completed = report.ending { return report.exitCode ?? 1 }
    if let shrunk = shrunkTrap(arguments, layouts: layouts, report: report, program: program, budget: budget) {
      FileHandle.standardOutput.write(Data(shrunk.utf8))
      return 1
    }
    switch report.ending {
    case .completed:
      return report.exitCode ?? 1
    case .trapped(let message):
      FileHandle.standardError.write(Data("\(program): a layout trapped (fault: trap: \(message)); the command stopped there: \(advice)\n".utf8))
      return 1
    case .timedOut(let budget):
      FileHandle.standardError.write(Data(
        "\(program): a layout ran past its budget of \(budget) (fault: timeout); the command was stopped: \(advice)\n".utf8))
      return 1
    case .notReached(let reason):
      FileHandle.standardError.write(Data(
        "\(program): cannot run the command in a child process: \(reason) (SNAPCHECK_ISOLATION=off runs it in this process)\n".utf8))
      return 1
    }
  }

  /// When `check` (or `report`) of the user's layouts trapped or hung in the child: the first
  /// generated case of the chosen layouts that does so, found, shrunk and traced in more
  /// children, as a `finite` violation in `check`'s text with its replay line and trace; nil
  /// for another command, or when no generated case shows it.
  private static func shrunkTrap(
    _ arguments: [String], layouts: [CheckedLayout], report: ChildProcess.Report, program: String, budget: Duration
  ) -> String? {
    let (command, rest) = SnapCheckCommand.split(arguments)
    guard ["check", "report"].contains(command) else { return nil }
    let catalogue = Catalogue(layouts: layouts)
    guard let options = try? CheckCommand.parse(rest, catalogue: catalogue, declaration: CheckCommand.declaration(catalogue: catalogue)) else {
      return nil
    }
    let chosen = layouts.filter { layout in options.algorithms.contains { $0.id == layout.name } }
    guard let found = Isolation.commandLineTrap(
      in: chosen, report: report, seed: options.seed, profile: options.profile, cases: options.cases, onlyCase: options.onlyCase,
      budget: budget)
    else { return nil }
    var check = CheckReport(seed: options.seed, profile: options.profile, results: [found.result])
    check.command = program
    return check.text + "\ntrace of \(found.result.algorithm):\n" + found.trace.map { "  \($0)\n" }.joined()
  }
}
