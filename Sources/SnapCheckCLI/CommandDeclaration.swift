import SnapAlgorithms
import SnapJSON

/// One option of a subcommand, declared once: its flag, the value it takes, what it does and
/// its default. Parsing, the usage line, `--help` and every error message come from it.
struct Flag<Options> {
  /// The flag, such as `--cases`.
  var name: String
  /// The value's placeholder in usage (`N`), or nil for a switch that takes none.
  var value: String?
  /// What it does, for `--help`.
  var help: String
  /// Its default as `--help` shows it, or nil.
  var defaultText: String?
  /// Whether it may be given more than once.
  var repeatable: Bool
  /// Applies the flag's value (empty for a switch) to the options; throws the reason a value
  /// is wrong, which the command prefixes with its name and the flag.
  var apply: (inout Options, String) throws(FlagError) -> Void

  /// A flag that takes a value.
  init(
    _ name: String, _ value: String, _ help: String, default defaultText: String? = nil, repeatable: Bool = false,
    apply: @escaping (inout Options, String) throws(FlagError) -> Void
  ) {
    self.name = name
    self.value = value
    self.help = help
    self.defaultText = defaultText
    self.repeatable = repeatable
    self.apply = apply
  }

  /// A switch: a flag without a value.
  init(_ name: String, _ help: String, set: @escaping (inout Options) -> Void) {
    self.name = name
    value = nil
    self.help = help
    defaultText = nil
    repeatable = false
    apply = { options, _ in set(&options) }
  }

  /// The flag as usage shows it: `[--cases N]`, `[--algorithm A]...`, `[--targeted]`.
  var usage: String {
    "[\(name)\(value.map { " \($0)" } ?? "")]" + (repeatable ? "..." : "")
  }
}

/// Why a flag's value is wrong, in words that follow `command: --flag: `.
struct FlagError: Error {
  /// The reason.
  var reason: String

  /// A reason.
  init(_ reason: String) { self.reason = reason }

  /// `"text" is not <what>`, with the text echoed safely.
  static func not(_ what: String, _ text: String) -> FlagError {
    FlagError("\(Echo.quoted(text)) is not \(what)")
  }
}

/// A subcommand's declaration: its name, what it does and its flags, from which its parser,
/// usage line and `--help` text are made.
struct CommandDeclaration<Options> {
  /// The subcommand, such as `check`.
  var name: String
  /// Operands after the flags, as usage shows them (`[FILE]`), if any.
  var operands: String?
  /// What it does, a paragraph for `--help`.
  var summary: String
  /// Its flags, in the order help lists them.
  var flags: [Flag<Options>]

  /// `usage: snapcheck check [--algorithm A]... [--cases N] …`, wrapped to 100 columns.
  var usage: String {
    let head = "usage: snapcheck \(name)"
    var lines = [head]
    for word in flags.map(\.usage) + (operands.map { [$0] } ?? []) {
      if lines[lines.count - 1].count + 1 + word.count > 100 { lines.append(String(repeating: " ", count: head.count)) }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n")
  }

  /// What `--help` prints: the usage, the summary and one line per flag with its default.
  var help: String {
    let column = flags.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.reduce("--help".count, max) + 4
    let lines = flags.map { flag in
      let left = flag.name + (flag.value.map { " \($0)" } ?? "")
      let notes = (flag.repeatable ? ["repeatable"] : []) + (flag.defaultText.map { ["default \($0)"] } ?? [])
      let noted = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
      return "  " + left.padding(toLength: column, withPad: " ", startingAt: 0) + flag.help + noted
    }
    let help = "  " + "--help".padding(toLength: column, withPad: " ", startingAt: 0) + "this message"
    return usage + "\n\n" + summary + "\n\noptions:\n" + (lines + [help]).joined(separator: "\n")
  }

  /// The options `arguments` give, starting from `options`; operands (arguments not starting
  /// with `--`) are returned in order when the command takes them.
  ///
  /// - Throws: `CommandLineError.usage` naming the command and the flag: an unknown flag, a
  ///   missing value, a wrong value, a flag given twice that may be given once, an operand
  ///   the command does not take.
  func parse(_ arguments: [String], into options: Options) throws(CommandLineError) -> (Options, operands: [String]) {
    var options = options
    var operands: [String] = []
    var given: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-") && argument.count > 1 else {
        guard self.operands != nil else { throw .usage("\(name): unexpected argument \(Echo.quoted(argument))") }
        operands.append(argument)
        continue
      }
      guard let flag = flags.first(where: { $0.name == argument }) else {
        throw .usage("\(name): unknown option \(Echo.quoted(argument))")
      }
      guard flag.repeatable || !given.contains(flag.name) else { throw .usage("\(name): \(flag.name) is given twice") }
      given.append(flag.name)
      var value = ""
      if flag.value != nil {
        guard let next = remaining.popFirst() else { throw .usage("\(name): \(flag.name) needs a value") }
        value = next
      }
      do {
        try flag.apply(&options, value)
      } catch {
        throw .usage("\(name): \(flag.name): \(error.reason)")
      }
    }
    return (options, operands)
  }
}

/// Reads flag values of common kinds.
enum FlagValue {
  /// `a, b or c`: the values a flag takes, in an error.
  static func alternatives(_ values: [String]) -> String {
    values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
  }

  /// The algorithm of `catalogue` named `id`.
  static func algorithm(_ id: String, in catalogue: Catalogue) throws(FlagError) -> Algorithm {
    guard let algorithm = catalogue.algorithms.first(where: { $0.id == id }) else {
      throw FlagError("unknown algorithm \(Echo.quoted(id)) (known: \(catalogue.ids.joined(separator: ", ")))")
    }
    return algorithm
  }

  /// A whole number in `range` from its text.
  static func wholeNumber(_ text: String, in range: ClosedRange<Int>) throws(FlagError) -> Int {
    let what = range.upperBound == Int.max
      ? "a whole number ≥ \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard let number = Int(text) else {
      let digits = text.drop { $0 == "-" }
      let isWhole = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
      throw isWhole ? FlagError("\(Echo.quoted(text)) is too large: expected \(what)") : .not(what, text)
    }
    guard range.contains(number) else { throw .not(what, text) }
    return number
  }
}
