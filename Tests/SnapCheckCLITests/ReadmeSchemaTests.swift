import Foundation
import SnapAlgorithms
import Testing

@Suite("The scenario field table in TheCommandLine is the schema's")
struct ReadmeSchemaTests {
  @Test("TheCommandLine holds exactly the tables made from the field, event and option declarations")
  func readmeTableIsGenerated() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(contentsOf: root.appendingPathComponent("Sources/SnapCheck/SnapCheck.docc/TheCommandLine.md"), encoding: .utf8)
    let begin = try #require(article.range(of: "<!-- scenario-schema:begin -->\n"))
    let end = try #require(article.range(of: "\n<!-- scenario-schema:end -->"))
    #expect(String(article[begin.upperBound..<end.lowerBound]) == Scenario.schemaMarkdown())
  }
}
