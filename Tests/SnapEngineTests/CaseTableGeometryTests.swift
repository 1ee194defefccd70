import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// A case's invalid geometry is read once, in its `CaseTable`, for every property walk of the
/// algorithm: a walk still counts such a case and never judges it (the Witnesses article,
/// "What is never judged"), and judges the rest.
@Suite("Invalid geometry read once a case")
struct CaseTableGeometryTests {
  @Test("A walk counts the case with invalid geometry, unjudged, and judges the other")
  func walkCountsInvalidGeometryOnce() {
    let algorithm = GeometryDetailsTests.reference
    let events: [Event] = [.drag(distance: 100, velocity: 1)]
    let valid = GeometryDetailsTests.scenario(events).testCase
    let invalid = GeometryDetailsTests.scenario(events) { $0.contentInset.left = .infinity }.testCase
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 2)
    let table = CaseTable(start: 0, cases: [valid, invalid], algorithm: algorithm, options: runner.options(for: algorithm))
    #expect(table.invalidGeometry(at: 0) == nil)
    #expect(table.invalidGeometry(at: 1) == "contentInset.left is inf")
    // `finite` exercises every step it reads: the valid case's one drag; the invalid case,
    // whose run would be one `invalid geometry` step, is counted and not read.
    let walk = PairWalk(.finite, on: algorithm, runner: runner)
    walk.walk(0..<2, table: table)
    let result = walk.finish()
    #expect(result.verdict == .holds)
    #expect(result.cases == 2)
    #expect(result.invalidGeometry == 1)
    #expect(result.exercised == 1)
  }
}
