import Foundation
@testable import SnapCheck
import SnapEngine
import Testing

/// A user's witnesses (`LayoutWitnesses`, the Witnesses article): `verify` keeps each
/// counterexample in the layout's snapshot folder, replays it first on every later run and
/// reports one that no longer fails as fixed; `SNAPCHECK_CASES` deepens a run.
@Suite("A layout's own witnesses, and SNAPCHECK_CASES")
struct LayoutWitnessesTests {
  /// A call site in a test file `name` of `directory`, so the snapshot folder is a scratch one.
  static func location(_ directory: URL, _ name: String, line: Int) -> SourceLocation {
    SourceLocation(fileID: "ExampleTests/\(name)", filePath: directory.appendingPathComponent(name).path, line: line, column: 1)
  }

  /// Writes `text` as `layout`'s kept witnesses for a test file `test` (without `.swift`) of
  /// `directory`, and returns the file.
  static func keep(_ text: String, layout: String, test: String, in directory: URL) throws -> URL {
    let folder = directory.appendingPathComponent("__Snapshots__/\(test)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("\(layout).witnesses")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The clamped carousel's scenario of two 728 pt items with a 10 pt gap in a 768 pt view, a
  /// still 425 pt drag: the unclamped carousel's in-bounds counterexample.
  static let twoWideItems = #"{"algorithm": "PagingCarouselLayout", "layout": {"itemCount": 2, "itemWidth": 728, "itemHeight": 300, "lineSpacing": 10, "viewWidth": 768, "viewHeight": 300, "screenScale": 3}, "events": [{"type": "drag", "distance": 425, "velocity": 0}]}"#

  @Test("A user's witness survives across runs and is replayed first, before any generated case")
  func keptAndReplayedFirst() throws {
    let directory = scratchDirectory("kept")
    let unclamped = variant("UnclampedCarouselLayout") { UnclampedCarouselLayout() }
    var first: SnapCheckRun?
    withKnownIssue {
      first = SnapCheck.verify(unclamped, targeted: false, artifacts: directory, sourceLocation: Self.location(directory, "KeptTests.swift", line: 1))
    }
    let found = try #require(first?.results.first { $0.property == .inBounds })
    let failing = try #require(found.failingCase)
    #expect(found.verdict == .violated)
    // The file beside the layout's golden names the pair, its case and the stream it is a case
    // of, its shrunk scenario, then its explanation.
    let file = directory.appendingPathComponent("__Snapshots__/KeptTests/UnclampedCarouselLayout.witnesses")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(
      "\nrealistic UnclampedCarouselLayout in-bounds \(failing) v\(CaseStream.version) {\"algorithm\": \"UnclampedCarouselLayout\""))
    #expect(text.contains("}\n  fails for "))
    // A later run of one case, with another seed: the kept witness is checked first and fails,
    // the walk stopping there (one case checked), with the same counterexample.
    var second: SnapCheckRun?
    withKnownIssue {
      second = SnapCheck.verify(
        unclamped, cases: 1, seed: 1, targeted: false, artifacts: directory, sourceLocation: Self.location(directory, "KeptTests.swift", line: 2))
    }
    let replayed = try #require(second?.results.first { $0.property == .inBounds })
    #expect(replayed.verdict == .violated)
    #expect(replayed.cases == 1)
    #expect(replayed.failingCase == failing)
    #expect(replayed.counterexample?.message == found.counterexample?.message)
    #expect(second?.fixedWitnesses == [])
    // Its failure names the kept witness, not a case to regenerate: the seed is another.
    let failure = try #require(second?.failures.first { $0.property == .inBounds })
    #expect(failure.description.contains("\nkept witness: found at case \(failing) of case stream v\(CaseStream.version) (replayed as its scenario on every run)\n"))
    #expect(!failure.description.contains("or regenerate it"))
  }

  @Test("A kept witness that no longer fails is reported as fixed and leaves the file")
  func fixedWitnessLeaves() throws {
    let directory = scratchDirectory("fixed")
    // The unclamped carousel's in-bounds counterexample (it proposes 738 where the clamped
    // carousel, item 1 of two 728 pt items with a 10 pt gap in a 768 pt view, stops at 698):
    // kept for the clamped carousel, it holds there.
    let file = try Self.keep(
      "realistic PagingCarouselLayout in-bounds 2 \(Self.twoWideItems)\n", layout: "PagingCarouselLayout", test: "FixedTests", in: directory)
    let run = SnapCheck.verify(carousel, cases: 5, targeted: false, artifacts: directory, sourceLocation: Self.location(directory, "FixedTests.swift", line: 1))
    #expect(run.fixedWitnesses == [.inBounds])
    #expect(run.results.first { $0.property == .inBounds }?.verdict == .holds)
    #expect(run.summary.hasSuffix("; witness fixed: in-bounds"))
    // The file, kept in format 1 (no header, no stream), is written again in format 2.
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(!text.contains("in-bounds"))
    #expect(text.hasPrefix("# snapcheck witnesses, format 2\n"))
  }

  @Test("A kept witness whose scenario no longer reads fails the run, named by its file and line, and the file keeps it")
  func unreadableWitnessKept() throws {
    let directory = scratchDirectory("unreadable")
    // The clamped carousel's in-bounds witness with `itemWidth` misspelled: no run can replay
    // it, so the run fails naming line 2, and the file is not written again (a run rewrites
    // it with what it found, which would drop the line).
    let scenario = Self.twoWideItems.replacingOccurrences(of: "itemWidth", with: "itemWidht")
    let text = "# snapcheck witnesses, format 2\nrealistic PagingCarouselLayout in-bounds 2 v5 \(scenario)\n"
    let file = try Self.keep(text, layout: "PagingCarouselLayout", test: "UnreadableTests", in: directory)
    var run: SnapCheckRun?
    withKnownIssue {
      run = SnapCheck.verify(carousel, cases: 5, targeted: false, artifacts: directory, sourceLocation: Self.location(directory, "UnreadableTests.swift", line: 1))
    }
    let line = "\(file.path):2: the witness of realistic PagingCarouselLayout in-bounds does not read as a scenario: layout.itemWidht: unknown field,"
      + " so a field or value has been renamed, added or removed since it was recorded (the scenario format changed) or the line was edited;"
      + " to record it again, delete the line: the next run that keeps witnesses (verify, golden record) records it in today's format"
      + " if it finds the violation again, and one a deeper run found (SNAPCHECK_CASES) may need that deeper run again, as a run"
      + " at the default count may not find it (until then the file is kept as it is)"
    #expect(run?.problems == [line])
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
  }

  @Test("A kept witness the layout's space no longer admits is not replayed, nor reported as fixed")
  func witnessOutsideTheSpace() throws {
    let directory = scratchDirectory("outside")
    // The unclamped carousel's in-bounds counterexample (two 728 pt items in a 768 pt view, a
    // 425 pt drag proposes 738 past 698), then a resize: the app's space declares view sizes
    // and no devices, so no resize is a case it can have.
    let scenario = #"{"algorithm": "UnclampedCarouselLayout", "layout": {"itemCount": 2, "itemWidth": 728, "itemHeight": 300, "lineSpacing": 10, "viewWidth": 768, "viewHeight": 300, "screenScale": 3}, "events": [{"type": "drag", "distance": 425, "velocity": 0}, {"type": "resize", "width": 390, "height": 200}]}"#
    _ = try Self.keep(
      "realistic UnclampedCarouselLayout in-bounds 999 \(scenario)\n", layout: "UnclampedCarouselLayout", test: "OutsideTests", in: directory)
    let unclamped = variant("UnclampedCarouselLayout") { UnclampedCarouselLayout() }
    var run: SnapCheckRun?
    withKnownIssue(isIntermittent: true) {
      run = SnapCheck.verify(unclamped, cases: 1, targeted: false, artifacts: directory, sourceLocation: Self.location(directory, "OutsideTests.swift", line: 1))
    }
    let inBounds = try #require(run?.results.first { $0.property == .inBounds })
    #expect(inBounds.failingCase != 999)
    #expect(inBounds.counterexample?.scenario.json.contains("resize") != true)
    #expect(run?.fixedWitnesses == [])
  }

  @Test("SNAPCHECK_CASES deepens a run, never makes it shallower, and a bad value is one clear line")
  func casesVariable() throws {
    #expect(try SnapCheck.deepened(100, environment: [:]).get() == 100)
    #expect(try SnapCheck.deepened(100, environment: ["SNAPCHECK_CASES": "5000"]).get() == 5000)
    #expect(try SnapCheck.deepened(8000, environment: ["SNAPCHECK_CASES": "5000"]).get() == 8000)
    for bad in ["0", "-3", "1e4", "many"] {
      guard case .failure(let problem) = SnapCheck.deepened(100, environment: ["SNAPCHECK_CASES": bad]) else {
        Issue.record("\(bad) was accepted")
        continue
      }
      #expect(problem.line == "SNAPCHECK_CASES=\(bad): expected a whole number of cases, at least 1")
    }
  }
}
