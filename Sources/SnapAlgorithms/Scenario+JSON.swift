import Foundation
import SnapJSON
import SnapModel

extension Scenario {
  /// The largest item count a scenario may ask for; more would only measure memory.
  package static let maximumItemCount = 1_000_000
  /// The largest number of sections a scenario may ask for.
  package static let maximumSectionCount = 10_000

  /// Reads a scenario from SPEC §4's JSON, strictly: unknown fields, wrong types, unknown
  /// algorithms, event types and options are errors naming the field. The algorithm id is
  /// looked up among `algorithms`.
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
    if let sections = try readItemCounts(&reader) { layout.sections = sections }
    if let width = try reader.double("itemWidth") { layout.itemWidth = width }
    if let height = try reader.double("itemHeight") { layout.itemHeight = height }
    if let spacing = try reader.double("lineSpacing") { layout.lineSpacing = spacing }
    if let spacing = try reader.double("interitemSpacing") { layout.interitemSpacing = spacing }
    if let inset = reader.value("sectionInset") {
      layout.sectionInset = try readInset(inset, path: reader.path(of: "sectionInset"))
    }
    if let inset = reader.value("delegateSectionInset"), inset != .null {
      layout.delegateSectionInset = try readInset(inset, path: reader.path(of: "delegateSectionInset"))
    }
    if let width = try reader.double("viewWidth") { layout.viewWidth = width }
    if let height = try reader.double("viewHeight") { layout.viewHeight = height }
    if let scale = try reader.double("screenScale") {
      guard scale == 1 || scale == 2 || scale == 3 else {
        throw JSONFieldError(path: "layout.screenScale", reason: "\(NumberSpelling.plain(scale)) is not 1, 2 or 3")
      }
      layout.screenScale = scale
    }
    if let rate = try reader.double("decelerationRate") { layout.decelerationRate = rate }
    if let bounce = try reader.bool("alwaysBounceHorizontal") { layout.alwaysBounceHorizontal = bounce }
    if let retention = try reader.choice("cellRetention", of: CellRetention.self) { layout.cellRetention = retention }
    if let direction = try reader.choice("scrollDirection", of: UICollectionView.ScrollDirection.self) {
      layout.scrollDirection = direction
    }
    if let inset = reader.value("contentInset") {
      layout.contentInset = try readInset(inset, path: reader.path(of: "contentInset"))
    }
    if let inset = reader.value("safeAreaInsets") {
      layout.safeAreaInsets = try readInset(inset, path: reader.path(of: "safeAreaInsets"))
    }
    if let behavior = try reader.choice("contentInsetAdjustmentBehavior", of: UIScrollView.ContentInsetAdjustmentBehavior.self) {
      layout.contentInsetAdjustmentBehavior = behavior
    }
    if let bounce = try reader.bool("alwaysBounceVertical") { layout.alwaysBounceVertical = bounce }
    if let bounces = try reader.bool("bounces") { layout.bounces = bounces }
    if let enabled = try reader.bool("isScrollEnabled") { layout.isScrollEnabled = enabled }
    if let paging = try reader.bool("isPagingEnabled") { layout.isPagingEnabled = paging }
    try reader.finish()
    return layout
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

  private static func readInset(_ value: JSONValue, path: String) throws -> UIEdgeInsets {
    var reader = try JSONObjectReader(value, path: path)
    let inset = UIEdgeInsets(
      top: try reader.double("top") ?? 0, left: try reader.double("left") ?? 0,
      bottom: try reader.double("bottom") ?? 0, right: try reader.double("right") ?? 0)
    try reader.finish()
    return inset
  }

  private static func readOptions(_ value: JSONValue, for algorithm: Algorithm) throws -> AlgorithmOptions {
    guard case .object(let members) = value else {
      throw JSONFieldError(path: "options", reason: "expected an object, got \(value.kindDescription)")
    }
    if let stray = members.first(where: { !algorithm.optionNames.contains($0.key) }) {
      let accepted = algorithm.optionNames.isEmpty ? "none" : algorithm.optionNames.joined(separator: ", ")
      throw JSONFieldError(
        path: "options.\(stray.key)", reason: "unknown option for \(algorithm.id) (it accepts: \(accepted))")
    }
    var reader = try JSONObjectReader(value, path: "options")
    var options = AlgorithmOptions()
    options.alignment = try reader.choice("alignment", of: Alignment.self)
    options.pageCap = try reader.int("pageCap", in: 1...Int.max)
    options.scrollAnimation = try reader.bool("scrollAnimation")
    options.visibleOffset = try reader.double("visibleOffset")
    options.flickVelocity = try reader.double("flickVelocity")
    options.minimumItemsToScroll = try reader.int("minimumItemsToScroll", in: 1...AlgorithmOptions.itemsToScrollLimit)
    options.maximumItemsToScroll = try reader.int("maximumItemsToScroll", in: 1...AlgorithmOptions.itemsToScrollLimit)
    options.decelerationDistance = try reader.int("decelerationDistance", in: 0...AlgorithmOptions.itemsToScrollLimit)
    options.interitemSpacing = try reader.double("interitemSpacing").map { CGFloat($0) }
    try reader.finish()
    return options
  }

