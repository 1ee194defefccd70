import Foundation

/// UIKit's `UIGestureRecognizer` and its common subclasses, so code that adds a pan or a tap
/// to a carousel compiles.
///
/// Compile-only: the model sends no touches, so a recognizer never leaves `.possible`, never
/// calls its targets and asks its delegate nothing; translations and velocities read zero. A
/// drag reaches the code under test through the scroll view's delegate and the layout.
///
///     let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
///     view.addGestureRecognizer(pan)
///     pan.state  // .possible
open class UIGestureRecognizer: NSObject {
  /// UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// No touch recognised yet (the only state the model's recognizers are in).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// A gesture ended.
    case ended
    /// A gesture was cancelled.
    case cancelled
    /// A gesture failed.
    case failed

    /// A discrete gesture was recognised: `.ended`.
    public static let recognized = State.ended
  }

  /// The targets and actions added, in order (kept, never called).
  public private(set) var targetActions: [(target: Any?, action: Selector?)] = []
  /// The state: always `.possible`, as no touch arrives.
  open var state: State = .possible
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether the recognizer is enabled (stored).
  open var isEnabled = true
  /// The delegate (kept, never asked).
  open weak var delegate: UIGestureRecognizerDelegate?
  /// Whether recognised touches are cancelled in the view (stored).
  open var cancelsTouchesInView = true
  /// Whether touches are delayed until the gesture fails (stored).
  open var delaysTouchesBegan = false
  /// Whether the end of touches is delayed (stored).
  open var delaysTouchesEnded = true
  /// An app's name for the recognizer (stored).
  open var name: String?
  /// The number of touches: none, as the model sends none.
  open var numberOfTouches: Int { 0 }

  /// A recognizer that would send `action` to `target`.
  public init(target: Any?, action: Selector?) {
    super.init()
    addTarget(target as Any, action: action)
  }

  /// A recognizer with no target.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Keeps `target` and `action` (never called).
  open func addTarget(_ target: Any, action: Selector?) { targetActions.append((target, action)) }

  /// Forgets `target`'s `action`.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { $0.action == action }
  }

  /// Keeps nothing: the model's recognizers never recognise, so none waits for another.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// Where the gesture is in `view`: the origin, as no touch arrives.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Where touch `touchIndex` is in `view`: the origin, as no touch arrives.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

  /// Does nothing: no touch arrives.
  open func reset() {}
}

/// UIKit's `UIPanGestureRecognizer` (compile-only: no touch arrives, so it never pans).
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest touches that pan (stored).
  open var minimumNumberOfTouches = 1
  /// The most touches that pan (stored).
  open var maximumNumberOfTouches = Int.max
  /// The translation set last by `setTranslation(_:in:)` (zero until then).
  private var storedTranslation = CGPoint.zero

  /// How far the pan moved in `view`: what `setTranslation(_:in:)` set, else zero.
  open func translation(in view: UIView?) -> CGPoint { storedTranslation }

  /// Sets the translation `translation(in:)` reads.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { storedTranslation = translation }

  /// How fast the pan moves in `view`: zero, as no touch arrives.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's `UITapGestureRecognizer` (compile-only: no touch arrives, so it never taps).
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps that make the gesture (stored).
  open var numberOfTapsRequired = 1
  /// The fingers that make the gesture (stored).
  open var numberOfTouchesRequired = 1
}

/// UIKit's `UILongPressGestureRecognizer` (compile-only: no touch arrives).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts, in seconds (stored).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the finger may move, in points (stored).
  open var allowableMovement: CGFloat = 10
  /// The taps before the press (stored).
  open var numberOfTapsRequired = 0
  /// The fingers that press (stored).
  open var numberOfTouchesRequired = 1
}

/// UIKit's `UISwipeGestureRecognizer` (compile-only: no touch arrives).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A direction from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The direction that makes the gesture (stored).
  open var direction: Direction = .right
  /// The fingers that swipe (stored).
  open var numberOfTouchesRequired = 1
}

/// UIKit's `UIPinchGestureRecognizer` (compile-only: no touch arrives).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch (stored; 1 until set).
  open var scale: CGFloat = 1
  /// How fast the scale changes: zero, as no touch arrives.
  open var velocity: CGFloat { 0 }
}

/// UIKit's `UIGestureRecognizerDelegate`; every requirement has UIKit's default answer.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may begin (default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two recognizers may recognise together (default false).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether `gestureRecognizer` receives `touch` (default true).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// UIKit's default: true.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// UIKit's default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// UIKit's default: true.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// UIKit's `UITouch` (compile-only: the model makes none).
open class UITouch: NSObject {
  /// Where the touch is in `view`: the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// Where the touch was in `view`: the origin.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
  /// The view the touch began in.
  open var view: UIView? { nil }
}

/// UIKit's `UIEvent` (compile-only: the model makes none).
open class UIEvent: NSObject {
  /// The touches of the event: none.
  open var allTouches: Set<UITouch>? { nil }
}

