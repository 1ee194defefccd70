import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// Puts one or two batch updates into `testCase`, from a stream of their own (so the rest
  /// of the case stays as drawn), each agreeing with the counts it meets: deletes (the first,
  /// the last or any item, one or two), inserts, a move (now and then into another section),
  /// a reloaded section with a new count, or a delete and an insert together.
  func drawUpdates(_ testCase: inout Case, case index: Int) {
    var random = spaceRandom(case: index, salt: 0x0B47_C4ED_0000_0000)
    let count = random.weighted([(3, 1), (1, 2)])
    let positions = (0..<count).map { _ in random.int(in: 0...testCase.events.count) }.sorted()
    for (inserted, position) in positions.enumerated() {
      let at = position + inserted
      let counts = Self.counts(before: at, in: testCase)
      testCase.events.insert(.update(Self.update(for: counts, &random)), at: at)
    }
  }

  /// The item counts the view has when event `position` of `testCase` begins.
  private static func counts(before position: Int, in testCase: Case) -> [Int] {
    var counts = testCase.configuration.sections
    for event in testCase.events.prefix(position) {
      switch event {
      case .reload(let sections): counts = sections
      case .update(let batch): counts = batch.newCounts(oldCounts: counts)
      case .drag, .scroll, .resize: break
      }
    }
    return counts
  }

  /// One batch that agrees with sections of `counts` items (an empty batch when there are no
  /// sections).
  private static func update(for counts: [Int], _ random: inout Xoshiro256StarStar) -> BatchUpdate {
    guard !counts.isEmpty else { return BatchUpdate() }
    let filled = counts.indices.filter { counts[$0] > 0 }
    let anySection = random.int(in: 0...(counts.count - 1))
    enum Kind { case delete, insert, move, reload, replace }
    let kinds: [(Int, Kind)] = filled.isEmpty ? [(1, .insert), (1, .reload)] : [(4, .delete), (3, .insert), (2, .move), (1, .reload), (2, .replace)]
    switch random.weighted(kinds) {
    case .delete:
      return BatchUpdate(deletes: deletes(in: random.element(of: filled), counts, &random))
    case .insert:
      return BatchUpdate(inserts: inserts(in: anySection, after: counts[anySection], &random))
    case .move:
      let from = random.element(of: filled)
      let item = random.int(in: 0...(counts[from] - 1))
      let to = random.chance(0.8) ? from : anySection
      let toCount = counts[to] + (to == from ? 0 : 1)
      let moved = BatchUpdate.Move(from: IndexPath(item: item, section: from), to: IndexPath(item: random.int(in: 0...(toCount - 1)), section: to))
      return BatchUpdate(moves: [moved])
    case .reload:
      var after = counts
      after[anySection] = random.weighted([(3, 0...3), (2, 4...mostItems)]).randomElement(using: &random)
      return BatchUpdate(reloadedSections: [anySection], counts: after)
    case .replace:
      let section = random.element(of: filled)
      let deleted = deletes(in: section, counts, &random)
      return BatchUpdate(deletes: deleted, inserts: inserts(in: section, after: counts[section] - deleted.count, &random))
    }
  }

  /// One or two distinct items of `section` to delete, the first and last among the likeliest.
  private static func deletes(in section: Int, _ counts: [Int], _ random: inout Xoshiro256StarStar) -> [IndexPath] {
    let last = counts[section] - 1
    var items: [Int] = []
    for _ in 0..<min(random.weighted([(3, 1), (1, 2)]), last + 1) {
      let item = random.weighted([(2, 0), (2, last), (3, random.int(in: 0...last))])
      if !items.contains(item) { items.append(item) }
    }
    return items.map { IndexPath(item: $0, section: section) }
  }

  /// One or two distinct new indexes of `section`, which holds `count` items before them.
  private static func inserts(in section: Int, after count: Int, _ random: inout Xoshiro256StarStar) -> [IndexPath] {
    let added = random.weighted([(3, 1), (1, 2)])
    var items: [Int] = []
    for _ in 0..<added {
      let item = random.weighted([(2, 0), (3, random.int(in: 0...(count + added - 1)))])
      if !items.contains(item) { items.append(item) }
    }
    // A duplicate drawn above leaves one insert fewer: the count follows the calls.
    return items.filter { $0 < count + items.count }.map { IndexPath(item: $0, section: section) }
  }
}
