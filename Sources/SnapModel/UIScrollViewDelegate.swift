/// The scroll-view delegate callbacks the model sends (UIKit's `UIScrollViewDelegate`).
///
/// Snap code that keeps state sometimes lives partly in the view controller; seed 001 finds
/// the current item in `scrollViewWillBeginDragging(_:)`. Adopt this to port such code.
public protocol UIScrollViewDelegate: AnyObject {
  /// Sent when a drag begins, before the finger moves the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}
