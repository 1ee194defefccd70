import Foundation

/// UIKit's `UIWindow`: the view at the top of a hierarchy (compile-only: the model shows
/// nothing on a screen, so a window is a plain view that holds a root controller).
open class UIWindow: UIView {
  /// The controller whose view fills the window (stored).
  open var rootViewController: UIViewController?
  /// Whether the window is the key window: the model has none.
  open var isKeyWindow: Bool { false }

  /// Does nothing: the model shows no window.
  open func makeKeyAndVisible() {}

  /// Does nothing: the model shows no window.
  open func makeKey() {}
}

/// UIKit's `UIApplication`, reduced to the windows code asks for (compile-only: the model runs
/// no application, so there are no windows and no key window).
///
///     UIApplication.shared.keyWindow  // nil
open class UIApplication: NSObject, @unchecked Sendable {
  /// The application.
  public static let shared = UIApplication()

  /// The windows: none.
  open var windows: [UIWindow] { [] }

  /// The key window: none.
  open var keyWindow: UIWindow? { nil }

  /// Whether the application ignores touches (stored; no touch arrives).
  open var isIgnoringInteractionEvents: Bool { false }
}

extension UIView {
  /// Does nothing and returns false: the model has no text input.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { false }
}

extension NotificationCenter {
  /// Keeps nothing: Swift on Linux cannot send `aSelector`, so a notification never reaches
  /// the observer this way (observe with `addObserver(forName:object:queue:using:)`, which
  /// Foundation runs).
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
