import Foundation
import SnapJSON
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("snapcheck check for CI: JUnit, JSON lines, GitHub annotations, health")
struct CIOutputTests {
  @Test("JUnit output is XML with a test case per pair, a failure per violation and a skip per n/a pair")
  func junit() throws {
    let result = runCommand([
      "check", "--algorithm", "reference", "--algorithm", "center-nearest", "--cases", "300", "--format", "junit",
    ])
    #expect(result.status == 0)
    let document = try XMLDocument(data: Data(result.output.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    // 2 algorithms × 24 properties; reference has 4 n/a pairs (fresh-equivalent, scale-range,
    // port-equivalence, paging-coherent: its cases hold updates), center-nearest 4 (fresh-equivalent,
    // axis-symmetric: it declares only the horizontal axis, paging-coherent: its cases never
    // page, and update-keeps-item: they hold no updates);
    // center-nearest violates the 14 properties Golden/verdicts.golden records for it, each
    // shown by its recorded witness (Witnesses), which the run replays first: ten first found
    // before case 300, and scale-range (case 1081), scale-invariant (1627), port-equivalence
    // (5565) and translation-invariant (15915) beyond it.
    #expect(root.attribute(forName: "tests")?.stringValue == "48")
    #expect(root.attribute(forName: "failures")?.stringValue == "14")
    #expect(root.attribute(forName: "skipped")?.stringValue == "8")
    #expect(try document.nodes(forXPath: "//testsuite").count == 2)
    #expect(try document.nodes(forXPath: "//testcase").count == 48)
    #expect(try document.nodes(forXPath: "//testsuite[@name='reference']/testcase/failure").count == 0)
    #expect(try document.nodes(forXPath: "//testsuite[@name='reference']/testcase/skipped").count == 4)
    let failures = try document.nodes(forXPath: "//failure")
    #expect(failures.count == 14)
    for failure in failures {
      #expect(failure.stringValue?.contains("replay: snapcheck check --algorithm center-nearest --property ") == true)
      #expect(failure.stringValue?.contains("scenario: {\"algorithm\": \"center-nearest\"") == true)
    }
  }

  @Test("JSON lines: one parseable object per algorithm × generated case, with every property's verdict")
  func jsonLines() throws {
    let result = runCommand([
      "check", "--algorithm", "reference", "--algorithm", "last-offset", "--property", "page-cap", "--property",
      "scale-range", "--cases", "50", "--format", "jsonl",
    ])
    // last-offset × page-cap is recorded violated at case 49: 50 cases reach it, as expected.
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 100)
    for (index, line) in lines.enumerated() {
      guard case .object(let members) = try JSONParser.parse(String(line)) else {
        Issue.record("line \(index) is not an object")
        continue
      }
      #expect(members.map(\.key) == ["algorithm", "case", "inputs", "verdicts", "seconds"])
      #expect(members[0].value == .string(index < 50 ? "reference" : "last-offset"))
      #expect(members[1].value == .number(String(index % 50)))
      guard case .object(let verdicts) = members[3].value else {
        Issue.record("line \(index) has no verdicts object")
        continue
      }
      #expect(verdicts.map(\.key) == ["page-cap", "scale-range"])
      // Neither algorithm sets transforms, so scale-range never applies.
      #expect(verdicts[1].value == .string("n/a"))
      #expect([.string("holds"), .string("violated"), .string("unexercised")].contains(verdicts[0].value))
    }
  }

  @Test("Under GitHub Actions, known violations are notices and verdicts that differ are errors, on standard error")
  func githubAnnotations() {
    let known = runCommand(
      ["check", "--algorithm", "attribute-index-cell", "--property", "no-recycling-skip"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(known.status == 0)
    #expect(known.errorOutput.hasPrefix("::notice title=snapcheck%3A attribute-index-cell × no-recycling-skip::event "))
    #expect(known.errorOutput.contains("%0Areplay: snapcheck check --algorithm attribute-index-cell"))
    #expect(!known.output.contains("::notice"))
    let surprise = runCommand(
      ["check", "--algorithm", "last-offset", "--property", "reachable", "--cases", "2", "--no-witnesses"],
      environment: ["GITHUB_ACTIONS": "true"])
    #expect(surprise.status == 1)
    #expect(surprise.errorOutput.hasPrefix("::error title=snapcheck%3A last-offset × reachable::holds, but Golden/verdicts.golden expects a violation"))
    let local = runCommand(["check", "--algorithm", "attribute-index-cell", "--property", "no-recycling-skip"])
    #expect(local.errorOutput == "")
  }

  @Test("Every checked pair has a health line in text, JSON and Markdown, with a warning when few cases exercised it")
  func healthLines() throws {
    let arguments = ["check", "--algorithm", "reference", "--property", "resize-keeps-item", "--cases", "20"]
    let text = runCommand(arguments)
    // 20 cases cannot exercise a property on the 50 a meaningful pass needs.
    #expect(text.output.contains("\n  reference × resize-keeps-item: 20 generated, "))
    #expect(text.output.contains("; warning: exercised on only "))
    let json = runCommand(arguments + ["--format", "json"])
    guard case .object(let members) = try JSONParser.parse(json.output), case .array(let results) = members[2].value,
      case .object(let fields) = results.first, case .object(let health) = fields.last?.value
    else {
      Issue.record("no health object")
      return
    }
    #expect(health.map(\.key) == ["generated", "checked", "notApplicable", "unsupported", "warning"])
    #expect(health[0].value == .number("20"))
    guard case .number(let checked) = health[1].value, case .number(let notApplicable) = health[2].value else {
      Issue.record("health counts are not numbers")
      return
    }
    #expect(Int(checked)! + Int(notApplicable)! == 20)
    let markdown = runCommand(arguments + ["--format", "markdown"])
    #expect(markdown.output.contains("| health | generated | checked | not applicable | unsupported | warning |"))
    #expect(markdown.output.contains("| `reference` × `resize-keeps-item` | 20 | \(checked) | \(notApplicable) | 0 | exercised on only"))
  }
}
