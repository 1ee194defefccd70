import SnapAlgorithms
import SnapJSON

/// `snapcheck eval [FILE]`: scenario JSON in (a file, or standard input), trace JSON out.
enum EvalCommand {
  /// `eval`'s declaration: no flags, one optional operand.
  static var declaration: CommandDeclaration<Void> {
    CommandDeclaration(
      name: "eval", operands: "[FILE]",
      summary: """
        Runs one scenario (scenario JSON: the algorithm's id, its layout and its events; a
        failure's .scenario.json artifact is one) and prints its trace as JSON: for each step the
        start, release, velocity, proposal, target and rest. The algorithm may be a built-in or,
        in a command line of your own, one of your layouts. FILE is the scenario file; - or
        nothing reads standard input.
        """,
      flags: [])
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let (_, operands) = try declaration.parse(arguments, into: ())
    guard operands.count <= 1 else { throw .usage("eval: too many arguments") }
    let text: String
    if let path = operands.first, path != "-" {
      do {
        text = try io.readFile(path)
      } catch {
        throw .usage("eval: \(StandardStreams.describe(error))")
      }
    } else {
      let input: String?
      do {
        input = try io.readStandardInput()
      } catch {
        throw .usage("eval: \(error.message)")
      }
      guard let input else { throw .usage("eval: standard input is not UTF-8 text") }
      text = input
    }
    let scenario: Scenario
    do {
      scenario = try Scenario(json: text, algorithms: catalogue.algorithms)
    } catch {
      throw .usage("eval: \(error)")
    }
    let trace = scenario.run()
    if trace.endedAtWorkBound { throw .usage("eval: \(Scenario.workBoundError)") }
    try io.output(trace.json(algorithm: scenario.algorithm.id) + "\n")
    return 0
  }
}
