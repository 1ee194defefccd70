import Foundation
import Testing

/// The built `snapcheck` executable beside the test bundle's sources.
private var executable: URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/snapcheck")
}

/// Runs the built `snapcheck` in `directory` with `arguments` and `CI` set, so no run can
/// record; returns the exit status, standard output and standard error.
private func run(_ arguments: [String], in directory: URL) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = ["CI": "1"]
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let errorText = error.fileHandleForReading.readDataToEndOfFile()
  let outputText = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, output: String(decoding: outputText, as: UTF8.self), errorOutput: String(decoding: errorText, as: UTF8.self))
}

/// A scratch directory, removed when the test ends.
private func scratchDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-lookup-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

@Suite("The golden directory: the package the command runs in, or the one given")
struct GoldenDirectoryTests {
  @Test("Outside any package, golden check, golden record and check refuse with one line and exit 2")
  func outsideAnyPackage() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for arguments in [["golden", "check"], ["golden", "record", "--algorithm", "reference"], ["check", "--algorithm", "reference", "--cases", "3"]] {
      let result = try run(arguments, in: directory)
      #expect(result.status == 2, "\(arguments): \(result.errorOutput)")
      #expect(result.errorOutput.contains(": no Package.swift in "), "\(arguments): \(result.errorOutput)")
      #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test("From a subdirectory of a package, golden check checks that package's Golden/, not the checkout it was built from")
  func nearestPackage() throws {
    let package = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: package) }
    try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let nested = package.appendingPathComponent("Sources/deep")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: package.appendingPathComponent("Golden"), withIntermediateDirectories: false)
    let result = try run(["golden", "check"], in: nested)
    #expect(result.status == 1, "\(result.errorOutput)")
    #expect(result.output.contains("verdicts.golden: missing"))
    #expect(result.errorOutput.contains("problems in \(package.standardizedFileURL.path)/Golden\n"), "\(result.errorOutput)")
  }

  @Test("A --golden-dir or --dir that is a file is called a file, and an empty one is refused, each with one line and exit 2")
  func fileOrEmpty() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("verdicts.golden")
    try "x".write(to: file, atomically: true, encoding: .utf8)
    let check = runCommand(["check", "--golden-dir", file.path, "--algorithm", "reference", "--cases", "3"])
    #expect(check.status == 2)
    #expect(check.errorOutput == "snapcheck: check: --golden-dir: \"\(file.path)\" is a file, not a directory\n")
    let golden = runCommand(["golden", "check", "--dir", file.path])
    #expect(golden.status == 2)
    #expect(golden.errorOutput == "snapcheck: golden check: --dir: \"\(file.path)\" is a file, not a directory\n")
    for arguments in [["golden", "check", "--dir", ""], ["golden", "record", "--dir", ""], ["check", "--golden-dir", "", "--cases", "3"]] {
      let result = runCommand(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errorOutput.contains("the path is empty"), "\(arguments): \(result.errorOutput)")
      #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
    }
  }
}
