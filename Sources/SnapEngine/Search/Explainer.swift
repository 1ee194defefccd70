import Foundation
import SnapAlgorithms
import SnapModel

/// Explains a counterexample (Hypothesis' explain phase): for each numeric input, the values
/// around the counterexample's own for which it still fails, the others held fixed.
///
/// A real-valued input steps away from its value in doubling steps until the failure stops
/// (or the steps reach `reach`), then bisects the last step to find the boundary, and writes
/// it as the roundest number between the last failing and the first passing value, with `[`
/// or `(` as that number fails or not. Counts do the same on whole numbers; the screen scale
/// and the deceleration rate are tried at each value UIKit allows. Every probe is a check, so
/// the work is bounded and the same on every machine; the interval is the one the probes
/// see, which a failure with gaps in it can make wider than the truth.
///
///     Explainer().explain(scenario) { property.check($0, context) != nil }
///     // ["event 0 distance: any value in [-0.5, 45.5)", "event 0 velocity: any value in [2, 2.25)", "itemCount: any ≥ 3", …]
package struct Explainer: Sendable {
  /// The first step away from a value.
  package var firstStep: Double = 1.0 / 16
  /// How many times the step doubles before the interval counts as unbounded on that side.
  package var doublings = 20
  /// How many times a count's step (from 1) doubles: fewer, since some layouts cache every item.
  package var countDoublings = 8
  /// The most halvings that find a boundary; they stop sooner once the boundary is known to
  /// a ten-millionth of the value.
  package var bisections = 48

  /// An explainer with the default bounds.
  package init() {}

  /// One line per numeric input of `scenario`, for which `fails` is true, with its unit.
  ///
  /// Ranges stay inside the algorithm's configurations (a user's space): a value the space
  /// does not admit, or one a batch update of the scenario no longer agrees with, counts as
  /// not failing, and an input the space pins (a view size from its
  /// list, an item size that follows the view) or the layout sets itself gets no line.
  package func explain(_ scenario: Scenario, fails: (Scenario) -> Bool) -> [String] {
    // An algorithm without a space admits any case (`Algorithm.admits`): any resize too.
    let space = scenario.algorithm.configurations ?? LayoutConfigurations(resizesAcrossDevices: true)
    return inputs(of: scenario).compactMap { input in
      if let key = input.field, space.layoutSets(field: key) { return nil }
      // Inside the space, with updates that still agree with the counts (`Algorithm.admits`).
      func failsInside(_ candidate: Scenario) -> Bool { candidate.algorithm.admits(candidate.testCase) && fails(candidate) }
      let line: String?
      switch input.kind {
      case .real(let floor):
        guard input.value.isFinite else { return nil }
        let nudge = max(firstStep, abs(input.value) * 1e-6)
        guard [input.value - nudge, input.value + nudge].contains(where: { space.admits(input.set(scenario, $0).testCase) }) else {
          return nil
        }
        line = realRange(input, floor: floor) { failsInside(input.set(scenario, $0)) }
      case .count:
        line = countRange(Int(input.value)) { failsInside(input.set(scenario, Double($0))) }
      case .choice(let values):
        let failing = values.filter { failsInside(input.set(scenario, $0)) }
        line = failing.count == values.count ? "any of \(failing.map(display).joined(separator: ", "))"
          : "only \(failing.map(display).joined(separator: " or "))"
      }
      return line.map { "\(input.name): \($0)\(input.unit.map { " \($0)" } ?? "")" }
    }
  }

  /// What kind of values an input takes.
  enum Kind {
    /// Any real number at least `floor` (nil: no floor).
    case real(floor: Double?)
    /// A whole number ≥ 0.
    case count
    /// One of a few values.
    case choice([Double])
  }

  /// One numeric input of a scenario: its name, value, kind and how to change it.
  struct Input {
    var name: String
    var value: Double
    var kind: Kind
    /// The unit its values are in (`pt`, `pt/ms`), if any.
    var unit: String? = nil
    /// The configuration field it belongs to, if it is one's.
    var field: String? = nil
    var set: (Scenario, Double) -> Scenario
  }

  /// The numeric inputs: every event's numbers (`EventKind.fields`) and counts, then the
  /// configuration's fields that declare how they are explained (its host's, `hostFields`).
  func inputs(of scenario: Scenario) -> [Input] {
    var result: [Input] = []
    let axis = scenario.configuration.scrollDirection
    for (index, event) in scenario.events.enumerated() {
      func change(_ make: @escaping (Event) -> Event) -> (Scenario, Double) -> Scenario {
        { scenario, _ in
          var changed = scenario
          changed.events[index] = make(event)
          return changed
        }
      }
      for (number, field) in event.kind.fields.enumerated() {
        result.append(Input(
          name: "event \(index) \(field.key(on: axis))", value: Double(event.numbers[number]),
          kind: .real(floor: field.floor.map(Double.init)), unit: field.unit
        ) { scenario, value in
          var changed = scenario
          changed.events[index] = event.replacing(number: number, with: CGFloat(value))
          return changed
        })
      }
      result += countInputs(event.counts, prefix: "event \(index) ") { scenario, counts in
        var changed = scenario
        changed.events[index] = event.replacing(counts: counts)
        return changed
      }
    }
    for field in scenario.configuration.hostFields {
      func add(_ name: String, _ kind: Kind, _ path: WritableKeyPath<LayoutConfiguration, CGFloat>) {
        result.append(Input(name: name, value: Double(scenario.configuration[keyPath: path]), kind: kind, unit: field.unit, field: field.key) { scenario, value in
          scenario.with { $0[keyPath: path] = value }
        })
      }
      switch (field.explain, field.value) {
      case (.counts, _):
        result += countInputs(scenario.configuration.sections, prefix: "") { scenario, counts in
          scenario.with { $0.sections = counts }
        }
      case (.real(let floor), .number(let path, _)): add(field.key, .real(floor: floor.map(Double.init)), path)
      case (.choice(let values), .number(let path, _)): add(field.key, .choice(values.map(Double.init)), path)
      case (.edges(let edges), .inset(let path)):
        for edge in edges { add("\(field.key).\(edge.rawValue)", .real(floor: nil), edge.path(in: path)) }
      default: break
      }
    }
    return result
  }

  /// One count input per section: `itemCount` for one section, `sections[i]` for several,
  /// after `prefix`; `set` puts changed counts back.
  private func countInputs(_ sections: [Int], prefix: String, set: @escaping (Scenario, [Int]) -> Scenario) -> [Input] {
    sections.enumerated().map { section, count in
      let name = sections.count == 1 ? "itemCount" : "sections[\(section)]"
      return Input(name: prefix + name, value: Double(count), kind: .count) { scenario, value in
        var changed = sections
        changed[section] = Int(value)
        return set(scenario, changed)
      }
    }
  }

  /// The failing interval around the input's value as text.
  private func realRange(_ input: Input, floor: Double?, fails: (Double) -> Bool) -> String {
    let upper = boundary(from: input.value, direction: 1, floor: nil, fails: fails)
    let lower = boundary(from: input.value, direction: -1, floor: floor, fails: fails)
      ?? floor.map { Boundary(value: $0, inclusive: true) }
    switch (lower, upper) {
    case (nil, nil): return "any value"
    case (nil, let upper?): return "any value \(upper.inclusive ? "≤" : "<") \(display(upper.value))"
    case (let lower?, nil): return "any value \(lower.inclusive ? "≥" : ">") \(display(lower.value))"
    case (let lower?, let upper?):
      if lower.value == upper.value { return "only \(display(lower.value))" }
      return "any value in \(lower.inclusive ? "[" : "(")\(display(lower.value)), \(display(upper.value))\(upper.inclusive ? "]" : ")")"
    }
  }

  /// Where the failure stops on one side of a value.
  struct Boundary {
    /// The roundest value between the last failing and the first passing probe.
    var value: Double
    /// Whether `value` itself still fails.
    var inclusive: Bool
  }

  /// The boundary on the side `direction` (+1 up, −1 down) of `value`, or nil when the
  /// failure lasts as far as the steps reach (or down to `floor`, which then fails too).
  private func boundary(from value: Double, direction: Double, floor: Double?, fails: (Double) -> Bool) -> Boundary? {
    var failing = value
    var step = firstStep
    var passing: Double?
    for _ in 0...doublings {
      var probe = value + direction * step
      if let floor, probe < floor { probe = floor }
      if probe == failing { break }
      if fails(probe) {
        failing = probe
        step *= 2
      } else {
        passing = probe
        break
      }
    }
    guard var passing else { return nil }
    for _ in 0..<bisections {
      let middle = (failing + passing) / 2
      guard abs(failing - passing) > 1e-7 * max(1, abs(value)), middle != failing && middle != passing else { break }
      if fails(middle) { failing = middle } else { passing = middle }
    }
    let round = direction > 0 ? Self.roundest(from: failing, to: passing) : -Self.roundest(from: -failing, to: -passing)
    return round == failing ? Boundary(value: failing, inclusive: true) : Boundary(value: round, inclusive: fails(round))
  }

  /// The roundest number in `[low, high]`: the coarsest multiple of a power of ten there.
  static func roundest(from low: Double, to high: Double) -> Double {
    for exponent in stride(from: 9, through: -12, by: -1) {
      let scale = pow(10, Double(abs(exponent)))
      let candidate = exponent >= 0 ? (low / scale).rounded(.up) * scale : (low * scale).rounded(.up) / scale
      if candidate >= low && candidate <= high { return candidate }
    }
    return high
  }

  /// The failing range of a count around `value` (whole numbers ≥ 0) as text.
  private func countRange(_ value: Int, fails: (Int) -> Bool) -> String {
    func edge(_ direction: Int) -> Int? {
      var failing = value
      var step = 1
      var passing: Int?
      for _ in 0...countDoublings {
        let probe = max(0, value + direction * step)
        if probe == failing { break }
        if fails(probe) { failing = probe; step *= 2 } else { passing = probe; break }
      }
      guard var passing else { return nil }
      while abs(passing - failing) > 1 {
        let middle = (failing + passing) / 2
        if fails(middle) { failing = middle } else { passing = middle }
      }
      return failing
    }
    let upper = edge(1)
    let lower = value == 0 ? 0 : edge(-1) ?? 0
    switch upper {
    case nil: return lower == 0 ? "any value" : "any ≥ \(lower)"
    case let upper?: return lower == upper ? "only \(lower)" : "any value in [\(lower), \(upper)]"
    }
  }
}

/// A double as an explanation prints it: shortest round-trip form.
private func display(_ value: Double) -> String { show(CGFloat(value)) }

extension Property {
  /// The explanation a violation of this property in `scenario` gets (`Explainer`), each
  /// probe checked under `contract` alone: what a walk reports, a recorded witness keeps, and
  /// the check of recorded explanations recomputes.
  package func explanation(of scenario: Scenario, contract: SnapContract) -> [String] {
    let plain = CheckContext(contract: contract)
    return Explainer().explain(scenario) { self.check($0, plain) != nil }
  }
}
