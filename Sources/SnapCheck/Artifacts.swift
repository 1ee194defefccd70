import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapReport

/// Where a layout's counterexamples are written, and how: one scenario JSON, trace JSON
/// and filmstrip SVG per violated property, each file written atomically.
struct Artifacts {
  /// The environment variable that names the directory.
  static let environmentVariable = "SNAPCHECK_ARTIFACTS"

  /// The layout's own directory.
  let directory: URL

  /// The directory for `layout`: `explicit` if given, else `$SNAPCHECK_ARTIFACTS`, else
  /// `.build/snapcheck-artifacts` in the package that holds `testFile` (the temporary
  /// directory when no `Package.swift` is above it); then a folder named after the layout.
  init(layout: String, explicit: URL?, testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    let base: URL
    if let explicit {
      base = explicit
    } else if let path = environment[Self.environmentVariable], !path.isEmpty {
      base = URL(fileURLWithPath: path)
    } else {
      base = Self.packageRoot(above: testFile)?.appendingPathComponent(".build/snapcheck-artifacts")
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-artifacts")
    }
    directory = base.appendingPathComponent(Self.fileName(layout))
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

  /// Removes what an earlier check wrote for this layout (its scenario, trace and filmstrip
  /// files, nothing else), so the directory holds only this run's counterexamples.
  func removeEarlierArtifacts() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where Self.suffixes.contains(where: name.hasSuffix) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// The endings of the files written for a violation.
  static let suffixes = [".scenario.json", ".trace.json", ".svg"]

  /// The scenario, trace (`trace`, its run) and filmstrip files of `violation` (property
  /// `property`), in that order: computed where the layout runs, written by `write`.
  static func files(for violation: Violation, trace: Trace, property: Property, alignment: Alignment, layout: String) -> [File] {
    [
      File(name: "\(property.id).scenario.json", text: violation.scenario.json + "\n"),
      File(name: "\(property.id).trace.json", text: trace.json(algorithm: layout) + "\n"),
      File(name: "\(property.id).svg", text: Filmstrip.svg(of: violation, alignment: alignment, title: "\(layout) × \(property.id): \(violation.message)")),
    ]
  }

  /// One file of a violation's artifacts.
  struct File: Codable, Sendable {
    /// Its name in the layout's directory.
    var name: String
    /// Its contents.
    var text: String
  }

  /// Writes `files` into the directory and returns their URLs, in order.
  ///
  /// - Throws: the file system's error, after which no partial file is left.
  func write(_ files: [File]) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try files.map { file in
      let url = directory.appendingPathComponent(file.name)
      try Data(file.text.utf8).write(to: url, options: .atomic)
      return url
    }
  }
}
