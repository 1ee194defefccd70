import Foundation
import SnapJSON

/// One value an algorithm option takes, as scenario JSON and the command line write it.
package enum OptionValue: Hashable, Sendable {
  /// A whole number.
  case integer(Int)
  /// A real number.
  case real(Double)
  /// `true` or `false`.
  case flag(Bool)
  /// One of a few names.
  case name(String)

  /// The value as scenario JSON writes it.
  package var json: String {
    switch self {
    case .integer(let number): return String(number)
    case .real(let number): return JSONWriter.number(number)
    case .flag(let flag): return String(flag)
    case .name(let name): return JSONWriter.string(name)
    }
  }

  /// The value as help text and the command line write it.
  package var text: String {
    if case .name(let name) = self { return name }
    return json
  }
}

/// An option as an algorithm declares it, whatever its Swift type: its name, what it means,
/// what values it takes and its default (a scenario's `"options"`).
package struct OptionDeclaration: Sendable {
  /// The values an option takes.
  package enum Kind: Sendable {
    /// Whole numbers in the range.
    case integer(ClosedRange<Int>)
    /// Real numbers (`"nan"`, `"inf"` and `"-inf"` included, as everywhere in scenario JSON).
    case real
    /// `true` or `false`.
    case flag
    /// One of these names.
    case names([String])
  }

  /// The name in scenario JSON and after `--option`.
  package var name: String
  /// What it sets, in one line.
  package var summary: String
  /// The values it takes.
  package var kind: Kind
  /// Its default, or nil for none.
  package var defaultValue: OptionValue?

  /// The values it takes, in words, for help and errors.
  package var valuesText: String {
    switch kind {
    case .integer(let range):
      return range.upperBound == Int.max ? "a whole number ≥ \(range.lowerBound)" : "a whole number in \(range.lowerBound)...\(range.upperBound)"
    case .real: return "a number"
    case .flag: return "true or false"
    case .names(let names): return names.joined(separator: ", ")
    }
  }

  /// The option's value in scenario JSON at `path`.
  package func read(_ value: JSONValue, path: String) throws(JSONFieldError) -> OptionValue {
    switch kind {
    case .integer(let range): return .integer(try JSONObjectReader.int(value, path: path, in: range))
    case .real: return .real(try JSONObjectReader.double(value, path: path))
    case .flag:
      guard case .bool(let flag) = value else {
        throw JSONFieldError(path: path, reason: "expected true or false, got \(value.kindDescription)")
      }
      return .flag(flag)
    case .names(let names):
      guard case .string(let text) = value else {
        throw JSONFieldError(path: path, reason: "expected a string, got \(value.kindDescription)")
      }
      guard names.contains(text) else {
        let expected = names.map { "\"\($0)\"" }.joined(separator: ", ")
        throw JSONFieldError(path: path, reason: "unknown value \(Echo.quoted(text)) (expected one of \(expected))")
      }
      return .name(text)
    }
  }

  /// The option's value written as text after `--option name=`: a JSON value without quotes
  /// around names.
  package func parse(_ text: String) throws(JSONFieldError) -> OptionValue {
    let json: JSONValue
    switch kind {
    case .names: json = .string(text)
    case .real where NumberSpelling.value(spelled: text) != nil: json = .string(text)
    case .integer, .real, .flag:
      guard let parsed = try? JSONParser.parse(text) else {
        throw JSONFieldError(path: name, reason: "\(Echo.quoted(text)) is not \(valuesText)")
      }
      json = parsed
    }
    return try read(json, path: name)
  }
}

/// A Swift type an option's value converts to and from.
package protocol OptionRepresentable: Hashable, Sendable {
  /// The value, or nil when `option` is of another kind.
  init?(option: OptionValue)
  /// The value as an option value; nil for an absent optional.
  var option: OptionValue? { get }
}

extension Int: OptionRepresentable {
  /// A whole number.
  package init?(option: OptionValue) {
    guard case .integer(let number) = option else { return nil }
    self = number
  }
  /// `.integer`.
  package var option: OptionValue? { .integer(self) }
}

