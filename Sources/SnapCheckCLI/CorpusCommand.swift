import SnapAlgorithms
import SnapCorpus
import SnapJSON

/// `snapcheck corpus`: the golden corpus, one scenario JSON per line.
enum CorpusCommand {
  static let usage = "usage: snapcheck corpus [--algorithm A] [--names]"

  /// What `corpus --help` prints.
  static let help = usage + """

    Prints the golden corpus (the named edge cases, the seed articles' demos, then seeded
    random cases), one scenario JSON per line, bound to an algorithm.

    options:
      --algorithm A   the algorithm the scenarios name (default the first)
      --names         each line starts with the scenario's name and a tab
      --help          this message
    """

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    var algorithm = catalogue.algorithms[0]
    var names = false
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      switch flag {
      case "--names": names = true
      case "--algorithm":
        guard let id = remaining.popFirst() else { throw .usage("corpus: --algorithm needs a value\n\(usage)") }
        algorithm = try catalogue.algorithm(id: id, command: "corpus")
      default: throw .usage("corpus: unknown option \(Echo.quoted(flag))\n\(usage)")
      }
    }
    let lines = Corpus.entries.map { entry in
      (names ? entry.name + "\t" : "") + entry.scenario(for: algorithm).json
    }
    try io.output(lines.joined(separator: "\n") + "\n")
    return 0
  }
}
