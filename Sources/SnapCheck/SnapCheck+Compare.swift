import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapIsolation
import Testing

extension SnapCheck {
  /// Checks that a refactor keeps behaviour: `old` and `new` give the same trace, step for
  /// step, on `cases` cases generated from `new`'s configurations. The first case where they
  /// differ is shrunk and recorded as an issue with both traces' first differing step, its
  /// scenario, `new`'s trace and its filmstrip written as artifacts (`compare.scenario.json`,
  /// `compare.trace.json`, `compare.svg`) with the replay call.
  ///
  ///     SnapCheck.compare(CheckedLayout("old", …), CheckedLayout("new", …))
  ///
  /// - Returns: whether every case agreed.
  @discardableResult
  public static func compare(
    _ old: CheckedLayout, _ new: CheckedLayout, cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let frameworks = old.framework == new.framework
      ? nil : "compare: \(old.name) runs on \(old.framework.name) and \(new.name) on \(new.framework.name): compare two of one framework"
    if let problem = old.problem ?? new.problem ?? frameworks {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      return false
    }
    var difference: String?
    let artifacts = Artifacts(layout: new.name, explicit: nil, testFile: sourceLocation.filePath)
    let location = "\(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column)"
    switch Isolation.role("compare", location: location, budget: new.caseTimeout ?? old.caseTimeout) {
    case .skipped(let earlier):
      return earlier.map { $0 == "true" } ?? true
    case .child(let request, let channel):
      let (before, after) = (Isolation.heartbeating(old.algorithm, channel: channel), Isolation.heartbeating(new.algorithm, channel: channel))
      Isolation.serve(
        request, channel: channel, algorithms: [after],
        scan: { scenario in
          _ = GoldenTrace.lines(of: Scenario(scenario.testCase, algorithm: before))
          _ = GoldenTrace.lines(of: scenario)
        },
        replayArguments: { new.replayArguments },
        whole: {
          firstDifference(old, new, before: before, after: after, cases: cases, seed: seed, profile: profile)
            .map { $0.scenario.json + "\n" + $0.text } ?? ""
        })
    case .inProcess:
      difference = firstDifference(old, new, before: old.algorithm, after: new.algorithm, cases: cases, seed: seed, profile: profile).map {
        $0.text + differenceArtifacts($0.scenario, kind: "compare", layout: new, parent: nil, artifacts: artifacts)
      }
    case .parent(let parent):
      let report = parent.launch(.whole)
      switch report.ending {
      case .completed:
        let payload = report.messages.map(ChildChannel.decode).first { $0.tag == "R" }?.payload ?? ""
        let (json, text) = (payload.prefix { $0 != "\n" }, payload.drop { $0 != "\n" }.dropFirst())
        difference = text.isEmpty ? nil : String(text)
        if let scenario = try? Scenario(json: String(json), algorithms: [new.algorithm]) {
          difference? += differenceArtifacts(scenario, kind: "compare", layout: new, parent: parent, artifacts: artifacts)
        }
      case .notReached(let reason):
        difference = "\(old.name) and \(new.name): cannot compare them in a child process: \(reason)"
      case .trapped, .timedOut:
        difference = faultDifference(
          old, new, parent: parent, found: parent.finding(report)!, cases: cases, seed: seed, profile: profile, artifacts: artifacts)
      }
      parent.returned(difference == nil ? "true" : "false")
    }
    guard let difference else { return true }
    Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    return false
  }

  /// The first case on which `before` (`old`'s algorithm) and `after` (`new`'s) give different
  /// traces, shrunk and described with both first differing steps, with its scenario, or nil
  /// (this runs both).
  private static func firstDifference(
    _ old: CheckedLayout, _ new: CheckedLayout, before: Algorithm, after: Algorithm, cases: Int, seed: UInt64, profile: Profile
  ) -> (text: String, scenario: Scenario)? {
    let stream = CaseStream(seed: seed, profile: profile, algorithm: after)
    let differs = { (testCase: Case) -> Violation? in
      let scenario = Scenario(testCase, algorithm: after)
      let (oldLines, newLines) = (GoldenTrace.lines(of: Scenario(testCase, algorithm: before)), GoldenTrace.lines(of: scenario))
      guard oldLines != newLines else { return nil }
      let step = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(oldLines.count, newLines.count)
      let line = { (lines: [String]) in step < lines.count ? lines[step] : "(no step)" }
      return Violation(
        scenario: scenario, message: "step \(step) differs:\n  \(old.name): \(line(oldLines))\n  \(new.name): \(line(newLines))",
        event: step)
    }
    for index in 0..<max(cases, 0) {
      let testCase = stream.testCase(index)
      guard let found = differs(testCase) else { continue }
      let (smallest, violation) = Shrinker().shrink(found.scenario, violation: found) { differs($0.testCase) }
      let text = """
        \(old.name) and \(new.name) differ on case \(index) (seed \(seed), profile .\(profile.rawValue)); shrunk:
        minimal scenario: \(smallest.json)
        \(violation.message)
        """
      return (text, smallest)
    }
    return nil
  }

  /// The first case on which running `old` or `new` traps or hangs (`found` says how the
  /// whole comparison ended), shrunk and traced in children, described, its artifacts
  /// written to `artifacts`.
  private static func faultDifference(
    _ old: CheckedLayout, _ new: CheckedLayout, parent: Isolation.Parent, found: Isolation.Finding, cases: Int, seed: UInt64,
    profile: Profile, artifacts: Artifacts
  ) -> String {
    let after = new.algorithm
    let stream = CaseStream(seed: seed, profile: profile, algorithm: after)
    let scenarios = (0..<max(cases, 0)).map { Scenario(stream.testCase($0), algorithm: after) }
    guard let first = try? parent.firstFailing(scenarios) else {
      return "\(old.name) and \(new.name): fault: \(found.fault) while comparing them, which a second child process could not reproduce"
    }
    let explained = parent.explain(scenarios[first.index], finding: first.finding, plain: first.plain)
    return """
      \(old.name) and \(new.name) differ on case \(first.index) (seed \(seed), profile .\(profile.rawValue)): \(first.plain ? new.name : "one of them") faults; shrunk:
      minimal scenario: \(explained.violation.scenario.json)
      \(explained.violation.message)
      trace of \(new.name):
      """ + explained.trace.map { "\n  " + $0 }.joined()
      + differenceArtifacts(explained.violation.scenario, kind: "compare", layout: new, parent: parent, artifacts: artifacts)
  }
}
