import SnapJSON

/// The `snapcheck` command line: dispatches to a subcommand and turns failures into one
/// line on standard error and an exit status.
package enum SnapCheckCommand {
  /// The overview `snapcheck help` prints.
  static let usage = """
    usage: snapcheck <command> [options]     (no command, or options only: check)

    commands:
      check         every property against every algorithm: the comparison matrix (the default)
      eval [FILE]   run one scenario (SPEC §4 JSON, standard input without FILE) and print its trace
      report --out DIR  write the edge-case report (Markdown and SVG filmstrips) to DIR
      bench         speed figures for the simulator and the engine (build with -c release)
      corpus        list the golden corpus, one scenario JSON per line (--names: name, tab, JSON)
      golden check  compare Golden/ with what the code does now (--dir D)
      golden record rewrite Golden/ (--algorithm A, --dir D); refused when CI is set
      help          print this message
    """

  /// Runs `snapcheck` with `arguments` (without the program name) and returns the exit status.
  package static func run(_ arguments: [String], io: CommandLineIO) -> Int32 {
    do {
      guard let command = arguments.first, !command.hasPrefix("--") || command == "--help" else {
        return try CheckCommand.run(arguments, io: io)
      }
      let rest = Array(arguments.dropFirst())
      switch command {
      case "check": return try CheckCommand.run(rest, io: io)
      case "corpus": return try CorpusCommand.run(rest, io: io)
      case "report": return try ReportCommand.run(rest, io: io)
      case "bench": return try BenchCommand.run(rest, io: io)
      case "golden": return try GoldenCommand.run(rest, io: io)
      case "eval": return try EvalCommand.run(rest, io: io)
      case "help", "--help", "-h":
        try io.output(usage + "\n")
        return 0
      default: throw CommandLineError.usage("unknown command \(Echo.quoted(command))\n\(usage)")
      }
    } catch {
      let message = StandardStreams.describe(error)
      io.errorOutput("snapcheck: " + (message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message) + "\n")
      return (error as? CommandLineError)?.status ?? 2
    }
  }
}
