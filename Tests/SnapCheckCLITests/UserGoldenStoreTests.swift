import Foundation
import SnapAlgorithms
import SnapCheck
import SnapGolden
import Testing
@testable import SnapCheckCLI

/// A scratch package: a `Package.swift`, and the folder `assertGolden` keeps the goldens of
/// `Tests/CarouselTests/CarouselTests.swift` in.
private struct ScratchPackage {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-store-\(UUID().uuidString)")
  var snapshots: URL { root.appendingPathComponent("Tests/CarouselTests/__Snapshots__/CarouselTests") }
  var golden: URL { snapshots.appendingPathComponent("nearest-item.golden") }
  var former: URL { root.appendingPathComponent("Golden/nearest-item.golden") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  init() throws {
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/CarouselTests"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// Runs a command line of one's own named `carousel-check` over `nearest` in `directory`
  /// (default the package's `Tests/`), its artifacts going to `artifacts`.
  func run(_ arguments: [String], in directory: URL? = nil) -> CommandResult {
    var output = ""
    var errorOutput = ""
    let io = CommandLineIO(
      readStandardInput: { "" }, readFile: { _ in "" }, output: { output += $0 }, errorOutput: { errorOutput += $0 },
      environment: ["SNAPCHECK_ARTIFACTS": artifacts.path], currentDirectory: directory ?? root.appendingPathComponent("Tests"))
    let status = SnapCheckCommand.run(arguments, io: io, catalogue: Catalogue(layouts: [nearest]), program: "carousel-check")
    return CommandResult(status: status, output: output, errorOutput: errorOutput)
  }
}

/// The golden of `nearest` with 3 seeded cases and seed 7 (not the defaults, so a command
/// line that ignored the header's would differ).
private let smallGolden = LayoutGolden.current(nearest, cases: 3, seed: 7)

/// `text` with the first step line of record `index` numbered 9 instead of 0.
private func renumberedFirstStep(of index: Int, in golden: GoldenFile) -> (text: String, line: String) {
  var damaged = golden
  let line = golden.records[index].lines[0]
  damaged.records[index].lines[0] = "9" + line.dropFirst()
  return (damaged.text, line)
}

@Suite("One golden store: assertGolden and your command line read and write the same file (Goldens in CI)")
struct UserGoldenStoreTests {
  @Test("golden check and record use the golden assertGolden keeps in __Snapshots__/<test file>/, with its header's cases and seed")
  func sharedWithAssertGolden() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    withKnownIssue {
      SnapCheck.assertGolden(nearest, directory: package.snapshots, cases: 3, seed: 7, record: .all, environment: [:])
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded \(package.golden.path)") } }
    // Nothing here may throw: the child process that re-runs this test for the last call
    // finds no file (its first call was the parent's), and must reach that call all the same.
    let recorded = try? Data(contentsOf: package.golden)
    let check = package.run(["golden", "check"])
    #expect(check.status == 0, "\(check.output)\(check.errorOutput)")
    #expect(check.output == "golden check: every golden in \(package.root.path) matches\n")
    let first = smallGolden.records.firstIndex { !$0.lines.isEmpty } ?? 0
    try? Data(renumberedFirstStep(of: first, in: smallGolden).text.utf8).write(to: package.golden)
    let record = package.run(["golden", "record"])
    #expect(record.status == 0, "\(record.errorOutput)")
    #expect(record.output == "changed: \(package.golden.path)\n")
    #expect(recorded != nil && (try? Data(contentsOf: package.golden)) == recorded)
    #expect(SnapCheck.assertGolden(nearest, directory: package.snapshots, cases: 3, seed: 7, record: .never, environment: [:]))
  }

  @Test("A difference golden check finds writes its first differing scenario, trace and filmstrip, and a replay line naming your tool")
  func checkWritesArtifacts() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    let index = try #require(smallGolden.records.indices.dropFirst().first { !smallGolden.records[$0].lines.isEmpty })
    let record = smallGolden.records[index]
    // A named corpus case (the corpus comes before the generated cases): its JSON is written too.
    #expect(!record.name.hasPrefix("configurations-"), "\(record.name)")
    let (damaged, line) = renumberedFirstStep(of: index, in: smallGolden)
    try FileManager.default.createDirectory(at: package.snapshots, withIntermediateDirectories: true)
    try Data(damaged.utf8).write(to: package.golden)
    let check = package.run(["golden", "check"])
    #expect(check.status == 1)
    #expect(check.errorOutput == "carousel-check: golden check: 1 problem in \(package.root.path)\n")
    let folder = package.artifacts.appendingPathComponent("nearest-item/golden-check")
    let files = ["golden.scenario.json", "golden.trace.json", "golden.svg"].map { folder.appendingPathComponent($0).path }
    let lines = check.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 8, "\(check.output)")
    #expect(lines[0] == "nearest-item no longer matches its golden \(package.golden.path): 1 of \(smallGolden.records.count) scenarios differ; the first:")
    #expect(lines[1] == "scenario \(record.name):")
    #expect(lines[2] == "  expected: 9" + line.dropFirst())
    #expect(lines[3] == "  actual:   \(line)")
    #expect(lines[4].hasPrefix("golden scenario: {\"algorithm\": \"nearest-item\", "))
    #expect(lines[5] == "artifacts: " + files.joined(separator: ", "))
    #expect(lines[6] == "replay: carousel-check eval \(files[0])")
    #expect(lines[7] == "if the change is intended, record with `carousel-check golden record` and review the diff")
    for file in files { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
    // The scenario file is the differing scenario: its fingerprint is the record's.
    let json = try String(contentsOfFile: files[0], encoding: .utf8)
    let scenario = try Scenario(json: json, algorithms: [nearest.algorithm])
    #expect(GoldenTrace.fingerprint(scenario.testCase) == record.fingerprint)
    #expect(runCommand(["eval", files[0]], files: [files[0]: json], layouts: [nearest]).status == 0)
  }

  @Test("A golden whose header changed names the line, old and new, without reading its scenarios")
  func changedHeader() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    var lines = smallGolden.headerLines
    lines[2] = "# corpus v0: an older corpus"
    try FileManager.default.createDirectory(at: package.snapshots, withIntermediateDirectories: true)
    try Data((lines + Array(repeating: "not a golden line", count: 1000)).joined(separator: "\n").utf8).write(to: package.golden)
    let check = package.run(["golden", "check"])
    #expect(check.status == 1)
    #expect(
      check.output.hasPrefix(
        "nearest-item no longer matches its golden \(package.golden.path): header line 3 differs from what the code writes now "
          + "(the scenarios were not compared): recorded \"# corpus v0: an older corpus\", now \"# corpus v"), "\(check.output)")
    #expect(!check.output.contains("0 of ") && !check.output.contains("malformed"))
  }

  @Test("A golden in the former Golden/ folder is checked with one line saying where it goes, and not re-recorded there")
  func formerFolder() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    try LayoutGolden.write(smallGolden, to: package.former)
    let advice = "\(package.former.path) is where a command line of your own kept goldens before; a layout's golden now lives "
      + "beside the test that pins it, in __Snapshots__/<test file>/nearest-item.golden, where assertGolden and golden check both read it"
    let check = package.run(["golden", "check"])
    #expect(check.status == 0)
    #expect(check.output == "note: \(advice): move it there\ngolden check: every golden in \(package.root.path) matches\n")
    let record = package.run(["golden", "record"])
    #expect(record.status == 1)
    #expect(record.output == "\(advice): move it there, then record again\n")
    #expect(record.errorOutput == "carousel-check: golden record: 1 problem in \(package.root.path)\n")
  }

  @Test("With no golden anywhere, golden check says where it looked and how to record one")
  func noGolden() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    let check = package.run(["golden", "check"])
    #expect(check.status == 1)
    #expect(
      check.output
        == "no golden for nearest-item in any __Snapshots__/<test file>/ folder of \(package.root.path): "
        + "record it with SnapCheck.assertGolden in the test that pins it, or pass --dir D\n")
    let outside = package.run(["golden", "check"], in: URL(fileURLWithPath: "/"))
    #expect(outside.status == 2)
    #expect(outside.errorOutput == "carousel-check: golden check: no Package.swift in \"/\" or above it to find your goldens in; run inside the package or pass --dir D\n")
  }

  @Test("assertGolden moves a golden from the former Golden/ folder beside its test once, saying so; with CI set it names it")
  func assertGoldenMovesFormer() throws {
    let package = try ScratchPackage()
    defer { package.remove() }
    try LayoutGolden.write(smallGolden, to: package.former)
    let test = package.root.appendingPathComponent("Tests/CarouselTests/CarouselTests.swift").path
    let advice = "\(package.former.path) is where a command line of your own kept goldens before; a layout's golden now lives "
      + "beside the test that pins it, in __Snapshots__/<test file>/nearest-item.golden, where assertGolden and golden check both read it"
    withKnownIssue {
      SnapCheck.assertGolden(
        nearest, cases: 3, seed: 7, environment: ["CI": "true"],
        sourceLocation: SourceLocation(fileID: "CarouselTests/CarouselTests.swift", filePath: test, line: 1, column: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["no golden for nearest-item at \(package.golden.path); \(advice): move it there (record mode .never, since CI is set)"]
    }
    withKnownIssue {
      SnapCheck.assertGolden(
        nearest, cases: 3, seed: 7, record: .missing, environment: [:],
        sourceLocation: SourceLocation(fileID: "CarouselTests/CarouselTests.swift", filePath: test, line: 2, column: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["moved \(package.former.path) to \(package.golden.path): \(advice); commit the move"]
    }
    // Nothing here may throw: the child process that re-runs this test must reach the last call.
    #expect(!FileManager.default.fileExists(atPath: package.former.path))
    #expect((try? Data(contentsOf: package.golden)) == Data(smallGolden.text.utf8))
    #expect(
      SnapCheck.assertGolden(
        nearest, cases: 3, seed: 7, record: .never, environment: [:],
        sourceLocation: SourceLocation(fileID: "CarouselTests/CarouselTests.swift", filePath: test, line: 3, column: 1)))
  }
}
