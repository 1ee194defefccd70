import Foundation

/// UIKit's `UIViewController`: a view loaded on demand and the lifecycle callbacks UIKit
/// sends around it, so a controller that snaps compiles unchanged and is called as on iOS.
///
/// A checked controller is built by its own initializer; the harness then gives it the
/// simulated collection view, loads its view (`loadView()`, then `viewDidLoad()`), sends
/// `viewWillAppear(_:)`, a layout pass (`viewWillLayoutSubviews()`, the collection view's
/// layout, `viewDidLayoutSubviews()`) and `viewDidAppear(_:)`; afterwards a layout pass
/// follows every change of the controller's view's bounds (every change of offset, when
/// the view is the collection view), and a resize is announced by
/// `viewWillTransition(to:with:)` first.
///
///     final class Feed: UIViewController {
///       override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .systemBackground
///       }
///     }
///     Feed().view.backgroundColor == .systemBackground  // true: reading `view` loads it
open class UIViewController: UIResponder {
  /// The loaded view, or nil before `loadView()` ran.
  private var loadedView: UIView?
  /// The size the harness gives the controller's view when the controller makes its own
  /// (the scenario's view size; zero outside a simulation).
  package var hostSize: CGSize = .zero
  /// The controller's title (stored, not shown).
  open var title: String?
  /// What a navigation bar shows for the controller (stored; the model has no bars).
  open private(set) lazy var navigationItem = UINavigationItem(title: "")
  /// The controller this one is a child of.
  open private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  open private(set) var children: [UIViewController] = []

  /// A controller with no nib: the model loads no nibs, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// UIKit's archive initializer, so subclasses that declare it compile; the model keeps no
  /// archives, so it makes a controller with no nib.
  public required init?(coder: NSCoder) {}

  /// A controller with no nib, as `UIViewController()` makes in UIKit.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view, loaded (`loadView()`, then `viewDidLoad()`) on first use.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view; the base makes a plain view of the host's size. An override sets
  /// `view` and does not call `super`, as in UIKit.
  open func loadView() {
    loadedView = UIView(frame: CGRect(origin: .zero, size: hostSize))
  }

  /// Loads the root view if it is not loaded: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: CGRect(origin: .zero, size: hostSize)) }
    viewDidLoad()
  }

  /// Called once the root view is loaded; the base does nothing.
  open func viewDidLoad() {}

  /// Called before the view appears; the base does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared; the base does nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears (never, in a simulation); the base does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared (never, in a simulation); the base does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews; the base does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews; the base does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called before the view changes size to `size`; `coordinator`'s animations run once the
  /// new size is in place, without animating. The base does nothing.
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

  /// Called when memory runs low; the model never calls it. The base does nothing.
  open func didReceiveMemoryWarning() {}

  /// Called after the safe area changed; the base does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called after the root view's margins changed; the base does nothing.
  open func viewLayoutMarginsDidChange() {}

  /// Runs `completion` (the model shows no other controller: presenting changes nothing).
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// Runs `completion` (nothing is presented in the model).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// Adds `childController` as a child.
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  /// Takes the controller out of its parent's children.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller moves to `parent`; the base does nothing.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller moved to `parent`; the base does nothing.
  open func didMove(toParent parent: UIViewController?) {}
}
