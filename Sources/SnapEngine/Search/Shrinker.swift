import Foundation
import SnapAlgorithms
import SnapModel

/// Shrinks a failing scenario to a small, round one that still fails.
///
/// It tries, in order: dropping events, simpler events (no velocity, rounder and smaller
/// numbers, updates with fewer calls), fewer items and sections, a configuration closer to UIKit's defaults (no content
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

  /// Simpler versions of `scenario`, most promising first (a user's layout run in child
  /// processes is shrunk over these a batch at a time).
  package func candidates(for scenario: Scenario) -> [Scenario] {
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

  /// Simpler versions of `event`: each number rounder and closer to where its field
  /// declares it shrinks, in its fields' shrink order, then fewer items for a reload, then an
  /// update without one of its calls (or without its given counts), part by part.
  private func simpler(_ event: Event) -> [Event] {
    let numbers = event.numbers
    var result: [Event] = []
    for (index, field) in event.kind.fields.enumerated().sorted(by: { $0.element.shrinkRank < $1.element.shrinkRank }) {
      result += rounder(numbers[index], toward: field.shrinksToward).map { event.replacing(number: index, with: $0) }
    }
    if event.kind.hasCounts { result += simpler(event.counts).map { event.replacing(counts: $0) } }
    let batch = event.batch
    for part in event.kind.parts {
      for index in (0..<part.count(in: batch)).reversed() { result.append(.update(part.removing(index, from: batch))) }
    }
    return result
  }

  /// Simpler configurations: every step the host's fields declare (`hostFields`), in rank order
  /// (counts, then settings back to their defaults, sizes and spacings rounder, inset edges
  /// rounder, the wider host's settings back to their defaults).
  private func simpler(_ c: LayoutConfiguration) -> [LayoutConfiguration] {
    let defaults = c.hostDefaults
    var result: [LayoutConfiguration] = []
    func add(_ change: (inout LayoutConfiguration) -> Void) {
      var changed = c
      change(&changed)
      if changed != c { result.append(changed) }
    }
    let steps = c.hostFields.flatMap { field in field.shrink.map { (field, $0) } }.sorted { $0.1.rank < $1.1.rank }
    for (field, step) in steps {
      switch (step, field.value) {
      case (.counts, _): for sections in simpler(c.sections) { add { $0.sections = sections } }
      case (.reset, _): add { field.copy(from: defaults, to: &$0, as: field) }
      case (.rounder, .number(let path, _)):
        for value in rounder(c[keyPath: path], toward: defaults[keyPath: path]) { add { $0[keyPath: path] = value } }
      case (.edges(let edges, _), .inset(let path)):
        for edge in edges {
          let place = edge.path(in: path)
          for value in rounder(c[keyPath: place], toward: defaults[keyPath: place]) { add { $0[keyPath: place] = value } }
        }
      case (.rounder, _), (.edges, _): break
      }
    }
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
