import Foundation

/// The scrolling part of UIKit's `UIScrollView`, horizontal only, with `contentInset` zero.
///
/// It keeps the offset, the size, the deceleration rate and the pixel scale, and records
/// whether the code under test asked it to scroll during a layout call (SPEC §1.4 step 6).
public class UIScrollView {
  /// The view's frame; its size is the bounds size.
  public private(set) var frame: CGRect
  /// Pixels per point of the screen the view is on (1, 2 or 3).
  package let screenScale: CGFloat
  /// The current horizontal offset (`contentOffset.x`).
  package private(set) var offsetX: CGFloat = 0
  /// The deceleration rate, quantised to `.normal` or `.fast` when set.
  public var decelerationRate: UIScrollView.DecelerationRate = .normal
  /// Whether a view that cannot scroll still lets a drag rubber-band.
  public var alwaysBounceHorizontal = false
  /// The delegate the model tells when a drag begins.
  public weak var delegate: UIScrollViewDelegate?
  /// Set when `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` moved the
  /// view; the simulator clears it before each layout call it makes.
  package internal(set) var didRequestScroll = false

  /// A view of `size` on a screen with `screenScale` pixels per point.
  package init(size: CGSize, screenScale: CGFloat) {
    frame = CGRect(origin: .zero, size: size)
    self.screenScale = screenScale
  }

  /// The content size; a collection view takes it from its layout.
  public var contentSize: CGSize { .zero }

  /// `(contentOffset.x, 0)`.
  public var contentOffset: CGPoint { CGPoint(x: offsetX, y: 0) }

  /// The visible part of the content: the offset as origin, the view's size.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

  /// The offsets the view can rest at, from its content size.
  package var offsetRange: OffsetRange {
    OffsetRange(contentWidth: contentSize.width, viewWidth: frame.size.width, scale: screenScale)
  }

  /// `roundPx(x)` on this view's screen.
  package func roundToPixels(_ x: CGFloat) -> CGFloat { roundPx(x, scale: screenScale) }

  /// Scrolls to `roundPx(offset.x)`, unclamped, as UIKit's `setContentOffset(_:animated:)` does.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    offsetX = roundToPixels(offset.x)
    didRequestScroll = true
  }

  /// UIKit's `scrollRectToVisible(_:animated:)` (SPEC §1.5).
  ///
  /// The rect is cut to the content; an empty result, or one the bounds already contain,
  /// leaves the view where it is. Otherwise the view scrolls the least that shows the rect's
  /// leading edge, or its trailing edge when that reaches the bounds' trailing edge.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let content = CGRect(origin: .zero, size: contentSize)
    guard let visible = RectSemantics.intersection(rect, content), !visible.isEmpty else { return }
    let current = bounds
    if RectSemantics.contains(current, visible) { return }
    var newX = current.minX
    if visible.minX < current.minX { newX = visible.minX }
    if visible.maxX >= current.maxX { newX = visible.maxX - frame.size.width }
    setContentOffset(CGPoint(x: newX, y: 0), animated: animated)
  }

  /// Moves the content without telling anyone: the simulator's drag, scroll and clamp.
  func moveContent(to x: CGFloat) { offsetX = x }

  /// Changes the view's size (a rotation or split-view resize).
  func resize(to size: CGSize) { frame.size = size }
}
