import Foundation

/// UIKit's `NSDiffableDataSourceSnapshot`: the sections and items a diffable data source
/// shows, by identifier, in order.
///
/// Its order and counts are UIKit's. Where UIKit raises (an identifier appended twice, items
/// appended with no section, an insert, move or reload naming an identifier the snapshot
/// lacks), the model cannot raise at the call: the snapshot stays as it was, keeps the first
/// such problem, and applying it reports UIKit's `NSInternalInconsistencyException` as the
/// step's fault. Deleting identifiers the snapshot lacks deletes nothing (an assumption:
/// UIKit documents nothing for it).
///
///     var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
///     snapshot.appendSections(["main"])
///     snapshot.appendItems([1, 2, 3])
///     snapshot.insertItems([9], beforeItem: 2)
///     snapshot.itemIdentifiers  // [1, 9, 2, 3]
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// The section identifiers, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// Each section's item identifiers, in order, parallel to `sectionIdentifiers`.
  private var sectionItems: [[ItemIdentifierType]] = []
  /// Every item identifier, for the uniqueness UIKit requires.
  private var allItems: Set<ItemIdentifierType> = []
  /// The items marked for reloading, in the order they were first marked.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguring, in the order they were first marked.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reloading, in the order they were first marked.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// The first call UIKit raises for, as the exception's reason; applying the snapshot
  /// reports it.
  private(set) var problem: String?

  /// An empty snapshot.
  public init() {}

  /// How many items there are in all sections.
  public var numberOfItems: Int { allItems.count }

  /// How many sections there are.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// Every item identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

  /// The items of `identifier` (none for a section the snapshot lacks).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    indexOfSection(identifier).map { sectionItems[$0] } ?? []
  }

  /// How many items `identifier` has (0 for a section the snapshot lacks).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The section holding `identifier`, or nil.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    position(of: identifier).map { sectionIdentifiers[$0.section] }
  }

  /// The index of `identifier` among all items, section by section, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let (section, item) = position(of: identifier) else { return nil }
    return sectionItems[..<section].reduce(item) { $0 + $1.count }
  }

  /// The index of section `identifier`, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIdentifiers.firstIndex(of: identifier)
  }

  /// The section and the index within it of item `identifier`, or nil.
  func position(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    guard allItems.contains(identifier) else { return nil }
    for (section, items) in sectionItems.enumerated() {
      if let item = items.firstIndex(of: identifier) { return (section, item) }
    }
    return nil
  }

  /// The item identifiers of the section at `section`, or nil for an index outside the sections.
  func items(inSectionAt section: Int) -> [ItemIdentifierType]? {
    sectionItems.indices.contains(section) ? sectionItems[section] : nil
  }

  // MARK: Sections

  /// Appends sections `identifiers`, empty.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard requireNew(sections: identifiers) else { return }
    sectionIdentifiers += identifiers
    sectionItems += identifiers.map { _ in [] }
  }

  /// Deletes sections `identifiers` and their items (a section the snapshot lacks is skipped).
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let section = indexOfSection(identifier) else { continue }
      allItems.subtract(sectionItems[section])
      sectionIdentifiers.remove(at: section)
      sectionItems.remove(at: section)
    }
  }

  /// Marks sections `identifiers` for reloading.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    guard let missing = identifiers.first(where: { indexOfSection($0) == nil }) else {
      return Self.mark(identifiers, in: &reloadedSectionIdentifiers)
    }
    raise("Invalid section identifier for reload: \(missing)")
  }

  // MARK: Items

  /// Appends `identifiers` to section `sectionIdentifier`, or to the last section when nil.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
    guard !sectionIdentifiers.isEmpty else {
      return raise("There are currently no sections in the data source. Please add a section first.")
    }
    let section: Int
    if let sectionIdentifier {
      guard let index = indexOfSection(sectionIdentifier) else {
        return raise("Invalid section identifier specified: \(sectionIdentifier)")
      }
      section = index
    } else {
      section = sectionIdentifiers.count - 1
    }
    guard requireNew(items: identifiers) else { return }
    sectionItems[section] += identifiers
    allItems.formUnion(identifiers)
  }

  /// Inserts `identifiers` just before item `beforeIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Inserts `identifiers` just after item `afterIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  /// Deletes items `identifiers` (an item the snapshot lacks is skipped).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      guard let (section, item) = position(of: identifier) else { continue }
      sectionItems[section].remove(at: item)
      allItems.remove(identifier)
    }
  }

  /// Deletes every section and item.
  public mutating func deleteAllItems() {
    sectionIdentifiers = []
    sectionItems = []
    allItems = []
  }

  /// Moves item `identifier` to just before item `toIdentifier`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: false)
  }

  /// Moves item `identifier` to just after item `toIdentifier`.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: true)
  }

  /// Marks items `identifiers` for reloading (their cells are made again).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard let missing = identifiers.first(where: { !allItems.contains($0) }) else {
      return Self.mark(identifiers, in: &reloadedItemIdentifiers)
    }
    raise("Attempted to reload item identifier that does not exist in the snapshot: \(missing)")
  }

  /// Marks items `identifiers` for reconfiguring (their cells are configured again in place).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard let missing = identifiers.first(where: { !allItems.contains($0) }) else {
      return Self.mark(identifiers, in: &reconfiguredItemIdentifiers)
    }
    raise("Attempted to reconfigure item identifier that does not exist in the snapshot: \(missing)")
  }

  // MARK: Shared steps

  /// Inserts `identifiers` next to `anchor`, before or `after` it.
  private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
    guard let (section, item) = position(of: anchor) else {
      return raise("Invalid item identifier specified for insert: \(anchor)")
    }
    guard requireNew(items: identifiers) else { return }
    sectionItems[section].insert(contentsOf: identifiers, at: after ? item + 1 : item)
    allItems.formUnion(identifiers)
  }

  /// Moves `identifier` next to `anchor`, before or `after` it.
  private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
    guard let from = position(of: identifier), position(of: anchor) != nil else {
      return raise("Invalid item identifier specified for move: \(position(of: identifier) == nil ? identifier : anchor)")
    }
    guard identifier != anchor else { return raise("Attempted to move item identifier relative to itself: \(identifier)") }
    sectionItems[from.section].remove(at: from.item)
    let (section, item) = position(of: anchor)!
    sectionItems[section].insert(identifier, at: after ? item + 1 : item)
  }

  /// Whether `identifiers` are new and distinct; if not, raises.
  private mutating func requireNew(items identifiers: [ItemIdentifierType]) -> Bool {
    var seen = allItems
    guard let duplicate = identifiers.first(where: { !seen.insert($0).inserted }) else { return true }
    raise("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicate)")
    return false
  }

  /// Whether section `identifiers` are new and distinct; if not, raises.
  private mutating func requireNew(sections identifiers: [SectionIdentifierType]) -> Bool {
    var seen = Set(sectionIdentifiers)
    guard let duplicate = identifiers.first(where: { !seen.insert($0).inserted }) else { return true }
    raise("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicate)")
    return false
  }

  /// Adds `identifiers` not yet in `marked` to its end.
  private static func mark<Identifier: Hashable>(_ identifiers: [Identifier], in marked: inout [Identifier]) {
    for identifier in identifiers where !marked.contains(identifier) { marked.append(identifier) }
  }

  /// Keeps `reason` as the snapshot's problem unless an earlier one is kept.
  private mutating func raise(_ reason: String) {
    if problem == nil { problem = reason }
  }
}
