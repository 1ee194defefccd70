import Foundation
import SnapCheck

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
  public static func main(layouts: [CheckedLayout]) -> Never {
    exit(run(Array(CommandLine.arguments.dropFirst()), layouts: layouts, io: .process))
  }

  /// Runs the command line with `arguments` (without the program name) and returns its status.
  package static func run(_ arguments: [String], layouts: [CheckedLayout], io: CommandLineIO) -> Int32 {
    let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "snapcheck"
    return SnapCheckCommand.run(arguments, io: io, catalogue: Catalogue(layouts: layouts), program: program)
  }
}
