import Foundation

/// How a step ended.
///
/// Indirect, so a step holds one reference here instead of a fault's strings: every drag
/// copies its step a few times.
package indirect enum Outcome: Equatable, Sendable {
  /// The step completed.
  case ok
  /// The step faulted (trap, exception or non-finite target) and the scenario stopped.
  case fault(SimulatedFault)
  /// The scenario used something the model does not model, named here; it
  /// stopped, and this is never a violation.
  case unsupported(String)
  /// The scenario's geometry is one UIKit rejects (`<field> is <value>`, a NaN or infinite
  /// length): it stopped, no property judges it, and it is never a violation.
  case invalidGeometry(String)

  /// `ok`, `fault: <message>`, `unsupported: <what>` or `invalid geometry: <field> is
  /// <value>`, as trace JSON writes it.
  package var text: String {
    switch self {
    case .ok: return "ok"
    case .fault(let fault): return "fault: \(fault)"
    case .unsupported(let what): return "unsupported: \(what)"
    case .invalidGeometry(let what): return "invalid geometry: \(what)"
    }
  }
}

/// What one event did: the trace's unit.
///
/// Drag steps fill `start` through `target`; other steps only `rest`. A drag that could not
/// begin has no `proposed` or `target`; a faulted step has no `target` or `rest`; an
/// unsupported step has none of them.
package struct Step: Equatable, Sendable {
  /// The event's position in the scenario.
  package var event: Int
  /// The event's kind.
  package var kind: EventKind
  /// The offset when the drag began.
  package var start: CGFloat?
  /// The offset when the finger lifted.
  package var release: CGFloat?
  /// The velocity the layout received, after the momentum floor.
  package var velocity: CGFloat?
  /// The proposal passed to the layout: projected, pixel-rounded and clamped.
  package var proposed: CGFloat?
  /// What the layout returned.
  package var target: CGFloat?
  /// Where the view rests after the step.
  package var rest: CGFloat?
  /// Whether the step completed or faulted.
  package var outcome: Outcome

  /// A step with only its index, kind and outcome set.
  package init(event: Int, kind: EventKind, outcome: Outcome = .ok) {
    self.event = event
    self.kind = kind
    self.outcome = outcome
  }

  /// Whether the step faulted.
  package var isFault: Bool {
    if case .fault = outcome { return true }
    return false
  }

  /// Whether the step was outside the model.
  package var isUnsupported: Bool {
    if case .unsupported = outcome { return true }
    return false
  }

  /// Whether the scenario stops after this step (a fault or an unsupported feature).
  package var endsScenario: Bool {
    if case .ok = outcome { return false }
    return true
  }
}

/// The steps of one scenario, in event order, ending at the first fault.
package struct Trace: Equatable, Sendable {
  /// The steps applied.
  package var steps: [Step]

  /// A trace of `steps`.
  package init(steps: [Step]) {
    self.steps = steps
  }

  /// Whether the scenario ended because it needed more work than the model's bound
  /// (`UICollectionView.elementBudget`).
  package var endedAtWorkBound: Bool { unsupported == Simulator.workBound }

  /// What the model did not model, if an unsupported step ended the scenario.
  package var unsupported: String? {
    guard case .unsupported(let what)? = steps.last?.outcome else { return nil }
    return what
  }

  /// What geometry UIKit rejects ended the scenario (`<field> is <value>`), if any did.
  package var invalidGeometry: String? {
    guard case .invalidGeometry(let what)? = steps.last?.outcome else { return nil }
    return what
  }

  /// The fault that ended the scenario, if one did.
  package var fault: SimulatedFault? {
    guard case .fault(let fault)? = steps.last?.outcome else { return nil }
    return fault
  }
}

extension Step {
  /// Whether `other` is the same step to the last bit (a NaN equals a NaN with the same bits).
  package func isIdentical(to other: Step) -> Bool {
    func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
      switch (a, b) {
      case (nil, nil): return true
      case (let x?, let y?): return Double(x).bitPattern == Double(y).bitPattern
      default: return false
      }
    }
    return event == other.event && kind == other.kind && outcome == other.outcome && same(start, other.start)
      && same(release, other.release) && same(velocity, other.velocity) && same(proposed, other.proposed)
      && same(target, other.target) && same(rest, other.rest)
  }
}
