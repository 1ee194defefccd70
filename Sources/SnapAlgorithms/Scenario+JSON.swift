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
    let configuration = try reader.value("layout").map(readLayout) ?? LayoutConfiguration()
    let options = try reader.value("options").map { value in try readOptions(value, for: algorithm) } ?? AlgorithmOptions()
    guard case .array(let items) = try reader.required("events") else {
      throw JSONFieldError(path: "events", reason: "expected an array")
    }
    let events = try items.enumerated().map { index, item in
      try readEvent(item, path: "events[\(index)]", axis: configuration.scrollDirection)
    }
    try reader.finish()
    return Scenario(Case(configuration: configuration, events: events), algorithm: algorithm, options: options)
  }

  private static func readLayout(_ value: JSONValue) throws -> LayoutConfiguration {
    var reader = try JSONObjectReader(value, path: "layout")
    var layout = LayoutConfiguration()
    for field in LayoutConfiguration.fields { try read(field, from: &reader, into: &layout) }
    try reader.finish()
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
        path: "\(path).type", reason: "unknown event type \(Echo.quoted(type)) (expected drag, scroll, resize or reload)")
    }
    let numbers = try kind.fields.map { field in try readNumber(field, of: kind, from: &reader, path: path, axis: axis) }
    var counts: [Int] = []
    if kind.hasCounts {
      guard let sections = try readItemCounts(&reader) else {
        throw JSONFieldError(path: "\(path).itemCount", reason: "missing (give itemCount or sections)")
      }
      counts = sections
    }
    try reader.finish()
    return Event(kind, numbers: numbers, counts: counts)
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
    let defaults = LayoutConfiguration()
    let fields = LayoutConfiguration.fields.filter { $0.written == .always || !$0.isEqual(c, defaults) }.map { json($0, c) }
    var parts = ["\"algorithm\": \(JSONWriter.string(algorithmID))"]
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
    case .size(let path): return "[\(JSONWriter.number(c[keyPath: path].width)), \(JSONWriter.number(c[keyPath: path].height))]"
    }
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
    return "{" + parts.joined(separator: ", ") + "}"
  }
}
