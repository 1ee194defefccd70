import Foundation

/// UIKit's `UIFont`: a point size and a weight, for labels that draw nothing.
///
/// Compile-only: no text is measured or drawn.
open class UIFont: NSObject, @unchecked Sendable {
  /// UIKit's `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, −1 (ultra light) to 1 (black).
    public let rawValue: CGFloat
    /// A weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// UIKit's `UIFont.TextStyle`: a Dynamic Type style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title (34 pt).
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    /// Title 1 (28 pt).
    public static let title1 = TextStyle(rawValue: "title1")
    /// Title 2 (22 pt).
    public static let title2 = TextStyle(rawValue: "title2")
    /// Title 3 (20 pt).
    public static let title3 = TextStyle(rawValue: "title3")
    /// Headline (17 pt semibold).
    public static let headline = TextStyle(rawValue: "headline")
    /// Body (17 pt).
    public static let body = TextStyle(rawValue: "body")
    /// Callout (16 pt).
    public static let callout = TextStyle(rawValue: "callout")
    /// Subheadline (15 pt).
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// Footnote (13 pt).
    public static let footnote = TextStyle(rawValue: "footnote")
    /// Caption 1 (12 pt).
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// Caption 2 (11 pt).
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// The point size.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  /// The font's name ("System" for the system font).
  public let fontName: String

  init(pointSize: CGFloat, weight: Weight, name: String = "System") {
    self.pointSize = pointSize
    self.weight = weight
    fontName = name
  }

  /// The font `fontName` at `fontSize` (the model keeps no fonts, so every name exists and
  /// is measured as the system font).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(pointSize: fontSize, weight: .regular, name: fontName)
  }

  /// The family: the font's name.
  open var familyName: String { fontName }
  /// The line height: 1.2 × the point size, the system font's (an approximation; nothing is
  /// measured).
  open var lineHeight: CGFloat { pointSize * 1.2 }
  /// The ascender: 0.95 × the point size (approximate).
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The descender: −0.25 × the point size (approximate).
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The cap height: 0.7 × the point size (approximate).
  open var capHeight: CGFloat { pointSize * 0.7 }
  /// The x height: 0.52 × the point size (approximate).
  open var xHeight: CGFloat { pointSize * 0.52 }

  /// The italic system font at `fontSize`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }

  /// The system font with monospaced digits at `fontSize` and `weight`.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The monospaced system font at `fontSize` and `weight`.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, name: "Menlo")
  }

  /// The system font at `fontSize` and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

  /// The font of `style` at the default Dynamic Type size (Apple's published sizes).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return UIFont(pointSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at `fontSize`.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left
  /// Centred.
  case center
  /// Right.
  case right
  /// Both edges.
  case justified
  /// The script's natural side.
  case natural
}

/// UIKit's `UILabel`: text, font and colour, stored and never drawn.
///
/// Compile-only: no text is measured or drawn.
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The font.
  open var font: UIFont = .systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown (0: any number).
  open var numberOfLines = 1
  /// Whether the font follows the Dynamic Type size.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit the width.
  open var adjustsFontSizeToFitWidth = false
}

/// UIKit's `UIImage`: a named or system image, never loaded or drawn.
///
/// Compile-only.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was made with.
  public let name: String

  /// The image `name` from the app's assets; the model keeps no assets, so every name exists.
  public init?(named name: String) { self.name = name }

  /// The SF Symbol `name`; the model keeps no symbols, so every name exists.
  public init?(systemName name: String) { self.name = name }

  /// The bitmap: none, as the model loads no image data.
  open var cgImage: CGImage? { nil }
  /// The size in points: zero, as the model loads no image data.
  open var size: CGSize { .zero }
}

/// UIKit's `UIImageView`: shows an image (never drawn).
///
/// Compile-only.
open class UIImageView: UIView {
  /// The image.
  open var image: UIImage?

  /// A view showing `image`, sized zero (the model knows no image sizes).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// A view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
