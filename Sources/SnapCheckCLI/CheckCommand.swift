import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapJSON

/// `check --format`'s values: how the matrix is written.
enum OutputFormat: String, CaseIterable {
  /// The matrix, counterexamples, replays and explanations (the default).
  case text
  /// The report as one JSON document.
  case json
  /// A Markdown table.
  case markdown
  /// JUnit XML, a test case per pair.
  case junit
  /// One JSON line per algorithm × case.
  case jsonl
}

/// `snapcheck check`: every property against every algorithm, as a matrix.
enum CheckCommand {
  struct Options {
    var algorithms: [Algorithm] = []
    var properties: [Property] = []
    var cases = CheckDefaults.cases
    var seed = CheckDefaults.seed
    var onlyCase: Int?
    var profile = Profile.realistic
    var format = OutputFormat.text
    var shard = (index: 1, count: 1)
    var goldenDirectory: String?
    var targeted = false
    /// `--no-witnesses`: check the generated cases alone, not the recorded witnesses first.
    var noWitnesses = false
    /// `--witness`: check each pair's recorded witness alone, no generated case.
    var witnessOnly = false
    /// `--option` assignments, checked against every chosen algorithm once the algorithms are known.
    var optionAssignments: [String] = []
    /// Each algorithm's options, by id, from `optionAssignments`.
    var algorithmOptions: [String: AlgorithmOptions] = [:]
    /// Where `report --out` writes.
    var outputPath: String?
  }

  /// The largest `--cases`.
  static let maximumCases = 10_000_000

  /// The flags `check` and `report` share: which algorithms, and how cases are drawn.
  static func selectionFlags(catalogue: Catalogue) -> [Flag<Options>] {
    [
      Flag("--algorithm", "A", "only algorithm A", default: "all", repeatable: true) { options, id throws(FlagError) in
        options.algorithms.append(try FlagValue.algorithm(id, in: catalogue))
      },
      Flag("--cases", "N", "generated cases per pair, 1 to \(maximumCases)", default: String(CheckDefaults.cases)) { options, text throws(FlagError) in
        options.cases = try FlagValue.wholeNumber(text, in: 1...maximumCases)
      },
      Flag("--seed", "S", "the seed cases are drawn from", default: String(CheckDefaults.seed)) { options, text throws(FlagError) in
        guard let seed = UInt64(text) else { throw .not("a whole number from 0 to 2^64 − 1", text) }
        options.seed = seed
      },
      Flag("--profile", "P", "realistic, or hostile (NaN, negative and zero sizes, …)", default: Profile.realistic.rawValue) {
        options, text throws(FlagError) in
        guard let profile = Profile(rawValue: text) else { throw .not("realistic or hostile", text) }
        options.profile = profile
      },
    ]
  }

