import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// From a snap position, a drag never rests on the side opposite its proposal.
  public static let direction = Property(id: "direction", code: "dir", summary: "From a snap position, a drag proposing ahead never rests behind its start, nor one proposing behind ahead of it.", readsSnapPositions: true, readsOwnRunOnly: true, check: GestureChecks.direction)

  /// A release with a velocity never rests against it.
  public static let noReversal = Property(id: "no-reversal", code: "rev", summary: "With a velocity, the rest never lies against it from the release point, unless the page cap leaves no position on that side.", readsSnapPositions: true, readsOwnRunOnly: true, check: GestureChecks.noReversal)

  /// Longer or faster gestures never move fewer pages.
  public static let thresholds = Property(id: "thresholds", code: "thr", summary: "A longer drag or a faster release in the same direction never moves fewer pages.", check: GestureChecks.thresholds)

  /// The same gesture moves the same number of pages from any interior page.
  public static let translationInvariant = Property(id: "translation-invariant", code: "trn", summary: "The same gesture from different interior pages moves the same number of pages.", readsSnapPositions: true, check: GestureChecks.translationInvariant)

  /// One-page drags reach both ends.
  public static let reachable = Property(id: "reachable", code: "rch", summary: "One-page drags forward reach the last snap position, and backward the first.", readsSnapPositions: true, check: GestureChecks.reachable)

  /// A still drag at a snap position stays there.
  public static let restStable = Property(id: "rest-stable", code: "stb", summary: "A zero-distance, zero-velocity drag at a snap position stays there.", readsSnapPositions: true, check: GestureChecks.restStable)
}

