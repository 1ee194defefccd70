import Foundation
import SnapAlgorithms
import SnapCheck
import SnapCorpus
import SnapGolden
import SnapJSON

/// `snapcheck golden check|record`: compare the golden files with the code, or rewrite them.
///
/// `snapcheck`'s own goldens are the built-ins' (`Golden/`); a command line of your own pins
/// your layouts instead, one `<name>.golden` each in `--dir` (default `Golden` in the current
/// directory).
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
        own pins your layouts, one <name>.golden each in the current directory's Golden/ (the
        corpus and 100 cases from the layout's configurations).
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
    let (directoryPath, algorithms) = (options.directory, options.algorithms)
    let directory = try GoldenDirectory.resolve(
      directoryPath, option: "--dir", command: "golden \(action)",
      fallback: catalogue.layouts.isEmpty ? nil : URL(fileURLWithPath: "Golden"))
    if action == "record", let ci = io.environment["CI"], GoldenStore.isContinuousIntegration(ci) {
      throw .failure(
        "golden record: refusing to record with CI set (CI=\(Echo.quoted(ci))); goldens are recorded by hand and reviewed")
    }
    if !catalogue.layouts.isEmpty {
      let layouts = catalogue.layouts.filter { layout in algorithms.isEmpty || algorithms.contains { $0.id == layout.name } }
      return try runLayouts(action, layouts, directory: directory, io: io)
    }
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
      changes = try store.record(algorithms: algorithms.isEmpty ? nil : algorithms)
    } catch let refused as NothingRanError {
      throw .failure("golden record: \(refused.line)")
    } catch {
      throw .output("golden record: cannot write to \(Echo.quoted(directory.path)): \(StandardStreams.describe(error))")
    }
    for change in changes { try io.output(change + "\n") }
    return 0
  }

  /// `golden check|record` over a user's own layouts.
  private static func runLayouts(
    _ action: String, _ layouts: [CheckedLayout], directory: URL, io: CommandLineIO
  ) throws(CommandLineError) -> Int32 {
    var problems = 0
    for layout in layouts {
      let url = directory.appendingPathComponent(layout.fileName + ".golden")
      let actual = LayoutGolden.current(layout)
      let recorded: GoldenFile?
      do {
        recorded = try LayoutGolden.read(url)
      } catch {
        if action == "check" {
          problems += 1
          try io.output("\(url.path): \(error)\n")
          continue
        }
        recorded = nil
      }
      let difference = recorded.flatMap { LayoutGolden.difference($0, actual, layout: layout.name, url: url) }
      if action == "check" {
        guard recorded != nil else {
          problems += 1
          try io.output("no golden for \(layout.name) at \(url.path)\n")
          continue
        }
        if let difference {
          problems += 1
          try io.output(difference + "\n")
        }
        continue
      }
      guard recorded == nil || difference != nil else { continue }
      if let nothing = NothingRan.line(layout: layout.name, golden: actual) { throw .failure("golden record: \(nothing)") }
      do {
        try LayoutGolden.write(actual, to: url)
      } catch {
        throw .output("golden record: cannot write \(Echo.quoted(url.path)): \(StandardStreams.describe(error))")
      }
      try io.output("\(recorded == nil ? "new" : "changed"): \(url.path)\n")
    }
    guard problems == 0 else {
      throw .failure("golden check: \(problems) problem\(problems == 1 ? "" : "s") in \(directory.path)")
    }
    if action == "check" { try io.output("golden check: every golden in \(directory.path) matches\n") }
    return 0
  }
}
