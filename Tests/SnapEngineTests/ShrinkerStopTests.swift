import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// The shrinker makes its candidates one stage at a time and stops at the first that fails,
/// so what it tries must be exactly `candidates(for:)`, in order, up to that candidate.
@Suite("The shrinker stops each round at its first failing candidate")
struct ShrinkerStopTests {
  static let scenario = SevenItemFixtures.scenario([.drag(distance: 100, velocity: 1.5), .drag(distance: -30, velocity: 0)])

  @Test("A round ends at its first failing candidate and the next round starts from it")
  func roundEndsAtFirstFailure() {
    var target = Self.scenario
    target.events[0] = .drag(distance: 100, velocity: 0)
    var tried: [[Event]] = []
    let (smallest, _) = Shrinker().shrink(Self.scenario, violation: Violation(scenario: Self.scenario, message: "fails")) { candidate in
      tried.append(candidate.events)
      return candidate == target ? Violation(scenario: candidate, message: "fails") : nil
    }
    #expect(smallest == target)
    // Round 1: the first half, the second half, without event 1, without event 0, then event 0
    // released still (velocity shrinks before distance, toward 0 first): the fifth candidate.
    let first: [[Event]] = [
      [.drag(distance: 100, velocity: 1.5)], [.drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 1.5)], [.drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 0), .drag(distance: -30, velocity: 0)],
    ]
    #expect(Array(tried.prefix(5)) == first)
    // Round 2 starts from the target, with its first half.
    #expect(tried.count > 5 && tried[5] == [.drag(distance: 100, velocity: 0)])
  }

  @Test("A slow backward drag shrinks to velocity 0, never -0: its scenario JSON says 0")
  func noNegativeZero() {
    let backward = SevenItemFixtures.scenario([.drag(distance: -30, velocity: -0.3)])
    let velocities = Shrinker().candidates(for: backward).compactMap { candidate -> CGFloat? in
      guard case .drag(_, let velocity) = candidate.events.first else { return nil }
      return velocity
    }
    // By hand: -0.3 toward 0 offers 0 and -0.3 rounded, which is 0 too: both plain 0.
    #expect(velocities.contains(0))
    #expect(!velocities.contains { $0 == 0 && $0.sign == .minus })
    #expect(Shrinker().candidates(for: backward).allSatisfy { !$0.json.contains("\"velocity\": -0}") && !$0.json.contains("\"velocity\": -0,") })
  }

  @Test("A round where nothing fails tries every candidate candidates(for:) lists, in order")
  func fruitlessRoundTriesEveryCandidate() {
    var tried: [Scenario] = []
    let (smallest, _) = Shrinker().shrink(Self.scenario, violation: Violation(scenario: Self.scenario, message: "fails")) { candidate in
      tried.append(candidate)
      return nil
    }
    #expect(smallest == Self.scenario)
    let listed = Shrinker().candidates(for: Self.scenario)
    // By hand: two halves, two removals, then six simpler drags (velocity 0 or 2, then distance
    // 0 or 50, for the first; distance 0 or −15 for the second, whose velocity is already 0),
    // then the configuration's, which keep the events.
    let events: [[Event]] = [
      [.drag(distance: 100, velocity: 1.5)], [.drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 1.5)], [.drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 0), .drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 2), .drag(distance: -30, velocity: 0)],
      [.drag(distance: 0, velocity: 1.5), .drag(distance: -30, velocity: 0)],
      [.drag(distance: 50, velocity: 1.5), .drag(distance: -30, velocity: 0)],
      [.drag(distance: 100, velocity: 1.5), .drag(distance: 0, velocity: 0)],
      [.drag(distance: 100, velocity: 1.5), .drag(distance: -15, velocity: 0)],
    ]
    #expect(tried.prefix(10).map(\.events) == events)
    #expect(tried.count > 10 && tried.dropFirst(10).allSatisfy { $0.events == Self.scenario.events && $0.configuration != Self.scenario.configuration })
    #expect(tried == listed.filter { $0.algorithm.admits($0.testCase) })
  }
}
