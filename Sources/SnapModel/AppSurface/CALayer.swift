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
  /// The bounds (stored; a view's layer does not follow its view's frame in the model).
  open var bounds: CGRect = .zero
  /// The position of the anchor point in the superlayer (stored).
  open var position: CGPoint = .zero
  /// The anchor point, in unit coordinates of the bounds (stored).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The background colour (stored, not drawn).
  open var backgroundColor: CGColor?
  /// Whether the back of the layer shows when it is turned away (stored).
  open var isDoubleSided = true
  /// Whether the layer is drawn to a bitmap once (stored).
  open var shouldRasterize = false
  /// The bitmap's scale when rasterized (stored).
  open var rasterizationScale: CGFloat = 1
  /// The scale of the layer's content (stored).
  open var contentsScale: CGFloat = 1
  /// The layer's content, usually an image (stored, not drawn).
  open var contents: Any?
  /// Whether the layer is hidden (stored).
  open var isHidden = false
  /// An app's name for the layer (stored).
  open var name: String?
  /// The layer masking this one (stored, not drawn).
  open var mask: CALayer?
  /// The shadow's shape (stored, not drawn).
  open var shadowPath: CGPath?
  /// Whether the content is redrawn when the bounds change (stored).
  open var needsDisplayOnBoundsChange = false
  /// The sublayers, back to front; nil when there are none, as in Core Animation.
  open var sublayers: [CALayer]? {
    get { ownSublayers.isEmpty ? nil : ownSublayers }
    set {
      for layer in ownSublayers { layer.superlayer = nil }
      ownSublayers = newValue ?? []
      for layer in ownSublayers { layer.superlayer = self }
    }
  }
  /// The layer this layer is a sublayer of.
  open private(set) weak var superlayer: CALayer?
  /// The sublayers, back to front.
  private var ownSublayers: [CALayer] = []
  /// The animations added, by key (kept, never run).
  private var animations: [String: CAAnimation] = [:]

  /// The frame: the bounds' size around the position, by the anchor point.
  open var frame: CGRect {
    get {
      CGRect(
        x: position.x - bounds.size.width * anchorPoint.x, y: position.y - bounds.size.height * anchorPoint.y,
        width: bounds.size.width, height: bounds.size.height)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + newValue.size.width * anchorPoint.x, y: newValue.origin.y + newValue.size.height * anchorPoint.y)
    }
  }

  /// A layer with the defaults.
  public override init() {}

  /// A copy of `layer`'s class made for a presentation layer; the model keeps no state to copy.
  public init(layer: Any) {}

  /// Adds `layer` on top of the sublayers, taking it from its former superlayer.
  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(ownSublayers.count)) }

  /// Inserts `layer` among the sublayers at `index` (clamped to the list).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    ownSublayers.insert(layer, at: min(Int(index), ownSublayers.count))
    layer.superlayer = self
  }

  /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = ownSublayers.firstIndex { $0 === sibling } ?? ownSublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = ownSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? ownSublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.ownSublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// Keeps `anim` under `key` (nothing animates in the model).
  open func add(_ anim: CAAnimation, forKey key: String?) { animations[key ?? ""] = anim }

  /// The animation kept under `key`.
  open func animation(forKey key: String) -> CAAnimation? { animations[key] }

  /// Forgets the animation kept under `key`.
  open func removeAnimation(forKey key: String) { animations[key] = nil }

  /// Forgets every animation kept.
  open func removeAllAnimations() { animations = [:] }

  /// The keys of the animations kept, sorted; nil when there are none.
  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }

  /// The layer as shown on screen: the layer itself, as nothing animates.
  open func presentation() -> Self? { self }

  /// Does nothing: nothing is drawn.
  open func setNeedsDisplay() {}

  /// Does nothing: nothing is laid out.
  open func setNeedsLayout() {}

  /// Does nothing: nothing is laid out.
  open func layoutIfNeeded() {}

  /// Lays out the sublayers; the base does nothing.
  open func layoutSublayers() {}
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
