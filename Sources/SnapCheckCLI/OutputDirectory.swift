import Foundation
import SnapJSON

/// A directory a command writes whole (`report --out`), replaced atomically and only when
/// nothing would be lost: it must be new, empty, or hold what an earlier run of the same
/// command wrote. Anything else (a file, a directory of other files, the working directory)
/// is refused with exit status 2.
struct OutputDirectory {
  /// The path as the user gave it (for messages).
  let path: String
  /// Whether a directory listing is a previous output that may be replaced: its names, and a
  /// way to read one of its files.
  let isPreviousOutput: (_ names: [String], _ read: (String) -> String?) -> Bool

  private var url: URL { URL(fileURLWithPath: path).standardizedFileURL }

  /// Writes `files` into a fresh sibling directory, then renames it into place, so a reader
  /// never sees a half-written directory and a failure leaves the old one as it was.
  ///
  /// - Throws: `.usage` when the path may not be replaced, `.output` when writing fails.
  func replace(with files: [(name: String, contents: String)], command: String) throws(CommandLineError) {
    let target = url
    let existing = try existingContents(of: target, command: command)
    let manager = FileManager.default
    let parent = target.deletingLastPathComponent()
    let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).staging-\(suffix)")
    let retired = parent.appendingPathComponent(".\(target.lastPathComponent).retired-\(suffix)")
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      try? manager.removeItem(at: staging)
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
      for file in files {
        try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name))
      }
      if existing?.isEmpty == false { try manager.moveItem(at: target, to: retired) }
      guard rename(staging.path, target.path) == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
    } catch {
      try? manager.removeItem(at: staging)
      if manager.fileExists(atPath: retired.path) && !manager.fileExists(atPath: target.path) {
        try? manager.moveItem(at: retired, to: target)
      }
      throw .output("\(command): cannot write \(Echo.quoted(path)): \(StandardStreams.describe(error))")
    }
    try? manager.removeItem(at: retired)
  }

  /// Checks, before any work is done, that the path may be replaced.
  ///
  /// - Throws: `.usage` naming why not.
  func checkReplaceable(command: String) throws(CommandLineError) {
    _ = try existingContents(of: url, command: command)
  }

  /// The names in the directory at `target` (nil when nothing is there), after checking that
  /// it may be replaced.
  private func existingContents(of target: URL, command: String) throws(CommandLineError) -> [String]? {
    var status = stat()
    guard lstat(target.path, &status) == 0 else {
      guard errno == ENOENT else {
        throw .usage("\(command): \(Echo.quoted(path)): \(StandardStreams.reason(errno))")
      }
      return nil
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .usage("\(command): \(Echo.quoted(path)) exists and is not a directory; refusing to replace it")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
    } catch {
      throw .usage("\(command): \(Echo.quoted(path)): \(StandardStreams.describe(error))")
    }
    let read = { (name: String) -> String? in try? StandardStreams.readFile(target.appendingPathComponent(name).path) }
    guard names.isEmpty || isPreviousOutput(names, read) else {
      throw .usage(
        "\(command): \(Echo.quoted(path)) is neither empty nor an earlier \(command); refusing to replace it (use a new or empty directory)")
    }
    return names
  }
}
