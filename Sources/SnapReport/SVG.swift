import Foundation

/// A tiny SVG writer: elements as text, attributes in the order given, numbers to two
/// decimals, text escaped, so the same picture is the same bytes on every platform.
struct SVG {
  private(set) var body: [String] = []
  let width: Double
  let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A number as an attribute value: two decimals, `-0` written `0`.
  static func number(_ value: Double) -> String {
    let text = String(format: "%.2f", value.isFinite ? value : 0)
    return text == "-0.00" ? "0.00" : text
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for XML.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }

  mutating func rect(x: Double, y: Double, width: Double, height: Double, style: String) {
    body.append("<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(width, 0)))\" height=\"\(Self.number(max(height, 0)))\" \(style)/>")
  }

  mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, style: String) {
    body.append("<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" \(style)/>")
  }

  mutating func triangle(x: Double, y: Double, style: String) {
    body.append("<path d=\"M \(Self.number(x)) \(Self.number(y)) l -4 -7 h 8 z\" \(style)/>")
  }

  mutating func text(_ content: String, x: Double, y: Double, style: String = "") {
    let extra = style.isEmpty ? "" : " " + style
    body.append("<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\"\(extra)>\(Self.escape(content))</text>")
  }

  /// The document.
  var document: String {
    let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
      + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">"
    return ([header, "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"] + body + ["</svg>"])
      .joined(separator: "\n") + "\n"
  }
}
