import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// What the seed articles themselves say about their code, found by the engine.
@Suite("The engine finds what the seed articles say")
struct FindingsTests {
  static let realistic = CheckRunner.defaultRunner(.realistic)

  private func algorithm(_ id: String) throws -> Algorithm {
    try #require(AlgorithmRegistry.algorithm(id: id))
  }

  @Test("attribute-index-cell skips when the current cell is recycled; attribute-index does not")
  func recycledCellSkip() throws {
    let cell = try #require(CheckRunner.defaultResult(.noRecyclingSkip, on: try algorithm("attribute-index-cell"), profile: .realistic))
    #expect(cell.verdict == .violated)
    #expect(cell.counterexample?.message.contains("with cells recycled") == true)
    #expect(try #require(CheckRunner.defaultResult(.noRecyclingSkip, on: try algorithm("attribute-index"), profile: .realistic)).verdict == .holds)
  }

  @Test("center-nearest has no page cap: a fling moves more than one page")
  func centerNearestUncapped() throws {
    let result = try #require(CheckRunner.defaultResult(.pageCap, on: try algorithm("center-nearest"), profile: .realistic))
    #expect(result.verdict == .violated)
    #expect(result.counterexample?.message.contains("the cap is 1") == true)
  }

  @Test("swift-port traps where last-offset saturates (hostile profile)")
  func swiftTrapsObjectiveCSaturates() throws {
    let swift = try #require(CheckRunner.defaultResult(.finite, on: try algorithm("swift-port"), profile: .hostile))
    #expect(swift.verdict == .violated)
    // A velocity of −2^63 converts to Int.min exactly, and Swift's abs() of it traps; the
    // Objective-C twin, last-offset, has no such trap.
    #expect(swift.counterexample?.message.contains("trap: arithmetic overflow: abs(Int.min) is not representable") == true)
    #expect(try #require(CheckRunner.defaultResult(.finite, on: try algorithm("last-offset"), profile: .hostile)).verdict == .holds)
    let equivalence = try #require(CheckRunner.defaultResult(.portEquivalence, on: try algorithm("swift-port"), profile: .hostile))
    #expect(equivalence.verdict == .violated)
  }

  @Test("In the hostile profile the reference holds every property")
  func hostileReference() throws {
    let reference = try algorithm("reference")
    let results = CheckRunner.defaultMatrix(.hostile).results.filter { $0.algorithm == reference.id }
    #expect(results.count == Property.allCases.count)
    for result in results {
      #expect(result.verdict != .violated, "reference × \(result.property.id), case \(result.failingCase ?? -1)")
    }
  }

  @Test("Every shrunk counterexample still violates its property when checked again, and is no bigger")
  func counterexamplesReplay() {
    let report = CheckRunner.defaultMatrix(.realistic)
    for result in report.results where result.verdict == .violated {
      guard let example = result.counterexample, let failing = result.failingCase,
        let algorithm = AlgorithmRegistry.algorithm(id: result.algorithm)
      else {
        Issue.record("\(result.algorithm) × \(result.property.id) has no counterexample")
        continue
      }
      let replayed: PairResult
      if result.byWitness {
        // A recorded witness replays as its scenario (`--witness`), whatever its number draws
        // in today's stream (the Witnesses article, "Deep once, replayed always").
        replayed = CheckRunner(seed: Self.realistic.seed, profile: .realistic, cases: 0, witnesses: .recorded)
          .check(result.property, on: algorithm)
      } else {
        let original = Self.realistic.stream(for: algorithm).testCase(failing)
        #expect(example.scenario.configuration.itemCount <= max(original.configuration.itemCount, 60))
        replayed = Self.realistic.replaying(failing).check(result.property, on: algorithm)
      }
      #expect(replayed.counterexample == example, "\(result.algorithm) × \(result.property.id)")
    }
  }
}

extension CheckRunner {
  /// This runner restricted to one case, as `--case` does.
  func replaying(_ number: Int) -> CheckRunner {
    CheckRunner(seed: seed, profile: profile, cases: cases, onlyCase: number)
  }
}

/// Steps outside the model (`unsupported`) are counted per pair and never make a violation.
@Suite("Unsupported steps are counted, never violations")
struct UnsupportedCountTests {
  @Test("A layout that turns on self-sizing in prepare() is unsupported in every case with an event, and holds everything")
  func selfSizingLayoutCounted() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    var selfSizing = reference
    selfSizing.id = "self-sizing"
    selfSizing.make = { configuration, options in
      let subject = reference.make(configuration, options)
      return LayoutUnderTest(layout: SelfSizingLayout(), delegate: subject.delegate)
    }
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 200)
    let result = runner.check(.finite, on: selfSizing)
    #expect(result.verdict == .holds)
    #expect(result.unsupported > 0 && result.unsupported <= 200)
    #expect(result.health.contains("\(result.unsupported) stopped unsupported"))
    // Self-sizing ends a case at its first event, whatever the event; a case without events stops nowhere.
    let withEvent = (0..<200).count { !CaseGenerator(seed: CheckDefaults.seed, profile: .realistic).testCase($0).events.isEmpty }
    #expect(result.unsupported == withEvent)
  }
}

/// A flow layout that turns on self-sizing cells in `prepare()`, which the model does not model.
final class SelfSizingLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    estimatedItemSize = CGSize(width: 50, height: 50)
  }
}