  private static func readEvent(_ value: JSONValue, path: String, axis: UICollectionView.ScrollDirection) throws -> Event {
    var reader = try JSONObjectReader(value, path: path)
    guard let type = try reader.string("type") else { throw JSONFieldError(path: "\(path).type", reason: "missing") }
    let event: Event
    switch EventKind(rawValue: type) {
    case .drag:
      event = .drag(distance: try requiredDouble(&reader, "distance"), velocity: try reader.double("velocity") ?? 0)
    case .scroll:
      event = .scroll(offset: try readScrollOffset(&reader, path: path, axis: axis))
    case .resize:
      event = .resize(width: try requiredDouble(&reader, "width"), height: try requiredDouble(&reader, "height"))
    case .reload:
      guard let sections = try readItemCounts(&reader) else {
        throw JSONFieldError(path: "\(path).itemCount", reason: "missing (give itemCount or sections)")
      }
      event = .reload(sections: sections)
    case nil:
      throw JSONFieldError(
        path: "\(path).type", reason: "unknown event type \(Echo.quoted(type)) (expected drag, scroll, resize or reload)")
    }
    try reader.finish()
    return event
  }

  /// A scroll event's `offset` along the axis, or its `x` on a horizontal view; never both.
  private static func readScrollOffset(
    _ reader: inout JSONObjectReader, path: String, axis: UICollectionView.ScrollDirection
  ) throws -> Double {
    let x = try reader.double("x")
    let offset = try reader.double("offset")
    switch (x, offset) {
    case (nil, let offset?): return offset
    case (let x?, nil):
      guard axis == .horizontal else {
        throw JSONFieldError(path: "\(path).x", reason: "x is for horizontal views; a vertical scroll takes offset")
      }
      return x
    case (.some, .some): throw JSONFieldError(path: "\(path).offset", reason: "give offset or x, not both")
    case (nil, nil): throw JSONFieldError(path: "\(path).offset", reason: "missing")
    }
  }

  private static func requiredDouble(_ reader: inout JSONObjectReader, _ key: String) throws -> Double {
    guard let number = try reader.double(key) else { throw JSONFieldError(path: reader.path(of: key), reason: "missing") }
    return number
  }

  /// The scenario as one line of SPEC §4 JSON, every layout field written out, which
  /// `Scenario(json:)` reads back to an equal scenario.
  package var json: String {
    Self.json(algorithmID: algorithm.id, options: options, testCase: testCase)
  }