  /// `check`'s declaration: its flags, from which its parser, usage and help come.
  static func declaration(catalogue: Catalogue) -> CommandDeclaration<Options> {
    CommandDeclaration(
      name: "check",
      summary: """
        Checks every property against every algorithm and prints the comparison matrix; exits 1
        when a verdict differs from the expected ones (Golden/verdicts.golden for the built-ins,
        the known violations for your own layouts; with --option, every property is expected to hold).
        """,
      flags: selectionFlags(catalogue: catalogue) + [
        Flag("--property", "P", "only property P", default: "all", repeatable: true) { options, id throws(FlagError) in
          guard let property = Property.named(id) else {
            throw FlagError("unknown property \(Echo.quoted(id)) (known: \(Property.allCases.map(\.id).joined(separator: ", ")))")
          }
          options.properties.append(property)
        },
        Flag(
          "--option", "NAME=VALUE", "an option of the chosen algorithms (each must declare it), such as maximumItemsToScroll=2",
          repeatable: true
        ) { options, text throws(FlagError) in
          options.optionAssignments.append(text)
        },
        Flag("--case", "K", "check only case K (what a failure's replay line sets)") { options, text throws(FlagError) in
          options.onlyCase = try FlagValue.wholeNumber(text, in: 0...Int.max)
        },
        Flag("--witness", "check only each pair's recorded witness, replayed as its scenario (what a witness's replay line sets)") {
          $0.witnessOnly = true
        },
        Flag("--format", "F", OutputFormat.allCases.map(\.rawValue).joined(separator: ", "), default: OutputFormat.text.rawValue) {
          options, text throws(FlagError) in
          guard let format = OutputFormat(rawValue: text) else {
            throw .not(FlagValue.alternatives(OutputFormat.allCases.map(\.rawValue)), text)
          }
          options.format = format
        },
        Flag("--shard", "I/N", "only every N-th pair, starting with the I-th (split CI jobs)", default: "1/1") {
          options, text throws(FlagError) in
          let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(wholeNumber)
          guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
            throw .not("I/N with 1 ≤ I ≤ N", text)
          }
          options.shard = (index, count)
        },
        Flag("--golden-dir", "D", "where the expected verdicts are", default: "Golden/ of the package the current directory is in") {
          options, path throws(FlagError) in
          options.goldenDirectory = path
        },
        Flag("--targeted", "climb from the closest cases when every random case holds") { $0.targeted = true },
        Flag("--no-witnesses", "check the generated cases alone, not first each violation's recorded witness (the expected verdicts' failing case, when recorded with the same seed)") {
          $0.noWitnesses = true
        },
      ])
  }

  /// The options `arguments` give `command`: every algorithm and property unless some are
  /// named, and each `--option` checked against every chosen algorithm.
  static func parse(
    _ arguments: [String], catalogue: Catalogue, declaration: CommandDeclaration<Options>
  ) throws(CommandLineError) -> Options {
    var (options, _) = try declaration.parse(arguments, into: Options())
    if options.algorithms.isEmpty { options.algorithms = catalogue.algorithms }
    if options.properties.isEmpty { options.properties = Property.allCases }
    guard !options.optionAssignments.isEmpty else { return options }
    for algorithm in options.algorithms {
      do {
        options.algorithmOptions[algorithm.id] = try algorithm.options(parsing: options.optionAssignments)
      } catch {
        throw .usage("\(declaration.name): --option \(error)")
      }
    }
    return options
  }

  /// A number written as ASCII digits alone (no sign, no space), or nil.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let options = try parse(arguments, catalogue: catalogue, declaration: declaration(catalogue: catalogue))
    if options.witnessOnly, options.noWitnesses || options.onlyCase != nil || options.targeted {
      throw .usage("check: --witness replays the recorded witnesses alone; it takes no --no-witnesses, --case or --targeted")
    }
    let recorded = try GoldenDirectory.expectedVerdicts(options.goldenDirectory, algorithms: options.algorithms, catalogue: catalogue)
    let runner = CheckRunner(
      seed: options.seed, profile: options.profile, cases: options.witnessOnly ? 0 : options.cases, onlyCase: options.onlyCase,
      targeted: options.targeted,
      options: options.algorithmOptions, witnesses: options.noWitnesses ? nil : recorded?.witnesses)
    var report = runner.run(
      algorithms: options.algorithms, properties: options.properties, shard: options.shard, progress: io.pairProgress)
    report.command = catalogue.program
    // A recorded witness that cannot be replayed fails the check, each named by its line; only
    // the scenarios the run could not read are read again, for the reason.
    let unreadable = options.noWitnesses
      ? [] : recorded.flatMap { verdicts in
        verdicts.minimal.map { text in
          Witnesses.problems(in: text, algorithms: options.algorithms, judging: Set(report.unreadableWitnesses))
            .map { $0.description(file: verdicts.minimalPath ?? Witnesses.fileName) }
        }
      } ?? []
    report.results = report.results.map(catalogue.printed)
    io.endProgress()
    let expected = recorded ?? VerdictsGolden(reports: [report])
    switch options.format {
    case .text: try io.output(report.text)
    case .json: try io.output(report.json)
    case .markdown: try io.output(report.markdown)
    case .junit: try io.output(report.junit)
    case .jsonl:
      try runner.caseLog(algorithms: options.algorithms, properties: options.properties) { (line: String) throws(CommandLineError) in
        try io.output(line + "\n")
      }
    }
    // Verdicts are recorded for the default options only: with others, every property is expected to hold.
    let expecting = { (result: PairResult) -> Verdict in
      options.algorithmOptions[result.algorithm] == nil ? catalogue.expected(result, recorded: expected, profile: report.profile) : .holds
    }
    if io.environment["GITHUB_ACTIONS"] == "true" { io.errorOutput(report.githubAnnotations(expected: expecting)) }
    let surprises = expected.surprises(in: report, expecting: expecting)
    for surprise in surprises { io.errorOutput("\(catalogue.program): unexpected verdict: \(surprise)\n") }
    for problem in unreadable { io.errorOutput("\(catalogue.program): \(problem)\n") }
    return surprises.isEmpty && unreadable.isEmpty ? 0 : 1
  }
}
