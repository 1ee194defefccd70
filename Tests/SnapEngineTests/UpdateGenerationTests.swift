import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// Generated batch updates (TheUIKitModel): drawn only for hosts that cover them, always agreeing
/// with their counts, leaving the rest of the case as drawn; and shrunk away.
@Suite("Generated and shrunk batch updates")
struct UpdateGenerationTests {
  private static let updating = HostCoverage(axes: [.horizontal, .vertical], isWide: true, coversUpdates: true)

  @Test("A host that covers updates gets one or two valid ones when the swarm includes them; without them the case is the wide host's own")
  func generated() {
    let generator = CaseGenerator(seed: CheckDefaults.seed, profile: .realistic)
    var kinds: Set<String> = []
    for index in 0..<500 {
      let withUpdates = generator.testCase(index, host: Self.updating, swarm: .everything)
      let updates = withUpdates.events.filter { $0.kind == .update }
      #expect((1...2).contains(updates.count))
      #expect(Event.updateProblem(in: withUpdates.events, startingWith: withUpdates.configuration.sections) == nil)
      var without = withUpdates
      without.events.removeAll { $0.kind == .update }
      #expect(without == generator.testCase(index, host: .wide, swarm: .everything))
      for case .update(let batch) in updates {
        if !batch.deletes.isEmpty { kinds.insert("delete") }
        if !batch.inserts.isEmpty { kinds.insert("insert") }
        if !batch.moves.isEmpty { kinds.insert("move") }
        if !batch.reloadedSections.isEmpty { kinds.insert("reload") }
      }
      #expect(generator.testCase(index, host: .wide).events.allSatisfy { $0.kind != .update })
    }
    #expect(kinds == ["delete", "insert", "move", "reload"])
  }

  @Test("A space without the update change draws none")
  func spaceWithoutUpdates() {
    let generator = CaseGenerator(seed: 3, profile: .realistic, space: LayoutConfigurations(changes: [.scroll]))
    for index in 0..<100 {
      #expect(generator.testCase(index, host: Self.updating).events.allSatisfy { $0.kind != .update })
    }
  }

  @Test("The shrinker drops an update's calls one by one, keeping the counts agreeing")
  func shrinks() {
    let algorithm = SymmetryChecksTests.algorithm("base", host: Self.updating) { UICollectionViewFlowLayout() }
    let update = BatchUpdate(
      deletes: [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)], inserts: [IndexPath(item: 1, section: 0)], counts: [6])
    let scenario = SymmetryChecksTests.scenario(algorithm, [.scroll(offset: 620), .update(update)])
    let simpler = Shrinker().candidates(for: scenario).filter { $0.algorithm.admits($0.testCase) }.compactMap { candidate -> BatchUpdate? in
      guard candidate.configuration == scenario.configuration, candidate.events.count == 2, candidate.events[0] == scenario.events[0],
        case .update(let batch) = candidate.events[1], batch != update
      else { return nil }
      return batch
    }
    // Each call removed, deletes last first, with the counts following (one delete fewer:
    // one item more), then the counts left to the calls.
    #expect(simpler == [
      BatchUpdate(deletes: [IndexPath(item: 0, section: 0)], inserts: [IndexPath(item: 1, section: 0)], counts: [7]),
      BatchUpdate(deletes: [IndexPath(item: 4, section: 0)], inserts: [IndexPath(item: 1, section: 0)], counts: [7]),
      BatchUpdate(deletes: [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)], counts: [5]),
      BatchUpdate(deletes: [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0)], inserts: [IndexPath(item: 1, section: 0)]),
    ])
  }
}
