import Foundation

/// Converting points and rectangles between views, as UIKit computes it from frames and
/// offsets (the UIKit model article, "Converting between views").
///
/// A view's frame is in its superview's bounds coordinates, and a scroll view's bounds origin
/// is its content offset; so a point moves from a view into its superview by the view's frame
/// origin less its bounds origin. A cell the collection view placed counts the collection view
/// as its superview (the model adds no cells as subviews), so its frame is in content
/// coordinates, as in UIKit. The window is the top of the chain: `nil` as the other view means
/// the coordinates of the topmost view's superview. Views' transforms are not applied (the
/// model draws nothing): conversions are exact for untransformed views.
///
///     // A collection view scrolled to x = 300 shows the cell at content x = 400 at x = 100.
///     cell.convert(CGPoint.zero, to: nil)  // (100.0, 0.0)
extension UIView {
  /// The view whose coordinate space the frame is in: the superview, or the collection view
  /// that placed a cell.
  private var coordinateParent: UIView? {
    superview ?? (self as? UICollectionReusableView)?.placedIn
  }

  /// Where this view's origin is in the window: the sum, up the chain, of each view's frame
  /// origin less its bounds origin.
  private var originInWindow: CGPoint {
    var origin = CGPoint.zero
    var view: UIView? = self
    while let current = view {
      let bounds = current.bounds
      origin.x += current.frame.origin.x - bounds.origin.x
      origin.y += current.frame.origin.y - bounds.origin.y
      view = current.coordinateParent
    }
    return origin
  }

  /// `point`, given in this view's coordinates, in `view`'s (the window's for nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let here = originInWindow
    let there = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
  }

  /// `point`, given in `view`'s coordinates (the window's for nil), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let here = originInWindow
    let there = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + there.x - here.x, y: point.y + there.y - here.y)
  }

  /// `rect`, given in this view's coordinates, in `view`'s (the window's for nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, given in `view`'s coordinates (the window's for nil), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
