import Foundation
import SnapAlgorithms
import SnapGolden
import SnapJSON

/// Where `golden` and `check` find the golden directory: the path given (`--dir`,
/// `--golden-dir`), else `Golden/` of the package the current directory is in.
enum GoldenDirectory {
  /// The directory `path` names, or without one `fallback`, or without that the current
  /// package's `Golden/`.
  ///
  /// - Throws: `.usage` naming `option` for an empty path or one that exists and is no
  ///   directory (saying what it is), and when no `Package.swift` is at or above the current
  ///   directory.
  static func resolve(_ path: String?, option: String, command: String, fallback: URL? = nil) throws(CommandLineError) -> URL {
    guard let path else {
      if let fallback { return fallback }
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      guard let found = GoldenStore.packageGoldenDirectory(from: current) else {
        throw .usage(
          "\(command): no Package.swift in \(Echo.quoted(current.path)) or above it to find Golden/ in; run inside the package or pass \(option) D")
      }
      return found
    }
    guard !path.isEmpty else { throw .usage("\(command): \(option): the path is empty; name the golden directory (such as Golden)") }
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw .usage("\(command): \(option): \(Echo.quoted(path)) is \(kind(status.st_mode)), not a directory")
    }
    return URL(fileURLWithPath: path)
  }

  /// What a file system entry that is no directory is, in words.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: return "a file"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFIFO: return "a pipe"
    case S_IFSOCK: return "a socket"
    default: return "something else"
    }
  }

  /// The verdicts `check` compares with: `verdicts.golden` in the directory `path` names, or
  /// without one in the current package's `Golden/`. A command line of one's own needs them
  /// only for the built-ins: with none of them selected it reads nothing, and without `path`
  /// it judges the built-ins only when its package keeps the file (nil otherwise).
  ///
  /// - Throws: `.usage` when the directory cannot be resolved or the file read.
  static func expectedVerdicts(_ path: String?, algorithms: [Algorithm], catalogue: Catalogue) throws(CommandLineError) -> VerdictsGolden? {
    let ownLayouts = Set(catalogue.layouts.map(\.name))
    let optional = !ownLayouts.isEmpty && path == nil
    let directory: URL
    if optional {
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      guard algorithms.contains(where: { !ownLayouts.contains($0.id) }), let found = GoldenStore.packageGoldenDirectory(from: current)
      else { return nil }
      directory = found
    } else {
      directory = try resolve(path, option: "--golden-dir", command: "check")
    }
    do {
      return try GoldenStore(directory: directory).verdicts()
    } catch .missing where optional {
      return nil
    } catch {
      throw .usage("check: the expected verdicts: \(error) (pass --golden-dir)")
    }
  }
}
