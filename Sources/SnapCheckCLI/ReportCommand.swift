import Foundation
import SnapAlgorithms
import SnapEngine
import SnapJSON
import SnapReport

/// `snapcheck report --out DIR`: the edge-case report as Markdown and SVG pictures.
enum ReportCommand {
  /// `report`'s declaration: `--out` and the flags it shares with `check`.
  static func declaration(catalogue: Catalogue) -> CommandDeclaration<CheckCommand.Options> {
    CommandDeclaration(
      name: "report",
      summary: """
        Writes the edge-case report: README.md with a section per algorithm and property, and an
        SVG filmstrip of every counterexample. DIR must be new, empty, or an earlier report
        with nothing added or edited (its .snapcheck-report lists what it wrote).
        """,
      flags: [
        Flag("--out", "DIR", "where to write (required)") { options, path throws(FlagError) in options.outputPath = path }
      ] + CheckCommand.selectionFlags(catalogue: catalogue))
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let options = try CheckCommand.parse(arguments, catalogue: catalogue, declaration: declaration(catalogue: catalogue))
    guard let output = options.outputPath else { throw .usage("report: --out DIR is required (see --help)") }
    let directory = OutputDirectory(path: output, isPreviousOutput: isPreviousReport, mayWrite: isReportName)
    try directory.checkReplaceable(command: "report")
    // The recorded witnesses are replayed first, as `check` replays them, when the package keeps them.
    let recorded = try? GoldenDirectory.expectedVerdicts(nil, algorithms: options.algorithms, catalogue: catalogue)
    let runner = CheckRunner(
      seed: options.seed, profile: options.profile, cases: options.cases, witnesses: recorded.flatMap { $0 }?.witnesses)
    var check = runner.run(algorithms: options.algorithms, properties: options.properties, progress: io.pairProgress)
    check.command = catalogue.program
    io.endProgress()
    let report = Report(check: check, cases: options.cases, algorithms: options.algorithms)
    try directory.replace(with: report.files, command: "report")
    try io.output("report: wrote \(report.files.count) files to \(output)\n")
    return 0
  }

  /// Whether an earlier report wrote the file `name` in a directory and it is unchanged: the
  /// directory's manifest (`ReportManifest`) lists it with its bytes' fingerprint. The manifest
  /// vouches for itself when it reads as one.
  static func isPreviousReport(_ name: String, read: (String) -> Data?) -> Bool {
    guard let data = read(ReportManifest.fileName), let manifest = ReportManifest.parse(String(decoding: data, as: UTF8.self)) else {
      return false
    }
    guard name != ReportManifest.fileName else { return true }
    return read(name).map { manifest.vouches(for: name, contents: $0) } ?? false
  }

  /// Whether a report writes files named so: its README and pages, its manifest and SVG pictures.
  static func isReportName(_ name: String) -> Bool {
    name == ReportManifest.fileName || name.hasSuffix(".md") || name.hasSuffix(".svg")
  }
}
