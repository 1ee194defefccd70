import Foundation

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what a transition's animations
/// are told about it.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// How long the transition takes, in seconds.
  var transitionDuration: TimeInterval { get }
  /// The rotation the transition applies.
  var targetTransform: CGAffineTransform { get }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: lets a controller run code alongside a
/// size transition and after it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition and `completion` after it; true when they
  /// were accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion.
  @discardableResult
  public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a simulated resize: it animates nothing, so its alongside closures
/// run once the new size is in place and the view laid out, then its completions, all
/// within the resize step, in the order they were given.
package final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
  /// The alongside closures given so far.
  @exclusivity(unchecked) private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The completions given so far.
  @exclusivity(unchecked) private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

  /// A coordinator with nothing to run yet.
  package init() {}

  /// False: nothing animates in the model.
  package var isAnimated: Bool { false }
  /// False: a simulated resize always completes.
  package var isCancelled: Bool { false }
  /// Zero: the resize takes no time.
  package var transitionDuration: TimeInterval { 0 }
  /// The identity: the model does not rotate views.
  package var targetTransform: CGAffineTransform { .identity }

  /// Keeps `animation` and `completion` for `runAnimations()` and `complete()`.
  @discardableResult
  package func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside closures given so far.
  package func runAnimations() {
    let pending = animations
    animations = []
    for animation in pending { animation(self) }
  }

  /// Runs the completions given so far.
  package func complete() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
