import Foundation

#if !canImport(QuartzCore)
/// Core Foundation's time interval in seconds, which Foundation on Linux leaves out.
public typealias CFTimeInterval = Double

/// Core Animation's current media time: seconds on a monotonic clock.
///
/// Compile-only: the model's time is the scenario's, so code that times a frame with it
/// measures the machine, not the simulation.
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}
#endif

/// Core Animation's `CATransform3DMakeAffineTransform`: the 3-D transform with `m`'s matrix
/// and translation.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Core Animation's `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Core Animation's `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Core Animation's `CATransaction` (compile-only: nothing animates, so a transaction's
/// settings are kept and change nothing; `setCompletionBlock` runs its block at `commit`).
///
///     CATransaction.begin()
///     CATransaction.setDisableActions(true)
///     layer.position = .zero
///     CATransaction.commit()
open class CATransaction: NSObject {
  /// The completion blocks of the open transactions, innermost last.
  nonisolated(unsafe) private static var completions: [(() -> Void)?] = []
  /// Whether implicit animations are off (stored).
  nonisolated(unsafe) private static var actionsDisabled = false
  /// The duration set (stored).
  nonisolated(unsafe) private static var duration: CFTimeInterval = 0.25

  /// Opens a transaction.
  open class func begin() { completions.append(nil) }

  /// Closes the innermost transaction and runs its completion block.
  open class func commit() {
    guard let completion = completions.popLast() else { return }
    completion?()
  }

  /// Does nothing: nothing is pending.
  open class func flush() {}

  /// Sets the block run at the innermost transaction's commit (at once outside one).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !completions.isEmpty else { return block?() ?? () }
    completions[completions.count - 1] = block
  }

  /// Turns implicit animations off or on (stored).
  open class func setDisableActions(_ flag: Bool) { actionsDisabled = flag }

  /// Whether implicit animations are off.
  open class func disableActions() -> Bool { actionsDisabled }

  /// Sets the duration (stored).
  open class func setAnimationDuration(_ dur: CFTimeInterval) { duration = dur }

  /// The duration set.
  open class func animationDuration() -> CFTimeInterval { duration }

  /// Sets the timing function (ignored).
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
}

/// Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A name from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Linear.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Ease in.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Ease out.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Ease in and out.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The default.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's `CAMediaTimingFunction` (stored, never evaluated).
open class CAMediaTimingFunction: NSObject {
  /// The function's name, or nil for control points.
  public let functionName: CAMediaTimingFunctionName?

  /// The named function.
  public init(name: CAMediaTimingFunctionName) { functionName = name }

  /// A cubic Bézier function through the two control points (kept as unnamed).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { functionName = nil }
}

/// Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Keep the final state.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Show the first state before starting.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// Core Animation's `CAAnimation` (compile-only: kept by a layer, never run).
open class CAAnimation: NSObject {
  /// The duration (stored).
  open var duration: CFTimeInterval = 0
  /// The delay before it starts (stored).
  open var beginTime: CFTimeInterval = 0
  /// How many times it repeats (stored).
  open var repeatCount: Float = 0
  /// Whether it runs back too (stored).
  open var autoreverses = false
  /// The timing function (stored).
  open var timingFunction: CAMediaTimingFunction?
  /// The fill mode (stored).
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether the layer forgets it when it ends (stored).
  open var isRemovedOnCompletion = true

  /// An animation with the defaults.
  public override init() {}
}

/// Core Animation's `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
  /// The key path animated.
  open var keyPath: String?

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// Core Animation's `CABasicAnimation` (compile-only).
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value (stored).
  open var fromValue: Any?
  /// The end value (stored).
  open var toValue: Any?
  /// The change (stored).
  open var byValue: Any?
}

/// Core Animation's `CAShapeLayer`: a path stroked and filled (stored, not drawn).
open class CAShapeLayer: CALayer {
  /// The path.
  open var path: CGPath?
  /// The fill colour.
  open var fillColor: CGColor?
  /// The stroke colour.
  open var strokeColor: CGColor?
  /// The stroke width.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts, 0…1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, 0…1.
  open var strokeEnd: CGFloat = 1
}

/// Core Animation's `CAGradientLayer` (stored, not drawn).
open class CAGradientLayer: CALayer {
  /// The colours, usually `CGColor`s.
  open var colors: [Any]?
  /// Where each colour sits, 0…1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates.
  open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// Core Animation's `CADisplayLink` (compile-only: the model has no display, so the link
/// never fires; its target and selector are kept).
///
///     let link = CADisplayLink(target: self, selector: #selector(step))
///     link.add(to: .main, forMode: .common)
///     link.isPaused  // false, and `step` is never called
open class CADisplayLink: NSObject {
  /// The target kept.
  public let target: Any
  /// The selector kept.
  public let selector: Selector
  /// Whether the link is paused (stored).
  open var isPaused = false
  /// Frames a second asked for (stored).
  open var preferredFramesPerSecond = 0
  /// The time of the last frame: zero, as none is shown.
  open var timestamp: CFTimeInterval { 0 }
  /// The time of the next frame: zero, as none is shown.
  open var targetTimestamp: CFTimeInterval { 0 }
  /// The time between frames at 60 Hz.
  open var duration: CFTimeInterval { 1.0 / 60 }

  /// A link that would call `sel` on `target` every frame.
  public init(target: Any, selector sel: Selector) {
    self.target = target
    selector = sel
  }

  /// Does nothing: the link never fires.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

  /// Does nothing: the link never fires.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}

  /// Does nothing: the link never fires.
  open func invalidate() {}
}
