import Foundation

/// SwiftUI's `Font` (drawn only: text has no fixed length in a check).
public struct Font: Hashable, Sendable {
  /// The style's name.
  let name: String
  /// Large title.
  public static let largeTitle = Font(name: "largeTitle")
  /// Title.
  public static let title = Font(name: "title")
  /// Second title.
  public static let title2 = Font(name: "title2")
  /// Third title.
  public static let title3 = Font(name: "title3")
  /// Headline.
  public static let headline = Font(name: "headline")
  /// Subheadline.
  public static let subheadline = Font(name: "subheadline")
  /// Body.
  public static let body = Font(name: "body")
  /// Callout.
  public static let callout = Font(name: "callout")
  /// Footnote.
  public static let footnote = Font(name: "footnote")
  /// Caption.
  public static let caption = Font(name: "caption")
  /// Second caption.
  public static let caption2 = Font(name: "caption2")
  /// The system font at `size`.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system \(size)") }
  /// The system font in `style`.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font { style }
  /// The custom font `name` at `size`.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
  /// Bold.
  public func bold() -> Font { self }
  /// Italic.
  public func italic() -> Font { self }
  /// Of `weight`.
  public func weight(_ weight: Weight) -> Font { self }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    /// The value.
    let value: Int
    /// Ultra light.
    public static let ultraLight = Weight(value: 1)
    /// Thin.
    public static let thin = Weight(value: 2)
    /// Light.
    public static let light = Weight(value: 3)
    /// Regular.
    public static let regular = Weight(value: 4)
    /// Medium.
    public static let medium = Weight(value: 5)
    /// Semibold.
    public static let semibold = Weight(value: 6)
    /// Bold.
    public static let bold = Weight(value: 7)
    /// Heavy.
    public static let heavy = Weight(value: 8)
    /// Black.
    public static let black = Weight(value: 9)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    /// The default.
    case `default`
    /// Serif.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }
}

/// SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// No angle.
  public static let zero = Angle(radians: 0)
}

/// SwiftUI's `Animation` (drawn only: a check's moves take no time).
public struct Animation: Hashable, Sendable {
  /// The curve's name.
  let name: String
  /// The default.
  public static let `default` = Animation(name: "default")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// Snappy spring.
  public static let snappy = Animation(name: "snappy")
  /// Bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// Linear over `duration`.
  public static func linear(duration: Double) -> Animation { .linear }
  /// Ease in and out over `duration`.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// Ease in over `duration`.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ease out over `duration`.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
  /// A spring over `duration`.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
  /// A smooth spring over `duration`.
  public static func smooth(duration: Double, extraBounce: Double = 0) -> Animation { .smooth }
  /// A snappy spring over `duration`.
  public static func snappy(duration: Double, extraBounce: Double = 0) -> Animation { .snappy }
  /// A bouncy spring over `duration`.
  public static func bouncy(duration: Double, extraBounce: Double = 0) -> Animation { .bouncy }
  /// Delayed (drawn only).
  public func delay(_ delay: Double) -> Animation { self }
  /// Faster or slower (drawn only).
  public func speed(_ speed: Double) -> Animation { self }
}
