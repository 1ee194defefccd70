import SnapAlgorithms
import SnapEngine
@testable import SnapReport
import Testing

/// SwiftUI's built-ins say which of the model's assumptions their verdicts rest on (S1 and
/// S3 for `.paging`, S1 and S4 for `.viewAligned`): in each violation, the matrix legend and
/// their report pages; the UIKit seeds rest on none of their own.
@Suite("Verdicts that rest on an assumption say which")
struct AssumptionLegendTests {
  static let paging = "S1 (the backing UIScrollView), S3 (.paging pages by the container)"
  static let aligned = "S1 (the backing UIScrollView), S4 (.viewAligned aligns leading edges, its limit)"

  @Test("A violation of swiftui-paging ends naming S1 and S3; one of last-offset names none")
  func violationMessages() throws {
    let runner = CheckRunner(seed: 20_261_129, profile: .realistic, cases: 200)
    let paging = try #require(AlgorithmRegistry.algorithm(id: "swiftui-paging"))
    let message = try #require(runner.check(.direction, on: paging).counterexample?.message)
    #expect(message.hasSuffix(" (this verdict rests on \(Self.paging))"))
    let seed = try #require(AlgorithmRegistry.algorithm(id: "last-offset"))
    let plain = try #require(runner.check(.inBounds, on: seed).counterexample?.message)
    #expect(!plain.contains("rests on"))
  }

  @Test("The matrix legend, as text and as Markdown, names the assumptions of each SwiftUI built-in and of nothing else")
  func legend() {
    let results = ["last-offset", "swiftui-paging", "swiftui-view-aligned"].map {
      PairResult(algorithm: $0, property: .finite, verdict: .holds, cases: 1, failingCase: nil, counterexample: nil)
    }
    let report = CheckReport(seed: 1, profile: .realistic, results: results)
    let text = report.text.split(separator: "\n").map(String.init)
    #expect(text.filter { $0.contains("every verdict rests on") } == [
      "  swiftui-paging: every verdict rests on \(Self.paging)",
      "  swiftui-view-aligned: every verdict rests on \(Self.aligned)",
    ])
    let markdown = report.markdown.split(separator: "\n").map(String.init)
    #expect(markdown.filter { $0.contains("every verdict rests on") } == [
      "- swiftui-paging: every verdict rests on \(Self.paging)",
      "- swiftui-view-aligned: every verdict rests on \(Self.aligned)",
    ])
  }
}
