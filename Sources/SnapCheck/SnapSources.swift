import SnapAlgorithms
import SnapEngine
import SnapGolden
import SnapModel

/// Whether a layout snaps at all: in how many generated drags its own
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answered, or its
/// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` changed the
/// target (or asked to scroll), and whether any step of it ran at all.
///
/// A check in which every case stopped `unsupported` at its first step ran none of the layout:
/// `verify` fails saying so whatever `knownViolations` lists (never green by accident). A
/// layout that snaps nowhere is checked as a plain flow layout, so every property it
/// "holds" says nothing about the app's snapping: `verify` fails saying so. A case that
/// cannot happen in the app (its data source answers other counts) fails it too.
struct SnapSources {
  /// Cases simulated.
  var cases = 0
  /// Drags simulated (a drag whose step stopped `unsupported` never ran, so it does not count).
  var drags = 0
  /// Drags in which the layout's override answered.
  var layoutSnaps = 0
  /// Drags in which the delegate's method changed the target or asked to scroll.
  var delegateSnaps = 0
  /// Why the first case that cannot happen in the app cannot, if one cannot.
  var badScenario: String?
  /// Cases in which at least one step ran (did not stop `unsupported`).
  var ranCases = 0
  /// What the first unsupported step said, if one did.
  var firstUnsupported: String?

  /// Cases the count runs over (or fewer, when the check has fewer).
  static let caseLimit = 100

  /// Counts over the first generated cases of `algorithm` (or just `onlyCase`).
  init(_ algorithm: Algorithm, seed: UInt64, profile: Profile, cases: Int, onlyCase: Int?) {
    let stream = CaseStream(seed: seed, profile: profile, algorithm: algorithm)
    let numbers = onlyCase.map { [$0] } ?? Array(0..<min(max(cases, 0), Self.caseLimit))
    self.cases = numbers.count
    for number in numbers {
      let testCase = stream.testCase(number)
      let simulator = algorithm.simulator(for: testCase.configuration)
      let steps = simulator.run(testCase.events).steps
      drags += steps.count { step in
        guard case .unsupported = step.outcome else { return step.kind == .drag }
        return false
      }
      if case .unsupported(let what)? = steps.last?.outcome {
        if firstUnsupported == nil { firstUnsupported = what }
        if badScenario == nil, what.hasPrefix(Simulator.badScenarioPrefix) {
          badScenario = "case \(number): \(what.dropFirst(Simulator.badScenarioPrefix.count))"
        }
      }
      if steps.contains(where: { !$0.isUnsupported }) { ranCases += 1 }
      layoutSnaps += simulator.layoutSnaps
      delegateSnaps += simulator.delegateSnaps
    }
  }

  /// The "bad scenario" or "nothing to check" message for `layout`, or nil when every case
  /// can happen and it snaps somewhere.
  func problem(layout: String) -> String? {
    if let badScenario {
      return "\(layout): bad scenario: \(badScenario); declare the counts the data source gives in configurations "
        + "(itemCounts, sectionCounts) and leave out .reload from changes if they never change"
    }
    if cases > 0, ranCases == 0, let firstUnsupported {
      return NothingRan.line(layout: layout, cases: cases, unsupported: firstUnsupported)
    }
    guard drags > 0, layoutSnaps == 0, delegateSnaps == 0 else { return nil }
    return "\(layout): nothing to check: in \(drags) drags over \(cases) generated cases, neither the layout's "
      + "targetContentOffset(forProposedContentOffset:withScrollingVelocity:) answered (it is not overridden, "
      + "or returns what the base returns) nor did a delegate's scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) "
      + "change a target or ask to scroll; pass the delegate (or view controller) that snaps"
  }
}
