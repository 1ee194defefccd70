import Foundation
import SnapAlgorithms
import Testing
@testable import SnapCheckCLI

@Suite("check --option: an algorithm's declared options from the command line")
struct AlgorithmOptionTests {
  @Test("ms-peek with maximumItemsToScroll=2 violates page-cap, as the report's PR #72 demonstration shows")
  func reproducesPR72() {
    let result = runCommand(["check", "--algorithm", "ms-peek", "--property", "page-cap", "--option", "maximumItemsToScroll=2"])
    #expect(result.status == 1)
    #expect(result.output.contains("ms-peek × page-cap: violated"))
    #expect(result.output.contains("\"options\": {\"maximumItemsToScroll\": 2}"))
    #expect(result.output.contains("the cap is 2"))
    #expect(result.output.contains("--option maximumItemsToScroll=2"))
    #expect(result.errorOutput.contains("ms-peek × page-cap violated, expected holds"))
  }

  @Test("The replay line a run with options prints reproduces its failing case")
  func replayKeepsOptions() throws {
    let first = runCommand(["check", "--algorithm", "ms-peek", "--property", "page-cap", "--option", "maximumItemsToScroll=2"])
    let replay = try #require(first.output.split(separator: "\n").first { $0.contains("replay:") })
    let arguments = replay.split(separator: " ").drop { $0 != "check" }.map(String.init)
    let again = runCommand(arguments)
    #expect(again.output.contains("ms-peek × page-cap: violated at case"))
  }

  @Test("A bad option is one line naming it, and exit status 2", arguments: [
    (["--algorithm", "ms-peek", "--option", "maximumItems=2"],
     "snapcheck: check: --option maximumItems: unknown option for ms-peek (it accepts: minimumItemsToScroll, maximumItemsToScroll, cellSpacing)\n"),
    (["--algorithm", "ms-peek", "--option", "maximumItemsToScroll=0"],
     "snapcheck: check: --option maximumItemsToScroll: 0 is outside 1...1000000\n"),
    (["--algorithm", "ms-peek", "--option", "maximumItemsToScroll=two"],
     "snapcheck: check: --option maximumItemsToScroll: \"two\" is not a whole number in 1...1000000\n"),
    (["--algorithm", "ms-peek", "--option", "maximumItemsToScroll"],
     "snapcheck: check: --option \"maximumItemsToScroll\": expected name=value\n"),
    (["--algorithm", "reference", "--option", "alignment=middle"],
     "snapcheck: check: --option alignment: unknown value \"middle\" (expected one of \"leading\", \"center\", \"pages\")\n"),
    (["--algorithm", "ms-peek", "--algorithm", "reference", "--option", "pageCap=2"],
     "snapcheck: check: --option pageCap: unknown option for ms-peek (it accepts: minimumItemsToScroll, maximumItemsToScroll, cellSpacing)\n"),
    (["--option", "pageCap=2", "--option", "pageCap=3", "--algorithm", "reference"],
     "snapcheck: check: --option pageCap: given twice\n"),
  ])
  func badOptions(arguments: [String], message: String) {
    let result = runCommand(["check"] + arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errorOutput == message)
  }

  @Test("Options parse to the values scenario JSON reads")
  func optionsMatchJSON() throws {
    let pager = try #require(AlgorithmRegistry.algorithm(id: "fs-pager"))
    let parsed = try pager.options(parsing: ["decelerationDistance=0", "interitemSpacing=12.5"])
    let read = try Scenario(json: #"{"algorithm": "fs-pager", "options": {"interitemSpacing": 12.5, "decelerationDistance": 0}, "events": []}"#)
    #expect(parsed == read.options)
    #expect(Scenario(Case(), algorithm: pager, options: parsed).optionAssignments == ["decelerationDistance=0", "interitemSpacing=12.5"])
  }

  @Test("A stray option key in scenario JSON is echoed cut and escaped")
  func strayKeyEchoed() {
    let key = "a\\u001b[31m" + String(repeating: "k", count: 5000)
    let result = runCommand(["eval"], stdin: #"{"algorithm": "reference", "options": {"\#(key)": 1}, "events": []}"#)
    #expect(result.status == 2)
    #expect(!result.errorOutput.contains("\u{1B}"))
    #expect(result.errorOutput.count < 300)
    #expect(result.errorOutput.contains("unknown option for reference (it accepts: alignment, pageCap)"))
  }
}
