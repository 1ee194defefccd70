import Foundation
import SnapCheck
import Synchronization
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `layout` under the carousel's contract and configurations, named `name`.
func variant(_ name: String, _ layout: @escaping @Sendable () -> UICollectionViewFlowLayout) -> CheckedLayout {
  CheckedLayout(name, contract: carousel.contract, configurations: appConfigurations, knownViolations: carousel.knownViolations, layout: layout)
}

/// A fresh directory for one test's files.
func scratchDirectory(_ name: String) -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-example-\(name)-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite("Checking your own layout: the example carousel")
struct PagingCarouselLayoutTests {
  // Without the targeted search, which is slow in a debug build.
  @Test("The carousel holds every applicable property on the app's configurations")
  func carouselHolds() {
    let run = SnapCheck.verify(carousel, targeted: false)
    #expect(run.results.count == Property.allCases.count)
    #expect(run.passed, "\(run.summary)")
  }

  @Test("Its exact behaviour is pinned in a golden beside this file")
  func carouselGolden() {
    SnapCheck.assertGolden(carousel)
  }

  @Test("Dropping the clamp fails every property it breaks, each with a trace, artifacts and a replay call")
  func droppedClampFails() throws {
    let directory = scratchDirectory("unclamped")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = SnapCheck.check(variant("UnclampedCarouselLayout") { UnclampedCarouselLayout() }, targeted: false, artifacts: directory)
    let violated = run.results.filter { $0.verdict == .violated && $0.property != .resizeKeepsItem }.map(\.property)
    // Every violated property is a failure. Only in-bounds breaks: the view clamps the
    // target, and the carousel's own snap offsets include the last one, so every rest is
    // still a snap position (an item size that follows each resize leaves no stale geometry
    // for rest-stable or on-boundary to trip on).
    #expect(run.failures.map(\.property) == violated)
    #expect(violated == [.inBounds])
    let failure = try #require(run.failures.first { $0.property == .inBounds })
    #expect(failure.description.hasPrefix("UnclampedCarouselLayout violates in-bounds: "))
    #expect(failure.description.contains("\nminimal scenario: {\"algorithm\": \"UnclampedCarouselLayout\""))
    #expect(failure.trace.first?.hasPrefix("0 drag start=") == true)
    #expect(failure.description.contains("\ntrace:\n  0 drag start="))
    #expect(failure.replay.hasPrefix(
      "SnapCheck.replay(UnclampedCarouselLayout(), contract: LayoutContract(alignment: .leading, pageCap: 1), "
        + "name: \"UnclampedCarouselLayout\", knownViolations: [.resizeKeepsItem], scenarioFile: \""))
    #expect(failure.description.contains("\nfails for "))
    // The artifacts: scenario, trace and filmstrip, in the directory given, in the layout's and
    // this test's folder, named in the message.
    let folder = directory.appendingPathComponent("UnclampedCarouselLayout/PagingCarouselLayoutTests.droppedClampFails")
    #expect(failure.artifacts.map(\.lastPathComponent) == ["in-bounds.scenario.json", "in-bounds.trace.json", "in-bounds.svg"])
    #expect(failure.artifacts.allSatisfy { $0.deletingLastPathComponent().path == folder.path })
    #expect(failure.description.contains("artifacts: " + failure.artifacts.map(\.path).joined(separator: ", ")))
    let svg = try Data(contentsOf: failure.artifacts[2])
    let document = try XMLDocument(data: svg)
    #expect(document.rootElement()?.name == "svg")
    let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: failure.artifacts[1])) as? [String: Any]
    #expect((trace?["steps"] as? [Any])?.count == failure.trace.count)
    // No temporary file is left beside them; the folder names its test.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [".snapcheck-test"] + run.failures.flatMap { ["\($0.property.id).scenario.json", "\($0.property.id).svg", "\($0.property.id).trace.json"] }.sorted())
    #expect(try String(contentsOf: folder.appendingPathComponent(".snapcheck-test"), encoding: .utf8) == "\(#filePath)\ndroppedClampFails\n")
    // The replay call reads the scenario file back and reproduces the trace and the violation.
    var replayed: [String] = []
    withKnownIssue {
      replayed = SnapCheck.replay(
        UnclampedCarouselLayout(), contract: LayoutContract(alignment: .leading, pageCap: 1),
        name: "UnclampedCarouselLayout", knownViolations: [.resizeKeepsItem], scenarioFile: failure.artifacts[0].path)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("UnclampedCarouselLayout violates in-bounds: ") }
    }
    #expect(replayed == failure.trace)
  }

  @Test("A failing test's artifacts survive a passing check of the same layout elsewhere")
  func artifactsSurviveOtherChecks() async throws {
    let directory = scratchDirectory("surviving")
    defer { try? FileManager.default.removeItem(at: directory) }
    let failing = SnapCheck.check(variant("SharedName") { UnclampedCarouselLayout() }, targeted: false, artifacts: directory)
    let written = try #require(failing.failures.first?.artifacts)
    #expect(written.first?.deletingLastPathComponent().lastPathComponent == "PagingCarouselLayoutTests.artifactsSurviveOtherChecks")
    // A detached task runs outside this test, as another test's check would: same layout
    // name, same artifacts directory, and it passes.
    let passing = await Task.detached {
      SnapCheck.check(variant("SharedName") { PagingCarouselLayout() }, targeted: false, artifacts: directory)
    }.value
    #expect(passing.passed)
    for file in written { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) was deleted") }
    // A second failure of the same property in the same test and process keeps both.
    let again = SnapCheck.check(variant("SharedName") { UnclampedCarouselLayout() }, targeted: false, artifacts: directory)
    let inBounds = try #require(again.failures.first { $0.property == .inBounds })
    #expect(inBounds.artifacts.map(\.lastPathComponent) == ["in-bounds-2.scenario.json", "in-bounds-2.trace.json", "in-bounds-2.svg"])
    for file in written { #expect(FileManager.default.fileExists(atPath: file.path)) }
  }

  @Test("verify records one issue per violated property, at the caller")
  func verifyRecordsEveryViolation() {
    let recorded = Mutex<[String]>([])
    withKnownIssue {
      _ = SnapCheck.verify(TwoPageFlickLayout(), contract: carousel.contract, configurations: appConfigurations,
        name: "TwoPageFlickLayout", knownViolations: [.resizeKeepsItem], cases: 1000, targeted: false)
    } matching: { issue in
      recorded.withLock { $0 += issue.comments.map(\.rawValue) }
      return issue.sourceLocation?.fileName == "PagingCarouselLayoutTests.swift"
    }
    let recordedComments = recorded.withLock { $0 }
    let expected = SnapCheck.check(variant("TwoPageFlickLayout") { TwoPageFlickLayout() }, cases: 1000, targeted: false).failures
    // Not only the first: the two-page flick breaks page-cap and more (in 1000 cases; the
    // gate's 100 find page-cap alone).
    #expect(expected.count >= 2)
    #expect(recordedComments.count == expected.count)
    #expect(recordedComments.map { $0.prefix { $0 != ":" } } == expected.map { "TwoPageFlickLayout violates \($0.property.id)" })
  }

  @Test("A layout that sets its own section inset is not undone by a generated flow-delegate inset")
  func layoutSetsItsOwnInset() {
    // Before, generation gave a user's layout the model's stand-in for a flow delegate's
    // collectionView(_:layout:insetForSectionAt:) answer, which overrode the inset prepare()
    // sets and put the carousel's snap positions, computed from sectionInset, off the item
    // edges. A checked layout never gets the stand-in (the delegate passed answers for
    // itself): the carousel holds on the generator's own configurations…
    let unconstrained = SnapCheck.check(
      CheckedLayout("CentringCarouselLayout", contract: carousel.contract, knownViolations: [.resizeKeepsItem],
        layout: { CentringCarouselLayout() }), targeted: false)
    #expect(unconstrained.passed, "\(unconstrained.summary)")
    // …and with the inset declared as its own.
    let constrained = SnapCheck.check(
      CheckedLayout("CentringCarouselLayout", contract: carousel.contract, configurations: LayoutConfigurations(layoutSets: [.sectionInset]),
        knownViolations: [.resizeKeepsItem], layout: { CentringCarouselLayout() }), targeted: false)
    #expect(constrained.passed, "\(constrained.summary)")
  }

  @Test("A layout that moves any number of pages declares no page cap")
  func unlimitedPageCap() {
    let layout = CheckedLayout(
      "RoundingSnap", contract: LayoutContract(alignment: .leading, pageCap: .unlimited), configurations: appConfigurations,
      layout: { UICollectionViewFlowLayout() }, delegate: { RoundingSnapDelegate() })
    let run = SnapCheck.check(layout, targeted: false)
    #expect(run.results.first { $0.property == .pageCap }?.verdict == .notApplicable)
    let capped = SnapCheck.check(
      CheckedLayout("RoundingSnap", contract: LayoutContract(alignment: .leading), configurations: appConfigurations,
        layout: { UICollectionViewFlowLayout() }, delegate: { RoundingSnapDelegate() }), targeted: false)
    #expect(capped.failures.contains { $0.property == .pageCap })
  }

  @Test("Snapping in the delegate is checked; a plain flow layout has nothing to check")
  func delegateSnapping() {
    let withDelegate = SnapCheck.check(
      CheckedLayout("RoundingSnap", contract: LayoutContract(alignment: .leading), configurations: appConfigurations,
        layout: { UICollectionViewFlowLayout() }, delegate: { RoundingSnapDelegate() }), targeted: false)
    #expect(withDelegate.problems.isEmpty)
    #expect(!withDelegate.failures.isEmpty)
    let plain = SnapCheck.check(
      CheckedLayout("PlainFlowLayout", contract: LayoutContract(alignment: .leading), configurations: appConfigurations,
        layout: { UICollectionViewFlowLayout() }), cases: 50, targeted: false)
    #expect(plain.problems.count == 1)
    #expect(plain.problems.first?.hasPrefix("PlainFlowLayout: nothing to check: in ") == true)
    #expect(plain.failures.isEmpty, "\(plain.failures.map(\.property.id))")
  }

  @Test("A regression inside an already-known violation passes verify but fails the golden gate")
  func regressionInsideKnownViolation() throws {
    let directory = scratchDirectory("golden")
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      SnapCheck.assertGolden(carousel, directory: directory, cases: 20, record: .all, environment: [:])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("recorded \(directory.path)/PagingCarouselLayout.golden") }
    }
    // Flicks now move two pages: page-cap and no-reversal break, and so does scale-invariant
    // (a drag of under a pixel flicked just over the momentum floor rests on item 0 at @2x
    // and item 1 at @3x, neighbours the scales may split; the extra page makes that item 0
    // and item 2), but an app that had listed them as known violations (of an earlier
    // version, say) passes verify all the same.
    var regressed = variant("PagingCarouselLayout") { TwoPageFlickLayout() }
    let run = SnapCheck.check(regressed, cases: 1000, targeted: false)
    #expect(run.failures.map(\.property) == [.pageCap, .noReversal, .scaleInvariant])
    regressed.knownViolations += [.pageCap, .noReversal, .scaleInvariant]
    #expect(SnapCheck.check(regressed, cases: 1000, targeted: false).passed)
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(regressed, directory: directory, cases: 20, record: .never, environment: [:]))
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix("PagingCarouselLayout no longer matches its golden ")
          && comment.rawValue.contains("\n  expected: ") && comment.rawValue.contains("\n  actual:   ")
      }
    }
    // .failed records a missing golden too; .missing leaves a differing one alone.
    let failedMode = directory.appendingPathComponent("failed")
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(carousel, directory: failedMode, cases: 1, record: .failed, environment: [:]))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("recorded \(failedMode.path)/PagingCarouselLayout.golden (record mode .failed)") }
    }
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(regressed, directory: directory, cases: 20, record: .missing, environment: [:]))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("PagingCarouselLayout no longer matches its golden ") && !$0.rawValue.contains("recorded") }
    }
    // With CI set, a missing golden fails instead of being recorded.
    let missing = directory.appendingPathComponent("ci")
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(carousel, directory: missing, cases: 1, record: .all, environment: ["CI": "true"]))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("no golden for PagingCarouselLayout at ") && $0.rawValue.contains("since CI is set") }
    }
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }

  @Test("Golden and compare failures write their first differing scenario, its trace, its filmstrip and a replay call (Isolation and artifacts)")
  func differenceArtifacts() throws {
    let directory = scratchDirectory("golden-artifacts")
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      SnapCheck.assertGolden(carousel, directory: directory, cases: 20, record: .all, environment: [:])
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded ") } }
    let comments = Mutex<[String]>([])
    withKnownIssue {
      SnapCheck.assertGolden(variant("PagingCarouselLayout") { TwoPageFlickLayout() }, directory: directory, cases: 20, record: .never, environment: [:])
      SnapCheck.compare(carousel, variant("UnclampedCarouselLayout") { UnclampedCarouselLayout() }, cases: 300)
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    let texts = comments.withLock { $0 }
    for (kind, replay) in [("golden", "SnapCheck.replay(TwoPageFlickLayout(), "), ("compare", "SnapCheck.replay(UnclampedCarouselLayout(), ")] {
      let text = try #require(texts.first { $0.contains("\n\(kind) scenario: {") }, "no \(kind) failure with its scenario: \(texts)")
      let lines = text.split(separator: "\n").map(String.init)
      let files = try #require(lines.first { $0.hasPrefix("artifacts: ") }, "\(text)").dropFirst("artifacts: ".count).components(separatedBy: ", ")
      #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["\(kind).scenario.json", "\(kind).trace.json", "\(kind).svg"])
      for file in files { #expect(FileManager.default.fileExists(atPath: file), "\(file)") }
      #expect(lines.contains { $0.hasPrefix("replay: \(replay)") && $0.contains("scenarioFile: \"\(files[0])\"") }, "\(text)")
    }
  }

  @Test("The artifact folders of tests that no longer exist go on the next run; the others stay (Isolation and artifacts)")
  func staleArtifactFoldersGo() throws {
    let base = scratchDirectory("stale")
    defer { try? FileManager.default.removeItem(at: base) }
    let folders = [
      "gone file": base.appendingPathComponent("OldLayout/OldTests.renamed"),
      "renamed": base.appendingPathComponent("OtherLayout/PagingCarouselLayoutTests.renamedSinceThen"),
      "kept": base.appendingPathComponent("OtherLayout/PagingCarouselLayoutTests.carouselHolds"),
      "unmarked": base.appendingPathComponent("OtherLayout/Unmarked"),
    ]
    let markers = [
      "gone file": "/no/such/OldTests.swift\nrenamed\n", "renamed": "\(#filePath)\nrenamedSinceThen\n", "kept": "\(#filePath)\ncarouselHolds\n",
    ]
    for (key, folder) in folders.sorted(by: { $0.key < $1.key }) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      if let marker = markers[key] { try Data(marker.utf8).write(to: folder.appendingPathComponent(".snapcheck-test")) }
    }
    _ = SnapCheck.check(carousel, cases: 5, targeted: false, artifacts: base)
    #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("OldLayout").path))
    #expect(!FileManager.default.fileExists(atPath: folders["renamed"]!.path))
    #expect(FileManager.default.fileExists(atPath: folders["kept"]!.path))
    #expect(FileManager.default.fileExists(atPath: folders["unmarked"]!.path))
  }

  @Test("A golden whose header changed fails from its first lines, before the rest is read (Goldens in CI)")
  func changedHeaderFromFirstLines() throws {
    let directory = scratchDirectory("golden-header")
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      SnapCheck.assertGolden(carousel, directory: directory, cases: 2, record: .all, environment: [:])
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded ") } }
    let url = directory.appendingPathComponent("PagingCarouselLayout.golden")
    // The corpus line of an older corpus, above a body that is no golden at all: only the
    // header may have been read for the message to name line 3. (In the child that re-runs
    // this test there is no file: it goes on to the call, whose parent compares.)
    let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    if lines.count > 4 {
      let damaged: [String] = Array(lines[0..<2]) + ["# corpus v0: an older corpus", lines[3]] + Array(repeating: "not a golden line", count: 1000)
      try Data((damaged.joined(separator: "\n") + "\n").utf8).write(to: url)
    }
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(carousel, directory: directory, cases: 2, record: .never, environment: [:]))
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix(
          "PagingCarouselLayout no longer matches its golden \(url.path): header line 3 differs from what the code writes now "
            + "(the scenarios were not compared): recorded \"# corpus v0: an older corpus\", now \"# corpus v")
          && !comment.rawValue.contains("malformed")
      }
    }
  }

  @Test("A parameterised test over checked layouts names each case by the layout's name")
  func parameterisedName() {
    #expect(String(describingForTest: carousel) == "PagingCarouselLayout")
  }

  @Test("A refactor that keeps behaviour compares equal; dropping the clamp does not")
  func compareRefactor() {
    #expect(SnapCheck.compare(carousel, variant("RefactoredCarouselLayout") { RefactoredCarouselLayout() }, cases: 300))
    withKnownIssue {
      #expect(!SnapCheck.compare(carousel, variant("UnclampedCarouselLayout") { UnclampedCarouselLayout() }, cases: 300))
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix("PagingCarouselLayout and UnclampedCarouselLayout differ on case ")
          && comment.rawValue.contains("\n  PagingCarouselLayout: ") && comment.rawValue.contains("\n  UnclampedCarouselLayout: ")
      }
    }
  }

  @Test("A bad configuration space is one clear problem, not a crash")
  func badConfigurations() {
    let run = SnapCheck.check(CheckedLayout(
      "PagingCarouselLayout", contract: LayoutContract(alignment: .leading, pageCap: 0),
      layout: { PagingCarouselLayout() }))
    #expect(run.problems == ["PagingCarouselLayout: contract: pageCap 0 must be at least 1 page, or .unlimited"])
    let empty = SnapCheck.check(CheckedLayout(
      "PagingCarouselLayout", contract: carousel.contract, configurations: LayoutConfigurations(viewSizes: []),
      layout: { PagingCarouselLayout() }))
    #expect(empty.problems == ["PagingCarouselLayout: configurations.viewSizes is empty (leave it nil for the generator's values)"])
    #expect(SnapCheck.check(carousel, cases: 0).problems == ["PagingCarouselLayout: cases 0 must be at least 1"])
    let noAxes = CheckedLayout("PagingCarouselLayout", contract: LayoutContract(alignment: .leading, axes: []), layout: { PagingCarouselLayout() })
    withKnownIssue {
      #expect(!SnapCheck.assertGolden(noAxes, environment: [:]))
      #expect(!SnapCheck.compare(carousel, noAxes))
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "PagingCarouselLayout: contract: axes is empty; name .horizontal, .vertical or both" }
    }
  }
}