/// Properties about how a gesture moves the view: `direction`, `no-reversal`, `thresholds`,
/// `translation-invariant`, `reachable`, `rest-stable`.
enum GestureChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [
    .direction, .noReversal, .thresholds, .translationInvariant, .reachable, .restStable,
  ]

  static func direction(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (index, step) in observation.trace.steps.enumerated() {
      guard let rest = step.completedDragRest, let start = step.start, let proposed = step.proposed,
        let grid = observation.gridBefore(index), grid.contains(start, tolerance: SnapGrid.tolerance)
      else { continue }
      let ahead = proposed > start + SnapGrid.tolerance
      guard ahead || proposed < start - SnapGrid.tolerance else { continue }
      context.exercised()
      context.target(ahead ? start - rest : rest - start)
      if ahead && rest < start - SnapGrid.tolerance {
        return Violation(
          scenario: scenario,
          message: "\(step.label): proposal \(show(proposed)) is ahead of the start \(show(start)) but it rests behind, at \(show(rest))",
          event: step.event, expectedRest: start)
      }
      if proposed < start - SnapGrid.tolerance && rest > start + SnapGrid.tolerance {
        return Violation(
          scenario: scenario,
          message: "\(step.label): proposal \(show(proposed)) is behind the start \(show(start)) but it rests ahead, at \(show(rest))",
          event: step.event, expectedRest: start)
      }
    }
    return nil
  }

  static func noReversal(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    for (step, grid) in zip(observation.trace.steps, observation.gridsAfter) {
      guard let rest = step.completedDragRest, let start = step.start, let release = step.release,
        let velocity = step.velocity, velocity != 0, !velocity.isNaN
      else { continue }
      let forward = velocity > 0
      context.exercised()
      context.target(forward ? release - rest : rest - release)
      let reversed = forward ? rest < release - SnapGrid.tolerance : rest > release + SnapGrid.tolerance
      guard reversed else { continue }
      let allowed: [CGFloat]
      if grid.count == 0 {
        allowed = [grid.range.lower]
      } else if let cap = context.contract.pageCap {
        // Only what the cap itself allows excuses a reversal: cap pages plus the off-grid
        // distance, within the offset tolerance, without the pixel of rounding slack
        // `page-cap` grants. Both read the slack in the layout's favour, so a position inside
        // it may be taken or left.
        allowed = grid.allowedPositions(from: start, cap: cap, slack: SnapGrid.tolerance)
      } else {
        allowed = grid.allPositions
      }
      let onVelocitySide = allowed.contains { forward ? $0 >= release - SnapGrid.tolerance : $0 <= release + SnapGrid.tolerance }
      if onVelocitySide {
        return Violation(
          scenario: scenario,
          message: "\(step.label): released at \(show(release)) moving \(forward ? "forward" : "backward") (velocity \(show(velocity)) pt/ms) but rests \(forward ? "behind" : "ahead"), at \(show(rest))",
          event: step.event,
          expectedRest: allowed.filter { forward ? $0 >= release - SnapGrid.tolerance : $0 <= release + SnapGrid.tolerance }
            .min { abs($0 - release) < abs($1 - release) })
      }
    }
    return nil
  }

  /// The most drags per scenario `thresholds` varies, to bound its cost.
  static let thresholdDragLimit = 3

  /// Checks the scenario's own drags, then its first drag with a release speed made a flick
  /// in place (`flickInPlace(of:)`). The flick's scenario is the scenario's own up to that
  /// drag, so the drags before it are the ones the first pass varied, with the same variants:
  /// they held there, and are not varied again.
  static func thresholds(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    if let violation = thresholdViolation(in: scenario, context) { return violation }
    return flickInPlace(of: scenario).flatMap { thresholdViolation(in: $0, context, heldBefore: $0.events.count - 1) }
  }

  /// `scenario` up to its first drag that has a distance and a finite, nonzero velocity, with
  /// that drag's distance made 0: the same release as a flick in place, the shortest drag
  /// along its velocity, where a velocity rule works alone (a longer drag or a faster flick
  /// must not move fewer pages than it). Nil when no drag has both.
  static func flickInPlace(of scenario: Scenario) -> Scenario? {
    for (index, event) in scenario.events.enumerated() {
      guard case .drag(let distance, let velocity) = event, distance != 0, velocity != 0, velocity.isFinite else { continue }
      var flick = scenario.prefix(through: index)
      flick.events[index] = .drag(distance: 0, velocity: velocity)
      return flick
    }
    return nil
  }

  /// The first of `scenario`'s drags (up to `thresholdDragLimit` of them) that a longer drag or
  /// a faster release moves fewer pages than. The drags before event `heldBefore` count toward
  /// the limit but are known to hold: the same variants of the same prefix were checked.
  private static func thresholdViolation(in scenario: Scenario, _ context: CheckContext, heldBefore: Int = 0) -> Violation? {
    let original = context.trace(scenario)
    var varied = 0
    for step in original.steps {
      guard varied < thresholdDragLimit, let rest = step.completedDragRest, let start = step.start,
        case .drag(let distance, let velocity) = scenario.events[step.event], velocity.isFinite
      else { continue }
      let direction: CGFloat = distance != 0 ? (distance > 0 ? 1 : -1) : (velocity > 0 ? 1 : (velocity < 0 ? -1 : 0))
      guard direction != 0, velocity * direction >= 0 else { continue }
      varied += 1
      if step.event < heldBefore { continue }
      let c = scenario.configuration
      let pageSpace = abs((c.scrollDirection == .horizontal ? c.itemWidth : c.itemHeight) + c.lineSpacing)
      let variants: [(Event, String)] = [
        (.drag(distance: distance + direction * (pageSpace / 8 + 1), velocity: velocity), "a longer drag"),
        (.drag(distance: distance, velocity: velocity + direction), "a faster release"),
      ]
      let prefix = scenario.prefix(through: step.event)
      let moved = (rest - start) * direction
      for (event, description) in variants {
        var variant = prefix
        variant.events[step.event] = event
        guard let other = context.trace(variant).steps.last, let otherRest = other.completedDragRest,
          let otherStart = other.start
        else { continue }
        let otherMoved = (otherRest - otherStart) * direction
        context.exercised()
        context.target(moved - otherMoved)
        if otherMoved < moved - SnapGrid.tolerance - 1 / max(scenario.configuration.screenScale, 1) {
          return Violation(
            scenario: prefix,
            message: "\(step.label): moves \(show(moved)) pt along the gesture, but \(description) (\(eventText(event))) moves only \(show(otherMoved)) pt",
            event: step.event)
        }
      }
    }
    return nil
  }

  static func eventText(_ event: Event) -> String {
    switch event {
    case .drag(let distance, let velocity): return "drag \(show(distance)) pt at \(show(velocity)) pt/ms"
    case .scroll(let offset): return "scroll to \(show(offset)) pt"
    case .resize(let width, let height): return "resize to \(show(width))×\(show(height)) pt"
    case .reload(let sections):
      return sections.count == 1 ? "reload with \(sections[0]) items" : "reload with sections \(sections)"
    case .update(let batch): return "update: \(batch.summary)"
    }
  }

  static func translationInvariant(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    guard let gesture = scenario.events.first(where: { $0.kind == .drag }) else { return nil }
    let grid = context.initialGrid(scenario)
    guard grid.widestPage > 0, grid.widestPage.isFinite, grid.count >= 6 else { return nil }
    let first = grid.count / 3
    let second = first + max(1, grid.count / 3)
    var runs: [(scenario: Scenario, start: CGFloat, step: Step)] = []
    for column in [first, second] {
      var run = scenario
      run.events = [.scroll(offset: grid.position(ofSlot: column)), gesture]
      // A run is reported as the counterexample: it must be one the algorithm's space admits
      // (an app's space may allow no scrolls).
      guard scenario.algorithm.admits(run.testCase), let step = context.trace(run).steps.last, step.kind == .drag, step.outcome == .ok, let start = step.start
      else { return nil }
      runs.append((run, start, step))
    }
    let (a, b) = (runs[0], runs[1])
    guard let restA = a.step.rest, let restB = b.step.rest,
      sameRelative(a.step.release, a.start, b.step.release, b.start),
      sameRelative(a.step.proposed, a.start, b.step.proposed, b.start),
      interior(restA, grid) && interior(restB, grid) && interior(a.step.proposed, grid) && interior(b.step.proposed, grid),
      gridsAreTranslates(grid, first, second, around: gestureReach(a.step, from: a.start))
    else { return nil }
    context.exercised()
    context.target(abs((restA - a.start) - (restB - b.start)))
    if abs((restA - a.start) - (restB - b.start)) > SnapGrid.tolerance {
      return Violation(
        scenario: a.scenario,
        message: "the same \(eventText(gesture)) moves \(show(restA - a.start)) pt from \(show(a.start)) but \(show(restB - b.start)) pt from \(show(b.start))",
        event: 1, expectedRest: a.start + (restB - b.start))
    }
    return nil
  }

  /// How far from its start a gesture reaches: its release or its proposal, whichever is further.
  private static func gestureReach(_ step: Step, from start: CGFloat) -> CGFloat {
    max(abs((step.release ?? start) - start), abs((step.proposed ?? start) - start))
  }

  private static func sameRelative(_ x: CGFloat?, _ originX: CGFloat, _ y: CGFloat?, _ originY: CGFloat) -> Bool {
    guard let x, let y else { return false }
    return abs((x - originX) - (y - originY)) < 1e-6
  }

  private static func interior(_ x: CGFloat?, _ grid: SnapGrid) -> Bool {
    guard let x else { return false }
    return x > grid.range.lower + SnapGrid.tolerance && x < grid.range.upper - SnapGrid.tolerance
  }

  /// Whether the positions around two columns are the same relative to each column, as far
  /// as a gesture moving `distance` can see: pixel rounding can make a grid uneven, and then
  /// "the same gesture" legitimately lands differently.
  private static func gridsAreTranslates(_ grid: SnapGrid, _ a: Int, _ b: Int, around distance: CGFloat) -> Bool {
    // With different sizes the narrowest page around either slot counts the most pages.
    let page = Swift.min(grid.pageSpace(at: grid.position(ofSlot: a)), grid.pageSpace(at: grid.position(ofSlot: b)))
    let pages = (distance / page).rounded(.up)
    // Beyond the grid's own line count (or not finite, on a view of non-finite size) no two
    // columns have that much room.
    guard pages < CGFloat(grid.count) else { return false }
    let span = Int(pages) + 3
    let baseA = grid.position(ofSlot: a)
    let baseB = grid.position(ofSlot: b)
    for offset in -span...span {
      let columnA = a + offset
      let columnB = b + offset
      guard columnA >= 0, columnB >= 0, columnA < grid.count, columnB < grid.count else { return false }
      if abs((grid.position(ofSlot: columnA) - baseA) - (grid.position(ofSlot: columnB) - baseB)) > 1e-6 {
        return false
      }
    }
    return true
  }

  /// Forward and backward drags are each repeated this many times more than there are positions.
  static let reachabilityMargin = 2
  /// Layouts with more positions than this are not walked end to end.
  static let reachabilityLimit = 80

  static func reachable(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let grid = context.initialGrid(scenario)
    let pageSpace = grid.widestPage
    let positions = grid.allPositions
    guard pageSpace > 0, pageSpace.isFinite, grid.range.isScrollable, let first = positions.first,
      let last = positions.last, positions.count <= reachabilityLimit
    else { return nil }
    let drags = positions.count + reachabilityMargin
    var walk = scenario
    walk.events = Array(repeating: .drag(distance: pageSpace, velocity: 0), count: drags)
      + Array(repeating: .drag(distance: -pageSpace, velocity: 0), count: drags)
    let trace = context.trace(walk)
    guard trace.unsupported == nil else { return nil }
    let steps = trace.steps
    context.exercised()
    let forward = steps.prefix(drags)
    guard forward.contains(where: { $0.rest.map { abs($0 - last) <= SnapGrid.tolerance } ?? false }) else {
      return Violation(
        scenario: walk,
        message: "\(drags) one-page drags forward never rest at the last position \(show(last)) (they end at \(show(forward.last?.rest)))",
        event: drags - 1, expectedRest: last)
    }
    let backward = steps.dropFirst(drags)
    guard backward.contains(where: { $0.rest.map { abs($0 - first) <= SnapGrid.tolerance } ?? false }) else {
      return Violation(
        scenario: walk,
        message: "\(drags) one-page drags back never rest at the first position \(show(first)) (they end at \(show(backward.last?.rest)))",
        event: 2 * drags - 1, expectedRest: first)
    }
    return nil
  }

  /// A drag of zero distance and zero velocity: what `rest-stable` probes each stop with.
  static let stillDrag = Event.drag(distance: 0, velocity: 0)

  /// Whether `event` is `stillDrag` bit for bit (a −0 distance or velocity is another drag).
  static func isStillDrag(_ event: Event) -> Bool {
    guard case .drag(let distance, let velocity) = event else { return false }
    return distance.bitPattern == 0 && velocity.bitPattern == 0
  }

  /// Where `observation`'s run stands at stop `index` (−1 before any event, else after the
  /// event, which must have completed), when that is a snap position of the grid there:
  /// a stop `rest-stable` probes. Nil otherwise.
  static func snapRest(atStop index: Int, of observation: Observation) -> CGFloat? {
    let steps = observation.trace.steps
    guard index < steps.count, index < 0 || steps[index].outcome == .ok else { return nil }
    let rest = index < 0 ? observation.initialGrid?.range.lower ?? 0 : steps[index].rest ?? .nan
    let grid = index < 0 ? observation.initialGrid : observation.gridsAfter[index]
    guard let grid, grid.contains(rest, tolerance: SnapGrid.tolerance) else { return nil }
    return rest
  }

  /// Probes every stop on a snap position with a still drag, replayed after the scenario's
  /// events up to the stop; at the last event, the shared run's own still drag when it made
  /// one (`Observation.stillDragAtEnd`), and before an event that is itself a still drag,
  /// the run's own step (the probe is the scenario up to that event; an observation keeps only
  /// the steps a run without grid reads makes alike, so it is the replay's step).
  static func restStable(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario)
    let stops = [-1] + observation.trace.steps.filter { $0.outcome == .ok }.map(\.event)
    for index in stops {
      guard let rest = snapRest(atStop: index, of: observation) else { continue }
      var probe = scenario.prefix(through: index)
      probe.events.append(stillDrag)
      let probed: Step?
      if index == scenario.events.count - 1, let still = observation.stillDragAtEnd {
        context.noteUnsupported(Trace(steps: [still]))
        probed = still
      } else if index + 1 < observation.trace.steps.count, isStillDrag(scenario.events[index + 1]) {
        // Noted already: a step that stopped unsupported ended the run, as it ends the probe.
        probed = observation.trace.steps[index + 1]
      } else {
        probed = context.trace(probe).steps.last
      }
      guard let step = probed, step.event == index + 1, !step.isUnsupported else { continue }
      context.exercised()
      context.target(abs((step.rest ?? .infinity) - rest))
      if step.outcome != .ok || !(abs((step.rest ?? .nan) - rest) <= SnapGrid.tolerance) {
        return Violation(
          scenario: probe,
          message: "\(step.label): a zero drag at the snap position \(show(rest)) \(step.outcome == .ok ? "moves to \(show(step.rest))" : "faults")",
          event: step.event, expectedRest: rest)
      }
    }
    return nil
  }
}
