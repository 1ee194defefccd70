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
      golden check  compare the golden files with what the code does now (--dir D)
      golden record rewrite the golden files (--algorithm A, --dir D); refused when CI is set
      help          print this message

    Every command answers --help with its options.
    """

  /// Each command's `--help` text.
  static let helps = [
    ("check", CheckCommand.help), ("eval", EvalCommand.help), ("report", ReportCommand.help), ("bench", BenchCommand.help),
    ("corpus", CorpusCommand.help), ("golden", GoldenCommand.help),
  ]

  /// Runs the command line with `arguments` (without the program name) and returns the exit
  /// status; `catalogue` says which algorithms it knows, `program` how usage lines name it.
  package static func run(
    _ arguments: [String], io: CommandLineIO, catalogue: Catalogue = .builtIn, program: String = "snapcheck"
  ) -> Int32 {
    let named = { (text: String) in program == "snapcheck" ? text : text.replacingOccurrences(of: "snapcheck ", with: "\(program) ") }
    do {
      if let problem = catalogue.problem { throw CommandLineError.usage(problem) }
      let implicit = arguments.first.map { $0.hasPrefix("--") && $0 != "--help" } ?? true
      let command = implicit ? "check" : arguments[0]
      let rest = implicit ? arguments : Array(arguments.dropFirst())
      if let help = helps.first(where: { $0.0 == command })?.1, rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
        try io.output(named(help) + "\n")
        return 0
      }
      switch command {
      case "check": return try CheckCommand.run(rest, io: io, catalogue: catalogue)
      case "corpus": return try CorpusCommand.run(rest, io: io, catalogue: catalogue)
      case "report": return try ReportCommand.run(rest, io: io, catalogue: catalogue)
      case "bench": return try BenchCommand.run(rest, io: io, catalogue: catalogue)
      case "golden": return try GoldenCommand.run(rest, io: io, catalogue: catalogue)
      case "eval": return try EvalCommand.run(rest, io: io, catalogue: catalogue)
      case "help", "--help", "-h":
        try io.output(named(usage) + "\n")
        return 0
      default: throw CommandLineError.usage("unknown command \(Echo.quoted(command))\n\(named(usage))")
      }
    } catch {
      let message = StandardStreams.describe(error)
      io.errorOutput("\(program): " + (message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message) + "\n")
      return (error as? CommandLineError)?.status ?? 2
    }
  }
}
