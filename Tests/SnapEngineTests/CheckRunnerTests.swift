import SnapAlgorithms
import SnapEngine
import Testing

@Suite("The runner's streamed generation")
struct CheckRunnerTests {
  @Test("Checking in shared chunks finds what checking each pair on its own finds, past the first chunk")
  func chunksMatchOnePairAtATime() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "center-nearest"))
    let properties: [Property] = [.scaleInvariant, .orderIndependent]
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .hostile, cases: 1824)
    let chunked = runner.run(algorithms: [algorithm], properties: properties).results
    let alone = properties.map { runner.check($0, on: algorithm) }
    #expect(chunked.map(\.verdict) == alone.map(\.verdict))
    #expect(chunked.map(\.failingCase) == alone.map(\.failingCase))
    #expect(chunked.map(\.cases) == alone.map(\.cases))
    #expect(chunked.map(\.exercised) == alone.map(\.exercised))
    // Compared as JSON: a hostile scenario may hold NaN, which is not equal to itself.
    #expect(chunked.map(\.counterexample?.scenario.json) == alone.map(\.counterexample?.scenario.json))
    // The comparison means something only if a pair fails past the first chunk and one
    // walks every case (1824 cases: several chunks).
    #expect((alone[0].failingCase ?? 0) >= CheckRunner.chunkSize)
    #expect(alone[1].verdict == .holds && alone[1].cases == 1824)
  }
}
