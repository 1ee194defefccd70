import Foundation

/// Rounds `x` to the device-pixel grid of a screen with `scale` pixels per point.
///
/// UIKit rounds content offsets and frame origins this way: `(x * scale).rounded() / scale`,
/// half away from zero. A NaN stays NaN and an infinity stays infinite.
///
///     roundPx(268.25375, scale: 3)  // 268.3333333333333
///
/// - Complexity: O(1).
@inline(__always)
package func roundPx(_ x: CGFloat, scale: CGFloat) -> CGFloat {
  (x * scale).rounded() / scale
}
