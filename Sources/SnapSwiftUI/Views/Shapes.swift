import Foundation

/// SwiftUI's `Shape`: a view that fills the room it is given, and an outline to clip to.
public protocol Shape: View, Sendable {}

extension Shape {
  /// Filled with the foreground style (drawn only: still as long as the room it is given).
  public func fill(style fillStyle: FillStyle = FillStyle()) -> some View { self }
  /// Filled with `style` (drawn only: still as long as the room it is given).
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> some View { self }
  /// Outlined with `style` (drawn only).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View { self }
  /// Outlined inside its bounds with `style` (drawn only).
  public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View { self }
}

/// A shape as SnapCheck reads it: flexible.
extension PrimitiveView where Self: Shape {
  /// Fills the room it is given.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode(ViewNode.typeName(of: Self.self), kind: .flexible)]
  }
}

/// SwiftUI's `FillStyle` (drawn only).
public struct FillStyle: Sendable {
  /// The default fill.
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// SwiftUI's `RoundedCornerStyle` (drawn only).
public enum RoundedCornerStyle: Sendable {
  /// Circular corners.
  case circular
  /// Continuous corners.
  case continuous
}

/// SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
  /// A rectangle.
  public init() {}
}

/// SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, PrimitiveView {
  /// A rectangle with corners of `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  /// A rectangle with corners of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
}

/// SwiftUI's `Circle`.
public struct Circle: Shape, PrimitiveView {
  /// A circle.
  public init() {}
}

/// SwiftUI's `Capsule`.
public struct Capsule: Shape, PrimitiveView {
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) {}
}

/// SwiftUI's `Ellipse`.
public struct Ellipse: Shape, PrimitiveView {
  /// An ellipse.
  public init() {}
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}
