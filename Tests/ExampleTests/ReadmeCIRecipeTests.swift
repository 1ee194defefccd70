import Foundation
import SnapCheck
import Testing

@Suite("The README's CI recipe")
struct ReadmeCIRecipeTests {
  @Test("It runs the tests in the test package and uploads the folder failures write their artifacts to")
  func recipeUploadsArtifacts() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "# .github/workflows/snapcheck.yml\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    func value(_ key: String) -> [String] {
      lines.filter { $0.hasPrefix(key + ":") || $0.hasPrefix("- " + key + ":") }.map {
        String($0[$0.range(of: key + ":")!.upperBound...]).trimmingCharacters(in: .whitespaces)
      }
    }
    let packages = value("working-directory")
    #expect(packages.count == 1)
    let package = try #require(packages.first)
    #expect(value("run") == ["swift test"])
    // Uploaded when the tests failed, from the folder `verify` writes to in that package.
    #expect(value("if") == ["failure()"])
    #expect(value("path") == ["\(package)/\(SnapCheck.artifactsFolder)"])
    #expect(value("uses").contains("actions/upload-artifact@v4"))
  }
}
