import Foundation

/// The content offsets a view can rest at along its scroll axis.
///
///     let range = OffsetRange(contentLength: 2645, viewLength: 375, scale: 3)
///     range.upper           // 2270
///     range.clamp(-12)      // 0
package struct OffsetRange: Equatable, Sendable {
  /// The smallest offset: `−adj.leading` (0 with no content inset).
  package let lower: CGFloat
  /// The largest offset: `max(lower, roundPx(contentLength) + adj.trailing − V)`.
  package let upper: CGFloat

  /// The range of a view `viewLength` long over content `contentLength` long, with the
  /// adjusted content inset's `leadingInset` and `trailingInset` on the axis.
  package init(
    contentLength: CGFloat, viewLength: CGFloat, leadingInset: CGFloat = 0, trailingInset: CGFloat = 0, scale: CGFloat
  ) {
    lower = 0 - leadingInset
    let far = roundPx(contentLength, scale: scale) + trailingInset - viewLength
    upper = far > lower ? far : lower
  }

  /// Whether a drag can move the view: `upper > lower`.
  package var isScrollable: Bool { upper > lower }

  /// `min(max(x, lower), upper)`; a NaN stays NaN.
  @inline(__always)
  package func clamp(_ x: CGFloat) -> CGFloat {
    if x.isNaN { return x }
    return x < lower ? lower : (x > upper ? upper : x)
  }
}
