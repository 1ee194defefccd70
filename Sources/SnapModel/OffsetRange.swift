import Foundation

/// The content offsets a horizontally scrolling view can rest at (SPEC §1.3).
///
///     let range = OffsetRange(contentWidth: 2645, viewWidth: 375, scale: 3)
///     range.maxX            // 2270
///     range.clamp(-12)      // 0
package struct OffsetRange: Equatable, Sendable {
  /// The smallest offset: always 0 (`contentInset` is zero).
  package let minX: CGFloat
  /// The largest offset: `max(minX, roundPx(contentWidth) − W)`.
  package let maxX: CGFloat

  /// The range of a view `viewWidth` wide over content `contentWidth` wide.
  package init(contentWidth: CGFloat, viewWidth: CGFloat, scale: CGFloat) {
    minX = 0
    let far = roundPx(contentWidth, scale: scale) - viewWidth
    maxX = far > 0 ? far : 0
  }

  /// Whether a drag can move the view: `maxX > minX`.
  package var isScrollable: Bool { maxX > minX }

  /// `min(max(x, minX), maxX)`; a NaN stays NaN.
  @inline(__always)
  package func clamp(_ x: CGFloat) -> CGFloat {
    if x.isNaN { return x }
    return x < minX ? minX : (x > maxX ? maxX : x)
  }
}
