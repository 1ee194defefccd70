import Foundation
import SnapModel
import Testing

@Suite("The keyboard's notifications: UIKit's names, compile-only")
struct KeyboardNotificationTests {
  @Test("The notification names and user-info keys carry UIKit's strings, through UIResponder and its subclasses")
  func namesAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIView.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(UIViewController.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
  }
}
