import Foundation
import SnapJSON
import SnapModel

extension Scenario {
  /// The largest item count a scenario may ask for; more would only measure memory.
  package static let maximumItemCount = 1_000_000
  /// The largest number of sections a scenario may ask for.
  package static let maximumSectionCount = 10_000

  /// Reads a scenario from its JSON, strictly: unknown fields, wrong types, unknown
  /// algorithms, event types and options are errors naming the field. The algorithm id is
  /// looked up among `algorithms`; the layout's fields are `LayoutConfiguration.fields`, the
  /// events' `EventKind.fields`, the options the algorithm's own declarations.
  ///
  ///     let scenario = try Scenario(json: #"{"algorithm": "last-offset", "events": []}"#)
  package init(json text: String, algorithms: [Algorithm] = AlgorithmRegistry.all) throws(ScenarioError) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw .syntax(error.description)
    }
    do {
      self = try Self.read(root, algorithms: algorithms)
    } catch let error as JSONFieldError {
      throw .field(path: error.path, reason: error.reason)
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw .field(path: "input", reason: "\(error)")
    }
  }

  private static func read(_ root: JSONValue, algorithms: [Algorithm]) throws -> Scenario {
    var reader = try JSONObjectReader(root, path: "")
    guard let id = try reader.string("algorithm") else { throw JSONFieldError(path: "algorithm", reason: "missing") }
    guard let algorithm = algorithms.first(where: { $0.id == id }) else {
      throw ScenarioError.unknownAlgorithm(id, known: algorithms.map(\.id))
    }
    let host = try readHost(&reader, for: algorithm)
    var defaults = LayoutConfiguration()
    defaults.host = host
    let configuration = try reader.value("layout").map { try readLayout($0, host: host) } ?? defaults.hostDefaults
    let options = try reader.value("options").map { value in try readOptions(value, for: algorithm) } ?? AlgorithmOptions()
    guard case .array(let items) = try reader.required("events") else {
      throw JSONFieldError(path: "events", reason: "expected an array")
    }
    let events = try items.enumerated().map { index, item in
      let event = try readEvent(item, path: "events[\(index)]", axis: configuration.scrollDirection)
      if host == .swiftui, case .reload(let sections) = event, sections.count != 1 {
        throw JSONFieldError(path: "events[\(index)].sections", reason: Self.oneStack)
      }
      if host == .swiftui, event.kind == .update {
        throw JSONFieldError(path: "events[\(index)].type", reason: "a SwiftUI stack takes no batch updates (update is a UIKit event)")
      }
      return event
    }
    if let (index, problem) = Event.updateProblem(in: events, startingWith: configuration.sections) {
      throw JSONFieldError(path: "events[\(index)].\(problem.part)", reason: problem.reason)
    }
    try reader.finish()
    return Scenario(Case(configuration: configuration, events: events), algorithm: algorithm, options: options)
  }

  /// The scenario's host: `"host"` when given, which must be the algorithm's; else the
  /// algorithm's (a `swiftui-*` algorithm implies `"swiftui"`).
  private static func readHost(_ reader: inout JSONObjectReader, for algorithm: Algorithm) throws -> HostFramework {
    let own = algorithm.host.framework
    guard let name = try reader.name("host", among: HostFramework.allCases.map(\.rawValue)), let host = HostFramework(rawValue: name) else { return own }
    guard host == own else {
      throw JSONFieldError(
        path: "host", reason: "\(algorithm.id) is a \(own.name) algorithm, not a \(host.name) one")
    }
    return host
  }

  /// Why a SwiftUI scenario's item counts are refused: its stack is one run of children.
  private static let oneStack = "a SwiftUI stack is one run of children: give itemCount, not sections"

  private static func readLayout(_ value: JSONValue, host: HostFramework) throws -> LayoutConfiguration {
    var reader = try JSONObjectReader(value, path: "layout")
    var layout = LayoutConfiguration()
    layout.host = host
    layout = layout.hostDefaults
    let fields = LayoutConfiguration.fields(of: host)
    for field in fields { try read(field, from: &reader, into: &layout) }
    let defaults = layout.hostDefaults
    for field in fields where !field.isEqual(layout, defaults) {
      if let other = field.excludes.first(where: { reader.value($0) != nil }) {
        throw JSONFieldError(path: reader.path(of: field.key), reason: "give \(field.key) or \(other), not both")
      }
    }
    if host == .swiftui, layout.sections.count != 1 {
      // Sizes per section made the sections: the field to fix is `itemSizes`.
      guard reader.value("itemSizes") == nil || reader.value("sections") != nil else {
        throw JSONFieldError(
          path: reader.path(of: "itemSizes"), reason: "a SwiftUI stack is one run of children: give a flat [[width, height], …], not sizes per section")
      }
      throw JSONFieldError(path: "layout.sections", reason: oneStack)
    }
    do {
      try reader.finish()
    } catch {
      let other = HostFramework.allCases.first { $0 != host } ?? host
      let key = String(error.path.dropFirst("layout.".count))
      guard LayoutConfiguration.fields(of: other).contains(where: { $0.key == key }) || key == "sections" else { throw error }
      let accepted = host == .swiftui ? "takes \(fields.map(\.key).joined(separator: ", "))" : "takes the fields `snapcheck eval --help` lists"
      throw JSONFieldError(path: error.path, reason: "a \(other.name) field; a \(host.name) layout \(accepted)")
    }
    return layout
  }

  /// Reads `field` into `layout` when the object has it.
  private static func read(_ field: ConfigurationField, from reader: inout JSONObjectReader, into layout: inout LayoutConfiguration) throws {
    let key = field.key
    switch field.value {
    case .counts:
      if let sections = try readItemCounts(&reader) { layout.sections = sections }
    case .number(let path, let allowed):
      guard let number = try reader.double(key) else { return }
      if let allowed, !allowed.contains(number) {
        throw JSONFieldError(path: reader.path(of: key), reason: "\(NumberSpelling.plain(number)) is not \(alternatives(allowed))")
      }
      layout[keyPath: path] = number
    case .flag(let path):
      if let flag = try reader.bool(key) { layout[keyPath: path] = flag }
    case .choice(let choice):
      if let name = try reader.name(key, among: choice.names) { _ = choice.set(&layout, name) }
    case .inset(let path):
      if let inset = reader.value(key) { layout[keyPath: path] = try readInset(inset, path: reader.path(of: key)) }
    case .optionalInset(let path):
      if let inset = reader.value(key), inset != .null { layout[keyPath: path] = try readInset(inset, path: reader.path(of: key)) }
    case .itemSizesForViewSizes:
      if let list = reader.value(key) { layout.itemSizesForViewSizes = try readItemSizesForViewSizes(list, path: reader.path(of: key)) }
    case .size(let path):
      if let size = reader.value(key) { layout[keyPath: path] = try readSize(size, path: reader.path(of: key)) }
    case .itemSizes:
      guard let list = reader.value(key) else { return }
      let countsGiven = reader.value("itemCount") != nil || reader.value("sections") != nil
      (layout.itemSizes, layout.sections) = try readItemSizes(
        list, path: reader.path(of: key), counts: countsGiven ? layout.sections : nil)
    }
  }

  /// `1, 2 or 3`.
  private static func alternatives(_ values: [CGFloat]) -> String {
    let words = values.map { NumberSpelling.plain($0) }
    return words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
  }

  /// `itemCount` (one section) or `sections` (items per section), never both; nil when
  /// neither is given.
  private static func readItemCounts(_ reader: inout JSONObjectReader) throws -> [Int]? {
    let count = try reader.int("itemCount", in: 0...maximumItemCount)
    guard let value = reader.value("sections") else { return count.map { [$0] } }
    let path = reader.path(of: "sections")
    guard count == nil else { throw JSONFieldError(path: path, reason: "give itemCount or sections, not both") }
    guard case .array(let items) = value else {
      throw JSONFieldError(path: path, reason: "expected an array of item counts, got \(value.kindDescription)")
    }
    guard items.count <= maximumSectionCount else {
      throw JSONFieldError(path: path, reason: "\(items.count) sections is outside 0...\(maximumSectionCount)")
    }
    let counts = try items.enumerated().map { index, item in
      try JSONObjectReader.int(item, path: "\(path)[\(index)]", in: 0...maximumItemCount)
    }
    guard counts.reduce(0, +) <= maximumItemCount else {
      throw JSONFieldError(path: path, reason: "\(counts.reduce(0, +)) items in all is outside 0...\(maximumItemCount)")
    }
    return counts
  }

  /// The most entries `itemSizesForViewSizes` may hold.
  static let maximumViewSizeCount = 64

  private static func readItemSizesForViewSizes(_ value: JSONValue, path: String) throws -> [LayoutConfiguration.ItemSizeForViewSize] {
    guard case .array(let items) = value else {
      throw JSONFieldError(path: path, reason: "expected an array of {viewWidth, viewHeight, itemWidth, itemHeight}, got \(value.kindDescription)")
    }
    guard items.count <= maximumViewSizeCount else {
      throw JSONFieldError(path: path, reason: "\(items.count) view sizes is more than \(maximumViewSizeCount)")
    }
    return try items.enumerated().map { index, item in
      var reader = try JSONObjectReader(item, path: "\(path)[\(index)]")
      func number(_ key: String) throws -> CGFloat {
        guard let number = try reader.double(key) else { throw JSONFieldError(path: reader.path(of: key), reason: "missing") }
        return number
      }
      let entry = LayoutConfiguration.ItemSizeForViewSize(
        view: CGSize(width: try number("viewWidth"), height: try number("viewHeight")),
        item: CGSize(width: try number("itemWidth"), height: try number("itemHeight")))
      try reader.finish()
      return entry
    }
  }

  /// `itemSizes`, flat (`[[w, h], …]`) or per section (`[[[w, h], …], …]`: its first member
  /// an empty list or a list of lists), every size finite and not negative, with the item
  /// counts: `counts` when the layout gives them, which the sizes must match, else the sizes'.
  private static func readItemSizes(_ value: JSONValue, path: String, counts: [Int]?) throws -> ([CGSize], [Int]) {
    let expected = "[[width, height], …] or per section [[[width, height], …], …]"
    guard case .array(let members) = value else { throw JSONFieldError(path: path, reason: "expected \(expected), got \(value.kindDescription)") }
    let perSection: Bool
    switch members.first {
    case .array(let first)?: perSection = first.first.map { if case .array = $0 { true } else { false } } ?? true
    default: perSection = false
    }
    let lists = perSection ? members : [value]
    var sizes: [CGSize] = []
    var found: [Int] = []
    for (section, list) in lists.enumerated() {
      let listPath = perSection ? "\(path)[\(section)]" : path
      guard case .array(let items) = list else {
        throw JSONFieldError(path: listPath, reason: "expected a section's [[width, height], …], got \(list.kindDescription)")
      }
      guard sizes.count + items.count <= maximumItemCount else {
        throw JSONFieldError(path: path, reason: "more than \(maximumItemCount) sizes")
      }
      for (index, item) in items.enumerated() {
        let size = try readSize(item, path: "\(listPath)[\(index)]")
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
          throw JSONFieldError(
            path: "\(listPath)[\(index)]",
            reason: "a size must be finite and not negative, got [\(NumberSpelling.plain(size.width)), \(NumberSpelling.plain(size.height))]")
        }
        sizes.append(size)
      }
      found.append(items.count)
    }
    guard let counts else { return (sizes, found) }
    if perSection, counts != found {
      throw JSONFieldError(
        path: path, reason: "sizes for sections of \(found.map(String.init).joined(separator: ", ")) items, but the sections hold \(counts.map(String.init).joined(separator: ", "))")
    }
    let total = counts.reduce(0, +)
    guard sizes.count == total else {
      throw JSONFieldError(path: path, reason: "\(sizes.count) sizes for \(total) items (one size per item)")
    }
    return (sizes, counts)
  }

  /// `[width, height]`.
  private static func readSize(_ value: JSONValue, path: String) throws -> CGSize {
    guard case .array(let numbers) = value, numbers.count == 2 else {
      throw JSONFieldError(path: path, reason: "expected [width, height], got \(value.kindDescription)")
    }
    return CGSize(
      width: try JSONObjectReader.double(numbers[0], path: "\(path)[0]"), height: try JSONObjectReader.double(numbers[1], path: "\(path)[1]"))
  }

  private static func readInset(_ value: JSONValue, path: String) throws -> UIEdgeInsets {
    var reader = try JSONObjectReader(value, path: path)
    var inset = UIEdgeInsets.zero
    for edge in ConfigurationField.Edge.allCases {
      if let distance = try reader.double(edge.rawValue) { inset[keyPath: edge.path] = distance }
    }
    try reader.finish()
    return inset
  }

  private static func readOptions(_ value: JSONValue, for algorithm: Algorithm) throws -> AlgorithmOptions {
    var reader = try JSONObjectReader(value, path: "options")
    var options = AlgorithmOptions()
    for declaration in algorithm.options {
      if let member = reader.value(declaration.name) {
        options.set(declaration.name, to: try declaration.read(member, path: reader.path(of: declaration.name)))
      }
    }
    do {
      try reader.finish()
    } catch {
      throw JSONFieldError(path: error.path, reason: "unknown option for \(algorithm.id) (it accepts: \(algorithm.optionList))")
    }
    return options
  }

  private static func readEvent(_ value: JSONValue, path: String, axis: UICollectionView.ScrollDirection) throws -> Event {
    var reader = try JSONObjectReader(value, path: path)
    guard let type = try reader.string("type") else { throw JSONFieldError(path: "\(path).type", reason: "missing") }
    guard let kind = EventKind(rawValue: type) else {
      throw JSONFieldError(
        path: "\(path).type", reason: "unknown event type \(Echo.quoted(type)) (expected \(eventTypes))")
    }
    let numbers = try kind.fields.map { field in try readNumber(field, of: kind, from: &reader, path: path, axis: axis) }
    var counts: [Int] = []
    if kind.hasCounts {
      guard let sections = try readItemCounts(&reader) else {
        throw JSONFieldError(path: "\(path).itemCount", reason: "missing (give itemCount or sections)")
      }
      counts = sections
    }
    var update = BatchUpdate()
    for part in kind.parts { try readPart(part, from: &reader, into: &update) }
    try reader.finish()
    return Event(kind, numbers: numbers, counts: counts, update: update)
  }

  /// `drag, scroll, resize, reload or update`.
  private static var eventTypes: String {
    let names = EventKind.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }

  /// Reads one part of an `update` event into `update` when the event has it: index paths
  /// `[section, item]`, moves `[[section, item], [section, item]]`, sections, counts.
  private static func readPart(_ part: BatchUpdate.Part, from reader: inout JSONObjectReader, into update: inout BatchUpdate) throws {
    guard let value = reader.value(part.key) else { return }
    let path = reader.path(of: part.key)
    func list(_ value: JSONValue, path: String, expected: String) throws -> [(String, JSONValue)] {
      guard case .array(let items) = value else { throw JSONFieldError(path: path, reason: "expected \(expected), got \(value.kindDescription)") }
      return items.enumerated().map { ("\(path)[\($0.offset)]", $0.element) }
    }
    func count(_ value: JSONValue, path: String) throws -> Int { try JSONObjectReader.int(value, path: path, in: 0...maximumItemCount) }
    func indexPath(_ value: JSONValue, path: String) throws -> IndexPath {
      let numbers = try list(value, path: path, expected: "[section, item]")
      guard numbers.count == 2 else { throw JSONFieldError(path: path, reason: "expected [section, item], got \(numbers.count) numbers") }
      return IndexPath(item: try count(numbers[1].1, path: numbers[1].0), section: try count(numbers[0].1, path: numbers[0].0))
    }
    let entries = try list(value, path: path, expected: part == .move ? "an array of [[section, item], [section, item]]" : "an array")
    switch part {
    case .delete: update.deletes = try entries.map { try indexPath($1, path: $0) }
    case .insert: update.inserts = try entries.map { try indexPath($1, path: $0) }
    case .move:
      update.moves = try entries.map { path, value in
        let ends = try list(value, path: path, expected: "[[section, item], [section, item]]")
        guard ends.count == 2 else { throw JSONFieldError(path: path, reason: "expected [[section, item], [section, item]], got \(ends.count) index paths") }
        return BatchUpdate.Move(from: try indexPath(ends[0].1, path: ends[0].0), to: try indexPath(ends[1].1, path: ends[1].0))
      }
    case .reloadSections: update.reloadedSections = try entries.map { try count($1, path: $0) }
    case .counts: update.counts = try entries.map { try count($1, path: $0) }
    }
  }

  /// An event's number: under its key, or on a horizontal view its horizontal key (never
  /// both); its default, if it has one, when absent.
  private static func readNumber(
    _ field: EventField, of kind: EventKind, from reader: inout JSONObjectReader, path: String,
    axis: UICollectionView.ScrollDirection
  ) throws -> CGFloat {
    let value = try reader.double(field.key)
    let horizontal = try field.horizontalKey.flatMap { key in try reader.double(key).map { (key, $0) } }
    switch (value, horizontal) {
    case (let value?, nil): return value
    case (nil, let (key, x)?):
      guard axis == .horizontal else {
        throw JSONFieldError(path: "\(path).\(key)", reason: "\(key) is for horizontal views; a vertical \(kind.rawValue) takes \(field.key)")
      }
      return x
    case (.some, .some(let (key, _))): throw JSONFieldError(path: "\(path).\(field.key)", reason: "give \(field.key) or \(key), not both")
    case (nil, nil):
      guard let value = field.defaultValue else { throw JSONFieldError(path: reader.path(of: field.key), reason: "missing") }
      return value
    }
  }

  /// The scenario as one line of scenario JSON, every layout field written out, which
  /// `Scenario(json:)` reads back to an equal scenario.
  package var json: String {
    Self.json(algorithmID: algorithm.id, options: options, testCase: testCase, optionOrder: algorithm.options)
  }

  /// The JSON of `testCase` bound to the algorithm named `algorithmID` with `options` (written
  /// in `optionOrder`); an empty id gives the text golden fingerprints hash (the case without
  /// its algorithm).
  package static func json(
    algorithmID: String, options: AlgorithmOptions, testCase: Case, optionOrder: [OptionDeclaration] = []
  ) -> String {
    let c = testCase.configuration
    let defaults = c.hostDefaults
    let changed = c.hostFields.filter { !$0.isEqual(c, defaults) }
    let excluded = Set(changed.flatMap(\.excludes))
    let fields = c.hostFields.filter { ($0.written == .always || !$0.isEqual(c, defaults)) && !excluded.contains($0.key) }.map { json($0, c) }
    var parts = ["\"algorithm\": \(JSONWriter.string(algorithmID))"]
    if c.host != .uikit { parts.append("\"host\": \(JSONWriter.string(c.host.rawValue))") }
    let set = optionOrder.compactMap { declaration in options.value(named: declaration.name).map { (declaration.name, $0) } }
    if !set.isEmpty {
      parts.append("\"options\": {" + set.map { "\(JSONWriter.string($0.0)): \($0.1.json)" }.joined(separator: ", ") + "}")
    }
    parts.append("\"layout\": {" + fields.joined(separator: ", ") + "}")
    let events = testCase.events.map { eventJSON($0, axis: c.scrollDirection) }
    parts.append("\"events\": [" + events.joined(separator: ", ") + "]")
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// `"key": value` for one field of `c`.
  private static func json(_ field: ConfigurationField, _ c: LayoutConfiguration) -> String {
    guard case .counts = field.value else { return "\(JSONWriter.string(field.key)): \(jsonValue(of: field, in: c))" }
    return itemCountsJSON(c.sections)
  }

  /// The JSON value of one field of `c` (a single section's count for `.counts`).
  static func jsonValue(of field: ConfigurationField, in c: LayoutConfiguration) -> String {
    switch field.value {
    case .counts: return String(c.itemCount)
    case .number(let path, _): return JSONWriter.number(c[keyPath: path])
    case .flag(let path): return String(c[keyPath: path])
    case .choice(let choice): return JSONWriter.string(choice.get(c))
    case .inset(let path): return insetJSON(c[keyPath: path])
    case .optionalInset(let path): return c[keyPath: path].map(insetJSON) ?? "null"
    case .itemSizesForViewSizes:
      return "[" + c.itemSizesForViewSizes.map { entry in
        "{\"viewWidth\": \(JSONWriter.number(entry.view.width)), \"viewHeight\": \(JSONWriter.number(entry.view.height)), "
          + "\"itemWidth\": \(JSONWriter.number(entry.item.width)), \"itemHeight\": \(JSONWriter.number(entry.item.height))}"
      }.joined(separator: ", ") + "]"
    case .size(let path): return sizeJSON(c[keyPath: path])
    case .itemSizes:
      // Per section when there are several and the sizes fill them, else one flat list.
      guard c.sections.count != 1, c.sections.reduce(0, +) == c.itemSizes.count, !c.itemSizes.isEmpty else {
        return "[" + c.itemSizes.map(sizeJSON).joined(separator: ", ") + "]"
      }
      var start = 0
      return "[" + c.sections.map { count in
        defer { start += count }
        return "[" + c.itemSizes[start..<(start + count)].map(sizeJSON).joined(separator: ", ") + "]"
      }.joined(separator: ", ") + "]"
    }
  }

  /// `[width, height]`.
  private static func sizeJSON(_ size: CGSize) -> String {
    "[\(JSONWriter.number(size.width)), \(JSONWriter.number(size.height))]"
  }

  private static func insetJSON(_ inset: UIEdgeInsets) -> String {
    "{" + ConfigurationField.Edge.allCases.map { "\"\($0.rawValue)\": \(JSONWriter.number(inset[keyPath: $0.path]))" }
      .joined(separator: ", ") + "}"
  }

  /// `"itemCount": n` for one section (as the first scenarios wrote it), `"sections": [...]` otherwise.
  private static func itemCountsJSON(_ sections: [Int]) -> String {
    sections.count == 1
      ? "\"itemCount\": \(sections[0])" : "\"sections\": [" + sections.map(String.init).joined(separator: ", ") + "]"
  }

  private static func eventJSON(_ event: Event, axis: UICollectionView.ScrollDirection) -> String {
    var parts = ["\"type\": \(JSONWriter.string(event.kind.rawValue))"]
    parts += zip(event.kind.fields, event.numbers).map { "\(JSONWriter.string($0.key(on: axis))): \(JSONWriter.number($1))" }
    if event.kind.hasCounts { parts.append(itemCountsJSON(event.counts)) }
    let batch = event.batch
    for part in event.kind.parts where part.count(in: batch) > 0 {
      parts.append("\(JSONWriter.string(part.key)): \(partJSON(part, of: batch))")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// One part of an update, as `readPart` reads it.
  private static func partJSON(_ part: BatchUpdate.Part, of batch: BatchUpdate) -> String {
    func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    func indexPath(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }
    switch part {
    case .delete: return list(batch.deletes.map(indexPath))
    case .insert: return list(batch.inserts.map(indexPath))
    case .move: return list(batch.moves.map { "[\(indexPath($0.from)), \(indexPath($0.to))]" })
    case .reloadSections: return list(batch.reloadedSections.map(String.init))
    case .counts: return list((batch.counts ?? []).map(String.init))
    }
  }
}
