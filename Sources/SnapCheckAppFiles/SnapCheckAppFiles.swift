import Foundation
import PackagePlugin

/// SnapCheck's build-tool plugin: compiles an app's own Swift files, unedited, into the test
/// target that uses it.
///
/// The target keeps the app's files (or symbolic links to them) in an `AppFiles` folder that
/// it excludes from its sources. For each `.swift` file in it (subfolders and linked folders
/// included, other files skipped), the plugin runs `snapcheck-adapt`, which writes an adapted
/// copy to the plugin's work folder: SnapCheck imported for UIKit, SwiftUI, QuartzCore and
/// CoreGraphics, the Objective-C-only attributes and `dynamic` dropped, `#selector` made a
/// `Selector`, and every line mapped back to the app's file (see the `AppFilesAsWritten` article).
/// The copies compile with the target's own sources.
@main
struct SnapCheckAppFiles: BuildToolPlugin {
  /// The folder, inside the target's folder, that holds the app's files.
  static let folderName = "AppFiles"

  /// One build command per app file.
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let folder = target.directoryURL.appending(path: Self.folderName)
    guard Self.isDirectory(folder) else {
      Diagnostics.error("SnapCheckAppFiles: target '\(target.name)' has no \(Self.folderName) folder (\(folder.path)); put the app's files, or links to them, there and exclude it from the target")
      return []
    }
    let tool = try context.tool(named: "snapcheck-adapt")
    var outputs: [String: String] = [:]
    var commands: [Command] = []
    for (relative, file) in Self.swiftFiles(in: folder.resolvingSymlinksInPath(), relative: [], within: []) {
      // A copy named as its file would give two files one #fileID (the compiler warns), so
      // the copy's name adds the folders below AppFiles and `.adapted`.
      let name = String(relative.joined(separator: "_").dropLast(".swift".count)) + ".adapted.swift"
      if let earlier = outputs[name] {
        Diagnostics.error("SnapCheckAppFiles: \(earlier) and \(relative.joined(separator: "/")) would both compile as \(name); rename or move one")
        continue
      }
      outputs[name] = relative.joined(separator: "/")
      let output = context.pluginWorkDirectoryURL.appending(path: name)
      commands.append(
        .buildCommand(
          displayName: "Adapting \(Self.folderName)/\(relative.joined(separator: "/")) for SnapCheck",
          executable: tool.url, arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output]))
    }
    return commands
  }

  /// The `.swift` files under `folder` (a real path), links followed, in name order: each
  /// with its path below `AppFiles` and its real location. `within` holds the real paths of the
  /// folders walked down to this one, so a link back up to one of them is not followed again.
  private static func swiftFiles(in folder: URL, relative: [String], within: Set<String>) -> [(relative: [String], file: URL)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let walked = within.union([folder.path])
    return names.filter { !$0.hasPrefix(".") }.sorted().flatMap { name -> [(relative: [String], file: URL)] in
      let entry = folder.appending(path: name).resolvingSymlinksInPath()
      if isDirectory(entry) {
        return walked.contains(entry.path) ? [] : swiftFiles(in: entry, relative: relative + [name], within: walked)
      }
      return name.hasSuffix(".swift") ? [(relative + [name], entry)] : []
    }
  }

  /// Whether `url` is a folder (after links).
  private static func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
  }
}
