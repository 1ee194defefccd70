import Foundation

/// UIKit's `UITransitionContextViewControllerKey`: which controller of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key.
  public let rawValue: String
  /// A key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller shown before the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller shown after it.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// UIKit's `UITransitionContextViewKey`: which view of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key.
  public let rawValue: String
  /// A key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view shown before the transition.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view shown after it.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// UIKit's `UIViewControllerContextTransitioning`: what a custom transition animates in.
///
/// Compile-only: the model presents no controllers, so no transition ever runs and nothing
/// calls an animator with a context.
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// Ends the transition.
  func completeTransition(_ didComplete: Bool)
  /// The controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for `key`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view ends.
  func finalFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view starts.
  func initialFrame(for vc: UIViewController) -> CGRect
}

/// UIKit's `UIViewControllerAnimatedTransitioning`: an animator for a custom transition
/// (compile-only: never called, as the model presents no controllers).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition lasts.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  /// Animates the transition.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
}

/// UIKit's `UIViewControllerTransitioningDelegate` (compile-only: never asked).
public protocol UIViewControllerTransitioningDelegate: AnyObject {}
