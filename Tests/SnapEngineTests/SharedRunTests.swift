import SnapAlgorithms
@testable import SnapEngine
import Testing

/// Which properties read only a case's own run (`Property.readsOwnRunOnly`) decides what the
/// shared run serves and what the targeted search checks, so the declaration is held to what
/// each check really simulates.
@Suite("A case's run, shared by its properties")
struct SharedRunTests {
  /// The drags `property` simulates beyond the shared run of each of `algorithm`'s first
  /// `count` cases (the shared run simulated beforehand).
  static func ownDrags(_ property: Property, on algorithm: Algorithm, cases count: Int) -> [Int] {
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: count)
    let contract = algorithm.contract(AlgorithmOptions())
    return runner.cases(for: algorithm).map { testCase in
      let shared = SharedRun(Scenario(testCase, algorithm: algorithm))
      var context = CheckContext(contract: contract)
      context.shared = shared
      _ = context.observe(shared.scenario)
      let tally = DragTally()
      context.tally = tally
      _ = property.check(shared.scenario, context)
      return tally.drags
    }
  }

  @Test("A property declared to read only its own run simulates nothing more", arguments: Property.allCases.filter(\.readsOwnRunOnly))
  func ownRunOnly(_ property: Property) throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let drags = Self.ownDrags(property, on: algorithm, cases: 60)
    #expect(drags.allSatisfy { $0 == 0 }, "\(property.id) simulated \(drags.reduce(0, +)) drags of its own")
  }

  @Test("Every other property simulates runs of its own, so the joint targeted search rightly leaves it to a climb of its own", arguments: Property.allCases.filter { !$0.readsOwnRunOnly })
  func derivesRuns(_ property: Property) throws {
    // The cell properties run a variant only for a layout that asks for cells (`CellReads`).
    let asksForCells = CellChecks.properties.contains(property)
    let algorithm = try #require(
      AlgorithmRegistry.all.first {
        property.notApplicable(to: $0, contract: $0.contract(AlgorithmOptions())) == nil && (!asksForCells || $0.id == "attribute-index-cell")
      })
    let drags = Self.ownDrags(property, on: algorithm, cases: 60)
    #expect(drags.contains { $0 > 0 }, "\(property.id) on \(algorithm.id) simulated nothing of its own in 60 cases")
  }

  @Test("Two walks asking for one run get the one simulated first")
  func firstRunKept() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let testCase = try #require(CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 1).cases(for: algorithm).first)
    let shared = SharedRun(Scenario(testCase, algorithm: algorithm))
    var simulations = 0
    let first = shared.observation { simulations += 1; return CheckContext(contract: algorithm.contract(AlgorithmOptions())).observe(shared.scenario, inspect: nil) }
    let second = shared.observation { simulations += 1; return first }
    #expect(simulations == 1)
    #expect(second.trace.steps.count == first.trace.steps.count && !first.trace.steps.isEmpty)
  }
}
