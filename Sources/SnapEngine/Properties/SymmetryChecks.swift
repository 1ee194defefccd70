import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// A drag and its mirror move the same number of pages in opposite directions.
  public static let mirror = Property(id: "mirror", code: "mir", summary: "From a snap position with room for the cap on both sides, a drag (d, v) and its mirror (−d, −v) move the same distance in opposite directions (ties within a pixel of a midpoint excluded).", readsSnapPositions: true, check: SymmetryChecks.mirror)

  /// The scenario transposed to the other axis rests at the same offsets.
  public static let axisSymmetric = Property(id: "axis-symmetric", code: "axs", summary: "The scenario transposed to the other axis (sizes, insets and events swapped) rests at the same offsets.", applicability: { algorithm, _ in Set(algorithm.host.axes) == Set(Axis.allCases) ? nil : "declares one axis" }, check: SymmetryChecks.axisSymmetric)

  /// The same scenario at @2x and @3x rests on the same item.
  public static let scaleInvariant = Property(id: "scale-invariant", code: "sci", summary: "The same scenario at @2x and @3x rests on the same item after every drag, or a neighbouring one where the scales round an input differently (ties excluded).", readsSnapPositions: true, check: SymmetryChecks.scaleInvariant)
}

/// Properties that compare a scenario with a symmetric image of it: `mirror`,
/// `axis-symmetric`, `scale-invariant`.
enum SymmetryChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.mirror, .axisSymmetric, .scaleInvariant]

  /// The most drags per scenario `mirror` mirrors, to bound its cost.
  static let mirrorDragLimit = 3
  /// Offsets closer than this are the same offset mirrored: rounding noise, not a pixel.
  static let exactness: CGFloat = 1e-6

  /// Checks the scenario's own drags that start with room around them, then from the middle
  /// snap position (most scenarios begin at the first position, which has no room behind it)
  /// its first drag, and its first drag with a release speed made a flick in place
  /// (`GestureChecks.flickInPlace(of:)`), when the algorithm's space admits that centred run.
  static func mirror(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    // The scenario's own run comes first; its grid before any event places the middle.
    let own = context.observe(scenario)
    if let violation = mirrorViolation(in: scenario, own, context) { return violation }
    guard let grid = own.initialGrid, grid.count >= 3 else { return nil }
    let gestures = [scenario.events.first { $0.kind == .drag }, GestureChecks.flickInPlace(of: scenario)?.events.last].compactMap { $0 }
    for gesture in gestures {
      var centred = scenario
      centred.events = [.scroll(offset: grid.position(ofSlot: grid.count / 2)), gesture]
      // The centred run is reported as the counterexample: it must be one the algorithm's
      // space admits (an app's space may allow no scrolls).
      guard scenario.algorithm.admits(centred.testCase) else { continue }
      if let violation = mirrorViolation(in: centred, context.observe(centred), context) { return violation }
    }
    return nil
  }

  /// The first of `scenario`'s drags (up to `mirrorDragLimit` of them) whose mirror moves
  /// differently, among those that start on a snap position with room around it, in
  /// `observation`, the scenario's run.
  private static func mirrorViolation(in scenario: Scenario, _ observation: Observation, _ context: CheckContext) -> Violation? {
    var mirrored = 0
    for (index, step) in observation.trace.steps.enumerated() {
      // A still drag is its own mirror: whether it may move is `rest-stable`'s question.
      guard mirrored < mirrorDragLimit, let rest = step.completedDragRest, let start = step.start,
        step.release != start || step.velocity != 0,
        case .drag(let distance, let velocity) = scenario.events[step.event], velocity.isFinite,
        let grid = observation.gridBefore(index), grid.pageSpace(at: start) > 0, grid.pageSpace(at: start).isFinite,
        let line = grid.nearestSlot(to: start), abs(grid.position(ofSlot: line) - start) < exactness,
        mirrorsExactly(step, around: start, on: grid)
      else { continue }
      var image = scenario.prefix(through: step.event)
      // `0 -` rather than `-`: the mirror of a still release is 0, not -0.
      image.events[step.event] = .drag(distance: 0 - distance, velocity: 0 - velocity)
      mirrored += 1
      guard let other = context.trace(image).steps.last, other.event == step.event,
        let otherRest = other.completedDragRest, isMirror(other, of: step, around: start)
      else { continue }
      let (moved, otherMoved) = (rest - start, otherRest - start)
      // A view of non-finite size can rest at an infinite offset: no page count to compare.
      guard moved.isFinite, otherMoved.isFinite else { continue }
      let pageSpace = grid.pageSpace(at: start)
      let pagesMoved = Int(max(0, (max(abs(moved), abs(otherMoved)) - grid.roundingSlack) / pageSpace).rounded(.up))
      let room = context.contract.pageCap.map { max($0, pagesMoved) } ?? pagesMoved + 1
      guard isSymmetric(grid, around: line, lines: room) else { continue }
      context.exercised()
      context.target(abs(moved + otherMoved))
      if abs(moved + otherMoved) > grid.roundingSlack {
        return Violation(
          scenario: scenario.prefix(through: step.event),
          message: "\(step.label): from the snap position \(show(start)), \(GestureChecks.eventText(scenario.events[step.event])) moves \(show(moved)) pt, but its mirror \(GestureChecks.eventText(image.events[step.event])) moves \(show(otherMoved)) pt",
          event: step.event, expectedRest: start - otherMoved)
      }
    }
    return nil
  }

  /// Whether the host mirrors `step`'s gesture exactly around `start`: its release and
  /// proposal lie inside the range with their mirror images (no edge reached), and neither
  /// is within a pixel of the midpoint between two snap positions (no rounding tie).
  private static func mirrorsExactly(_ step: Step, around start: CGFloat, on grid: SnapGrid) -> Bool {
    let pixel = 1 / max(grid.geometry.scale, 1)
    return [step.release, step.proposed].allSatisfy { offset in
      guard let offset else { return false }
      return [offset, 2 * start - offset].allSatisfy {
        $0 > grid.range.lower && $0 < grid.range.upper && !isNearTie($0, on: grid, within: pixel)
      }
    }
  }

  /// Whether `image` is `step`'s gesture mirrored around `start` (the pixel grid can round a
  /// release or proposal and its image differently).
  private static func isMirror(_ image: Step, of step: Step, around start: CGFloat) -> Bool {
    func mirrored(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
      guard let a, let b else { return false }
      return abs((a - start) + (b - start)) < exactness
    }
    return image.start == start && mirrored(image.release, step.release) && mirrored(image.proposed, step.proposed)
      && image.velocity == step.velocity.map { -$0 }
  }

  /// Whether the snap positions `lines` lines either side of `line` exist, lie in its section,
  /// advance strictly (none clamped onto another) and mirror each other around it.
  private static func isSymmetric(_ grid: SnapGrid, around line: Int, lines room: Int) -> Bool {
    guard line - room >= 0, line + room < grid.count else { return false }
    let section = grid.section(ofSlot: line)
    let centre = grid.position(ofSlot: line)
    for k in 1...max(1, room) {
      let (behind, ahead) = (grid.position(ofSlot: line - k), grid.position(ofSlot: line + k))
      guard grid.section(ofSlot: line - k) == section, grid.section(ofSlot: line + k) == section,
        behind < grid.position(ofSlot: line - k + 1), ahead > grid.position(ofSlot: line + k - 1),
        abs((ahead - centre) - (centre - behind)) < exactness
      else { return false }
    }
    return true
  }

  /// Whether `offset` lies within `margin` of the midpoint between two neighbouring snap
  /// positions, where rounding may break the tie either way.
  static func isNearTie(_ offset: CGFloat, on grid: SnapGrid, within margin: CGFloat) -> Bool {
    guard let nearest = grid.nearest(to: offset) else { return false }
    // `exactness` absorbs the float noise of each subtraction: a release exactly a margin
    // from a midpoint is near it, and both its positions are found, whatever their magnitude.
    let near = margin + exactness
    let around = grid.positions(within: abs(offset - nearest) + 2 * near, of: offset)
    return zip(around, around.dropFirst()).contains { abs(($0 + $1) / 2 - offset) <= near }
  }

  static func axisSymmetric(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let axis = scenario.configuration.scrollDirection
    let transposed = Scenario(scenario.testCase.transposed, algorithm: scenario.algorithm, options: scenario.options)
    return firstDifference(
      context.trace(scenario), context.trace(transposed), "\(axis.rawValue)ly",
      "transposed to \(axis.transposed.rawValue)", scenario: scenario, context: context)
  }

  /// The screen scales `scale-invariant` compares, coarser first.
  static let comparedScales: [CGFloat] = [2, 3]

  static func scaleInvariant(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let runs = comparedScales.map { scale in context.observe(scenario.with { $0.screenScale = scale }) }
    let (a, b) = (runs[0], runs[1])
    let pixel = 1 / comparedScales[0]
    for (index, (stepA, stepB)) in zip(a.trace.steps, b.trace.steps).enumerated() {
      switch (stepA.outcome, stepB.outcome) {
      case (.ok, .ok): break
      case (.fault(let fault), .ok), (.ok, .fault(let fault)):
        let faulting = stepA.isFault ? "@2x" : "@3x"
        return Violation(
          scenario: scenario.prefix(through: stepA.event),
          message: "\(stepA.label): faults (\(fault)) at \(faulting) only", event: stepA.event)
      default: return nil
      }
      if stepA.kind != .drag, restApartAtTie(stepA, stepB, on: a.gridsAfter[index], b.gridsAfter[index], within: pixel) {
        return nil
      }
      // Items are neighbours only along a positive page space: with zero or negative sizes
      // lines coincide or run backwards, and no line count says how far apart two rests are.
      guard let restA = stepA.completedDragRest, let restB = stepB.completedDragRest,
        let beforeA = a.gridBefore(index), let beforeB = b.gridBefore(index), beforeA.pageSpace(at: stepA.start ?? restA) > 0,
        let linesA = restingLines(restA, on: a.gridsAfter[index]), let linesB = restingLines(restB, on: b.gridsAfter[index])
      else { continue }
      let gap = linesA.map { lineA in linesB.map { abs($0 - lineA) }.min() ?? 0 }.min() ?? 0
      // On the same item a tie changes only whether the step is noted as exercised with a
      // score of 0: once both are noted, the tie need not be looked for.
      if gap == 0 && context.hasNoted(score: 0) { continue }
      // A tie may break either way, and a neighbouring item is allowed where the scales round
      // differently; either way, once the runs rest on different items they go on from
      // different states, so the comparison ends there.
      if isTied(stepA, on: beforeA, within: pixel) || isTied(stepB, on: beforeB, within: pixel) {
        if gap == 0 { continue }
        return nil
      }
      context.exercised()
      context.target(CGFloat(gap))
      if gap == 0 { continue }
      if gap == 1 {
        let roundsDifferently =
          [stepA.start, stepA.release, stepA.proposed] != [stepB.start, stepB.release, stepB.proposed]
          || !placesAlike(beforeA, beforeB, lines: linesA + linesB + [stepA.start.flatMap(beforeA.nearestSlot)].compactMap { $0 })
        if roundsDifferently { return nil }
      }
      let items = [(a.gridsAfter[index], linesA), (b.gridsAfter[index], linesB)].map { grid, lines in
        grid.items(inSlot: lines[0]).lowerBound
      }
      return Violation(
        scenario: scenario.prefix(through: stepA.event),
        message: "\(stepA.label): rests on item \(items[0]) at @2x (\(show(restA))) but on item \(items[1]) at @3x (\(show(restB)))\(gap == 1 ? ", though both scales round every input alike" : "")",
        event: stepA.event)
    }
    return nil
  }

  /// Whether a step leaves the runs nearest different items only because one offset rounds
  /// to either side of a tie at the two scales: both rests within `margin` of a midpoint and
  /// within two margins of each other (a scroll, and whatever follows from it: a resize keeps
  /// the item nearest). Only drags are judged, but the runs then go on from different states,
  /// so the comparison ends there, as after a drag that ties. Rests further apart are the
  /// layout's own doing, and the comparison goes on.
  private static func restApartAtTie(_ a: Step, _ b: Step, on gridA: SnapGrid, _ gridB: SnapGrid, within margin: CGFloat) -> Bool {
    guard let restA = a.rest, let restB = b.rest, abs(restA - restB) <= 2 * margin + exactness,
      let linesA = restingLines(restA, on: gridA), let linesB = restingLines(restB, on: gridB),
      !linesA.contains(where: linesB.contains)
    else { return false }
    return isNearTie(restA, on: gridA, within: margin) && isNearTie(restB, on: gridB, within: margin)
  }

  /// Whether two grids place the items of every line between the least and the greatest of
  /// `lines` alike: the same frame origin and the same snap position.
  private static func placesAlike(_ a: SnapGrid, _ b: SnapGrid, lines: [Int]) -> Bool {
    guard let low = lines.min(), let high = lines.max(), high < min(a.count, b.count) else { return false }
    return (low...high).allSatisfy {
      a.items(inSlot: $0) == b.items(inSlot: $0) && a.mainOrigin(ofSlot: $0) == b.mainOrigin(ofSlot: $0)
        && a.position(ofSlot: $0) == b.position(ofSlot: $0)
    }
  }

  /// Whether `step`'s release or proposal lies within `margin` of a midpoint of `grid`.
  private static func isTied(_ step: Step, on grid: SnapGrid, within margin: CGFloat) -> Bool {
    [step.release, step.proposed].contains { $0.map { isNearTie($0, on: grid, within: margin) } ?? false }
  }

  /// The lines whose snap position is `rest` (several where positions are clamped onto one
  /// another), or the nearest line when `rest` is off the grid; nil with no items.
  private static func restingLines(_ rest: CGFloat, on grid: SnapGrid) -> [Int]? {
    guard let nearest = grid.nearestSlot(to: rest) else { return nil }
    let position = grid.position(ofSlot: nearest)
    guard abs(position - rest) <= SnapGrid.tolerance else { return [nearest] }
    var lines = [nearest]
    while let next = lines.last.map({ $0 + 1 }), next < grid.count, grid.position(ofSlot: next) == position {
      lines.append(next)
    }
    return lines
  }
}
