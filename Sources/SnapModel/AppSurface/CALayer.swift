import Foundation

/// Core Animation's `CALayer`, as views style themselves through it: corner radius, border
/// and shadow, stored and never drawn.
///
/// Compile-only: no property here affects a simulation.
open class CALayer: NSObject {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// The shape of rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Which corners are rounded.
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
  /// Whether sublayers are clipped to the bounds.
  open var masksToBounds = false
  /// The border width.
  open var borderWidth: CGFloat = 0
  /// The border colour.
  open var borderColor: CGColor?
  /// The shadow colour.
  open var shadowColor: CGColor?
  /// The shadow opacity.
  open var shadowOpacity: Float = 0
  /// The shadow blur radius.
  open var shadowRadius: CGFloat = 3
  /// The shadow offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The opacity.
  open var opacity: Float = 1
  /// The 3D transform.
  open var transform: CATransform3D = CATransform3DIdentity
  /// The z position.
  open var zPosition: CGFloat = 0

  /// A layer with the defaults.
  public override init() {}
}

/// Core Animation's `CALayerCornerCurve`: the shape of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String
  /// A curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous (squircle-like) curve.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Animation's `CACornerMask`: which corners a layer rounds.
public struct CACornerMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Core Graphics' `CGColor`: a colour's RGBA components, which Linux's Foundation lacks.
public final class CGColor: Sendable {
  /// Red, green, blue and alpha, each in 0…1.
  public let components: [CGFloat]?
  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// A colour from its components.
  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
}
