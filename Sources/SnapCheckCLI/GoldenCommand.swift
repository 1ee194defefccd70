import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapGolden
import SnapJSON

/// `snapcheck golden check|record`: compare the golden files with the code, or rewrite them.
enum GoldenCommand {
  static let usage = "usage: snapcheck golden check [--dir D] | snapcheck golden record [--algorithm A]... [--dir D]"

  /// Whether a value of `CI` means a CI machine: anything but empty, `0` or `false` (any case),
  /// which are how CI systems and people say "not CI".
  static func isContinuousIntegration(_ value: String) -> Bool {
    !["", "0", "false"].contains(value.lowercased())
  }

  static func run(_ arguments: [String], io: CommandLineIO) throws(CommandLineError) -> Int32 {
    guard let action = arguments.first, action == "check" || action == "record" else {
      throw .usage("golden: expected check or record\n\(usage)")
    }
    var directory = GoldenStore.repositoryDirectory
    var algorithms: [Algorithm] = []
    var remaining = arguments.dropFirst()
    while let flag = remaining.popFirst() {
      switch flag {
      case "--dir":
        guard let path = remaining.popFirst() else { throw .usage("golden: --dir needs a value\n\(usage)") }
        directory = URL(fileURLWithPath: path)
      case "--algorithm" where action == "record":
        guard let id = remaining.popFirst() else { throw .usage("golden: --algorithm needs a value\n\(usage)") }
        guard let algorithm = AlgorithmRegistry.algorithm(id: id) else {
          throw .usage("golden: --algorithm: unknown algorithm \(Echo.quoted(id)) (known: \(AlgorithmRegistry.ids.joined(separator: ", ")))")
        }
        algorithms.append(algorithm)
      default: throw .usage("golden: unknown option \(Echo.quoted(flag))\n\(usage)")
      }
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
    if let ci = io.environment["CI"], isContinuousIntegration(ci) {
      throw .failure(
        "golden record: refusing to record with CI set (CI=\(Echo.quoted(ci))); goldens are recorded by hand and reviewed")
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
}
