import Foundation
import SnapAlgorithms
import SnapCheck
import SnapCorpus
import SnapGolden
import SnapJSON

/// `snapcheck golden check|record`: compare the golden files with the code, or rewrite them.
///
/// `snapcheck`'s own goldens are the built-ins' (`Golden/`); a command line of your own checks
/// your layouts' goldens where `assertGolden` keeps them, `__Snapshots__/<test file>/<name>.golden`
/// in the package, or in `--dir`.
enum GoldenCommand {
  struct Options {
    /// `--dir`, or nil for the default.
    var directory: String?
    /// `--algorithm`s: what `record` rewrites (all when none).
    var algorithms: [Algorithm] = []
  }

  /// `golden`'s declaration: its action, then its flags.
  static func declaration(catalogue: Catalogue) -> CommandDeclaration<Options> {
    CommandDeclaration(
      name: "golden", operands: "check|record",
      summary: """
        check compares the golden files with what the code does now and lists every problem;
        record rewrites them (atomically) and prints what changed, and is refused when CI is set.
        snapcheck's goldens pin the built-in algorithms in Golden/ of the package the current
        directory is in (refused outside one), Golden/report/ included; a command line of your
        own checks your layouts' goldens where assertGolden keeps them, every
        __Snapshots__/<test file>/<name>.golden of the package (or <name>.golden in --dir), with
        the cases and seed each golden's header names; record re-records those (a layout's first
        golden is recorded by assertGolden in its test, or in --dir).
        """,
      flags: [
        Flag("--dir", "D", "the golden directory") { options, path throws(FlagError) in options.directory = path },
        Flag("--algorithm", "A", "record only algorithm A", default: "all", repeatable: true) { options, id throws(FlagError) in
          let algorithm = try FlagValue.algorithm(id, in: catalogue)
          if !catalogue.layouts.isEmpty, !catalogue.layouts.contains(where: { $0.name == id }) {
            throw FlagError("\(Echo.quoted(id)) is a built-in; this command line pins only its own layouts")
          }
          options.algorithms.append(algorithm)
        },
      ])
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let (options, operands) = try declaration(catalogue: catalogue).parse(arguments, into: Options())
    guard operands.count == 1, let action = operands.first, action == "check" || action == "record" else {
      throw .usage("golden: expected check or record")
    }
    guard action == "record" || options.algorithms.isEmpty else { throw .usage("golden check: --algorithm is for golden record") }
    if !catalogue.layouts.isEmpty {
      let layouts = catalogue.layouts.filter { layout in options.algorithms.isEmpty || options.algorithms.contains { $0.id == layout.name } }
      return try runLayouts(action, layouts, directory: options.directory, io: io, program: catalogue.program)
    }
    let directory = try GoldenDirectory.resolve(options.directory, option: "--dir", command: "golden \(action)")
    try refuseOnContinuousIntegration(action, io: io)
    let store = GoldenStore(directory: directory)
    if action == "check" {
      let problems = store.check()
      for problem in problems { try io.output("\(problem)\n") }
      guard problems.isEmpty else {
        throw .failure("golden check: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(directory.path)")
      }
      try io.output("golden check: every golden in \(directory.path) matches\n")
      return 0
    }
    let changes: [String]
    do {
      changes = try store.record(algorithms: options.algorithms.isEmpty ? nil : options.algorithms)
    } catch let refused as NothingRanError {
      throw .failure("golden record: \(refused.line)")
    } catch let problem as GoldenProblem {
      throw .failure("golden record: \(problem)")
    } catch {
      throw .output("golden record: cannot write to \(Echo.quoted(directory.path)): \(StandardStreams.describe(error))")
    }
    for change in changes { try io.output(change + "\n") }
    return 0
  }

  /// Refuses `golden record` when `CI` is set (see `GoldenStore.isContinuousIntegration`).
  private static func refuseOnContinuousIntegration(_ action: String, io: CommandLineIO) throws(CommandLineError) {
    if action == "record", let ci = io.environment["CI"], GoldenStore.isContinuousIntegration(ci) {
      throw .failure(
        "golden record: refusing to record with CI set (CI=\(Echo.quoted(ci))); goldens are recorded by hand and reviewed")
    }
  }

