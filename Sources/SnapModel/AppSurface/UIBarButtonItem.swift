import Foundation

/// UIKit's `UIAction`: a titled handler a control or bar button runs when tapped.
///
/// Compile-only: the model sends no taps, so UIKit never runs the handler; a test can, with
/// `perform()`.
open class UIAction: NSObject {
  /// The title (stored, not shown).
  open var title: String
  /// The image (stored, not shown).
  open var image: UIImage?
  /// What runs on a tap.
  private let handler: (UIAction) -> Void

  /// An action running `handler`.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Runs the handler, as a tap would.
  package func perform() { handler(self) }
}

/// UIKit's `UIBarButtonItem`: a button in a navigation bar or toolbar.
///
/// Compile-only: stored, never shown or tapped.
open class UIBarButtonItem: NSObject {
  /// UIKit's `UIBarButtonItem.SystemItem`: the system's standard buttons.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// Flexible space.
    case flexibleSpace
    /// Fixed space.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Action (share).
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close.
    case close
  }

  /// The standard button it is, if it is one.
  public let systemItem: SystemItem?
  /// What a tap runs.
  open var primaryAction: UIAction?
  /// The title (stored, not shown).
  open var title: String?
  /// The image (stored, not shown).
  open var image: UIImage?
  /// Whether the button can be tapped (stored).
  open var isEnabled = true

  /// A standard button running `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
  }

  /// A button with a title or an image running `primaryAction`.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    systemItem = nil
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }
}

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller.
///
/// Compile-only: stored, never shown.
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// The button on the right.
  open var rightBarButtonItem: UIBarButtonItem?
  /// The button on the left.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The buttons on the right, outermost first.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The buttons on the left, outermost first.
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// An item with `title`.
  public init(title: String) {
    self.title = title
  }
}
