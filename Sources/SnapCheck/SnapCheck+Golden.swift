import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden
import SnapIsolation
import Testing

/// When `SnapCheck.assertGolden` writes a golden instead of only comparing.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Only compare: a missing golden fails. Always the mode when `CI` is set.
  case never
  /// Record a golden that does not exist yet (and fail, so it is reviewed); compare otherwise.
  case missing
  /// Record a golden that is missing or differs (and fail, showing the difference).
  case failed
  /// Re-record every time (and fail, so the run is not mistaken for a check).
  case all
}

extension SnapCheck {
  /// Seeded cases from the configurations a golden holds, besides the corpus, unless told otherwise.
  public static let defaultGoldenCases = 100

  /// The environment variable that sets the record mode when `assertGolden` is not told one.
  public static let recordModeVariable = "SNAPCHECK_RECORD"

  /// Pins `layout`'s exact behaviour: its trace on the named corpus cases that fit its
  /// configurations (moved into them) and on `cases` seeded cases from its configurations, in
  /// `__Snapshots__/<test file>/<name>.golden` beside the test file (the swift-snapshot-testing
  /// convention). No scenario lies outside the configurations.
  ///
  /// A difference fails with the first differing step, expected against actual: the CI
  /// gate that catches a regression even inside an already-known violation. With `CI` set
  /// the mode is always `.never`, so a missing golden fails there.
  ///
  /// - Parameters:
  ///   - layout: the layout to pin.
  ///   - named: the golden's name (default: the layout's).
  ///   - directory: where the golden lives (default: `__Snapshots__/<test file>` beside the test).
  ///   - cases: seeded cases from the layout's configurations, besides the corpus.
  ///   - seed: the seed those cases are generated with.
  ///   - record: the record mode; default `$SNAPCHECK_RECORD`, else `.missing`.
  ///   - environment: where `CI` and `SNAPCHECK_RECORD` are read (default: the process's).
  ///   - sourceLocation: where issues are recorded: the call.
  /// - Returns: whether the golden matched.
  @discardableResult
  public static func assertGolden(
    _ layout: CheckedLayout, named: String? = nil, directory: URL? = nil, cases: Int = defaultGoldenCases, seed: UInt64 = defaultSeed,
    record: GoldenRecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let fail = { (message: String) -> Void in Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    if let problem = layout.problem {
      fail(problem)
      return false
    }
    let onCI = environment["CI"].map(GoldenStore.isContinuousIntegration) ?? false
    let mode: GoldenRecordMode
    if onCI {
      mode = .never
    } else if let record {
      mode = record
    } else if let text = environment[recordModeVariable], !text.isEmpty {
      guard let parsed = GoldenRecordMode(rawValue: text) else {
        fail("\(recordModeVariable)=\(text): expected one of \(GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
        return false
      }
      mode = parsed
    } else {
      mode = .missing
    }
    let fileName = Artifacts.fileName(named ?? layout.name) + ".golden"
    let url = (directory ?? goldenDirectory(testFile: sourceLocation.filePath)).appendingPathComponent(fileName)
    // The former store is looked in only for the default place, and for a golden named as its layout.
    let former = directory == nil && named == nil
      ? Artifacts.packageRoot(above: sourceLocation.filePath).flatMap { LayoutGolden.formerGolden(of: layout.name, fileName: fileName, inPackage: $0) }
      : nil
    let actual: GoldenFile
    switch Isolation.role("assertGolden", location: "\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)", budget: layout.caseTimeout) {
    case .skipped(let earlier):
      return earlier.map { $0 == "true" } ?? true
    case .child(let request, let channel):
      let algorithm = Isolation.heartbeating(layout.algorithm, channel: channel)
      Isolation.serve(
        request, channel: channel, algorithms: [algorithm], scan: { _ = GoldenTrace.lines(of: $0) },
        replayArguments: { layout.replayArguments },
        whole: { LayoutGolden.current(layout, cases: cases, seed: seed, algorithm: algorithm).text })
    case .inProcess:
      actual = LayoutGolden.current(layout, cases: cases, seed: seed)
    case .parent(let parent):
      let matched: Bool
      switch isolatedGolden(layout, cases: cases, seed: seed, parent: parent, testFile: sourceLocation.filePath) {
      case .success(let golden):
        matched = compare(
          layout, actual: golden, url: url, former: former, mode: mode, onCI: onCI, fail: fail,
          artifacts: goldenArtifacts(layout, cases: cases, seed: seed, parent: parent, testFile: sourceLocation.filePath))
      case .failure(let problem):
        fail(problem.reason)
        matched = false
      }
      parent.returned("\(matched)")
      return matched
    }
    return compare(
      layout, actual: actual, url: url, former: former, mode: mode, onCI: onCI, fail: fail,
      artifacts: goldenArtifacts(layout, cases: cases, seed: seed, parent: nil, testFile: sourceLocation.filePath))
  }

  /// The artifacts of the golden scenario named by the argument, for a golden failure: the
  /// lines its message ends with (see `differenceArtifacts`).
  private static func goldenArtifacts(
    _ layout: CheckedLayout, cases: Int, seed: UInt64, parent: Isolation.Parent?, testFile: String
  ) -> (String) -> String {
    { name in
      guard let scenario = LayoutGolden.scenarios(layout, cases: cases, seed: seed).first(where: { $0.name == name })?.scenario else { return "" }
      return differenceArtifacts(
        scenario, kind: "golden", layout: layout, parent: parent, artifacts: Artifacts(layout: layout.name, explicit: nil, testFile: testFile))
    }
  }

  /// Compares `actual` with the golden at `url`, recording it as `mode` says; `fail` records
  /// an issue, which ends with what `artifacts` writes for the first differing scenario (by
  /// name). The golden streams in: a header that differs fails before its scenarios are read.
  /// With no golden at `url` but one in the former store (`formerGolden`), that one is moved
  /// to `url` when the mode records, and named otherwise. Returns whether it matched.
  private static func compare(
    _ layout: CheckedLayout, actual: GoldenFile, url: URL, former: URL?, mode: GoldenRecordMode, onCI: Bool, fail: (String) -> Void,
    artifacts: (String) -> String
  ) -> Bool {
    let writes = mode == .all || mode == .failed
    var moved: String?
    if let former, !FileManager.default.fileExists(atPath: url.path) {
      let advice = LayoutGolden.moveAdvice(former, fileName: url.lastPathComponent)
      guard mode != .never else {
        fail("no golden for \(layout.name) at \(url.path); \(advice): move it there (record mode .never\(onCI ? ", since CI is set" : ""))")
        return false
      }
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: former, to: url)
        moved = "moved \(former.path) to \(url.path): \(advice); commit the move"
      } catch {
        fail("\(advice); cannot move it to \(url.path): \(error.localizedDescription)")
        return false
      }
    }
    var explanation: String?
    var exists = false
    do {
      if var recorded = try LayoutGolden.open(url) {
        exists = true
        if let difference = try GoldenDiff.compare(&recorded, with: actual) {
          var text = LayoutGolden.describe(difference, layout: layout.name, url: url)
          switch difference {
          case .header: text += writes ? "" : "; if the change is intended, run with record: .failed to re-record it"
          case .scenarios(_, _, _, let first): text += first.map(artifacts) ?? ""
          }
          explanation = text
        }
      }
    } catch {
      guard writes else {
        fail("\(url.path): \(error)\(mode == .never ? "" : "; run with record: .failed to re-record it")")
        return false
      }
      exists = true
      explanation = "\(url.path): \(error)"
    }
    if exists && explanation == nil && mode != .all {
      if let moved { fail(moved) }
      return moved == nil
    }
    let account = [moved, exists ? explanation ?? "\(layout.name) matches its golden \(url.path)" : "no golden for \(layout.name) at \(url.path)"]
      .compactMap { $0 }.joined(separator: "\n")
    let writesNow = writes || (mode == .missing && !exists)
    // Never green by accident: a golden of nothing but unsupported steps pins nothing.
    if writesNow, let nothing = NothingRan.line(layout: layout.name, golden: actual) {
      fail(nothing)
      return false
    }
    guard writesNow else {
      fail(account + (exists ? "" : " (record mode .\(mode.rawValue)\(onCI ? ", since CI is set" : ""))"))
      return false
    }
    do {
      try LayoutGolden.write(actual, to: url)
    } catch {
      fail("\(account); cannot write \(url.path): \(error.localizedDescription)")
      return false
    }
    fail("\(account)\nrecorded \(url.path) (record mode .\(mode.rawValue)); review it, commit it and run again")
    return false
  }

