import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing

/// One test per property: it runs the default seed's cases against every algorithm, stops
/// at each pair's first failure, shrinks it, and records one issue with the seed, the
/// minimal scenario and the replay line. The seeds' known violations (`Golden/verdicts.golden`)
/// are recorded as known issues, so the suite stays green while documenting them and fails
/// the day one of them stops happening.
@Suite("Every property against every algorithm, with the default seed")
struct PropertyTests {
  static let runner = CheckRunner(seed: Corpus.seed, profile: .realistic, cases: VerdictsGolden.cases)
  static let expected = try! GoldenStore(directory: GoldenStore.repositoryDirectory).verdicts()

  static func verify(_ property: Property) {
    let report = runner.run(algorithms: AlgorithmRegistry.all, properties: [property])
    for result in report.results where result.verdict != .notApplicable {
      let expected = Self.expected.expected(result.algorithm, property, profile: runner.profile)
      let record: () -> Void = {
        guard result.verdict == .violated, let example = result.counterexample else { return }
        Issue.record("""
          \(result.algorithm) violates \(property.id) (seed \(report.seed), case \(result.failingCase ?? 0)): \(example.message)
          scenario: \(example.scenario.json)
          replay: \(report.replay(result) ?? "")
          """)
      }
      if expected == .violated {
        withKnownIssue(Comment(rawValue: "\(result.algorithm) is known to violate \(property.id)")) { record() }
      } else {
        record()
      }
    }
  }

  @Test("finite") func finite() { Self.verify(.finite) }
  @Test("in-bounds") func inBounds() { Self.verify(.inBounds) }
  @Test("page-cap") func pageCap() { Self.verify(.pageCap) }
  @Test("on-boundary") func onBoundary() { Self.verify(.onBoundary) }
  @Test("no-recycling-skip") func noRecyclingSkip() { Self.verify(.noRecyclingSkip) }
  @Test("order-independent") func orderIndependent() { Self.verify(.orderIndependent) }
  @Test("direction") func direction() { Self.verify(.direction) }
  @Test("no-reversal") func noReversal() { Self.verify(.noReversal) }
  @Test("thresholds") func thresholds() { Self.verify(.thresholds) }
  @Test("translation-invariant") func translationInvariant() { Self.verify(.translationInvariant) }
  @Test("reachable") func reachable() { Self.verify(.reachable) }
  @Test("rest-stable") func restStable() { Self.verify(.restStable) }
  @Test("fresh-equivalent") func freshEquivalent() { Self.verify(.freshEquivalent) }
  @Test("resize-keeps-item") func resizeKeepsItem() { Self.verify(.resizeKeepsItem) }
  @Test("rect-contract") func rectContract() { Self.verify(.rectContract) }
  @Test("scale-range") func scaleRange() { Self.verify(.scaleRange) }
  @Test("deterministic") func deterministic() { Self.verify(.deterministic) }
  @Test("port-equivalence") func portEquivalence() { Self.verify(.portEquivalence) }
}
