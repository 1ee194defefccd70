import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapReport
import Testing

/// Where a layout's counterexamples are written, and how: one scenario JSON, trace JSON
/// and filmstrip SVG per violated property, each file written atomically, in a folder of the
/// layout's and the test's own.
///
/// A test's folder holds what its latest run found: the first check in a process clears what
/// an earlier process left there, and a check of another test (or of another layout) never
/// touches it. Two failures of the same property in one folder and process get numbered names
/// (`in-bounds.scenario.json`, then `in-bounds-2.scenario.json`), so neither loses its files.
/// Each test's folder names its test (`testMarker`): the first check in a process removes the
/// folders of tests that no longer exist (their file is gone, or holds no function of that name).
struct Artifacts {
  /// The folder of this layout and test.
  let directory: URL

  /// The directory for `layout` in `test`: `explicit` if given, else `$SNAPCHECK_ARTIFACTS`,
  /// else `.build/snapcheck-artifacts` in the package that holds `testFile` (the temporary
  /// directory when no `Package.swift` is above it); then a folder named after the layout,
  /// and in it one named after the test.
  init(
    layout: String, test: String = Artifacts.currentTest, explicit: URL?, testFile: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let base: URL
    if let explicit {
      base = explicit
    } else if let path = environment[SnapCheck.artifactsVariable], !path.isEmpty {
      base = URL(fileURLWithPath: path)
    } else {
      base = Self.packageRoot(above: testFile)?.appendingPathComponent(SnapCheck.artifactsFolder)
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-artifacts")
    }
    directory = base.appendingPathComponent(Self.fileName(layout)).appendingPathComponent(Self.fileName(test))
  }

  /// The running test as a folder name: its suites and its name, joined by `.`, without the
  /// `()` of a function without arguments (`CarouselTests.snaps`); `outside-a-test` when
  /// no test is running.
  static var currentTest: String {
    guard let test = Test.current else { return "outside-a-test" }
    return test.id.nameComponents.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 }.joined(separator: ".")
  }

  /// The nearest directory above `file` that holds a `Package.swift`.
  static func packageRoot(above file: String) -> URL? {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// `name` with anything but letters, digits, `-`, `_` and `.` replaced by `-`.
  static func fileName(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
    return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "layout" : cleaned
  }

  /// Removes what an earlier process wrote in this folder (scenario, trace and filmstrip
  /// files, nothing else), the first time this process uses the folder; later checks in the
  /// same process keep what the earlier ones wrote.
  func removeEarlierArtifacts() {
    let base = directory.deletingLastPathComponent().deletingLastPathComponent()
    if Self.ledger.claim("base " + base.path) { Self.removeFoldersOfGoneTests(in: base) }
    guard Self.ledger.claim(directory.path) else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where Self.suffixes.contains(where: name.hasSuffix) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// The file in a test's folder that names its test: the test's source file, then its
  /// function's name, one a line.
  static let testMarker = ".snapcheck-test"

  /// The running test as `testMarker` holds it, or nil when no test is running.
  static var currentTestMarker: String? {
    guard let test = Test.current else { return nil }
    return test.sourceLocation.filePath + "\n" + test.name.prefix { $0 != "(" } + "\n"
  }

  /// Removes the test folders (`base/<layout>/<test>`) whose marker names a test that no
  /// longer exists, and layout folders left empty; folders without a marker are kept.
  static func removeFoldersOfGoneTests(in base: URL) {
    let manager = FileManager.default
    for layout in (try? manager.contentsOfDirectory(atPath: base.path))?.sorted() ?? [] {
      let layoutFolder = base.appendingPathComponent(layout)
      for test in (try? manager.contentsOfDirectory(atPath: layoutFolder.path))?.sorted() ?? [] {
        let folder = layoutFolder.appendingPathComponent(test)
        guard let marker = try? String(contentsOf: folder.appendingPathComponent(testMarker), encoding: .utf8) else { continue }
        let lines = marker.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { continue }
        let source = (try? String(contentsOfFile: lines[0], encoding: .utf8)) ?? ""
        if !source.contains("func \(lines[1])(") { try? manager.removeItem(at: folder) }
      }
      if (try? manager.contentsOfDirectory(atPath: layoutFolder.path))?.isEmpty == true { try? manager.removeItem(at: layoutFolder) }
    }
  }

  /// The folders this process has used and the files it wrote there.
  private static let ledger = Ledger()

  /// The endings of the files written for a violation.
  static let suffixes = [".scenario.json", ".trace.json", ".svg"]

  /// The scenario, trace (`trace`, its run) and filmstrip files of `violation` (property
  /// `property`), in that order: computed where the layout runs, written by `write`.
  static func files(for violation: Violation, trace: Trace, property: Property, contract: LayoutContract, layout: String) -> [File] {
    [
      File(name: "\(property.id).scenario.json", text: violation.scenario.json + "\n"),
      File(name: "\(property.id).trace.json", text: trace.json(algorithm: layout) + "\n"),
      File(name: "\(property.id).svg", text: Filmstrip.svg(of: violation, alignment: contract.alignment, pageLength: contract.pageLength, title: "\(layout) × \(property.id): \(violation.message)")),
    ]
  }

  /// One file of a violation's artifacts.
  struct File: Codable, Sendable {
    /// Its name in the layout's directory.
    var name: String
    /// Its contents.
    var text: String
  }

  /// Writes `files` (one violation's) into the directory and returns their URLs, in order.
  /// When this process already wrote a file of that name here, every name gets the first
  /// free number after its stem (`in-bounds-2.trace.json`).
  ///
  /// - Throws: the file system's error, after which no partial file is left.
  func write(_ files: [File]) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if let marker = Self.currentTestMarker {
      try Data(marker.utf8).write(to: directory.appendingPathComponent(Self.testMarker), options: .atomic)
    }
    let paths = Self.ledger.reserve(files.map { directory.appendingPathComponent($0.name).path })
    return try zip(files, paths).map { file, path in
      let url = URL(fileURLWithPath: path)
      try Data(file.text.utf8).write(to: url, options: .atomic)
      return url
    }
  }
}

/// The artifact folders and files this process has used, shared by every thread.
private final class Ledger: @unchecked Sendable {
  private let lock = NSLock()
  private var claimed: Set<String> = []
  private var written: Set<String> = []

  /// Whether this is the process's first use of the folder at `path`.
  func claim(_ path: String) -> Bool {
    lock.withLock { claimed.insert(path).inserted }
  }

  /// `paths` as they are if none was written yet, else each with the first number (2, 3, …)
  /// after its stem (the file name up to its first `.`) for which none was; then noted.
  func reserve(_ paths: [String]) -> [String] {
    lock.withLock {
      var chosen = paths
      var number = 1
      while chosen.contains(where: written.contains) {
        number += 1
        chosen = paths.map { Self.numbered($0, number) }
      }
      written.formUnion(chosen)
      return chosen
    }
  }

  /// `path` with `-number` after the stem of its file name.
  private static func numbered(_ path: String, _ number: Int) -> String {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let stem = name.prefix { $0 != "." }
    return url.deletingLastPathComponent().appendingPathComponent("\(stem)-\(number)\(name.dropFirst(stem.count))").path
  }
}
