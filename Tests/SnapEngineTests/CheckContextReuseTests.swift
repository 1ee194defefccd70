import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// What a check reads off the case's shared run instead of simulating: whether a scenario is
/// the shared run's, its grid before any event, and whether a note would change the probe.
@Suite("A check reuses the case's shared run only for that case")
struct CheckContextReuseTests {
  static let scenario = SevenItemFixtures.scenario([.drag(distance: 100, velocity: 1.5)])

  @Test("Only the scenario itself is the shared run's: not another scale, event or algorithm")
  func isRun() {
    let shared = SharedRun(Self.scenario)
    #expect(shared.isRun(of: Self.scenario))
    #expect(!shared.isRun(of: Self.scenario.with { $0.screenScale = 3 }))
    var longer = Self.scenario
    longer.events.append(.drag(distance: 0, velocity: 0))
    #expect(!shared.isRun(of: longer))
    var other = Self.scenario
    other.algorithm = SevenItemFixtures.algorithm("another-flow") { UICollectionViewFlowLayout() }
    #expect(!shared.isRun(of: other))
  }

  @Test("The grid before any event is the shared run's once simulated, and a fresh one for any other scenario")
  func initialGrid() {
    // 100 pt items are 110 apart, so slot 1 is at 110; 300 pt items put it at 310.
    let narrow = SevenItemFixtures.scenario([], itemWidth: 100)
    let contract = Self.scenario.contract
    let narrowGrid = CheckContext(contract: contract).initialGrid(narrow)
    #expect(narrowGrid.position(ofSlot: 1) == 110)

    let shared = SharedRun(Self.scenario)
    var context = CheckContext(contract: contract)
    context.shared = shared
    // Not simulated yet: read from a simulator of its own, and the shared run stays unsimulated.
    #expect(context.initialGrid(Self.scenario).position(ofSlot: 1) == 310)
    #expect(shared.simulated == nil)
    // A stored run is read as it is (here one whose grid is the narrow layout's, to tell them apart).
    _ = shared.observation { Observation(trace: Trace(steps: []), initialGrid: narrowGrid, gridsAfter: []) }
    #expect(context.initialGrid(Self.scenario).position(ofSlot: 1) == 110)
    // Any other scenario misses it.
    var wide = Self.scenario
    wide.events = []
    #expect(context.initialGrid(wide).position(ofSlot: 1) == 310)
  }

  @Test("A note changes nothing without a probe, or once the probe is exercised with at least that score")
  func hasNoted() {
    #expect(CheckContext(contract: Self.scenario.contract).hasNoted(score: 0))
    let probe = CaseProbe()
    let context = CheckContext(contract: Self.scenario.contract, probe: probe)
    #expect(!context.hasNoted(score: 0))
    context.exercised()
    #expect(!context.hasNoted(score: 0))
    context.target(-0.5)
    #expect(!context.hasNoted(score: 0))
    context.target(2)
    #expect(context.hasNoted(score: 0))
    #expect(context.hasNoted(score: 2))
    #expect(!context.hasNoted(score: 2.5))
    probe.reset()
    context.target(5)
    #expect(!context.hasNoted(score: 0))
  }
}
