import SnapAlgorithms
import SnapCorpus
import SnapJSON

/// `snapcheck corpus`: the golden corpus, one scenario JSON per line.
enum CorpusCommand {
  static let usage = "usage: snapcheck corpus [--algorithm A] [--names]"

  static func run(_ arguments: [String], io: CommandLineIO) throws(CommandLineError) -> Int32 {
    var algorithm = AlgorithmRegistry.all[0]
    var names = false
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      switch flag {
      case "--names": names = true
      case "--algorithm":
        guard let id = remaining.popFirst() else { throw .usage("corpus: --algorithm needs a value\n\(usage)") }
        guard let named = AlgorithmRegistry.algorithm(id: id) else {
          throw .usage("corpus: --algorithm: unknown algorithm \(Echo.quoted(id)) (known: \(AlgorithmRegistry.ids.joined(separator: ", ")))")
        }
        algorithm = named
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
