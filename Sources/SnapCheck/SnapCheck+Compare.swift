import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing

extension SnapCheck {
  /// Checks that a refactor keeps behaviour: `old` and `new` give the same trace, step for
  /// step, on `cases` cases generated from `new`'s configurations. The first case where they
  /// differ is shrunk and recorded as an issue with both traces' first differing step.
  ///
  ///     SnapCheck.compare(CheckedLayout("old", …), CheckedLayout("new", …))
  ///
  /// - Returns: whether every case agreed.
  @discardableResult
  public static func compare(
    _ old: CheckedLayout, _ new: CheckedLayout, cases: Int = defaultCases, seed: UInt64 = defaultSeed,
    profile: Profile = .realistic, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    if let problem = old.problem ?? new.problem {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      return false
    }
    let (before, after) = (old.algorithm, new.algorithm)
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
      Issue.record(
        Comment(rawValue: """
          \(old.name) and \(new.name) differ on case \(index) (seed \(seed), profile .\(profile.rawValue)); shrunk:
          minimal scenario: \(smallest.json)
          \(violation.message)
          """), sourceLocation: sourceLocation)
      return false
    }
    return true
  }
}
