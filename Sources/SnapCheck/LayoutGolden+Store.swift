import Foundation
import SnapGolden

/// Where a layout's golden lives: one store, `__Snapshots__/<test file>/<layout>.golden`
/// beside the test that pins it, which `assertGolden` and a command line of your own both
/// read and write (see GoldensInCI).
extension LayoutGolden {
  /// The folder a command line of your own kept its goldens in before they moved beside their
  /// tests: `Golden/` of the package.
  package static let formerFolder = "Golden"

  /// The folder of snapshots beside a test file.
  package static let snapshotsFolder = "__Snapshots__"

  /// Every `fileName` in a `__Snapshots__/<test file>/` folder of the package at `root`,
  /// where `assertGolden` keeps goldens, in path order. Hidden folders (`.build`, `.git`)
  /// and symbolic links are not searched.
  package static func snapshotGoldens(named fileName: String, inPackage root: URL) -> [URL] {
    var found: [URL] = []
    var folders = [root]
    while let folder = folders.popLast() {
      for name in children(of: folder) where !name.hasPrefix(".") {
        let child = folder.appendingPathComponent(name)
        guard isDirectory(child) else { continue }
        guard name == snapshotsFolder else {
          folders.append(child)
          continue
        }
        for test in children(of: child) where isDirectory(child.appendingPathComponent(test)) {
          let golden = child.appendingPathComponent(test).appendingPathComponent(fileName)
          if FileManager.default.fileExists(atPath: golden.path) { found.append(golden) }
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// `layout`'s golden in the former store of the package at `root`, or nil: a file
  /// `Golden/<fileName>` whose header names the layout.
  package static func formerGolden(of layout: String, fileName: String, inPackage root: URL) -> URL? {
    let url = root.appendingPathComponent(formerFolder).appendingPathComponent(fileName)
    guard var reader = try? open(url), let header = try? reader.header(), header.algorithm == layout else { return nil }
    return url
  }

  /// The line that says where a golden in the former store goes: beside the test that pins the
  /// layout, where both `assertGolden` and `golden check` read it.
  package static func moveAdvice(_ former: URL, fileName: String) -> String {
    "\(former.path) is where a command line of your own kept goldens before; a layout's golden now lives beside the test "
      + "that pins it, in \(snapshotsFolder)/<test file>/\(fileName), where assertGolden and golden check both read it"
  }

  private static func children(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Whether `url` is a directory itself, not a symbolic link to one.
  private static func isDirectory(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeDirectory
  }
}
