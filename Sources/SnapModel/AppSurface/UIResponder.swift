import Foundation

/// UIKit's `UIResponder`, the class views and view controllers inherit from, reduced to the
/// keyboard's notification names and user-info keys and the touch methods. Compile-only: the
/// model has no keyboard and sends no touches, so nothing ever posts these notifications or
/// calls the touch methods (the AppFilesAsWritten article, "What stays
/// inert"); an observer of one compiles and is never called.
///
///     NotificationCenter.default.addObserver(
///       forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }   // never called
open class UIResponder: NSObject {
  /// A responder.
  public override init() {}

  /// Posted before the keyboard shows (never, in the model).
  public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed (never, in the model).
  public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides (never, in the model).
  public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid (never, in the model).
  public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (never, in the model).
  public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (never, in the model).
  public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's frame before the change, in screen coordinates.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the change, in screen coordinates.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard animation's duration, in seconds.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the keyboard animation's curve (a `UIView.AnimationCurve` raw value).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key of whether the keyboard belongs to the app.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// The responder touches go on to: none for a plain responder; a view's superview.
  open var next: UIResponder? { nil }

  /// A touch began (never called: the model sends no touches). Open, as UIKit's is, so a
  /// carousel view that overrides the touch methods compiles; the base does nothing.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A touch moved (never called: the model sends no touches).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A touch ended (never called: the model sends no touches).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A touch was cancelled (never called: the model sends no touches).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
