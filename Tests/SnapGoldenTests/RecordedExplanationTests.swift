import Foundation
import SnapAlgorithms
import SnapEngine
import SnapGolden
import Testing

/// Recorded explanations never go stale silently (the Witnesses article, "Deep once, replayed
/// always"): a default run reports each recorded witness's explanation as `golden record`
/// wrote it, so this check explains recorded witnesses again and fails naming each pair whose
/// explanation differs. Each witness costs a full explanation (about 35 s for all 383 in a
/// debug build, 4.4 s for every 8th), so CI explains a fixed sample, every 4th witness in the
/// verdicts' order (about 9 s); `golden record` explains every one again.
@Suite("Recorded explanations are today's")
struct RecordedExplanationTests {
  /// Every how many witnesses one is explained again.
  static let stride = 4

  @Test("Every 4th recorded witness, explained again, gives the explanation witnesses.golden records")
  func sampleMatches() throws {
    let verdicts = try GoldenStore(directory: committedGoldens).verdicts()
    let witnesses = verdicts.witnesses
    let pairs = verdicts.entries.filter { $0.verdict == .violated && $0.failingCase != nil }
    #expect(pairs.count > 100)
    var stale: [String] = []
    for entry in Swift.stride(from: 0, to: pairs.count, by: Self.stride).map({ pairs[$0] }) {
      let pair = "\(entry.profile.rawValue) \(entry.algorithm) \(entry.property.id)"
      guard let algorithm = AlgorithmRegistry.algorithm(id: entry.algorithm),
        let recorded = witnesses.recorded(seed: verdicts.seed, profile: entry.profile, algorithm: entry.algorithm, property: entry.property),
        let json = recorded.json, let explanation = recorded.explanation, let scenario = try? Scenario(json: json, algorithms: [algorithm])
      else {
        stale.append("\(pair): no recorded scenario and explanation")
        continue
      }
      let today = entry.property.explanation(of: scenario, contract: algorithm.contract(AlgorithmOptions()))
      if today != explanation { stale.append("\(pair): recorded \(explanation), explained now \(today)") }
    }
    #expect(stale.isEmpty, "record the goldens again (Scripts/record-goldens.sh): \(stale.joined(separator: "; "))")
  }
}
