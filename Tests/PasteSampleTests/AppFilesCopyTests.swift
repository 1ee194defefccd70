import Foundation
import Testing

/// This target's folder.
private let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// `shared/` beside the clone, where the paste samples come from (CI keeps a copy there).
private let shared = targetFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("shared")

/// The `.swift` files of `folder`, by name.
private func swiftFiles(in folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
}

@Suite("AppFiles holds the paste samples as written")
struct AppFilesCopyTests {
  @Test(
    "Each folder of AppFiles/ is its shared/ folder's Swift files, byte for byte",
    .enabled(if: FileManager.default.fileExists(atPath: shared.path), "no shared/ folder beside the clone: skipped"),
    arguments: ["paste-samples", "paste-samples-2"])
  func copiesAreTheOriginals(folder: String) throws {
    let copies = targetFolder.appendingPathComponent("AppFiles").appendingPathComponent(folder)
    let originals = shared.appendingPathComponent(folder)
    let names = try swiftFiles(in: originals)
    #expect(try swiftFiles(in: copies) == names)
    #expect(names.count == 4)
    for name in names {
      let copy = try Data(contentsOf: copies.appendingPathComponent(name))
      #expect(copy == (try Data(contentsOf: originals.appendingPathComponent(name))), "AppFiles/\(folder)/\(name)")
    }
  }
}
