import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing
@testable import SnapCheckCLI
@testable import SnapReport

/// The README's blocks that restate declarations: each lies between `<!-- name:begin -->` and
/// `<!-- name:end -->` and equals what the declarations give now.
@Suite("The README's generated blocks equal their declarations")
struct ReadmeBlocksTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text between the markers named `name` in the file at `path` (relative to the root).
  static func block(_ name: String, in path: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- \(name):begin -->\n"))
    let end = try #require(text[begin.upperBound...].range(of: "\n<!-- \(name):end -->"))
    return String(text[begin.upperBound..<end.lowerBound])
  }

  @Test("The matrix excerpt is the default matrix's realistic rows, as `snapcheck` prints them, from Golden/verdicts.golden")
  func matrixExcerpt() throws {
    let excerpt = try Self.block("matrix", in: "README.md")
    let lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "```" && lines.last == "```")
    let golden = try VerdictsGolden.parse(
      String(contentsOf: Self.root.appendingPathComponent("Golden/verdicts.golden"), encoding: .utf8), file: "verdicts.golden")
    let width = max(12, AlgorithmRegistry.ids.map(\.count).max() ?? 0)
    let pad = { (text: String) in text + String(repeating: " ", count: max(0, width - text.count)) }
    let rows = lines.dropFirst(2).dropLast()
    #expect(rows.count >= 5)
    var expected = ["```", pad("") + " " + Property.allCases.map(\.code).joined(separator: " ")]
    for row in rows {
      let algorithm = String(row.prefix { $0 != " " })
      #expect(AlgorithmRegistry.algorithm(id: algorithm) != nil, "\(algorithm) is not a built-in")
      let cells = Property.allCases.map { property -> String in
        switch golden.expected(algorithm, property, profile: .realistic) {
        case .holds: return "ok  "
        case .violated: return "XX  "
        case .notApplicable: return "--  "
        }
      }
      expected.append(pad(algorithm) + " " + cells.joined().trimmingCharacters(in: .whitespaces))
    }
    expected.append("```")
    #expect(excerpt == expected.joined(separator: "\n"))
  }

  @Test("The algorithm index is the report index's families, linked to the guides in Golden/report/")
  func algorithmIndex() throws {
    let index = ReportFamily.index(of: AlgorithmRegistry.all).drop { !$0.hasPrefix("- ") }
      .map { $0.replacingOccurrences(of: "](", with: "](Golden/report/") }
    #expect(try Self.block("algorithms", in: "README.md") == index.joined(separator: "\n"))
    #expect(ReportFamily.all.flatMap(\.members).sorted() == AlgorithmRegistry.ids.sorted())
  }

  @Test("The command list is `snapcheck help`'s")
  func commands() throws {
    #expect(try Self.block("commands", in: "README.md") == "```\n" + SnapCheckCommand.usage + "\n```")
  }

  @Test("The exit statuses in the README and in TheCommandLine are ExitStatus's, and 1, 2 and 3 are CommandLineError's")
  func exitStatuses() throws {
    #expect(try Self.block("exit-status", in: "README.md") == ExitStatus.markdown)
    #expect(try Self.block("exit-status", in: "Sources/SnapCheck/SnapCheck.docc/TheCommandLine.md") == ExitStatus.markdown)
    #expect(ExitStatus.all.map(\.status) == [0, 1, 2, 3])
  }
}
