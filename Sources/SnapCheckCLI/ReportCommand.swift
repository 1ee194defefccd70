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
        SVG filmstrip of every counterexample. DIR must be new, empty, or an earlier report.
        """,
      flags: [
        Flag("--out", "DIR", "where to write (required)") { options, path throws(FlagError) in options.outputPath = path }
      ] + CheckCommand.selectionFlags(catalogue: catalogue))
  }

  static func run(_ arguments: [String], io: CommandLineIO, catalogue: Catalogue) throws(CommandLineError) -> Int32 {
    let options = try CheckCommand.parse(arguments, catalogue: catalogue, declaration: declaration(catalogue: catalogue))
    guard let output = options.outputPath else { throw .usage("report: --out DIR is required (see --help)") }
    let directory = OutputDirectory(path: output, isPreviousOutput: isPreviousReport)
    try directory.checkReplaceable(command: "report")
    let runner = CheckRunner(seed: options.seed, profile: options.profile, cases: options.cases)
    let check = runner.run(algorithms: options.algorithms, properties: options.properties, progress: io.pairProgress)
    io.endProgress()
    let report = Report(check: check, cases: options.cases, algorithms: options.algorithms)
    try directory.replace(with: report.files, command: "report")
    try io.output("report: wrote \(report.files.count) files to \(output)\n")
    return 0
  }

  /// Whether a directory holds nothing but what an earlier report wrote: its marker file
  /// (`README.md` opening with the report's title) and SVG pictures.
  static func isPreviousReport(_ names: [String], read: (String) -> String?) -> Bool {
    let marker = Report.marker
    guard names.contains(marker.file), names.allSatisfy({ $0 == marker.file || $0.hasSuffix(".svg") }) else { return false }
    return read(marker.file)?.split(separator: "\n", maxSplits: 1).first.map(String.init) == marker.firstLine
  }
}
