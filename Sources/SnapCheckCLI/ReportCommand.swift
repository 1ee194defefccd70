import Foundation
import SnapAlgorithms
import SnapEngine
import SnapReport

/// `snapcheck report --out DIR`: the edge-case report as Markdown and SVG pictures.
enum ReportCommand {
  static let usage = "usage: snapcheck report --out DIR [--seed S] [--cases N] [--profile realistic|hostile]"

  static func run(_ arguments: [String], io: CommandLineIO) throws(CommandLineError) -> Int32 {
    var output: String?
    var checkArguments: [String] = []
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      switch flag {
      case "--out":
        guard let path = remaining.popFirst() else { throw .usage("report: --out needs a value\n\(usage)") }
        output = path
      case "--seed", "--cases", "--profile":
        guard let value = remaining.popFirst() else { throw .usage("report: \(flag) needs a value\n\(usage)") }
        checkArguments += [flag, value]
      default: throw .usage("report: unknown option \(flag)\n\(usage)")
      }
    }
    guard let output else { throw .usage("report: --out DIR is required\n\(usage)") }
    let options = try CheckCommand.parse(checkArguments)
    let runner = CheckRunner(seed: options.seed, profile: options.profile, cases: options.cases)
    let check = runner.run(algorithms: options.algorithms, properties: options.properties, progress: io.pairProgress)
    io.endProgress()
    let report = Report(check: check, cases: options.cases)
    do {
      try replaceDirectory(URL(fileURLWithPath: output), with: report.files)
    } catch {
      throw .failure("report: cannot write \(output): \(error)")
    }
    io.output("report: wrote \(report.files.count) files to \(output)\n")
    return 0
  }

  /// Writes the files into a fresh sibling directory, then swaps it in, so a reader never
  /// sees a half-written report.
  private static func replaceDirectory(_ directory: URL, with files: [(name: String, contents: String)]) throws {
    let manager = FileManager.default
    let parent = directory.deletingLastPathComponent()
    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: staging)
    try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    for file in files {
      try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
    }
    let retired = parent.appendingPathComponent(".\(directory.lastPathComponent).retired-\(ProcessInfo.processInfo.processIdentifier)")
    if manager.fileExists(atPath: directory.path) { try manager.moveItem(at: directory, to: retired) }
    try manager.moveItem(at: staging, to: directory)
    try? manager.removeItem(at: retired)
  }
}
