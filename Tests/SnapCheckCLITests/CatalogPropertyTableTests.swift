import Foundation
import SnapEngine
import Testing

@Suite("The DocC catalog's property table is the properties' own")
struct CatalogPropertyTableTests {
  @Test("TheProperties.md lists every property of Property.allCases, in order, with its column code and summary")
  func propertyTableMatchesDeclarations() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/SnapCheck/SnapCheck.docc/TheProperties.md"), encoding: .utf8)
    let begin = try #require(article.range(of: "<!-- properties:begin -->\n"))
    let end = try #require(article.range(of: "\n<!-- properties:end -->"))
    let rows = Property.allCases.map { "| `\($0.id)` | `\($0.code)` | \($0.summary) |" }
    let expected = (["| property | column | holds when |", "|---|---|---|"] + rows).joined(separator: "\n")
    #expect(String(article[begin.upperBound..<end.lowerBound]) == expected)
  }
}
