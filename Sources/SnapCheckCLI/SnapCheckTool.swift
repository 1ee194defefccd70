import Foundation
import SnapCheck
import SnapIsolation

/// A command line of your own: `check`, `eval`, `report`, `golden` and `bench` over your
/// layouts and the built-in algorithms.
///
/// An executable target of your test package that depends on the `SnapCheckCLI` product
/// needs one file, `main.swift`:
///
///     import SnapCheckCLI
///     import SnapCheck
///
///     SnapCheckTool.main(layouts: [
///       CheckedLayout("carousel", contract: LayoutContract(alignment: .center), layout: { CarouselLayout() }),
///     ])
///
/// Then `swift run <target> check --algorithm carousel` prints its row of the matrix, and
/// every subcommand answers `--help`.
public enum SnapCheckTool {
  /// Runs the command line with the process's arguments and exits with its status.
  ///
  /// The command runs in a child process of this one (`supervised`), so a layout that traps
  /// or hangs ends it, not the whole program with a signal: `check` then finds the first
  /// generated case that does, shrinks it in more children and prints it as a `finite`
  /// violation with its replay line and trace, and exits with status 1.
  public static func main(layouts: [CheckedLayout]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "snapcheck"
    Isolation.serveCommandLineChild(layouts: layouts)
    if let status = supervised(arguments, layouts: layouts, program: program) { exit(status) }
    let status = run(arguments, layouts: layouts, io: .process)
    if ChildChannel.variable(childVariable) != nil { ChildChannel.current?.done() }
    exit(status)
  }

  /// Runs the command line with `arguments` (without the program name) and returns its status.
  package static func run(_ arguments: [String], layouts: [CheckedLayout], io: CommandLineIO) -> Int32 {
    let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "snapcheck"
    return SnapCheckCommand.run(arguments, io: io, catalogue: Catalogue(layouts: layouts), program: program)
  }
}