  /// The JSON of `testCase` bound to the algorithm named `algorithmID` with `options`; an
  /// empty id gives the text golden fingerprints hash (the case without its algorithm).
  package static func json(algorithmID: String, options: AlgorithmOptions, testCase: Case) -> String {
    let c = testCase.configuration
    var fields = [
      itemCountsJSON(c.sections), "\"itemWidth\": \(n(c.itemWidth))", "\"itemHeight\": \(n(c.itemHeight))",
      "\"lineSpacing\": \(n(c.lineSpacing))", "\"interitemSpacing\": \(n(c.interitemSpacing))",
      "\"sectionInset\": \(insetJSON(c.sectionInset))",
      "\"delegateSectionInset\": \(c.delegateSectionInset.map(insetJSON) ?? "null")",
      "\"viewWidth\": \(n(c.viewWidth))", "\"viewHeight\": \(n(c.viewHeight))",
      "\"screenScale\": \(n(c.screenScale))", "\"decelerationRate\": \(n(c.decelerationRate))",
    ]
    fields.append("\"alwaysBounceHorizontal\": \(c.alwaysBounceHorizontal)")
    fields.append("\"cellRetention\": \"\(c.cellRetention.rawValue)\"")
    fields += wideHostFields(c)
    var parts = ["\"algorithm\": \(JSONWriter.string(algorithmID))"]
    if !options.setNames.isEmpty { parts.append("\"options\": \(optionsJSON(options))") }
    parts.append("\"layout\": {" + fields.joined(separator: ", ") + "}")
    let events = testCase.events.map { eventJSON($0, axis: c.scrollDirection) }
    parts.append("\"events\": [" + events.joined(separator: ", ") + "]")
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func n(_ value: Double) -> String { JSONWriter.number(value) }

  private static func insetJSON(_ inset: UIEdgeInsets) -> String {
    "{\"top\": \(JSONWriter.number(inset.top)), \"left\": \(JSONWriter.number(inset.left)), "
      + "\"bottom\": \(JSONWriter.number(inset.bottom)), \"right\": \(JSONWriter.number(inset.right))}"
  }

  private static func optionsJSON(_ options: AlgorithmOptions) -> String {
    var parts: [String] = []
    if let alignment = options.alignment { parts.append("\"alignment\": \"\(alignment.rawValue)\"") }
    if let cap = options.pageCap { parts.append("\"pageCap\": \(cap)") }
    if let animation = options.scrollAnimation { parts.append("\"scrollAnimation\": \(animation)") }
    if let offset = options.visibleOffset { parts.append("\"visibleOffset\": \(n(offset))") }
    if let velocity = options.flickVelocity { parts.append("\"flickVelocity\": \(n(velocity))") }
    if let minimum = options.minimumItemsToScroll { parts.append("\"minimumItemsToScroll\": \(minimum)") }
    if let maximum = options.maximumItemsToScroll { parts.append("\"maximumItemsToScroll\": \(maximum)") }
    if let distance = options.decelerationDistance { parts.append("\"decelerationDistance\": \(distance)") }
    if let spacing = options.interitemSpacing { parts.append("\"interitemSpacing\": \(n(spacing))") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// `"itemCount": n` for one section (as §4 writes it), `"sections": [...]` otherwise.
  private static func itemCountsJSON(_ sections: [Int]) -> String {
    sections.count == 1
      ? "\"itemCount\": \(sections[0])" : "\"sections\": [" + sections.map(String.init).joined(separator: ", ") + "]"
  }

  /// The §5.8 fields that differ from their defaults, so a §1 scenario's JSON is unchanged.
  private static func wideHostFields(_ c: LayoutConfiguration) -> [String] {
    let defaults = LayoutConfiguration()
    var fields: [String] = []
    if c.scrollDirection != defaults.scrollDirection { fields.append("\"scrollDirection\": \"\(c.scrollDirection.rawValue)\"") }
    if c.contentInset != defaults.contentInset { fields.append("\"contentInset\": \(insetJSON(c.contentInset))") }
    if c.safeAreaInsets != defaults.safeAreaInsets { fields.append("\"safeAreaInsets\": \(insetJSON(c.safeAreaInsets))") }
    if c.contentInsetAdjustmentBehavior != defaults.contentInsetAdjustmentBehavior {
      fields.append("\"contentInsetAdjustmentBehavior\": \"\(c.contentInsetAdjustmentBehavior.rawValue)\"")
    }
    if c.alwaysBounceVertical != defaults.alwaysBounceVertical { fields.append("\"alwaysBounceVertical\": \(c.alwaysBounceVertical)") }
    if c.bounces != defaults.bounces { fields.append("\"bounces\": \(c.bounces)") }
    if c.isScrollEnabled != defaults.isScrollEnabled { fields.append("\"isScrollEnabled\": \(c.isScrollEnabled)") }
    if c.isPagingEnabled != defaults.isPagingEnabled { fields.append("\"isPagingEnabled\": \(c.isPagingEnabled)") }
    return fields
  }

  private static func eventJSON(_ event: Event, axis: UICollectionView.ScrollDirection) -> String {
    switch event {
    case .drag(let distance, let velocity):
      return "{\"type\": \"drag\", \"distance\": \(JSONWriter.number(distance)), \"velocity\": \(JSONWriter.number(velocity))}"
    case .scroll(let offset):
      let key = axis == .horizontal ? "x" : "offset"
      return "{\"type\": \"scroll\", \"\(key)\": \(JSONWriter.number(offset))}"
    case .resize(let width, let height):
      return "{\"type\": \"resize\", \"width\": \(JSONWriter.number(width)), \"height\": \(JSONWriter.number(height))}"
    case .reload(let sections):
      return "{\"type\": \"reload\", \(itemCountsJSON(sections))}"
    }
  }
}