  /// `golden check|record` over a user's own layouts: each layout's goldens are the
  /// `<layout>.golden` files in the package's `__Snapshots__/<test file>/` folders, where
  /// `assertGolden` keeps them (or the one in `--dir`), checked or re-recorded with the case
  /// count and seed their header names. A golden still in the former `Golden/` folder is
  /// checked, with a line saying where it goes, and not re-recorded there.
  private static func runLayouts(
    _ action: String, _ layouts: [CheckedLayout], directory: String?, io: CommandLineIO, program: String
  ) throws(CommandLineError) -> Int32 {
    let explicit = try directory.map { path throws(CommandLineError) in
      try GoldenDirectory.resolve(path, option: "--dir", command: "golden \(action)")
    }
    guard let root = Self.packageRoot(above: io.currentDirectory) ?? explicit.map({ _ in io.currentDirectory }) else {
      throw .usage(
        "golden \(action): no Package.swift in \(Echo.quoted(io.currentDirectory.path)) or above it to find your goldens in; run inside the package or pass --dir D")
    }
    try refuseOnContinuousIntegration(action, io: io)
    var problems = 0
    for layout in layouts {
      let fileName = layout.fileName + ".golden"
      var urls = explicit.map { [$0.appendingPathComponent(fileName)] } ?? LayoutGolden.snapshotGoldens(named: fileName, inPackage: root)
      if urls.isEmpty {
        guard let former = LayoutGolden.formerGolden(of: layout.name, fileName: fileName, inPackage: root) else {
          problems += 1
          try io.output(
            "no golden for \(layout.name) in any \(LayoutGolden.snapshotsFolder)/<test file>/ folder of \(root.path): "
              + "record it with SnapCheck.assertGolden in the test that pins it, or pass --dir D\n")
          continue
        }
        let advice = LayoutGolden.moveAdvice(former, fileName: fileName)
        guard action == "check" else {
          problems += 1
          try io.output("\(advice): move it there, then record again\n")
          continue
        }
        try io.output("note: \(advice): move it there\n")
        urls = [former]
      }
      for url in urls {
        problems += try runGolden(action, layout, url: url, root: root, io: io, program: program) ? 0 : 1
      }
    }
    guard problems == 0 else {
      throw .failure("golden \(action): \(problems) problem\(problems == 1 ? "" : "s") in \((explicit ?? root).path)")
    }
    if action == "check" { try io.output("golden check: every golden in \((explicit ?? root).path) matches\n") }
    return 0
  }

  /// Checks or re-records `layout`'s golden at `url`, printing what it finds or changes; a
  /// difference found by `check` ends with its first differing scenario's artifacts. Returns
  /// whether all was well.
  private static func runGolden(
    _ action: String, _ layout: CheckedLayout, url: URL, root: URL, io: CommandLineIO, program: String
  ) throws(CommandLineError) -> Bool {
    var cases = SnapCheck.defaultGoldenCases
    var seed = SnapCheck.defaultSeed
    var outcome: Result<GoldenDifference?, GoldenProblem>?
    do {
      if var recorded = try LayoutGolden.open(url) {
        // The header first: it says which cases the golden holds, and a changed one is told from it alone.
        if let recordedWith = LayoutGolden.recordedParameters(try recorded.header()) { (cases, seed) = recordedWith }
        outcome = .success(try GoldenDiff.compare(&recorded, with: LayoutGolden.current(layout, cases: cases, seed: seed)))
      }
    } catch {
      outcome = .failure(error)
    }
    if action == "check" {
      switch outcome {
      case nil:
        try io.output("no golden for \(layout.name) at \(url.path)\n")
      case .failure(let problem):
        try io.output("\(url.path): \(problem)\n")
      case .success(nil):
        return true
      case .success(let difference?):
        var text = LayoutGolden.describe(difference, layout: layout.name, url: url)
        if case .scenarios(_, _, _, let first?) = difference {
          text += LayoutGolden.commandLineArtifacts(
            layout, scenario: first, cases: cases, seed: seed, program: program, packageRoot: root, environment: io.environment)
        }
        try io.output(text + "\nif the change is intended, record with `\(program) golden record` and review the diff\n")
      }
      return false
    }
    if case .success(nil) = outcome { return true }
    let actual = LayoutGolden.current(layout, cases: cases, seed: seed)
    if let nothing = NothingRan.line(layout: layout.name, golden: actual) { throw .failure("golden record: \(nothing)") }
    do {
      try LayoutGolden.write(actual, to: url)
    } catch {
      throw .output("golden record: cannot write \(Echo.quoted(url.path)): \(StandardStreams.describe(error))")
    }
    try io.output("\(outcome == nil ? "new" : "changed"): \(url.path)\n")
    return true
  }

  /// The nearest directory at or above `start` that holds a `Package.swift`.
  private static func packageRoot(above start: URL) -> URL? {
    GoldenStore.packageGoldenDirectory(from: start)?.deletingLastPathComponent()
  }
}
