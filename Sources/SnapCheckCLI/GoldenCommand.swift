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
  static let usage = "usage: snapcheck golden check [--dir D] | snapcheck golden record [--algorithm A]... [--dir D]"

  /// What `golden --help` prints.
  static let help = usage + """

    check compares the golden files with what the code does now and lists every problem;
    record rewrites them (atomically) and prints what changed, and is refused when CI is set.
    snapcheck's goldens pin the built-in algorithms in Golden/ of the package the current
    directory is in (refused outside one), Golden/report/ included; a command line of your
    own pins your layouts, one <name>.golden each in the current directory's Golden/ (the
    corpus and 100 cases from the layout's configurations).

    options:
      --dir D          the golden directory
      --algorithm A    record only algorithm A (repeatable; default all)
      --help           this message
    """

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    guard let action = arguments.first, action == "check" || action == "record" else {
      throw .usage("golden: expected check or record\n\(usage)")
    }
    var directoryPath: String?
    var algorithms: [Algorithm] = []
    var remaining = arguments.dropFirst()
    while let flag = remaining.popFirst() {
      switch flag {
      case "--dir":
        guard let path = remaining.popFirst() else { throw .usage("golden: --dir needs a value\n\(usage)") }
        directoryPath = path
      case "--algorithm" where action == "record":
        guard let id = remaining.popFirst() else { throw .usage("golden: --algorithm needs a value\n\(usage)") }
        let algorithm = try catalogue.algorithm(id: id, command: "golden")
        if !catalogue.layouts.isEmpty, !catalogue.layouts.contains(where: { $0.name == id }) {
          throw .usage("golden: --algorithm: \(Echo.quoted(id)) is a built-in; this command line pins only its own layouts")
        }
        algorithms.append(algorithm)
      default: throw .usage("golden: unknown option \(Echo.quoted(flag))\n\(usage)")
      }
    }
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
