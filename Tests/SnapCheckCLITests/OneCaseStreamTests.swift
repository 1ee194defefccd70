import Foundation
import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapJSON
import Testing
@testable import SnapCheckCLI

/// The `inputs` of every line `check --format jsonl` printed, in order.
private func jsonlInputs(_ output: String) throws -> [String] {
  try output.split(separator: "\n").map { line in
    guard case .object(let members) = try JSONParser.parse(String(line)),
      let inputs = members.first(where: { $0.key == "inputs" })?.value
    else { throw JSONFieldError(path: "line", reason: "no inputs") }
    return try Scenario(json: JSONWriterProbe.text(of: inputs), algorithms: AlgorithmRegistry.all + [nearest.algorithm]).json
  }
}

/// Writes a parsed JSON value back as text (the scenario reader wants text).
private enum JSONWriterProbe {
  static func text(of value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return String(flag)
    case .number(let text): return text
    case .string(let text): return JSONWriter.string(text)
    case .array(let items): return "[" + items.map(text(of:)).joined(separator: ", ") + "]"
    case .object(let members): return "{" + members.map { JSONWriter.string($0.key) + ": " + text(of: $0.value) }.joined(separator: ", ") + "}"
    }
  }
}

@Suite("One case stream: check, its jsonl log, bench and verify draw the same cases")
struct OneCaseStreamTests {
  /// The first cases of `algorithm`'s stream, as scenario JSON.
  private func streamed(_ algorithm: Algorithm, count: Int) -> [String] {
    let stream = CaseStream(seed: CheckDefaults.seed, profile: .realistic, algorithm: algorithm)
    return (0..<count).map { Scenario(stream.testCase($0), algorithm: algorithm).json }
  }

  @Test("jsonl logs a wide-host algorithm's own cases, which are not the classic host's")
  func jsonlFollowsTheHost() throws {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    let result = runCommand(["check", "--algorithm", "reference", "--property", "finite", "--cases", "12", "--format", "jsonl"])
    let inputs = try jsonlInputs(result.output)
    #expect(inputs == streamed(reference, count: 12))
    // What the log printed before: classic-host cases, several of which differ from the wide host's.
    let classic = CaseGenerator(seed: CheckDefaults.seed, profile: .realistic)
    let differing = (0..<12).filter { Scenario(classic.testCase($0), algorithm: reference).json != inputs[$0] }
    #expect(differing.count >= 3)
  }

  @Test("jsonl logs a user layout's cases from its configurations")
  func jsonlFollowsTheSpace() throws {
    let result = runCommand(
      ["check", "--algorithm", "nearest-item", "--property", "finite", "--cases", "12", "--format", "jsonl"], layouts: [nearest])
    let inputs = try jsonlInputs(result.output)
    #expect(inputs == streamed(nearest.algorithm, count: 12))
    #expect(inputs.allSatisfy { $0.contains("\"lineSpacing\": 0,") })
  }

  @Test("The case a pair fails on is the stream's case of that number, for a wide-host algorithm")
  func walkFollowsTheStream() throws {
    let algorithm = try #require(AlgorithmRegistry.algorithm(id: "up-carousel"))
    let runner = CheckRunner.defaultRunner(.realistic)
    // The pair's own cases, without its recorded witness (a shrunk scenario, whose number may
    // be a case of another stream: the Witnesses article).
    let result = CheckRunner(seed: runner.seed, profile: .realistic, cases: CheckDefaults.cases).check(.pageCap, on: algorithm)
    let failing = try #require(result.failingCase)
    let stream = runner.stream(for: algorithm)
    #expect(Property.pageCap.violation(in: Scenario(stream.testCase(failing), algorithm: algorithm)) != nil)
    #expect((0..<failing).allSatisfy { Property.pageCap.violation(in: Scenario(stream.testCase($0), algorithm: algorithm)) == nil })
    // bench measures the same cases.
    #expect(runner.cases(for: algorithm).prefix(failing + 1).last == stream.testCase(failing))
  }
}
