import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The details an independent model of the host fixed: invalid geometry is never judged,
/// equal infinities are equal, the safe area moves snap positions, a drag from or to a
/// non-finite offset is left to `finite`, and one frame tolerance (the Witnesses article).
@Suite("Invalid geometry, equal infinities, the safe area and the frame tolerance")
struct GeometryDetailsTests {
  static let reference = AlgorithmRegistry.algorithm(id: "reference")!

  /// `events` on the seven-item configuration changed by `change`, for `algorithm`.
  static func scenario(
    _ events: [Event], on algorithm: Algorithm = reference, _ change: (inout LayoutConfiguration) -> Void = { _ in }
  ) -> Scenario {
    var configuration = SevenItemFixtures.configuration()
    change(&configuration)
    return Scenario(Case(configuration: configuration, events: events), algorithm: algorithm)
  }

  @Test("A non-finite content inset ends the scenario at its first step as invalid geometry")
  func infiniteInsetEndsTheScenario() {
    let scenario = Self.scenario([.drag(distance: 100, velocity: 0), .drag(distance: 100, velocity: 0)]) {
      $0.contentInset.left = .infinity
    }
    let steps = scenario.run().steps
    #expect(steps.count == 1)
    #expect(steps.first?.outcome.text == "invalid geometry: contentInset.left is inf")
    #expect(steps.first?.rest == nil)
  }

  @Test("A resize to a NaN width ends the scenario at the resize")
  func nanResizeEndsTheScenario() {
    let scenario = Self.scenario([
      .drag(distance: 100, velocity: 0), .resize(width: .nan, height: 150), .drag(distance: 100, velocity: 0),
    ])
    let steps = scenario.run().steps
    #expect(steps.map(\.outcome.text) == ["ok", "invalid geometry: viewWidth is nan"])
    #expect(scenario.invalidGeometry == "viewWidth is nan")
  }

  @Test("Every field of the geometry is read: item sizes, header sizes, spacings, section insets")
  func fieldsNamed() {
    func invalid(_ change: (inout LayoutConfiguration) -> Void) -> String? {
      var configuration = SevenItemFixtures.configuration()
      change(&configuration)
      return configuration.invalidGeometry
    }
    #expect(invalid { _ in } == nil)
    #expect(invalid { $0.itemWidth = -.infinity } == "itemWidth is -inf")
    #expect(invalid { $0.lineSpacing = .nan } == "lineSpacing is nan")
    #expect(invalid { $0.sectionInset.right = .infinity } == "sectionInset.right is inf")
    #expect(invalid { $0.safeAreaInsets.top = .nan } == "safeAreaInsets.top is nan")
    #expect(invalid { $0.headerSize = CGSize(width: CGFloat.infinity, height: 0) } == "headerSize.width is inf")
    #expect(invalid { $0.itemSizes = [CGSize(width: 10, height: 10), CGSize(width: 10, height: CGFloat.nan)] } == "itemSizes[1].height is nan")
    // Huge but finite is valid geometry: the hostile profile keeps it.
    #expect(invalid { $0.viewWidth = 1e12 } == nil)
  }

  @Test("No property judges a scenario with invalid geometry, and each counts it")
  func neverJudged() {
    // A view at −∞ would fail finite, page-cap and on-boundary on the old reading.
    let scenario = Self.scenario([.drag(distance: 100, velocity: 1), .drag(distance: -100, velocity: 0)]) {
      $0.contentInset.left = .infinity
    }
    for property in Property.allCases {
      #expect(property.violation(in: scenario) == nil, "\(property.id)")
      let probe = CaseProbe()
      _ = property.check(scenario, CheckContext(contract: scenario.contract, probe: probe))
      #expect(probe.invalidGeometry, "\(property.id)")
      #expect(!probe.exercised, "\(property.id)")
    }
  }

  @Test("The health line counts invalid geometry as it counts unsupported steps")
  func healthLine() {
    var result = PairResult(algorithm: "reference", property: .finite, verdict: .holds, cases: 100)
    result.exercised = 97
    result.invalidGeometry = 3
    #expect(result.health == "100 generated, 97 checked, 3 not applicable, 3 invalid geometry")
  }

