import Foundation
import SnapAlgorithms
import SnapEngine
import SnapReport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects whether a document parsed and the first error.
private final class ParseProbe: NSObject, XMLParserDelegate {
  var error: Error?
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }
}

@Suite("The edge-case report")
struct ReportTests {
  static let check = CheckRunner.defaultMatrix(.realistic)
  static let report = Report(check: check, cases: 1000)

  @Test("Every SVG is well-formed XML with an svg root")
  func svgsParse() {
    let pictures = Self.report.files.filter { $0.name.hasSuffix(".svg") }
    #expect(!pictures.isEmpty)
    for picture in pictures {
      let parser = XMLParser(data: Data(picture.contents.utf8))
      let probe = ParseProbe()
      parser.delegate = probe
      #expect(parser.parse(), "\(picture.name): \(String(describing: probe.error))")
      #expect(picture.contents.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }
  }

  @Test("Every file the report writes has a name of its own (two zoo demos of one property never share a filmstrip)")
  func fileNamesUnique() {
    let names = Self.report.files.map(\.name)
    #expect(Set(names).count == names.count, "\(names.filter { name in names.filter { $0 == name }.count > 1 })")
  }

  @Test("Every violation has a section on its algorithm's page, a link from the index's matrix, and at least one filmstrip")
  func everyViolationIllustrated() throws {
    let index = try #require(Self.report.files.first { $0.name == "README.md" }?.contents)
    let names = Set(Self.report.files.map(\.name))
    for result in Self.check.results where result.verdict == .violated {
      let anchor = "\(result.algorithm)--\(result.property.id)"
      let page = try #require(Self.report.files.first { $0.name == "\(result.algorithm).md" }?.contents)
      #expect(page.contains("<a id=\"\(anchor)\"></a>\n## `\(result.algorithm)` violates `\(result.property.id)`"), "\(anchor)")
      #expect(index.contains("[✗](\(result.algorithm).md#\(anchor))"), "\(anchor)")
      #expect(!index.contains("<a id=\"\(anchor)\">"), "\(anchor)")
      #expect(names.contains(where: { $0.hasPrefix(anchor) && $0.hasSuffix(".svg") }), "\(anchor)")
    }
    #expect(index.contains("## The named edge cases"))
    #expect(index.contains("## The UIKit model: assumptions and sources"))
  }

  @Test("One page per algorithm, linked from the matrix and from exactly one family, in the registry's order")
  func onePagePerAlgorithm() throws {
    let index = try #require(Self.report.files.first { $0.name == "README.md" }?.contents)
    let pages = Self.report.files.map(\.name).filter { $0.hasSuffix(".md") && $0 != "README.md" }
    #expect(pages == AlgorithmRegistry.all.map { "\($0.id).md" })
    let families = try #require(index.components(separatedBy: "## The families\n").last?.components(separatedBy: "\n## ").first)
    for algorithm in AlgorithmRegistry.all {
      let page = try #require(Self.report.files.first { $0.name == "\(algorithm.id).md" }?.contents)
      #expect(page.hasPrefix("<a id=\"\(algorithm.id)\"></a>\n# `\(algorithm.id)`\n\n[The report](README.md) · family: "))
      #expect(index.contains("| [`\(algorithm.id)`](\(algorithm.id).md) |"))
      #expect(families.components(separatedBy: "[`\(algorithm.id)`](\(algorithm.id).md)").count == 2, "\(algorithm.id)")
    }
    // Every built-in belongs to a named family: none is left for the one users' layouts fall in.
    #expect(!families.contains("**Other layouts**"))
    // up-carousel, a rule that centres the item nearest the proposal, and the SwiftUI pair.
    #expect(families.contains("- **Nearest item to the proposal** ([`center-nearest`](center-nearest.md), [`center-nearest-frame`](center-nearest-frame.md), [`up-carousel`](up-carousel.md)"))
    #expect(families.contains("- **SwiftUI's built-ins** ([`swiftui-paging`](swiftui-paging.md), [`swiftui-view-aligned`](swiftui-view-aligned.md))"))
  }

  @Test("A zoo library's reported bugs and an algorithm's options are on its page, each bare issue number after the library's name")
  func reportedBugsOnThePage() throws {
    let page = try #require(Self.report.files.first { $0.name == "fs-pager.md" }?.contents)
    #expect(page.contains("## Reported bugs: FSPagerView"))
    #expect(page.contains("- **FSPagerView #91, FSPagerView #236** (rotation changes the index): not shown:"))
    let centred = try #require(Self.report.files.first { $0.name == "centered-flow.md" }?.contents)
    #expect(centred.contains("- **PR #68** (rotation or invalidation shows the first page):"))
    let index = try #require(Self.report.files.first { $0.name == "README.md" }?.contents)
    #expect(!index.contains("Reported bugs"))
    // ms-peek declares three options; its page lists them from their declarations.
    let msPeek = try #require(Self.report.files.first { $0.name == "ms-peek.md" }?.contents)
    #expect(msPeek.contains(
      "**Options** (`snapcheck check --option NAME=VALUE`): `minimumItemsToScroll` (a whole number in 1...1000000; default none): "
        + "the fewest items a gesture moves; `maximumItemsToScroll` (a whole number in 1...1000000; default none): the most items "
        + "a gesture moves; `cellSpacing` (a number; default 20): the library's cellSpacing: the gap between items.\n"))
  }

  @Test("The same seed gives byte-identical files")
  func deterministic() {
    // Two fresh runs of every pair at 20 cases (a fiftieth of the default matrix each, which
    // the other tests share): what could differ between runs (parallel order, counterexamples,
    // explanations, filmstrips) differs at any case count, and 20 cases already violate most
    // pairs that the default matrix does.
    let reports = (0..<2).map { _ in
      Report(
        check: CheckRunner(seed: 20_261_129, profile: .realistic, cases: 20)
          .run(algorithms: AlgorithmRegistry.all, properties: Property.allCases),
        cases: 20)
    }
    // 167 pictures at 20 cases: filmstrips of the violations found and of the named edge cases.
    #expect(reports[0].files.count { $0.name.hasSuffix(".svg") } >= 150)
    #expect(reports[0].files.map(\.name) == reports[1].files.map(\.name))
    #expect(reports[0].files.map(\.contents) == reports[1].files.map(\.contents))
  }

  @Test("The committed Golden/report/ is what Scripts/report.sh writes now (regenerate it when this fails)")
  func committedReportIsCurrent() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent("report")
    let committed = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(committed == Self.report.files.map(\.name).sorted())
    for file in Self.report.files {
      let text = try String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
      #expect(text == file.contents, "Golden/report/\(file.name) is stale: run Scripts/report.sh")
    }
  }

  @Test("The recycled-cell skip's picture shows where it rests and where it should")
  func recycledSkipPicture() throws {
    let picture = try #require(Self.report.files.first {
      $0.name == "attribute-index-cell--no-recycling-skip--current-cell-recycled.svg"
    })
    #expect(picture.contents.contains("rests at 1240 with cells recycled but at 620"))
    #expect(picture.contents.contains("at rest: offset 1240"))
    #expect(picture.contents.contains("fill=\"#ffd54f\""))
  }
}
