import SnapAlgorithms
import SnapJSON

/// `snapcheck eval [FILE]`: scenario JSON in (a file, or standard input), trace JSON out.
enum EvalCommand {
  static let usage = "usage: snapcheck eval [FILE]   (reads standard input without FILE)"

  static func run(_ arguments: [String], io: CommandLineIO) throws(CommandLineError) -> Int32 {
    guard arguments.count <= 1 else { throw .usage("eval: too many arguments\n\(usage)") }
    if let first = arguments.first, first.hasPrefix("-"), first != "-" {
      throw .usage("eval: unknown option \(Echo.quoted(first))\n\(usage)")
    }
    let text: String
    if let path = arguments.first, path != "-" {
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
      scenario = try Scenario(json: text)
    } catch {
      throw .usage("eval: \(error)")
    }
    try io.output(scenario.run().json(algorithm: scenario.algorithm.id) + "\n")
    return 0
  }
}
