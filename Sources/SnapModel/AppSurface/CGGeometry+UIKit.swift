import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' comparisons that Foundation on Linux lacks: exact equality, as `==`.
///
///     CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3))  // true
extension CGSize {
  /// Whether `size2` has this size's width and height (Core Graphics' `CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
  /// Whether `point2` is this point (Core Graphics' `CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGRect {
  /// Whether `rect2` has this rectangle's origin and size (Core Graphics'
  /// `CGRectEqualToRect`).
  ///
  /// Core Graphics compares the standardized rectangles, so a rectangle with a negative
  /// width equals the one it spans: `(10, 0, -10, 5)` equals `(0, 0, 10, 5)`.
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

/// Core Graphics' `CGFLOAT_MAX` spelled as C's `MAXFLOAT`, which Glibc leaves out: the largest
/// finite `Float`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif

extension CGRect {
  /// The rectangle with `insets` taken off its edges (UIKit's `inset(by:)`, the inline
  /// `UIEdgeInsetsInsetRect`): the origin moves by the left and top insets, the width loses
  /// left and right, the height top and bottom. Nothing is clamped: insets wider than the
  /// rectangle leave a negative width, as in UIKit.
  ///
  ///     CGRect(x: 0, y: 0, width: 100, height: 50)
  ///       .inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))  // (10, 5, 70, 40)
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
  }
}
