import Foundation

/// SwiftUI's `Color`: a view that fills the room it is given, and a style to fill with.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// The colour's name, or its components.
  public let description: String

  /// A colour called `description`.
  init(named description: String) { self.description = description }
  /// The asset colour `name`.
  public init(_ name: String, bundle: Bundle? = nil) { description = name }
  /// A colour of these components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgb(\(red), \(green), \(blue), \(opacity))"
  }
  /// A colour of these components.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    description = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
  }
  /// A grey.
  public init(white: Double, opacity: Double = 1) { description = "white(\(white), \(opacity))" }

  /// The colour at `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(named: "\(description) at \(opacity)") }
  /// A gradient from the colour (drawn only).
  public var gradient: AnyGradient { AnyGradient() }

  /// Fills the room it is given.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { [ViewNode("Color", kind: .flexible)] }

  /// Red.
  public static let red = Color(named: "red")
  /// Orange.
  public static let orange = Color(named: "orange")
  /// Yellow.
  public static let yellow = Color(named: "yellow")
  /// Green.
  public static let green = Color(named: "green")
  /// Mint.
  public static let mint = Color(named: "mint")
  /// Teal.
  public static let teal = Color(named: "teal")
  /// Cyan.
  public static let cyan = Color(named: "cyan")
  /// Blue.
  public static let blue = Color(named: "blue")
  /// Indigo.
  public static let indigo = Color(named: "indigo")
  /// Purple.
  public static let purple = Color(named: "purple")
  /// Pink.
  public static let pink = Color(named: "pink")
  /// Brown.
  public static let brown = Color(named: "brown")
  /// White.
  public static let white = Color(named: "white")
  /// Grey.
  public static let gray = Color(named: "gray")
  /// Black.
  public static let black = Color(named: "black")
  /// Clear.
  public static let clear = Color(named: "clear")
  /// The primary content colour.
  public static let primary = Color(named: "primary")
  /// The secondary content colour.
  public static let secondary = Color(named: "secondary")
  /// The app's accent colour.
  public static let accentColor = Color(named: "accentColor")
}

/// SwiftUI's `ShapeStyle`: what fills or strokes a shape, or colours text.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color(named: "red") }
  /// Orange.
  public static var orange: Color { Color(named: "orange") }
  /// Yellow.
  public static var yellow: Color { Color(named: "yellow") }
  /// Green.
  public static var green: Color { Color(named: "green") }
  /// Mint.
  public static var mint: Color { Color(named: "mint") }
  /// Teal.
  public static var teal: Color { Color(named: "teal") }
  /// Cyan.
  public static var cyan: Color { Color(named: "cyan") }
  /// Blue.
  public static var blue: Color { Color(named: "blue") }
  /// Indigo.
  public static var indigo: Color { Color(named: "indigo") }
  /// Purple.
  public static var purple: Color { Color(named: "purple") }
  /// Pink.
  public static var pink: Color { Color(named: "pink") }
  /// Brown.
  public static var brown: Color { Color(named: "brown") }
  /// White.
  public static var white: Color { Color(named: "white") }
  /// Grey.
  public static var gray: Color { Color(named: "gray") }
  /// Black.
  public static var black: Color { Color(named: "black") }
  /// Clear.
  public static var clear: Color { Color(named: "clear") }
}

/// SwiftUI's hierarchical styles: `.primary`, `.secondary`, … (drawn only).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  /// The level.
  let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
}

/// SwiftUI's `Material`: a blurred backdrop (drawn only).
public struct Material: ShapeStyle, Sendable {
  /// The thickness.
  let thickness: Int
}

extension ShapeStyle where Self == Material {
  /// Ultra thin.
  public static var ultraThinMaterial: Material { Material(thickness: 0) }
  /// Thin.
  public static var thinMaterial: Material { Material(thickness: 1) }
  /// Regular.
  public static var regularMaterial: Material { Material(thickness: 2) }
  /// Thick.
  public static var thickMaterial: Material { Material(thickness: 3) }
}

/// SwiftUI's `AnyGradient` (drawn only).
public struct AnyGradient: ShapeStyle, Sendable {}

/// SwiftUI's `Gradient` (drawn only).
public struct Gradient: Sendable {
  /// A gradient through `colors`.
  public init(colors: [Color]) {}
}

/// SwiftUI's `LinearGradient`: a style, and a view that fills the room it is given.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, Sendable {
  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// A gradient `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// Fills the room it is given.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { [ViewNode("LinearGradient", kind: .flexible)] }
}
