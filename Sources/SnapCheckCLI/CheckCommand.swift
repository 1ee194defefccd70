import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapJSON

/// `snapcheck check`: every property against every algorithm, as a matrix.
enum CheckCommand {
  static let usage = """
    usage: snapcheck check [--algorithm A]... [--property P]... [--cases N] [--seed S] [--case K]
                           [--profile realistic|hostile] [--format text|json|markdown|junit|jsonl]
                           [--shard I/N] [--golden-dir D] [--targeted]
    """

  /// What `check --help` prints.
  static let help = usage + """

    Checks every property against every algorithm and prints the comparison matrix; exits 1
    when a verdict differs from the expected ones (Golden/verdicts.golden for the built-ins,
    the known violations for your own layouts).

    options:
      --algorithm A    only algorithm A (repeatable; default all)
      --property P     only property P (repeatable; default all)
      --cases N        generated cases per pair, 1 to 10000000 (default 1000)
      --seed S         the seed cases are drawn from (default 20261129)
      --case K         check only case K (what a failure's replay line sets)
      --profile P      realistic (default) or hostile (NaN, negative and zero sizes, …)
      --format F       text (default), json, markdown, junit or jsonl (one line per case)
      --shard I/N      only every N-th pair, starting with the I-th (split CI jobs)
      --golden-dir D   where the expected verdicts are (default Golden/ of the package the
                       current directory is in)
      --targeted       climb from the closest cases when every random case holds
      --help           this message
    """

  /// The output formats, `--format`'s values.
  static let formats = ["text", "json", "markdown", "junit", "jsonl"]

  struct Options {
    var algorithms: [Algorithm] = []
    var properties: [Property] = []
    var cases = CheckDefaults.cases
    var seed = CheckDefaults.seed
    var onlyCase: Int?
    var profile = Profile.realistic
    var format = "text"
    var shard = (index: 1, count: 1)
    var goldenDirectory: String?
    var targeted = false
  }

  static func parse(_ arguments: [String], catalogue: Catalogue) throws(CommandLineError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(_ flag: String) throws(CommandLineError) -> String {
      guard let value = remaining.popFirst() else { throw .usage("check: \(flag) needs a value\n\(usage)") }
      return value
    }
    while let flag = remaining.popFirst() {
      switch flag {
      case "--algorithm":
        options.algorithms.append(try catalogue.algorithm(id: try value(flag), command: "check"))
      case "--property":
        let id = try value(flag)
        guard let property = Property.named(id) else {
          throw .usage("check: --property: unknown property \(Echo.quoted(id)) (known: \(Property.allCases.map(\.id).joined(separator: ", ")))")
        }
        options.properties.append(property)
      case "--cases":
        let text = try value(flag)
        guard let cases = Int(text), cases >= 1, cases <= 10_000_000 else {
          throw .usage("check: --cases: \(Echo.quoted(text)) is not a whole number from 1 to 10000000")
        }
        options.cases = cases
      case "--seed":
        let text = try value(flag)
        guard let seed = UInt64(text) else { throw .usage("check: --seed: \(Echo.quoted(text)) is not a whole number from 0 to 2^64 − 1") }
        options.seed = seed
      case "--case":
        let text = try value(flag)
        guard let number = Int(text), number >= 0 else { throw .usage("check: --case: \(Echo.quoted(text)) is not a whole number ≥ 0") }
        options.onlyCase = number
      case "--profile":
        let text = try value(flag)
        guard let profile = Profile(rawValue: text) else { throw .usage("check: --profile: \(Echo.quoted(text)) is not realistic or hostile") }
        options.profile = profile
      case "--format":
        let text = try value(flag)
        guard formats.contains(text) else {
          throw .usage("check: --format: \(Echo.quoted(text)) is not text, json, markdown, junit or jsonl")
        }
        options.format = text
      case "--shard":
        let text = try value(flag)
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(wholeNumber)
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
          throw .usage("check: --shard: \(Echo.quoted(text)) is not I/N with 1 ≤ I ≤ N")
        }
        options.shard = (index, count)
      case "--targeted":
        options.targeted = true
      case "--golden-dir":
        options.goldenDirectory = try value(flag)
      default:
        throw .usage("check: unknown option \(Echo.quoted(flag))\n\(usage)")
      }
    }
    if options.algorithms.isEmpty { options.algorithms = catalogue.algorithms }
    if options.properties.isEmpty { options.properties = Property.allCases }
    return options
  }

  /// A number written as ASCII digits alone (no sign, no space), or nil.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let options = try parse(arguments, catalogue: catalogue)
    let recorded = try GoldenDirectory.expectedVerdicts(options.goldenDirectory, algorithms: options.algorithms, catalogue: catalogue)
    let runner = CheckRunner(
      seed: options.seed, profile: options.profile, cases: options.cases, onlyCase: options.onlyCase, targeted: options.targeted)
    let report = runner.run(
      algorithms: options.algorithms, properties: options.properties, shard: options.shard, progress: io.pairProgress)
    io.endProgress()
    let expected = recorded ?? VerdictsGolden(reports: [report])
    switch options.format {
    case "json": try io.output(report.json)
    case "markdown": try io.output(report.markdown)
    case "junit": try io.output(report.junit)
    case "jsonl":
      for line in runner.caseLog(algorithms: options.algorithms, properties: options.properties) { try io.output(line + "\n") }
    default: try io.output(report.text)
    }
    if io.environment["GITHUB_ACTIONS"] == "true" {
      io.errorOutput(report.githubAnnotations { catalogue.expected($0, recorded: expected, profile: report.profile) })
    }
    let surprises = expected.surprises(in: report) { catalogue.expected($0, recorded: expected, profile: report.profile) }
    for surprise in surprises { io.errorOutput("snapcheck: unexpected verdict: \(surprise)\n") }
    return surprises.isEmpty ? 0 : 1
  }
}
