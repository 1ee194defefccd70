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
      // Candidates are made one stage at a time: a round that improves early never builds the rest.
      forEachCandidate(for: current) { candidate in
        guard candidate.algorithm.admits(candidate.testCase) else { return true }
        attempts += 1
        if attempts >= attemptLimit || Date() >= deadline { return false }
        guard let found = fails(candidate) else { return true }
        current = candidate
        currentViolation = found
        improved = true
        return false
      }
    }
    if Date() >= deadline { currentViolation.message += " (shrinking stopped at its time limit)" }
    return (current, currentViolation)
  }

  /// Simpler versions of `scenario`, most promising first (a user's layout run in child
  /// processes is shrunk over these a batch at a time).
  package func candidates(for scenario: Scenario) -> [Scenario] {
    var result: [Scenario] = []
    forEachCandidate(for: scenario) { result.append($0); return true }
    return result
  }

  /// Calls `visit` with each of `candidates(for:)`, in order, until it returns false; each
  /// candidate is made just before it is visited, and laid out as its algorithm's space lays
  /// it out (`laidOut`); one the layout gives back as `scenario` is no candidate.
  private func forEachCandidate(for scenario: Scenario, _ visit: (Scenario) -> Bool) {
    forEachSimpler(scenario) { simpler in
      let candidate = laidOut(simpler)
      return candidate == scenario || visit(candidate)
    }
  }

  /// `scenario` as its algorithm's space lays it out: a checked view is read again for the
  /// candidate's size, item count and safe area, so its targets, spacing and margins follow
  /// (a smaller view gives narrower `containerRelativeFrame` cards) and the view's own inputs
  /// shrink with what it builds from them; an item size relative to the view follows it.
  private func laidOut(_ scenario: Scenario) -> Scenario {
    guard let space = scenario.algorithm.configurations else { return scenario }
    return Scenario(space.laidOut(scenario.testCase), algorithm: scenario.algorithm, options: scenario.options)
  }

  /// Calls `visit` with simpler versions of `scenario`, as made, until it returns false.
  private func forEachSimpler(_ scenario: Scenario, _ visit: (Scenario) -> Bool) {
    let events = scenario.events
    if events.count > 1 {
      for keep in [events.count / 2] where keep > 0 {
        guard visit(replacing(scenario, events: Array(events.prefix(keep)))),
          visit(replacing(scenario, events: Array(events.suffix(events.count - keep))))
        else { return }
      }
    }
    for index in events.indices.reversed() {
      var fewer = events
      fewer.remove(at: index)
      guard visit(replacing(scenario, events: fewer)) else { return }
    }
    for index in events.indices {
      let finished = forEachSimpler(events[index]) { simpler in
        var changed = events
        changed[index] = simpler
        return visit(replacing(scenario, events: changed))
      }
      guard finished else { return }
    }
    let finished = forEachSimpler(scenario.configuration) { configuration in
      var changed = scenario
      changed.configuration = configuration
      return visit(changed)
    }
    guard finished else { return }
    if scenario.configuration.scrollDirection == .vertical, scenario.algorithm.host.axes.contains(.horizontal) {
      _ = visit(Scenario(scenario.testCase.transposed, algorithm: scenario.algorithm, options: scenario.options))
    }
  }

  private func replacing(_ scenario: Scenario, events: [Event]) -> Scenario {
    var changed = scenario
    changed.events = events
    return changed
  }

  /// Calls `visit` with simpler versions of `event` until it returns false (then returns
  /// false): each number rounder and closer to where its field declares it shrinks, in its
  /// fields' shrink order, then fewer items for a reload, then an update without one of its
  /// calls (or without its given counts), part by part.
  private func forEachSimpler(_ event: Event, _ visit: (Event) -> Bool) -> Bool {
    let numbers = event.numbers
    for (index, field) in event.kind.fields.enumerated().sorted(by: { $0.element.shrinkRank < $1.element.shrinkRank }) {
      for value in rounder(numbers[index], toward: field.shrinksToward) {
        guard visit(event.replacing(number: index, with: value)) else { return false }
      }
    }
    if event.kind.hasCounts {
      for counts in simpler(event.counts) {
        guard visit(event.replacing(counts: counts)) else { return false }
      }
    }
    let batch = event.batch
    for part in event.kind.parts {
      for index in (0..<part.count(in: batch)).reversed() {
        guard visit(.update(part.removing(index, from: batch))) else { return false }
      }
    }
    return true
  }

  /// Each host's configuration shrink steps (`hostFields`) in rank order, sorted once.
  private static let configurationSteps: [HostFramework: [(ConfigurationField, ConfigurationField.Shrink)]] =
    Dictionary(uniqueKeysWithValues: HostFramework.allCases.map { host in
      (host, LayoutConfiguration.fields(of: host).flatMap { field in field.shrink.map { (field, $0) } }.sorted { $0.1.rank < $1.1.rank })
    })

  /// Calls `visit` with simpler configurations until it returns false (then returns false):
  /// every step the host's fields declare (`hostFields`), in rank order (counts, then settings
  /// back to their defaults, sizes and spacings rounder, inset edges rounder, the wider host's
  /// settings back to their defaults).
  private func forEachSimpler(_ c: LayoutConfiguration, _ visit: (LayoutConfiguration) -> Bool) -> Bool {
    let defaults = c.hostDefaults
    func add(_ change: (inout LayoutConfiguration) -> Void) -> Bool {
      var changed = c
      change(&changed)
      return changed == c || visit(changed)
    }
    for (field, step) in Self.configurationSteps[c.host] ?? [] {
      switch (step, field.value) {
      case (.counts, _):
        for sections in simpler(c.sections) { guard add({ $0.sections = sections }) else { return false } }
      case (.reset, _): guard add({ field.copy(from: defaults, to: &$0, as: field) }) else { return false }
      case (.rounder, .number(let path, _)):
        for value in rounder(c[keyPath: path], toward: defaults[keyPath: path]) {
          guard add({ $0[keyPath: path] = value }) else { return false }
        }
      case (.edges(let edges, _), .inset(let path)):
        for edge in edges {
          let place = edge.path(in: path)
          for value in rounder(c[keyPath: place], toward: defaults[keyPath: place]) {
            guard add({ $0[keyPath: place] = value }) else { return false }
          }
        }
      case (.rounder, _), (.edges, _): break
      }
    }
    return true
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
    // `+ 0` makes a negative value rounded to zero plain 0, never -0 (which JSON would show).
    let whole = value.rounded() + 0
    if whole != value { result.append(whole) } else {
      let tens = (value / 10).rounded() * 10 + 0
      if tens != value && abs(tens - target) < abs(value - target) { result.append(tens) }
      let half = ((value + target) / 2).rounded() + 0
      if abs(half - target) < abs(value - target) && half != value { result.append(half) }
    }
    return result.filter { $0 != value }
  }
}
