import SnapAlgorithms
import SnapCorpus
import SnapJSON

/// `snapcheck corpus`: the golden corpus, one scenario JSON per line.
enum CorpusCommand {
  struct Options {
    var algorithm: Algorithm?
    var names = false
  }

  /// `corpus`'s declaration.
  static func declaration(catalogue: Catalogue) -> CommandDeclaration<Options> {
    CommandDeclaration(
      name: "corpus",
      summary: """
        Prints the golden corpus (the named edge cases, the seed articles' demos, then seeded
        random cases), one scenario JSON per line, bound to an algorithm.
        """,
      flags: [
        Flag("--algorithm", "A", "the algorithm the scenarios name", default: "the first") { options, id throws(FlagError) in
          options.algorithm = try FlagValue.algorithm(id, in: catalogue)
        },
        Flag("--names", "each line starts with the scenario's name and a tab") { $0.names = true },
      ])
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let (options, _) = try declaration(catalogue: catalogue).parse(arguments, into: Options())
    let algorithm = options.algorithm ?? catalogue.algorithms[0]
    let names = options.names
    let lines = Corpus.entries.map { entry in
      (names ? entry.name + "\t" : "") + entry.scenario(for: algorithm).json
    }
    try io.output(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
