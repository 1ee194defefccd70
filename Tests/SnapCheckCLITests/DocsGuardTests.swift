import Foundation
import Testing

/// The docs guard in `Scripts/docs.sh` (run by `.ci/run`), on planted checkouts in a temporary
/// directory: history and the project's own tracker stay out of what ships.
/// A comment's opening, spelled so that this file's own planted lines are not comments to the guard.
private let comment = "/" + "/"

@Suite("The docs guard fails on a planted violation and passes what is true now")
struct DocsGuardTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A checkout of `files` (path → contents) with a short README, guarded: its exit status and standard error.
  /// With `commit`, the checkout is a git repository of one commit, and `afterCommit` may then
  /// change its files knowing the commit's hash.
  private func guardResult(
    _ files: [String: String], commit: Bool = false, afterCommit: (URL, String) throws -> Void = { _, _ in }
  ) throws -> (status: Int32, errors: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("docs-guard-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var all = ["README.md": "# A package\n\nIt does one thing.\n"]
    all.merge(files) { _, planted in planted }
    for (path, contents) in all.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    if commit {
      for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "planted"]] {
        #expect(try run("/usr/bin/env", ["git", "-C", directory.path] + arguments).status == 0)
      }
      try afterCommit(directory, try head(directory))
    }
    return try run("/bin/bash", [Self.root.appendingPathComponent("Scripts/docs.sh").path, "--guard", directory.path])
  }

  private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("A checkout that names no history passes, third-party issue numbers after their library's name included")
  func cleanPasses() throws {
    let result = try guardResult([
      "Sources/A/A.swift": "\(comment) The cap stops short of the last item (FSPagerView #322, PR #45); see TheUIKitModel.\nlet a = 1\n",
      "Sources/A/A.docc/Article.md": "# Article\n\nAn anchor: [the carousel](#8-a-carousel).\n",
      "Golden/report/README.md": "- [#12](https://github.com/o/r/issues/12) (stops between items)\n",
    ])
    #expect(result.status == 0)
    #expect(result.errors == "")
  }

  @Test("Each planted violation fails the guard with its file and line", arguments: [
    ("Sources/A/A.swift", "let a = 1\n\(comment) Worked out from SPEC §8.2.\n", "Sources/A/A.swift:2: names a SPEC section"),
    ("Sources/A/A.docc/Article.md", "# Article\n\nItems of different sizes (§8.2).\n", "Sources/A/A.docc/Article.md:3: names a SPEC section"),
    ("Tests/ATests/ATests.swift", "@Test(\"It no longer crashes (issue 23)\")\n", "Tests/ATests/ATests.swift:1: names one of the project's issue numbers"),
    ("Sources/A/B.swift", "let b = 2  \(comment) fixed in (#23)\n", "Sources/A/B.swift:1: names one of the project's issue numbers"),
    ("Golden/report/up-carousel.md", "# up-carousel\n\nMeasured at a load average of 1.9.\n", "Golden/report/up-carousel.md:3: names a load average"),
    ("Golden/edge-cases.md", "| a | b |\n|---|---|\n| 1 | 2 callgrind instructions |\n", "Golden/edge-cases.md:3: names callgrind"),
  ])
  func plantedViolationFails(path: String, contents: String, message: String) throws {
    let result = try guardResult([path: contents])
    #expect(result.status == 1)
    #expect(result.errors.contains(message + "\n"))
  }

  @Test("A README of 301 lines fails; one of 300 passes")
  func readmeLength() throws {
    let line = "A line.\n"
    let long = try guardResult(["README.md": String(repeating: line, count: 301)])
    #expect(long.status == 1)
    #expect(long.errors.contains("README.md: 301 lines, more than 300"))
    #expect(try guardResult(["README.md": String(repeating: line, count: 300)]).status == 0)
  }

  @Test("A hash of one of the checkout's own commits fails; another repository's pinned commit does not")
  func commitHash() throws {
    let clean = try guardResult(["Sources/A/A.swift": "\(comment) Rebuilt from upstream 5bc891a (a library's release).\n"], commit: true)
    #expect(clean.status == 0)
    var planted = ""
    let result = try guardResult([:], commit: true) { directory, hash in
      planted = hash
      try "# A package\n\nFaster since \(hash).\n".write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    }
    #expect(result.status == 1)
    #expect(result.errors.contains("README.md:3: names a commit of this repository (\(planted))\n"))
  }

  /// The full hash of the checkout's one commit.
  private func head(_ directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory.path, "rev-parse", "HEAD"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