extension Double: OptionRepresentable {
  /// A real number.
  package init?(option: OptionValue) {
    guard case .real(let number) = option else { return nil }
    self = number
  }
  /// `.real`.
  package var option: OptionValue? { .real(self) }
}

extension Bool: OptionRepresentable {
  /// A flag.
  package init?(option: OptionValue) {
    guard case .flag(let flag) = option else { return nil }
    self = flag
  }
  /// `.flag`.
  package var option: OptionValue? { .flag(self) }
}

extension OptionRepresentable where Self: RawRepresentable, RawValue == String {
  /// The case named by a `.name` value, or nil.
  package init?(option: OptionValue) {
    guard case .name(let name) = option else { return nil }
    self.init(rawValue: name)
  }
  /// `.name` with the case's name.
  package var option: OptionValue? { .name(rawValue) }
}

/// An alignment by name.
extension Alignment: OptionRepresentable {}

extension Optional: OptionRepresentable where Wrapped: OptionRepresentable {
  /// The wrapped value.
  package init?(option: OptionValue) {
    guard let wrapped = Wrapped(option: option) else { return nil }
    self = .some(wrapped)
  }
  /// The wrapped value's, or nil.
  package var option: OptionValue? { self?.option }
}

/// An option an algorithm declares in its own file, typed: the algorithm reads it from a
/// scenario's `AlgorithmOptions` with `options[option]`, which gives the default when unset.
///
///     static let pageCap = AlgorithmOption<Int>("pageCap", "the most pages one drag may move", default: 1, .integer(1...Int.max))
///     options[ReferenceSnapLayout.Options.pageCap]  // 1 unless the scenario sets it
package struct AlgorithmOption<Value: OptionRepresentable>: Sendable {
  /// The declaration every reader and writer uses.
  package let declaration: OptionDeclaration
  /// The value when a scenario leaves it unset.
  package let defaultValue: Value

  /// An option named `name`, meaning `summary`, of `kind`, with `defaultValue`.
  package init(_ name: String, _ summary: String, default defaultValue: Value, _ kind: OptionDeclaration.Kind) {
    declaration = OptionDeclaration(name: name, summary: summary, kind: kind, defaultValue: defaultValue.option)
    self.defaultValue = defaultValue
  }
}

extension Algorithm {
  /// Options from `name=value` assignments, as `snapcheck check --option` and the report's
  /// option demonstrations give them, each checked against the algorithm's declarations.
  ///
  ///     try AlgorithmRegistry.algorithm(id: "ms-peek")?.options(parsing: ["maximumItemsToScroll=2"])
  ///
  /// - Throws: `JSONFieldError` naming the assignment: no `=`, an option the algorithm does not
  ///   declare, a value of the wrong kind or out of range, or an option given twice.
  package func options(parsing assignments: [String]) throws(JSONFieldError) -> AlgorithmOptions {
    var options = AlgorithmOptions()
    for assignment in assignments {
      guard let equals = assignment.firstIndex(of: "=") else {
        throw JSONFieldError(path: Echo.quoted(assignment), reason: "expected name=value")
      }
      let name = String(assignment[..<equals])
      let text = String(assignment[assignment.index(after: equals)...])
      guard let declaration = self.options.first(where: { $0.name == name }) else {
        throw JSONFieldError(path: Echo.text(name), reason: "unknown option for \(id) (it accepts: \(optionList))")
      }
      guard options.value(named: name) == nil else { throw JSONFieldError(path: name, reason: "given twice") }
      options.set(name, to: try declaration.parse(text))
    }
    return options
  }
}

extension Scenario {
  /// The scenario's options as `name=value` assignments, in the algorithm's order: what
  /// `--option` takes to replay it.
  package var optionAssignments: [String] {
    algorithm.options.compactMap { declaration in options.value(named: declaration.name).map { "\(declaration.name)=\($0.text)" } }
  }
}
