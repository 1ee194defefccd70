import Foundation
import SnapJSON
import SnapModel

extension Scenario {
  /// The largest item count a scenario may ask for; more would only measure memory.
  public static let maximumItemCount = 1_000_000

  /// Reads a scenario from SPEC §4's JSON, strictly: unknown fields, wrong types, unknown
  /// algorithms, event types and options are errors naming the field.
  ///
  ///     let scenario = try Scenario(json: #"{"algorithm": "last-offset", "events": []}"#)
  public init(json text: String) throws(ScenarioError) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw .syntax(error.description)
    }
    do {
      self = try Self.read(root)
    } catch let error as JSONFieldError {
      throw .field(path: error.path, reason: error.reason)
    } catch let error as ScenarioError {
      throw error
    } catch {
      throw .field(path: "input", reason: "\(error)")
    }
  }

  private static func read(_ root: JSONValue) throws -> Scenario {
    var reader = try JSONObjectReader(root, path: "")
    guard let id = try reader.string("algorithm") else { throw JSONFieldError(path: "algorithm", reason: "missing") }
    guard let algorithm = AlgorithmRegistry.algorithm(id: id) else { throw ScenarioError.unknownAlgorithm(id) }
    let configuration = try reader.value("layout").map(readLayout) ?? LayoutConfiguration()
    let options = try reader.value("options").map { value in try readOptions(value, for: algorithm) } ?? AlgorithmOptions()
    guard case .array(let items) = try reader.required("events") else {
      throw JSONFieldError(path: "events", reason: "expected an array")
    }
    let events = try items.enumerated().map { index, item in try readEvent(item, path: "events[\(index)]") }
    try reader.finish()
    return Scenario(algorithm: id, options: options, configuration: configuration, events: events)
  }

  private static func readLayout(_ value: JSONValue) throws -> LayoutConfiguration {
    var reader = try JSONObjectReader(value, path: "layout")
    var layout = LayoutConfiguration()
    if let count = try reader.int("itemCount", in: 0...maximumItemCount) { layout.itemCount = count }
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
        throw JSONFieldError(path: "layout.screenScale", reason: "\(JSONWriter.plainNumber(scale)) is not 1, 2 or 3")
      }
      layout.screenScale = scale
    }
    if let rate = try reader.double("decelerationRate") { layout.decelerationRate = rate }
    if let bounce = try reader.bool("alwaysBounceHorizontal") { layout.alwaysBounceHorizontal = bounce }
    if let retention = try reader.choice("cellRetention", of: CellRetention.self) { layout.cellRetention = retention }
    try reader.finish()
    return layout
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
    try reader.finish()
    return options
  }

  private static func readEvent(_ value: JSONValue, path: String) throws -> Event {
    var reader = try JSONObjectReader(value, path: path)
    guard let type = try reader.string("type") else { throw JSONFieldError(path: "\(path).type", reason: "missing") }
    let event: Event
    switch EventKind(rawValue: type) {
    case .drag:
      event = .drag(distance: try requiredDouble(&reader, "distance"), velocity: try reader.double("velocity") ?? 0)
    case .scroll:
      event = .scroll(x: try requiredDouble(&reader, "x"))
    case .resize:
      event = .resize(width: try requiredDouble(&reader, "width"), height: try requiredDouble(&reader, "height"))
    case .reload:
      guard let count = try reader.int("itemCount", in: 0...maximumItemCount) else {
        throw JSONFieldError(path: "\(path).itemCount", reason: "missing")
      }
      event = .reload(itemCount: count)
    case nil:
      throw JSONFieldError(
        path: "\(path).type", reason: "unknown event type \(Echo.quoted(type)) (expected drag, scroll, resize or reload)")
    }
    try reader.finish()
    return event
  }

  private static func requiredDouble(_ reader: inout JSONObjectReader, _ key: String) throws -> Double {
    guard let number = try reader.double(key) else { throw JSONFieldError(path: reader.path(of: key), reason: "missing") }
    return number
  }

  /// The scenario as one line of SPEC §4 JSON, every layout field written out, which
  /// `Scenario(json:)` reads back to an equal scenario.
  public var json: String {
    let c = configuration
    var fields = [
      "\"itemCount\": \(c.itemCount)", "\"itemWidth\": \(n(c.itemWidth))", "\"itemHeight\": \(n(c.itemHeight))",
      "\"lineSpacing\": \(n(c.lineSpacing))", "\"interitemSpacing\": \(n(c.interitemSpacing))",
      "\"sectionInset\": \(Self.insetJSON(c.sectionInset))",
      "\"delegateSectionInset\": \(c.delegateSectionInset.map(Self.insetJSON) ?? "null")",
      "\"viewWidth\": \(n(c.viewWidth))", "\"viewHeight\": \(n(c.viewHeight))",
      "\"screenScale\": \(n(c.screenScale))", "\"decelerationRate\": \(n(c.decelerationRate))",
    ]
    fields.append("\"alwaysBounceHorizontal\": \(c.alwaysBounceHorizontal)")
    fields.append("\"cellRetention\": \"\(c.cellRetention.rawValue)\"")
    var parts = ["\"algorithm\": \(JSONWriter.string(algorithm))"]
    if !options.setNames.isEmpty { parts.append("\"options\": \(Self.optionsJSON(options))") }
    parts.append("\"layout\": {" + fields.joined(separator: ", ") + "}")
    parts.append("\"events\": [" + events.map(Self.eventJSON).joined(separator: ", ") + "]")
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private func n(_ value: Double) -> String { JSONWriter.number(value) }

  private static func insetJSON(_ inset: UIEdgeInsets) -> String {
    "{\"top\": \(JSONWriter.number(inset.top)), \"left\": \(JSONWriter.number(inset.left)), "
      + "\"bottom\": \(JSONWriter.number(inset.bottom)), \"right\": \(JSONWriter.number(inset.right))}"
  }

  private static func optionsJSON(_ options: AlgorithmOptions) -> String {
    var parts: [String] = []
    if let alignment = options.alignment { parts.append("\"alignment\": \"\(alignment.rawValue)\"") }
    if let cap = options.pageCap { parts.append("\"pageCap\": \(cap)") }
    if let animation = options.scrollAnimation { parts.append("\"scrollAnimation\": \(animation)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  private static func eventJSON(_ event: Event) -> String {
    switch event {
    case .drag(let distance, let velocity):
      return "{\"type\": \"drag\", \"distance\": \(JSONWriter.number(distance)), \"velocity\": \(JSONWriter.number(velocity))}"
    case .scroll(let x):
      return "{\"type\": \"scroll\", \"x\": \(JSONWriter.number(x))}"
    case .resize(let width, let height):
      return "{\"type\": \"resize\", \"width\": \(JSONWriter.number(width)), \"height\": \(JSONWriter.number(height))}"
    case .reload(let count):
      return "{\"type\": \"reload\", \"itemCount\": \(count)}"
    }
  }
}
