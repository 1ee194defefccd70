import Foundation

/// The calls of one `performBatchUpdates(_:completion:)`: items deleted, inserted and moved,
/// sections reloaded, and the item counts after (TheUIKitModel).
///
/// The index semantics are UIKit's, as the documentation of
/// `UICollectionView.performBatchUpdates(_:completion:)` gives them
/// (developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)):
/// deletes are processed before inserts, so a delete (and a reloaded section) names an index
/// of the state before the batch, and an insert an index of the state after it; a move names
/// its item's index before and its index after (`moveItem(at:to:)`). The model applies a batch
/// as that description implies: a move is a delete at its old index that carries the item to
/// an insert at its new one; deletes go first, in descending order, then inserts in ascending
/// order. So, per section, the items neither deleted nor moved away keep their order and fill,
/// in order, the new indexes that no insert or move names. A reloaded section takes any count,
/// no item call may name it, and its item `i` stays item `i` while it exists. The batch
/// neither inserts nor deletes sections (a `reload` event with `sections` does).
///
///     // 5 items; delete item 1, insert a new item 0: old 0 → 1, old 2 → 2, old 3 → 3, old 4 → 4
///     let update = BatchUpdate(deletes: [IndexPath(item: 1, section: 0)], inserts: [IndexPath(item: 0, section: 0)])
///     update.newIndexPath(of: IndexPath(item: 0, section: 0), oldCounts: [5])  // [0, 1]
package struct BatchUpdate: Hashable, Sendable {
  /// One `moveItem(at:to:)`: the item's index path before the batch and after it.
  package struct Move: Hashable, Sendable {
    /// Where the item is before the batch.
    package var from: IndexPath
    /// Where it is after.
    package var to: IndexPath

    /// A move.
    package init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Index paths deleted, before the batch.
  package var deletes: [IndexPath]
  /// Index paths inserted, after the batch.
  package var inserts: [IndexPath]
  /// Items moved.
  package var moves: [Move]
  /// Sections reloaded, before the batch.
  package var reloadedSections: [Int]
  /// The item count of every section after the batch, when given; nil derives them from the
  /// calls (a reloaded section then keeps its count).
  package var counts: [Int]?

  /// A batch.
  package init(
    deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [Move] = [], reloadedSections: [Int] = [], counts: [Int]? = nil
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.reloadedSections = reloadedSections
    self.counts = counts
  }

  /// What is wrong with the batch applied to sections of `oldCounts` items, or nil: an index
  /// outside its section, an index path named twice, a reloaded section named by an item
  /// call, or counts that disagree with the calls (UIKit raises
  /// `NSInternalInconsistencyException` for each).
  package func problem(oldCounts: [Int]) -> Problem? {
    let sectionCount = oldCounts.count
    if let counts, counts.count != sectionCount {
      return Problem(part: Part.counts.key, reason: "names \(counts.count) sections, the view has \(sectionCount) (an update neither inserts nor deletes sections)")
    }
    var reloaded = Set<Int>()
    for (index, section) in reloadedSections.enumerated() {
      let part = "\(Part.reloadSections.key)[\(index)]"
      guard section >= 0 && section < sectionCount else { return Problem(part: part, reason: "section \(section) does not exist (the view has \(sectionCount))") }
      guard reloaded.insert(section).inserted else { return Problem(part: part, reason: "section \(section) is reloaded twice") }
    }
    var gone = Set<IndexPath>()
    let olds = deletes.enumerated().map { ("\(Part.delete.key)[\($0.offset)]", $0.element) }
      + moves.enumerated().map { ("\(Part.move.key)[\($0.offset)][0]", $0.element.from) }
    for (part, path) in olds {
      if let problem = Self.problem(path, part: part, counts: oldCounts, reloaded: reloaded, state: "before") { return problem }
      guard gone.insert(path).inserted else { return Problem(part: part, reason: "\(Self.text(path)) is deleted or moved twice") }
    }
    let derived = derivedCounts(oldCounts: oldCounts)
    if let counts {
      for section in 0..<sectionCount where !reloaded.contains(section) && counts[section] != derived[section] {
        return Problem(
          part: "\(Part.counts.key)[\(section)]",
          reason: "is \(counts[section]), but section \(section)'s \(oldCounts[section]) items with these calls make \(derived[section])")
      }
    }
    let newCounts = counts ?? derived
    var taken = Set<IndexPath>()
    let news = inserts.enumerated().map { ("\(Part.insert.key)[\($0.offset)]", $0.element) }
      + moves.enumerated().map { ("\(Part.move.key)[\($0.offset)][1]", $0.element.to) }
    for (part, path) in news {
      if let problem = Self.problem(path, part: part, counts: newCounts, reloaded: reloaded, state: "after") { return problem }
      guard taken.insert(path).inserted else { return Problem(part: part, reason: "\(Self.text(path)) is inserted or moved to twice") }
    }
    return nil
  }

  /// What is wrong with `path` in sections of `counts` items (the state `state` the batch),
  /// or nil.
  private static func problem(_ path: IndexPath, part: String, counts: [Int], reloaded: Set<Int>, state: String) -> Problem? {
    guard path.count == 2 else { return Problem(part: part, reason: "an index path is [section, item]") }
    let (section, item) = (path.section, path.item)
    guard section >= 0 && section < counts.count else { return Problem(part: part, reason: "section \(section) does not exist (the view has \(counts.count))") }
    guard !reloaded.contains(section) else { return Problem(part: part, reason: "names section \(section), which the batch reloads") }
    guard item >= 0 && item < counts[section] else {
      return Problem(part: part, reason: "item \(item) is outside section \(section), which has \(counts[section]) items \(state) the batch")
    }
    return nil
  }

  /// `[section, item]`, as scenario JSON writes an index path.
  private static func text(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }

  /// The calls in words, for messages: `delete [0, 2]; insert [0, 0]; move [0, 1] → [0, 3];
  /// reload sections [1]; counts [9]` (`no calls` for an empty batch).
  package var summary: String {
    var parts: [String] = []
    if !deletes.isEmpty { parts.append("delete " + deletes.map(Self.text).joined(separator: ", ")) }
    if !inserts.isEmpty { parts.append("insert " + inserts.map(Self.text).joined(separator: ", ")) }
    if !moves.isEmpty { parts.append("move " + moves.map { "\(Self.text($0.from)) → \(Self.text($0.to))" }.joined(separator: ", ")) }
    if !reloadedSections.isEmpty { parts.append("reload sections \(reloadedSections)") }
    if let counts { parts.append("counts \(counts)") }
    return parts.isEmpty ? "no calls" : parts.joined(separator: "; ")
  }

  /// The counts after the batch as its calls make them: each section's count less its deletes
  /// and moves away, plus its inserts and moves in; a reloaded section keeps its count.
  private func derivedCounts(oldCounts: [Int]) -> [Int] {
    var counts = oldCounts
    for path in deletes where counts.indices.contains(path.section) { counts[path.section] -= 1 }
    for path in inserts where counts.indices.contains(path.section) { counts[path.section] += 1 }
    for move in moves {
      if counts.indices.contains(move.from.section) { counts[move.from.section] -= 1 }
      if counts.indices.contains(move.to.section) { counts[move.to.section] += 1 }
    }
    return counts
  }

  /// The item count of every section after the batch: `counts` when given, else as the calls
  /// make them. Meaningful once `problem(oldCounts:)` is nil.
  package func newCounts(oldCounts: [Int]) -> [Int] { counts ?? derivedCounts(oldCounts: oldCounts) }

  /// Where the item at `old` is after the batch, or nil when the batch deletes it (or its
  /// reloaded section no longer reaches it): the one map from old items to new ones, which
  /// whatever belongs to an item (its size, the item a view rests on) follows. Meaningful once
  /// `problem(oldCounts:)` is nil.
  package func newIndexPath(of old: IndexPath, oldCounts: [Int]) -> IndexPath? {
    let section = old.section
    if reloadedSections.contains(section) {
      return old.item < newCounts(oldCounts: oldCounts)[section] ? old : nil
    }
    if deletes.contains(old) { return nil }
    if let move = moves.first(where: { $0.from == old }) { return move.to }
    // Its place among the section's items that stay, then that place among the new indexes
    // no insert or move takes.
    let leaving = deletes.filter { $0.section == section && $0.item < old.item }.count
      + moves.filter { $0.from.section == section && $0.from.item < old.item }.count
    var item = old.item - leaving
    let arriving = (inserts.filter { $0.section == section }.map(\.item) + moves.filter { $0.to.section == section }.map(\.to.item)).sorted()
    for taken in arriving where taken <= item { item += 1 }
    return IndexPath(item: item, section: section)
  }

  /// What UIKit hands `prepare(forCollectionViewUpdates:)`: one item per call, deletes,
  /// inserts, moves, then reloaded sections, each in the order the calls name them (the
  /// model's assumption A18: UIKit documents no order). A reloaded section's item names the
  /// section with item `NSNotFound`, as UIKit's section updates do.
  package var updateItems: [UICollectionViewUpdateItem] {
    deletes.map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
      + inserts.map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
      + moves.map { UICollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
      + reloadedSections.map { section in
        let path = IndexPath(item: NSNotFound, section: section)
        return UICollectionViewUpdateItem(before: path, after: path, action: .reload)
      }
  }

  /// A disagreement found in a batch: the part named (`delete[0]`, `counts[1]`) and why.
  package struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The part of the update event, as a JSON path below the event.
    package var part: String
    /// Why it disagrees.
    package var reason: String

    /// `delete[0]: item 12 is outside section 0, which has 10 items before the batch`.
    package var description: String { "\(part): \(reason)" }
  }

  /// The parts of an `update` event in scenario JSON, in the order JSON writes them: declared
  /// once for the reader, the writer, the shrinker and the docs' table.
  package enum Part: String, CaseIterable, Sendable {
    /// `delete`: `[[section, item], …]` before the batch.
    case delete
    /// `insert`: `[[section, item], …]` after the batch.
    case insert
    /// `move`: `[[[section, item], [section, item]], …]`, before → after.
    case move
    /// `reloadSections`: `[section, …]`.
    case reloadSections
    /// `counts`: every section's item count after the batch.
    case counts

    /// The JSON key.
    package var key: String { rawValue }

    /// What the part holds, for the docs' table: `[[section, item], …] before the batch`.
    package var shape: String {
      switch self {
      case .delete: return "`[[section, item], …]`, before the batch"
      case .insert: return "`[[section, item], …]`, after the batch"
      case .move: return "`[[[section, item], [section, item]], …]`, before → after"
      case .reloadSections: return "`[section, …]`, before the batch"
      case .counts: return "every section's items after the batch; derived from the calls when absent"
      }
    }

    /// How many elements the part has in `update` (a given `counts` is one whole part).
    package func count(in update: BatchUpdate) -> Int {
      switch self {
      case .delete: return update.deletes.count
      case .insert: return update.inserts.count
      case .move: return update.moves.count
      case .reloadSections: return update.reloadedSections.count
      case .counts: return update.counts == nil ? 0 : 1
      }
    }

    /// `update` without this part's element at `index` (without its counts, for `counts`),
    /// given counts following the call that went: one more item where a delete went, one
    /// fewer where an insert went.
    package func removing(_ index: Int, from update: BatchUpdate) -> BatchUpdate {
      var changed = update
      func count(_ section: Int, _ change: Int) {
        if let counts = changed.counts, counts.indices.contains(section) { changed.counts?[section] += change }
      }
      switch self {
      case .delete: count(changed.deletes.remove(at: index).section, 1)
      case .insert: count(changed.inserts.remove(at: index).section, -1)
      case .move:
        let move = changed.moves.remove(at: index)
        count(move.from.section, 1)
        count(move.to.section, -1)
      case .reloadSections: changed.reloadedSections.remove(at: index)
      case .counts: changed.counts = nil
      }
      return changed
    }
  }
}

extension Event {
  /// The first update of `events` that disagrees with the item counts it meets, starting from
  /// sections of `sections` items (reloads replace them, updates change them): its position
  /// and problem, or nil. A scenario with one is bad, and nothing of it runs.
  package static func updateProblem(in events: [Event], startingWith sections: [Int]) -> (event: Int, problem: BatchUpdate.Problem)? {
    var counts = sections
    for (index, event) in events.enumerated() {
      switch event {
      case .reload(let sections): counts = sections
      case .update(let update):
        if let problem = update.problem(oldCounts: counts) { return (index, problem) }
        counts = update.newCounts(oldCounts: counts)
      case .drag, .scroll, .resize: break
      }
    }
    return nil
  }
}
