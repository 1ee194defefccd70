import SnapAlgorithms
import SnapEngine
import SnapModel

/// Whether a layout snaps at all: in how many generated drags its own
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answered, or its
/// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` ran.
///
/// A layout that does neither is checked as a plain flow layout, so every property it
/// "holds" says nothing about the app's snapping: `verify` fails saying so.
struct SnapSources {
  /// Cases simulated.
  var cases = 0
  /// Drags simulated.
  var drags = 0
  /// Drags in which the layout's override answered.
  var layoutSnaps = 0
  /// Drags in which the delegate's method ran.
  var delegateSnaps = 0

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
      drags += simulator.run(testCase.events).steps.count { $0.kind == .drag }
      layoutSnaps += simulator.layoutSnaps
      delegateSnaps += simulator.delegateSnaps
    }
  }

  /// The "nothing to check" message for `layout`, or nil when it snaps somewhere.
  func problem(layout: String) -> String? {
    guard drags > 0, layoutSnaps == 0, delegateSnaps == 0 else { return nil }
    return "\(layout): nothing to check: in \(drags) drags over \(cases) generated cases, neither the layout's "
      + "targetContentOffset(forProposedContentOffset:withScrollingVelocity:) answered (it is not overridden, "
      + "or returns what the base returns) nor did a delegate implement scrollViewWillEndDragging(_:withVelocity:targetContentOffset:); "
      + "pass the delegate that snaps as delegate:"
  }
}
