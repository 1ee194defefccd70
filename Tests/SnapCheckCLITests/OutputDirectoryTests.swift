import Foundation
import Testing

/// A scratch directory removed when the test ends.
private func scratchDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-out-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Every report here is of one algorithm at five cases: what is tested is the directory, not the
/// report's contents (those are pinned by `Golden/report/`).
@Suite("report --out never deletes what it did not write")
struct OutputDirectoryTests {
  @Test("An existing file is refused with exit 2 and left as it was")
  func refusesFile() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.txt")
    try "mine".write(to: file, atomically: true, encoding: .utf8)
    let result = runCommand(["report", "--out", file.path, "--cases", "5", "--algorithm", "last-offset"])
    #expect(result.status == 2)
    #expect(result.errorOutput.hasSuffix("exists and is not a directory; refusing to replace it\n"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
  }

  @Test("A directory of other files is refused with one line and exit 2, its files kept")
  func refusesForeignDirectory() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "mine".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"])
    #expect(result.status == 2)
    #expect(result.errorOutput.contains("is neither empty nor an earlier report; refusing to replace it"))
    #expect(result.errorOutput.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
  }

  @Test("A report with a file added by hand, or a README that is not a report's, is refused")
  func refusesAlteredReport() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "# SnapCheck report\n".write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    try "mine".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"]).status == 2)
    try FileManager.default.removeItem(at: directory.appendingPathComponent("notes.txt"))
    try "# My project\n".write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"]).status == 2)
    #expect(try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8) == "# My project\n")
  }

  @Test("An earlier report with the user's own SVG added, or its README edited, is refused with one line and left as it was")
  func refusesUserFilesInReport() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"]).status == 0)
    let readme = directory.appendingPathComponent("README.md")
    let mine = directory.appendingPathComponent("mine.svg")
    try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".write(to: mine, atomically: true, encoding: .utf8)
    let added = runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"])
    #expect(added.status == 2)
    #expect(added.errorOutput.contains("is neither empty nor an earlier report; refusing to replace it (\"mine.svg\" is not a file"))
    #expect(added.errorOutput.filter { $0 == "\n" }.count == 1)
    #expect(FileManager.default.fileExists(atPath: mine.path))
    try FileManager.default.removeItem(at: mine)
    let edited = try String(contentsOf: readme, encoding: .utf8) + "My notes on the run.\n"
    try edited.write(to: readme, atomically: true, encoding: .utf8)
    let result = runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"])
    #expect(result.status == 2)
    #expect(result.errorOutput.contains("(\"README.md\" is not a file an earlier report wrote, or was changed since;"))
    #expect(try String(contentsOf: readme, encoding: .utf8) == edited)
  }

  @Test("An earlier report with other options is replaced: its manifest vouches for every file")
  func replacesOtherReport() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--seed", "1", "--algorithm", "center-nearest"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).contains { $0.hasPrefix("center-nearest--") })
    let result = runCommand(["report", "--out", directory.path, "--cases", "5", "--seed", "2", "--algorithm", "last-offset"])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8).contains("seed 2"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasPrefix("center-nearest") })
  }

  @Test("A path ending in /. (the working directory, --out .) is refused when it is not a report")
  func refusesWorkingDirectory() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "mine".write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let result = runCommand(["report", "--out", directory.path + "/.", "--cases", "5", "--algorithm", "last-offset"])
    #expect(result.status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Package.swift"])
  }

  @Test("An empty directory is written into, and no staging directory is left beside it")
  func writesEmptyDirectory() throws {
    let parent = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    let directory = parent.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).contains("README.md"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
    // A second run replaces the first report.
    #expect(runCommand(["report", "--out", directory.path, "--cases", "5", "--algorithm", "last-offset"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
  }
}
