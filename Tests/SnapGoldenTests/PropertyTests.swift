import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing

/// One test case per property: it runs the default seed's cases against every algorithm, stops
/// at each pair's first failure, shrinks it, and records one issue with the seed, the
/// minimal scenario and the replay line. The seeds' known violations (`Golden/verdicts.golden`)
/// are recorded as known issues, so the suite stays green while documenting them and fails
/// the day one of them stops happening.
@Suite("Every property against every algorithm, with the default seed")
struct PropertyTests {
  static let runner = CheckRunner(seed: VerdictsGolden.seed, profile: .realistic, cases: VerdictsGolden.cases)
  static let expected = try! GoldenStore(directory: committedGoldens).verdicts()

  static func verify(_ property: Property) {
    let matrix = CheckRunner.defaultMatrix(runner.profile)
    let report = CheckReport(seed: matrix.seed, profile: matrix.profile, results: matrix.results.filter { $0.property == property })
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

  @Test("Each property against every algorithm", arguments: Property.allCases)
  func property(_ property: Property) { Self.verify(property) }
}

/// The hostile profile's matrix against the recorded verdicts.
@Suite("The hostile matrix")
struct HostileMatrixTests {
  @Test("The hostile matrix gives exactly the expected verdicts")
  func hostileMatrix() throws {
    let report = CheckRunner.defaultMatrix(.hostile)
    let expected = try GoldenStore(directory: committedGoldens).verdicts()
    #expect(expected.surprises(in: report) == [])
  }
}
