import Foundation

/// UIKit's text attribute keys, which Foundation on Linux leaves out.
extension NSAttributedString.Key {
  /// The font (a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text colour (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background colour (a `UIColor`).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The letter spacing (kern).
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

/// UIKit's string measuring (approximate: the model lays out no text).
///
/// A string is measured in the system font's average glyph: each character is 0.5 × the
/// point size wide, a line is `UIFont.lineHeight` tall, and the font is the `.font` attribute
/// (else 12 points, UIKit's default for attributes without one). Layouts that size cells from
/// text get a size that grows with the text as UIKit's does, not UIKit's exact size.
///
///     ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
///     // (25.0, 12.0)
extension NSString {
  /// The size of the string drawn on one line with `attrs`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    return CGSize(width: CGFloat(length) * font.pointSize * 0.5, height: font.lineHeight)
  }
}

extension String {
  /// The size of the string drawn on one line with `attrs` (`NSString.size(withAttributes:)`).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attrs)
  }
}
