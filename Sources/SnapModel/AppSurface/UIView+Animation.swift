import Foundation

/// UIKit's view animations, so code that animates a card or a snap compiles (the UIKit model
/// article, "What stays inert").
///
/// Compile-only, and at once: nothing animates in the model, so every `animate` runs its
/// `animations` closure immediately and then its `completion` with `true`, whatever the
/// duration, delay, spring or options. The end state is what UIKit reaches when the animation
/// finishes.
///
///     UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8,
///                    initialSpringVelocity: 0, options: [.curveEaseOut]) {
///       card.alpha = 0.5
///     }
///     card.alpha  // 0.5
extension UIView {
  /// UIKit's `UIView.AnimationOptions` (stored nowhere: animations run at once).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignore an enclosing animation's duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignore an enclosing animation's curve.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate the content redrawn.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Show and hide instead of adding and removing in a transition.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore an enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition.
    public static let transitionNone = AnimationOptions([])
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// UIKit's `UIView.KeyframeAnimationOptions` (stored nowhere: animations run at once).
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews during the animation.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Linear between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// Jump between keyframes.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Evenly paced.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// UIKit's `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in and out.
    case easeInOut
    /// Ease in.
    case easeIn
    /// Ease out.
    case easeOut
    /// Linear.
    case linear
  }

  /// Runs `animations` at once (nothing animates in the model).
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Runs `animations`, then `completion` with `true`, at once.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, at once: the spring is not simulated.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, at once (a transition of `view`).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `animations`, then `completion` with `true`, at once (keyframes are not simulated).
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once (a keyframe inside `animateKeyframes`).
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }
}

/// UIKit's `UIViewAnimatingPosition`: where an animator stops.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end.
  case end
  /// At the start.
  case start
  /// Where it is.
  case current
}

/// UIKit's `UIViewAnimatingState`: whether an animator is running.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive
  /// Started.
  case active
  /// Stopped, not finished.
  case stopped
}

/// UIKit's `UIViewPropertyAnimator` (compile-only, at once): `startAnimation()` runs the
/// animations added so far and then the completions with `.end`; `fractionComplete` and the
/// other settings are stored and change nothing.
///
///     let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
///     animator.startAnimation()
///     card.alpha  // 0.0
open class UIViewPropertyAnimator: NSObject {
  /// The animations added and not yet run.
  private var animations: [() -> Void] = []
  /// The completions added and not yet run.
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The duration (stored).
  open private(set) var duration: TimeInterval
  /// How far the animation is (stored; animations run at once).
  open var fractionComplete: CGFloat = 0
  /// Whether the animation runs backwards (stored).
  open var isReversed = false
  /// Whether it can be interrupted (stored).
  open var isInterruptible = true
  /// Whether it stays active at the end (stored).
  open var pausesOnCompletion = false
  /// Whether touches reach the views (stored).
  open var isUserInteractionEnabled = true
  /// Whether it is running: never, as animations run at once.
  open var isRunning: Bool { false }
  /// Its state: `.inactive`, as animations run at once.
  open var state: UIViewAnimatingState { .inactive }

  /// An animator of `duration` along `curve` running `animations`.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator of `duration` with a spring of `dampingRatio` running `animations`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator that runs `animations` and then `completion` when started.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds `animation`, run at the next start.
  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

  /// Adds `animation` (the delay factor is ignored).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }

  /// Adds `completion`, run with `.end` when the animations have run.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  /// Runs the animations added, then the completions with `.end`.
  open func startAnimation() {
    let running = animations
    animations = []
    for animation in running { animation() }
    let finishing = completions
    completions = []
    for completion in finishing { completion(.end) }
  }

  /// `startAnimation()` (the delay is ignored).
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

  /// Does nothing: there is nothing running to pause.
  open func pauseAnimation() {}

  /// Forgets the animations not yet run; with `withoutFinishing` false the completions wait
  /// for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    animations = []
    if withoutFinishing { completions = [] }
  }

  /// Runs the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    let finishing = completions
    completions = []
    for completion in finishing { completion(finalPosition) }
  }

  /// `startAnimation()` (the timing is ignored).
  open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }
}
