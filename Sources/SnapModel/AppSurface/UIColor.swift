import Foundation

/// UIKit's `UIColor`: RGBA components, with the named and system colours.
///
/// Compile-only: colours are stored where app code puts them and never drawn. A system
/// colour is its light-appearance value (the model has no dark mode); the values are
/// Apple's published light-mode sRGB values, kept in `UIColor.system`.
///
///     UIColor.systemBlue.withAlphaComponent(0.5).cgColor.components  // [0.0, 0.478…, 1.0, 0.5]
open class UIColor: NSObject, @unchecked Sendable {
  /// Red, green, blue and alpha, each in 0…1 (sRGB).
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// A colour from its sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// A grey of brightness `white`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, each in 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// A colour that adapts to traits, resolved once for the model's one appearance.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection(displayScale: UIScreen.main.scale))
    self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) { nil }

  /// The same colour with alpha `alpha`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as Core Graphics' colour.
  open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Colours are equal when their components are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  /// Hashes the components.
  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// A colour from 0–255 sRGB components and an alpha in 0…1.
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// The light-appearance values of the system colours, in one place (0–255 sRGB, alpha).
  private static let system: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
    "systemRed": (255, 59, 48, 1), "systemOrange": (255, 149, 0, 1), "systemYellow": (255, 204, 0, 1),
    "systemGreen": (52, 199, 89, 1), "systemMint": (0, 199, 190, 1), "systemTeal": (48, 176, 199, 1),
    "systemCyan": (50, 173, 230, 1), "systemBlue": (0, 122, 255, 1), "systemIndigo": (88, 86, 214, 1),
    "systemPurple": (175, 82, 222, 1), "systemPink": (255, 45, 85, 1), "systemBrown": (162, 132, 94, 1),
    "systemGray": (142, 142, 147, 1), "systemGray2": (174, 174, 178, 1), "systemGray3": (199, 199, 204, 1),
    "systemGray4": (209, 209, 214, 1), "systemGray5": (229, 229, 234, 1), "systemGray6": (242, 242, 247, 1),
    "systemBackground": (255, 255, 255, 1), "secondarySystemBackground": (242, 242, 247, 1),
    "tertiarySystemBackground": (255, 255, 255, 1), "systemGroupedBackground": (242, 242, 247, 1),
    "secondarySystemGroupedBackground": (255, 255, 255, 1), "label": (0, 0, 0, 1),
    "secondaryLabel": (60, 60, 67, 0.6), "tertiaryLabel": (60, 60, 67, 0.3), "quaternaryLabel": (60, 60, 67, 0.18),
    "separator": (60, 60, 67, 0.29), "systemFill": (120, 120, 128, 0.2), "tintColor": (0, 122, 255, 1),
    "secondarySystemFill": (120, 120, 128, 0.16), "tertiarySystemFill": (118, 118, 128, 0.12),
    "quaternarySystemFill": (116, 116, 128, 0.08), "tertiarySystemGroupedBackground": (242, 242, 247, 1),
    "opaqueSeparator": (198, 198, 200, 1), "placeholderText": (60, 60, 67, 0.3), "link": (0, 122, 255, 1),
  ]

  /// The system colour `name` from the table.
  private static func named(_ name: String) -> UIColor {
    let (r, g, b, a) = system[name]!
    return rgb(r, g, b, a)
  }

  /// The second fill, for medium shapes.
  open class var secondarySystemFill: UIColor { named("secondarySystemFill") }
  /// The third fill, for large shapes.
  open class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
  /// The fourth fill, for large areas.
  open class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
  /// The third grouped background.
  open class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
  /// The opaque separator.
  open class var opaqueSeparator: UIColor { named("opaqueSeparator") }
  /// Placeholder text.
  open class var placeholderText: UIColor { named("placeholderText") }
  /// Links.
  open class var link: UIColor { named("link") }

  /// A colour from Core Graphics' colour (opaque black without components).
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// Writes the sRGB components; true, as every model colour has them.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// System red.
  open class var systemRed: UIColor { named("systemRed") }
  /// System orange.
  open class var systemOrange: UIColor { named("systemOrange") }
  /// System yellow.
  open class var systemYellow: UIColor { named("systemYellow") }
  /// System green.
  open class var systemGreen: UIColor { named("systemGreen") }
  /// System mint.
  open class var systemMint: UIColor { named("systemMint") }
  /// System teal.
  open class var systemTeal: UIColor { named("systemTeal") }
  /// System cyan.
  open class var systemCyan: UIColor { named("systemCyan") }
  /// System blue.
  open class var systemBlue: UIColor { named("systemBlue") }
  /// System indigo.
  open class var systemIndigo: UIColor { named("systemIndigo") }
  /// System purple.
  open class var systemPurple: UIColor { named("systemPurple") }
  /// System pink.
  open class var systemPink: UIColor { named("systemPink") }
  /// System brown.
  open class var systemBrown: UIColor { named("systemBrown") }
  /// System grey.
  open class var systemGray: UIColor { named("systemGray") }
  /// System grey 2.
  open class var systemGray2: UIColor { named("systemGray2") }
  /// System grey 3.
  open class var systemGray3: UIColor { named("systemGray3") }
  /// System grey 4.
  open class var systemGray4: UIColor { named("systemGray4") }
  /// System grey 5.
  open class var systemGray5: UIColor { named("systemGray5") }
  /// System grey 6.
  open class var systemGray6: UIColor { named("systemGray6") }
  /// The background of a plain screen.
  open class var systemBackground: UIColor { named("systemBackground") }
  /// The background of content on a plain screen.
  open class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
  /// The background of content within content on a plain screen.
  open class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
  /// The background of a grouped screen.
  open class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
  /// The background of content on a grouped screen.
  open class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
  /// Primary text.
  open class var label: UIColor { named("label") }
  /// Secondary text.
  open class var secondaryLabel: UIColor { named("secondaryLabel") }
  /// Tertiary text.
  open class var tertiaryLabel: UIColor { named("tertiaryLabel") }
  /// Quaternary text.
  open class var quaternaryLabel: UIColor { named("quaternaryLabel") }
  /// Separator lines.
  open class var separator: UIColor { named("separator") }
  /// Fill for thin shapes.
  open class var systemFill: UIColor { named("systemFill") }
  /// The app's tint (system blue).
  open class var tintColor: UIColor { named("tintColor") }

  /// Transparent.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Black.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// One-third grey.
  open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Half grey.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Two-thirds grey.
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// Pure red.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Pure green.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Pure blue.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Cyan.
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Yellow.
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Magenta.
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Orange.
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple.
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown.
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
