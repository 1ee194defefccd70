import Foundation
import SnapAlgorithms
import SnapModel

/// Shrinks a failing scenario to a small, round one that still fails.
///
/// It tries, in order: dropping events, simpler events (no velocity, rounder and smaller
/// numbers), fewer items and sections, a configuration closer to UIKit's defaults (no content
/// inset or safe area, bouncing), and the horizontal axis for a vertical scenario when the
/// algorithm supports both. A candidate is
/// kept when the property still fails on it; every kept change moves a value strictly toward
/// a fixed point (default, zero, or a rounder number), so shrinking ends. It is bounded by
/// a number of attempts, which keeps the result the same on every machine, and by a
/// wall-clock guard that only a pathological scenario reaches; a result cut short by the
/// guard says so in its message.
package struct Shrinker {
  /// The most candidates tried.
  package var attemptLimit = 4000
  /// The wall-clock guard, in seconds.
  package var timeLimit: TimeInterval = 60

  /// A shrinker with the default bounds.
  package init() {}

  /// Shrinks `scenario`, for which `fails` returns a violation, and returns the smallest
  /// failing scenario found with its violation.
  package func shrink(_ scenario: Scenario, violation: Violation, fails: (Scenario) -> Violation?) -> (Scenario, Violation) {
    var current = scenario
    var currentViolation = violation
    var attempts = 0
    let deadline = Date().addingTimeInterval(timeLimit)
    var improved = true
    while improved && attempts < attemptLimit && Date() < deadline {
      improved = false
      for candidate in candidates(for: current) where candidate.algorithm.admits(candidate.testCase) {
        attempts += 1
        if attempts >= attemptLimit || Date() >= deadline { break }
        if let found = fails(candidate) {
          current = candidate
          currentViolation = found
          improved = true
          break
        }
      }
    }
    if Date() >= deadline { currentViolation.message += " (shrinking stopped at its time limit)" }
    return (current, currentViolation)
  }

  /// Simpler versions of `scenario`, most promising first.
  func candidates(for scenario: Scenario) -> [Scenario] {
    var result: [Scenario] = []
    let events = scenario.events
    if events.count > 1 {
      for keep in [events.count / 2] where keep > 0 {
        result.append(replacing(scenario, events: Array(events.prefix(keep))))
        result.append(replacing(scenario, events: Array(events.suffix(events.count - keep))))
      }
    }
    for index in events.indices.reversed() {
      var fewer = events
      fewer.remove(at: index)
      result.append(replacing(scenario, events: fewer))
    }
    for index in events.indices {
      for simpler in simpler(events[index]) {
        var changed = events
        changed[index] = simpler
        result.append(replacing(scenario, events: changed))
      }
    }
    for configuration in simpler(scenario.configuration) {
      var changed = scenario
      changed.configuration = configuration
      result.append(changed)
    }
    if scenario.configuration.scrollDirection == .vertical, scenario.algorithm.host.axes.contains(.horizontal) {
      result.append(Scenario(scenario.testCase.transposed, algorithm: scenario.algorithm, options: scenario.options))
    }
    return result
  }

  private func replacing(_ scenario: Scenario, events: [Event]) -> Scenario {
    var changed = scenario
    changed.events = events
    return changed
  }

  private func simpler(_ event: Event) -> [Event] {
    switch event {
    case .drag(let distance, let velocity):
      return rounder(velocity, toward: 0).map { .drag(distance: distance, velocity: $0) }
        + rounder(distance, toward: 0).map { .drag(distance: $0, velocity: velocity) }
    case .scroll(let offset):
      return rounder(offset, toward: 0).map { .scroll(offset: $0) }
    case .resize(let width, let height):
      return rounder(width, toward: 375).map { .resize(width: $0, height: height) }
        + rounder(height, toward: 150).map { .resize(width: width, height: $0) }
    case .reload(let sections):
      return simpler(sections).map { .reload(sections: $0) }
    }
  }

  private func simpler(_ c: LayoutConfiguration) -> [LayoutConfiguration] {
    var result: [LayoutConfiguration] = []
    func add(_ change: (inout LayoutConfiguration) -> Void) {
      var changed = c
      change(&changed)
      if changed != c { result.append(changed) }
    }
    for sections in simpler(c.sections) { add { $0.sections = sections } }
    add { $0.delegateSectionInset = nil }
    add { $0.sectionInset = .zero }
    add { $0.alwaysBounceHorizontal = false }
    add { $0.cellRetention = .visible }
    add { $0.decelerationRate = 0.998 }
    add { $0.screenScale = 3 }
    for value in rounder(c.itemWidth, toward: 50) { add { $0.itemWidth = value } }
    for value in rounder(c.itemHeight, toward: 50) { add { $0.itemHeight = value } }
    for value in rounder(c.lineSpacing, toward: 10) { add { $0.lineSpacing = value } }
    for value in rounder(c.interitemSpacing, toward: 10) { add { $0.interitemSpacing = value } }
    for value in rounder(c.viewWidth, toward: 375) { add { $0.viewWidth = value } }
    for value in rounder(c.viewHeight, toward: 150) { add { $0.viewHeight = value } }
    for value in rounder(c.sectionInset.left, toward: 0) { add { $0.sectionInset.left = value } }
    for value in rounder(c.sectionInset.right, toward: 0) { add { $0.sectionInset.right = value } }
    for value in rounder(c.sectionInset.top, toward: 0) { add { $0.sectionInset.top = value } }
    for value in rounder(c.sectionInset.bottom, toward: 0) { add { $0.sectionInset.bottom = value } }
    add { $0.contentInset = .zero }
    add { $0.safeAreaInsets = .zero }
    add { $0.contentInsetAdjustmentBehavior = .automatic }
    add { $0.bounces = true }
    add { $0.alwaysBounceVertical = false }
    add { $0.isScrollEnabled = true }
    add { $0.isPagingEnabled = false }
    return result
  }

  /// Simpler sections: one section of the first count when there are several, then each
  /// section removed, then each count made smaller.
  private func simpler(_ sections: [Int]) -> [[Int]] {
    var result: [[Int]] = []
    if sections.count > 1 { result.append([sections[0]]) }
    if sections.count > 1 {
      for index in sections.indices.reversed() {
        var fewer = sections
        fewer.remove(at: index)
        result.append(fewer)
      }
    }
    for index in sections.indices {
      for count in smaller(sections[index]) {
        var changed = sections
        changed[index] = count
        result.append(changed)
      }
    }
    return result
  }

  /// Smaller item counts: 0, 1, 2, half, one fewer.
  private func smaller(_ count: Int) -> [Int] {
    var result: [Int] = []
    for candidate in [0, 1, 2, count / 2, count - 1] where candidate >= 0 && candidate < count && !result.contains(candidate) {
      result.append(candidate)
    }
    return result
  }

  /// Values closer to `target` or rounder than `value`: the target itself, a non-finite
  /// value made finite, the value rounded to a whole number, to a multiple of ten, and
  /// halfway toward the target (rounded).
  private func rounder(_ value: CGFloat, toward target: CGFloat) -> [CGFloat] {
    guard value != target else { return [] }
    if value.isNaN { return [target] }
    if value.isInfinite { return [target, value < 0 ? -1e6 : 1e6] }
    var result: [CGFloat] = [target]
    let whole = value.rounded()
    if whole != value { result.append(whole) } else {
      let tens = (value / 10).rounded() * 10
      if tens != value && abs(tens - target) < abs(value - target) { result.append(tens) }
      let half = ((value + target) / 2).rounded()
      if abs(half - target) < abs(value - target) && half != value { result.append(half) }
    }
    return result.filter { $0 != value }
  }
}
