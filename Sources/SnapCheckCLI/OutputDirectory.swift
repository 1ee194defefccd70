import Foundation
import SnapJSON

/// A directory a command writes whole (`report --out`), replaced atomically and only when
/// nothing would be lost: it must be new, empty, or hold only files an earlier run of the same
/// command wrote and nobody changed since (or that this run writes byte for byte). Anything
/// else (a file, a directory of other files or with one file added or edited, the working
/// directory) is refused with exit status 2, before any work when the names tell.
struct OutputDirectory {
  /// The path as the user gave it (for messages).
  let path: String
  /// Whether the earlier output in the directory vouches for its file `name`: wrote it, and
  /// it is unchanged since; given a way to read the directory's files.
  let isPreviousOutput: (_ name: String, _ read: (String) -> Data?) -> Bool
  /// Whether the command writes files so named (one it does not vouch for may still be this
  /// run's own, byte for byte, which only the new files tell).
  let mayWrite: (_ name: String) -> Bool

  private var url: URL { URL(fileURLWithPath: path).standardizedFileURL }

  /// Writes `files` into a fresh sibling directory, then renames it into place, so a reader
  /// never sees a half-written directory and a failure leaves the old one as it was.
  ///
  /// - Throws: `.usage` when the path may not be replaced, `.output` when writing fails.
  func replace(with files: [(name: String, contents: String)], command: String) throws(CommandLineError) {
    let target = url
    let existing = try existingContents(of: target, command: command, replacing: files)
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
    _ = try existingContents(of: url, command: command, replacing: nil)
  }

  /// The names in the directory at `target` (nil when nothing is there), after checking that
  /// it may be replaced by `files` (nil: by files not known yet, so a name this command writes
  /// passes until they are).
  private func existingContents(
    of target: URL, command: String, replacing files: [(name: String, contents: String)]?
  ) throws(CommandLineError) -> [String]? {
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
    let read = { (name: String) -> Data? in FileManager.default.contents(atPath: target.appendingPathComponent(name).path) }
    for name in names {
      var entry = stat()
      let isFile = lstat(target.appendingPathComponent(name).path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFREG
      let isOwn: Bool
      if !isFile {
        isOwn = false
      } else if isPreviousOutput(name, read) {
        isOwn = true
      } else if let files {
        isOwn = files.first { $0.name == name }.map { read(name) == Data($0.contents.utf8) } ?? false
      } else {
        isOwn = mayWrite(name)
      }
      guard isOwn else {
        throw .usage(
          "\(command): \(Echo.quoted(path)) is neither empty nor an earlier \(command); refusing to replace it "
            + "(\(Echo.quoted(name)) is not a file an earlier \(command) wrote, or was changed since; use a new or empty directory)")
      }
    }
    return names
  }
}
