import Foundation
import SnapAdapt
import SnapCheck
import Testing

/// `AppFiles/TablePagerLayout.swift` as its app keeps it, beside this file.
private let appFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("AppFiles/TablePagerLayout.swift").resolvingSymlinksInPath()

/// A scratch folder of its own for one test.
private func scratch(_ name: String) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-adapt-\(name)-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite("The SnapCheckAppFiles plugin: an app's file compiled unedited, reporting its own file and lines")
struct AppFilesPluginTests {
  @Test("The compiled copy says it is the app's file, at the app file's line (21)")
  func locationIsTheOriginal() {
    let location = tablePagerLocation()
    #expect(location.file == appFile.path)
    #expect(location.line == 21)
  }

  @Test("The app file's #selector reached the model as a Selector named by its text")
  func selectorCompiled() {
    #expect(TablePagerLayout().refresh == Selector("TablePagerLayout.invalidateLayout"))
  }

  @Test(
    "A trap in the app file is reported at the app file's line (14), through the check's isolation",
    .disabled(if: ProcessInfo.processInfo.environment["SNAPCHECK_ISOLATION"]?.lowercased() == "off", "the layout traps in process"))
  func trapReportsTheOriginalLine() throws {
    let pager = CheckedLayout(
      "TablePagerLayout", contract: LayoutContract(alignment: .leading, pageCap: .unlimited),
      configurations: LayoutConfigurations(
        itemSize: .fixed(CGSize(width: 300, height: 200)), lineSpacings: [0], viewSizes: [CGSize(width: 768, height: 300)]),
      knownViolations: Property.allCases.filter { $0 != .finite }, layout: { TablePagerLayout() })
    let run = SnapCheck.check(pager, cases: 20, targeted: false, artifacts: scratch("trap"))
    let failure = try #require(run.failures.first, "\(run.summary) \(run.problems)")
    #expect(failure.property == .finite)
    // 768 / 300 = 2, past the table's two entries, on line 14 of the app's file (line 16 of
    // the compiled copy, below its import and #sourceLocation).
    let trap = failure.trace.last ?? ""
    #expect(trap.contains("fault: trap: Fatal error: Index out of range (at TablePagerLayout.swift:14:"), "\(trap)")
  }

  @Test("snapcheck-adapt writes each output from its input, mapped to the input's real path")
  func commandWritesPairs() throws {
    let folder = scratch("command")
    let input = folder.appendingPathComponent("A.swift")
    let link = folder.appendingPathComponent("Link.swift")
    let output = folder.appendingPathComponent("Out.swift")
    try Data("import UIKit\n".utf8).write(to: input)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: input)
    #expect(AdaptCommand.run([link.path, output.path]) == nil)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written == "import SnapCheck\n#sourceLocation(file: \"\(input.resolvingSymlinksInPath().path)\", line: 1)\n\(String(repeating: " ", count: 12))\n#sourceLocation()\n")
  }

  @Test("snapcheck-adapt's bad arguments: one line saying what is wrong")
  func commandRefusesBadArguments() throws {
    let folder = scratch("refusals")
    let input = folder.appendingPathComponent("A.swift")
    try Data("let a = 1\n".utf8).write(to: input)
    let usage = "expected pairs of paths: snapcheck-adapt <input.swift> <output.swift> [<input.swift> <output.swift> …]"
    #expect(AdaptCommand.run([]) == usage)
    #expect(AdaptCommand.run([input.path]) == usage)
    #expect(AdaptCommand.run(["/nonexistent/B.swift", folder.appendingPathComponent("B.swift").path]) == "cannot read /nonexistent/B.swift")
    #expect(AdaptCommand.run([input.path, input.path]) == "refusing to write \(input.path) over its own input")
    #expect(try String(contentsOf: input, encoding: .utf8) == "let a = 1\n")
    let unwritable = AdaptCommand.run([input.path, "/nonexistent/C.swift"]) ?? ""
    #expect(unwritable.hasPrefix("cannot write /nonexistent/C.swift: "), "\(unwritable)")
  }
}
