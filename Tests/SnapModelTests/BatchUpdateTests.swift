import Foundation
import SnapModel
import Testing

/// `[section, item]`, as scenario JSON writes it.
private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Where each old item of a one-section view of `count` items goes: the new item, or nil.
private func map(_ update: BatchUpdate, count: Int) -> [Int?] {
  (0..<count).map { update.newIndexPath(of: path(0, $0), oldCounts: [count])?.item }
}

@Suite("Batch updates: UIKit's index semantics, worked out by hand (TheUIKitModel)")
struct BatchUpdateTests {
  @Test("A delete names an old index: the items after it close up")
  func delete() {
    let update = BatchUpdate(deletes: [path(0, 1)])
    #expect(map(update, count: 5) == [0, nil, 1, 2, 3])
    #expect(update.newCounts(oldCounts: [5]) == [4])
  }

  @Test("Inserts name new indexes, applied in ascending order: old items fill the indexes no insert takes")
  func insert() {
    // [a b c d e] → insert at 0: [N a b c d e] → insert at 3: [N a b N c d e].
    let update = BatchUpdate(inserts: [path(0, 3), path(0, 0)])
    #expect(map(update, count: 5) == [1, 2, 4, 5, 6])
    #expect(update.newCounts(oldCounts: [5]) == [7])
  }

  @Test("Deletes go before inserts: delete 1 and insert 1 puts a new item where the old one was")
  func deleteThenInsert() {
    // [a b c d e] → delete b: [a c d e] → insert at 1: [a N c d e].
    #expect(map(BatchUpdate(deletes: [path(0, 1)], inserts: [path(0, 1)]), count: 5) == [0, nil, 2, 3, 4])
    // Delete the first and insert at the end: [b c d e] → [b c d e N].
    #expect(map(BatchUpdate(deletes: [path(0, 0)], inserts: [path(0, 4)]), count: 5) == [nil, 0, 1, 2, 3])
  }

  @Test("A move carries its item from its old index to its new one; the others close up around it")
  func move() {
    // [a b c d e]: a out → [b c d e]; a in at 3 → [b c d a e].
    #expect(map(BatchUpdate(moves: [.init(from: path(0, 0), to: path(0, 3))]), count: 5) == [3, 0, 1, 2, 4])
    // Across sections: [a b c | x y], b to section 1's front → [a c | b x y].
    let across = BatchUpdate(moves: [.init(from: path(0, 1), to: path(1, 0))])
    #expect(across.newCounts(oldCounts: [3, 2]) == [2, 3])
    #expect(across.newIndexPath(of: path(0, 2), oldCounts: [3, 2]) == path(0, 1))
    #expect(across.newIndexPath(of: path(0, 1), oldCounts: [3, 2]) == path(1, 0))
    #expect(across.newIndexPath(of: path(1, 1), oldCounts: [3, 2]) == path(1, 2))
  }

  @Test("A reloaded section takes its given count, and its item i stays item i while it exists")
  func reloadSections() {
    let update = BatchUpdate(deletes: [path(0, 0)], reloadedSections: [1], counts: [2, 1])
    #expect(update.problem(oldCounts: [3, 4]) == nil)
    #expect(update.newIndexPath(of: path(1, 0), oldCounts: [3, 4]) == path(1, 0))
    #expect(update.newIndexPath(of: path(1, 1), oldCounts: [3, 4]) == nil)
    #expect(update.newIndexPath(of: path(0, 2), oldCounts: [3, 4]) == path(0, 1))
    // Without counts a reloaded section keeps its count.
    #expect(BatchUpdate(reloadedSections: [1]).newCounts(oldCounts: [3, 4]) == [3, 4])
  }

  @Test("UIKit's update items: one per call, a reloaded section with item NSNotFound")
  func updateItems() {
    let update = BatchUpdate(
      deletes: [path(0, 2)], inserts: [path(0, 0)], moves: [.init(from: path(0, 4), to: path(0, 1))], reloadedSections: [1])
    let items = update.updateItems
    #expect(items.map(\.updateAction) == [.delete, .insert, .move, .reload])
    #expect(items.map(\.indexPathBeforeUpdate) == [path(0, 2), nil, path(0, 4), path(1, NSNotFound)])
    #expect(items.map(\.indexPathAfterUpdate) == [nil, path(0, 0), path(0, 1), path(1, NSNotFound)])
  }

  @Test("A disagreeing batch is named in one line", arguments: [
    (BatchUpdate(deletes: [path(0, 10)]), "delete[0]: item 10 is outside section 0, which has 10 items before the batch"),
    (BatchUpdate(deletes: [path(2, 0)]), "delete[0]: section 2 does not exist (the view has 2)"),
    (BatchUpdate(deletes: [path(0, 1), path(0, 1)]), "delete[1]: [0, 1] is deleted or moved twice"),
    (BatchUpdate(deletes: [path(0, 1)], moves: [.init(from: path(0, 1), to: path(0, 3))]), "move[0][0]: [0, 1] is deleted or moved twice"),
    (BatchUpdate(inserts: [path(0, 11)]), "insert[0]: item 11 is outside section 0, which has 11 items after the batch"),
    (BatchUpdate(inserts: [path(0, 2), path(0, 2)]), "insert[1]: [0, 2] is inserted or moved to twice"),
    (BatchUpdate(deletes: [path(0, 0)], counts: [10, 3]), "counts[0]: is 10, but section 0's 10 items with these calls make 9"),
    (BatchUpdate(counts: [10]), "counts: names 1 sections, the view has 2 (an update neither inserts nor deletes sections)"),
    (BatchUpdate(deletes: [path(1, 0)], reloadedSections: [1]), "delete[0]: names section 1, which the batch reloads"),
    (BatchUpdate(reloadedSections: [1, 1]), "reloadSections[1]: section 1 is reloaded twice"),
    (BatchUpdate(reloadedSections: [-1]), "reloadSections[0]: section -1 does not exist (the view has 2)"),
  ])
  func problems(update: BatchUpdate, message: String) {
    #expect(update.problem(oldCounts: [10, 3])?.description == message)
  }

  @Test("A scenario's updates are checked against the counts each meets: reloads and earlier updates change them")
  func wholeList() {
    let events: [Event] = [
      .update(BatchUpdate(deletes: [path(0, 4)])), .reload(itemCount: 3), .update(BatchUpdate(deletes: [path(0, 3)])),
    ]
    // 5 items, then 4; the reload makes 3, so item 3 no longer exists at the third event.
    let found = Event.updateProblem(in: events, startingWith: [5])
    #expect(found?.event == 2)
    #expect(found?.problem.description == "delete[0]: item 3 is outside section 0, which has 3 items before the batch")
    #expect(Event.updateProblem(in: Array(events.prefix(2)), startingWith: [5]) == nil)
    // Two deletes in a row from 5: the second meets 4 items, so item 4 is gone.
    let twice: [Event] = [.update(BatchUpdate(deletes: [path(0, 4)])), .update(BatchUpdate(deletes: [path(0, 4)]))]
    #expect(Event.updateProblem(in: twice, startingWith: [5])?.event == 1)
  }
}
