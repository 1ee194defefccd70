import Foundation

/// Core Graphics' `CGPath`: a shape, kept as the rectangle that bounds it.
///
/// Compile-only: nothing is drawn, so a path keeps only its bounding box (what
/// `boundingBox` reads) and the model never rasterises, hit-tests or strokes it.
public class CGPath {
  /// The smallest rectangle holding every point added.
  public internal(set) var boundingBox: CGRect = .null

  /// An empty path.
  public init() {}

  /// Grows the bounding box to hold `rect`.
  func include(_ rect: CGRect) { boundingBox = boundingBox.union(rect) }
}

/// Core Graphics' `CGMutablePath`: a path built point by point (its bounding box only).
public final class CGMutablePath: CGPath {
  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { include(CGRect(origin: point, size: .zero)) }
  /// Adds `rect`.
  public func addRect(_ rect: CGRect) { include(rect) }
  /// Closes the subpath.
  public func closeSubpath() {}
}

/// UIKit's `UIRectCorner`: which corners a rounded rectangle rounds.
public struct UIRectCorner: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Corners from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// UIKit's `UIBezierPath`, kept as its `cgPath`'s bounding box (compile-only: nothing is
/// drawn, so a path given to a shape layer or a shadow shapes nothing).
///
///     UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
///       .bounds  // (0, 0, 100, 60)
open class UIBezierPath: NSObject {
  /// The path.
  public let cgPath = CGMutablePath()
  /// The stroke width (stored).
  open var lineWidth: CGFloat = 1

  /// An empty path.
  public override init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    cgPath.addRect(rect)
  }

  /// A rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(rect: rect)
  }

  /// A rectangle with `corners` rounded by `cornerRadii`.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init(rect: rect)
  }

  /// An oval inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(rect: rect)
  }

  /// An arc around `center`.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// The bounding box of the points added.
  open var bounds: CGRect { cgPath.boundingBox }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { cgPath.move(to: point) }

  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) { cgPath.addLine(to: point) }

  /// Adds a quadratic curve to `endPoint` (its control point is not kept).
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { cgPath.addLine(to: endPoint) }

  /// Adds a cubic curve to `endPoint` (its control points are not kept).
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { cgPath.addLine(to: endPoint) }

  /// Closes the subpath.
  open func close() { cgPath.closeSubpath() }

  /// Adds the points of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) { cgPath.include(bezierPath.bounds) }

  /// Does nothing: nothing is drawn.
  open func fill() {}

  /// Does nothing: nothing is drawn.
  open func stroke() {}
}

/// Core Graphics' `CGImage`: a bitmap (compile-only: the model loads no image data, so none
/// is ever made; `UIImage.cgImage` is nil).
public final class CGImage {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// A bitmap of `width` × `height` pixels.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
