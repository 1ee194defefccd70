import SnapAlgorithms
import SnapJSON

/// The `snapcheck` command line: dispatches to a subcommand and turns failures into one
/// line on standard error and an exit status.
package enum SnapCheckCommand {
  /// One subcommand: its name, its line in the overview, its `--help` text and how it runs.
  struct Subcommand: Sendable {
    /// The name after `snapcheck`.
    var name: String
    /// Its line in `snapcheck help`: what follows the name, then what it does.
    var overview: (arguments: String, summary: String)
    /// Its `--help` text.
    var help: @Sendable (Catalogue) -> String
    /// Runs it with the arguments after its name.
    var run: @Sendable ([String], CommandLineIO, Catalogue) throws(CommandLineError) -> Int32
  }

  /// Every subcommand, in the order the overview lists them; `check` is the default.
  static let subcommands = [
    Subcommand(
      name: "check", overview: ("", "every property against every algorithm: the comparison matrix (the default)"),
      help: { CheckCommand.declaration(catalogue: $0).help }, run: CheckCommand.run),
    Subcommand(
      name: "eval", overview: ("[FILE]", "run one scenario (scenario JSON, standard input without FILE) and print its trace"),
      help: { EvalCommand.declaration.help + "\n\nscenario fields:\n\n" + Scenario.schemaMarkdown(algorithms: $0.algorithms) }, run: EvalCommand.run),
    Subcommand(
      name: "report", overview: ("--out DIR", "write the edge-case report (Markdown and SVG filmstrips) to DIR"),
      help: { ReportCommand.declaration(catalogue: $0).help }, run: ReportCommand.run),
    Subcommand(
      name: "bench", overview: ("", "speed figures for the simulator and the engine (build with -c release)"),
      help: { _ in BenchCommand.declaration.help }, run: BenchCommand.run),
    Subcommand(
      name: "corpus", overview: ("", "list the golden corpus, one scenario JSON per line (--names: name, tab, JSON)"),
      help: { CorpusCommand.declaration(catalogue: $0).help }, run: CorpusCommand.run),
    Subcommand(
      name: "golden", overview: ("check|record", "compare the golden files with what the code does now, or rewrite them (--help)"),
      help: { GoldenCommand.declaration(catalogue: $0).help }, run: GoldenCommand.run),
  ]

  /// The overview `snapcheck help` prints, made from `subcommands`.
  static var usage: String {
    let rows = subcommands.map { ($0.name + ($0.overview.arguments.isEmpty ? "" : " " + $0.overview.arguments), $0.overview.summary) }
      + [("help", "print this message")]
    let column = (rows.map(\.0.count).max() ?? 0) + 2
    return """
      usage: snapcheck <command> [options]     (no command, or options only: check)

      commands:
      \(rows.map { "  " + $0.0.padding(toLength: column, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n"))

      Every command answers --help with its options.
      """
  }

  /// The subcommand `arguments` name and the arguments after it: `check` with all of them when
  /// they start with an option other than `--help` (or are empty).
  static func split(_ arguments: [String]) -> (command: String, rest: [String]) {
    let implicit = arguments.first.map { $0.hasPrefix("--") && $0 != "--help" } ?? true
    return implicit ? ("check", arguments) : (arguments[0], Array(arguments.dropFirst()))
  }

  /// Runs the command line with `arguments` (without the program name) and returns the exit
  /// status; `catalogue` says which algorithms it knows, `program` how usage lines name it.
  package static func run(
    _ arguments: [String], io: CommandLineIO, catalogue: Catalogue = .builtIn, program: String = "snapcheck"
  ) -> Int32 {
    let named = { (text: String) in program == "snapcheck" ? text : text.replacingOccurrences(of: "snapcheck ", with: "\(program) ") }
    var catalogue = catalogue
    catalogue.program = program
    do {
      if let problem = catalogue.problem { throw CommandLineError.usage(problem) }
      let (command, rest) = split(arguments)
      if let subcommand = subcommands.first(where: { $0.name == command }) {
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
          try io.output(named(subcommand.help(catalogue)) + "\n")
          return 0
        }
        return try subcommand.run(rest, io, catalogue)
      }
      guard ["help", "--help", "-h"].contains(command) else {
        throw CommandLineError.usage("unknown command \(Echo.quoted(command))")
      }
      guard rest.isEmpty else { throw CommandLineError.usage("help: unexpected argument \(Echo.quoted(rest[0]))") }
      try io.output(named(usage) + "\n")
      return 0
    } catch {
      let message = StandardStreams.describe(error)
      io.errorOutput("\(program): " + (message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message) + "\n")
      return (error as? CommandLineError)?.status ?? 2
    }
  }
}