  /// `assertGolden` for a layout built by an expression.
  @discardableResult
  public static func assertGolden(
    _ makeLayout: @escaping @Sendable @autoclosure () -> UICollectionViewLayout,
    delegate makeDelegate: @escaping @Sendable @autoclosure () -> UIScrollViewDelegate? = nil,
    contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(), named: String? = nil,
    directory: URL? = nil, cases: Int = defaultGoldenCases, seed: UInt64 = defaultSeed, record: GoldenRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let layout = CheckedLayout(
      expression: makeLayout, delegate: makeDelegate, name: nil, contract: contract, configurations: configurations)
    return assertGolden(layout, named: named, directory: directory, cases: cases, seed: seed, record: record, sourceLocation: sourceLocation)
  }

  /// The golden `layout` produces now, computed in a child process; when the layout traps or
  /// hangs on one of its scenarios, that scenario shrunk and traced in more, as the failure
  /// of a `finite` violation (with its artifacts) to record.
  private static func isolatedGolden(
    _ layout: CheckedLayout, cases: Int, seed: UInt64, parent: Isolation.Parent, testFile: String
  ) -> Result<GoldenFile, Isolation.IsolationProblem> {
    let report = parent.launch(.whole)
    switch report.ending {
    case .completed:
      let text = report.messages.map(ChildChannel.decode).first { $0.tag == "R" }?.payload ?? ""
      do {
        return .success(try GoldenFile.parse(text, file: "the golden of \(layout.name) from a child process"))
      } catch {
        return .failure(Isolation.IsolationProblem(reason: "\(layout.name): the golden a child process computed cannot be read: \(error)"))
      }
    case .notReached(let reason):
      return .failure(Isolation.IsolationProblem(reason: "\(layout.name): cannot compute its golden in a child process: \(reason) (SNAPCHECK_ISOLATION=off computes it in this process)"))
    case .trapped, .timedOut:
      let found = parent.finding(report)!
      let entries = LayoutGolden.scenarios(layout, cases: cases, seed: seed)
      guard let first = try? parent.firstFailing(entries.map(\.scenario)) else {
        return .failure(Isolation.IsolationProblem(reason: "\(layout.name): fault: \(found.fault) while computing its golden, which a second child process could not reproduce"))
      }
      let explained = parent.explain(entries[first.index].scenario, finding: first.finding, plain: first.plain)
      let result = PairResult(
        algorithm: layout.name, property: .finite, verdict: .violated, cases: first.index + 1, failingCase: nil,
        counterexample: explained.violation)
      let draft = FailureDraft(
        result: result, scenarioJSON: explained.violation.scenario.json, trace: explained.trace, files: explained.files(.finite),
        replayArguments: explained.replayArguments)
      let failure = failure(
        of: draft, layout: layout, seed: seed, profile: .realistic, artifacts: Artifacts(layout: layout.name, explicit: nil, testFile: testFile))
      return .failure(Isolation.IsolationProblem(reason: "\(layout.name): its golden cannot be computed: golden scenario \(entries[first.index].name) faults\n\(failure.description)"))
    }
  }

  /// Where the goldens of the tests in `testFile` live: `__Snapshots__/<file name>` beside it.
  static func goldenDirectory(testFile: String) -> URL {
    let file = URL(fileURLWithPath: testFile)
    return file.deletingLastPathComponent().appendingPathComponent(LayoutGolden.snapshotsFolder)
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
  }
}
