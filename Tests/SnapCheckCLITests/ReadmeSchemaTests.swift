import Foundation
import SnapAlgorithms
import Testing

@Suite("The README's scenario field table is the schema's")
struct ReadmeSchemaTests {
  @Test("README.md holds exactly the tables made from the field, event and option declarations")
  func readmeTableIsGenerated() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(readme.range(of: "<!-- scenario-schema:begin -->\n"))
    let end = try #require(readme.range(of: "\n<!-- scenario-schema:end -->"))
    #expect(String(readme[begin.upperBound..<end.lowerBound]) == Scenario.schemaMarkdown())
  }
}
