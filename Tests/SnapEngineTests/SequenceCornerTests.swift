import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
@testable import SnapPlantedBugs
import Testing

/// The targeted search's sequence corner (HowCasesAreFound): a property's best case is tried
/// once more with 16 drags after its events, its own drags each followed by its mirror, so a
/// gate of 100 cases reaches a layout's gestures beyond the eighth, where no generated case
/// goes.
@Suite("The targeted search's sequence corner")
struct SequenceCornerTests {
  /// The sequence corner of `events` on five items 300 pt wide, 10 pt apart (a page of 310 pt).
  static func corner(_ events: [Event]) throws -> Scenario? {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    return TargetedSearch.sequenceCorner(of: Scenario(Case(configuration: ResizeCornerTests.fiveItems(), events: events), algorithm: reference))
  }

  @Test("Sixteen drags follow the scenario: its own drags in turn, each followed by its mirror")
  func cornerOfAScenario() throws {
    let events: [Event] = [.drag(distance: 100, velocity: 0.5), .resize(width: 800, height: 200), .drag(distance: -20, velocity: 0)]
    let corner = try #require(try Self.corner(events))
    let round: [Event] = [
      .drag(distance: 100, velocity: 0.5), .drag(distance: -100, velocity: -0.5),
      .drag(distance: -20, velocity: 0), .drag(distance: 20, velocity: 0),
    ]
    #expect(corner.events == events + round + round + round + round)
  }

  @Test("A scenario without a drag gets a still drag of one page and its mirror, eight times")
  func cornerWithoutDrags() throws {
    let corner = try #require(try Self.corner([.resize(width: 800, height: 200)]))
    let pair: [Event] = [.drag(distance: 310, velocity: 0), .drag(distance: -310, velocity: 0)]
    #expect(corner.events == [.resize(width: 800, height: 200)] + Array(repeating: pair, count: 8).flatMap { $0 })
  }

  /// A layout correct (the reference's rule) until its twelfth drag, which, and every later
  /// one, rests half a page past the correct target: off the grid, or outside the range.
  static let weary = PlantedBug(id: "weary", band: "from the twelfth drag on, every rest is half a page off") {
    $0.drag >= 12 ? $0.correct + $0.pageSpace / 2 : nil
  }

  @Test("A gate's 100 cases and climb miss a layout that goes wrong at its twelfth drag; the sequence corner finds it")
  func gateFindsTwelfthDrag() throws {
    let algorithm = Self.weary.algorithm
    // The properties that read only the case's own run: a generated case has at most 8
    // events, so none of them can fail on it (a property that walks the items drags more).
    let ownRun = Property.checked(for: algorithm).filter(\.readsOwnRunOnly)
    let random = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases)
      .run(algorithms: [algorithm], properties: ownRun)
    #expect(random.results.allSatisfy { $0.verdict != .violated })
    let gate = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases, targeted: true)
      .run(algorithms: [algorithm], properties: ownRun)
    let found = gate.results.filter { $0.verdict == .violated }
    #expect(!found.isEmpty && found.allSatisfy(\.foundByTargetedSearch))
    // Shrunk, the counterexample still needs twelve drags: more than any generated case has.
    for result in found {
      let drags = result.counterexample?.scenario.events.filter { $0.kind == .drag }.count ?? 0
      #expect(drags >= 12, "\(result.property.id)")
    }
  }
}