  /// A drag step resting at `rest`.
  static func drag(resting rest: CGFloat) -> Step {
    var step = Step(event: 0, kind: .drag)
    step.start = 0
    step.rest = rest
    return step
  }

  @Test("Two rests at +∞ are the same rest; +∞ and −∞ are not")
  func equalInfinities() {
    let scenario = Self.scenario([.drag(distance: 100, velocity: 0)])
    let context = CheckContext(contract: scenario.contract)
    let atInfinity = Trace(steps: [Self.drag(resting: .infinity)])
    #expect(firstDifference(atInfinity, atInfinity, "a", "b", scenario: scenario, context: context) == nil)
    let atMinusInfinity = Trace(steps: [Self.drag(resting: -.infinity)])
    #expect(firstDifference(atInfinity, atMinusInfinity, "a", "b", scenario: scenario, context: context) != nil)
    #expect(SnapGrid.sameRest(.infinity, .infinity))
    #expect(SnapGrid.sameRest(.nan, .nan))
    #expect(!SnapGrid.sameRest(.infinity, 1e300))
    #expect(SnapGrid.sameRest(100, 100.5) && !SnapGrid.sameRest(100, 100.51))
  }

  @Test("The safe area moves leading snap positions as a content inset does")
  func safeAreaMovesPositions() {
    // Seven 300 pt items 310 apart, content 2230 > 375: the view scrolls, so the safe area's
    // 59 pt join the adjusted inset: the range is [−59, 2230 + 59 − 375 = 1914] and item i's
    // leading position is 310·i − 59: −59, 251, 561, …
    let scenario = Self.scenario([.drag(distance: 20, velocity: 0), .drag(distance: 200, velocity: 0)]) {
      $0.safeAreaInsets.left = 59
    }
    let simulator = scenario.simulator()
    let grid = simulator.withScreen { SnapGrid(layout: simulator.layout, contract: scenario.contract) }
    #expect(grid.range.lower == -59)
    #expect((0..<3).map(grid.position(ofSlot:)) == [-59, 251, 561])
    // The reference starts at −59; released at −39 it rests at −59, not 0; then released at
    // 141 (−59 + 200) it rests at 251, the nearer of −59 and 251.
    #expect(scenario.run().steps.map(\.rest) == [-59, 251])
    // The same grid as a content inset of 59.
    let inset = Self.scenario([]) { $0.contentInset.left = 59 }
    let insetSimulator = inset.simulator()
    let insetGrid = insetSimulator.withScreen { SnapGrid(layout: insetSimulator.layout, contract: inset.contract) }
    #expect((0..<3).map(insetGrid.position(ofSlot:)) == [-59, 251, 561])
  }

  @Test("page-cap and on-boundary leave a drag to a NaN rest to finite")
  func nanDragLeftToFinite() {
    var step = Self.drag(resting: .nan)
    #expect(step.finiteDragRest == nil)
    step.rest = 310
    #expect(step.finiteDragRest == 310)
    step.start = -.infinity
    #expect(step.finiteDragRest == nil)
    step.start = .nan
    #expect(step.finiteDragRest == nil)
  }

  @Test("rect-contract: a frame 1e-14 pt off is the same frame; 0.002 pt off is not")
  func frameTolerance() {
    let right = RectProblemTests.cell(0)
    let nearly = RectProblemTests.cell(0)
    nearly.frame = right.frame.offsetBy(dx: 1e-14, dy: 0)
    #expect(nearly.frame != right.frame)
    #expect(RectProblemTests.problem([nearly, RectProblemTests.cell(1)], expected: [0, 1]) == nil)
    let off = RectProblemTests.cell(0)
    off.frame = right.frame.offsetBy(dx: 0.002, dy: 0)
    #expect(RectProblemTests.wrongItem(RectProblemTests.problem([off, RectProblemTests.cell(1)], expected: [0, 1]), is: off) == 0)
    #expect(SnapGrid.sameFrame(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)))
    #expect(!SnapGrid.sameFrame(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
  }
}
