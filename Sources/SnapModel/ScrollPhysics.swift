import Foundation

/// How a drag turns into a release point and a proposed resting offset (A12–A14 in the UIKit model article).
///
///     ScrollPhysics.proposedOffset(release: 120, velocity: 1.5, rate: .fast)
///     // 268.25375…, before pixel rounding and clamping
package enum ScrollPhysics {
  /// Below this speed, in points per millisecond, UIKit starts no momentum.
  package static let momentumFloor: CGFloat = 0.25

  /// The rubber-band stiffness UIKit applies past an edge.
  package static let rubberBandCoefficient: CGFloat = 0.55

  /// Where the finger leaves the view: the raw offset inside the range, rubber-banded past an
  /// edge, then rounded to the pixel grid.
  ///
  /// Past an edge, with `overshoot` the distance beyond it,
  /// `edge ± (1 − 1/(overshoot·0.55/V + 1))·V` for a view V long on the axis.
  /// With `bounces` false the rounded raw offset is clamped to the range instead,
  /// `clamp(roundPx(raw))`: the range's ends need not lie on the pixel
  /// grid, and the release never leaves the range.
  package static func releaseOffset(
    raw: CGFloat, range: OffsetRange, viewLength: CGFloat, scale: CGFloat, bounces: Bool = true
  ) -> CGFloat {
    if !bounces { return range.clamp(roundPx(raw, scale: scale)) }
    if raw > range.upper {
      return roundPx(range.upper + rubberBand(overshoot: raw - range.upper, viewLength: viewLength), scale: scale)
    }
    if raw < range.lower {
      return roundPx(range.lower - rubberBand(overshoot: range.lower - raw, viewLength: viewLength), scale: scale)
    }
    return roundPx(raw, scale: scale)
  }

  /// The distance the content follows the finger past an edge, for a finger `overshoot` past it.
  package static func rubberBand(overshoot: CGFloat, viewLength: CGFloat) -> CGFloat {
    (1 - 1 / (overshoot * rubberBandCoefficient / viewLength + 1)) * viewLength
  }

  /// The velocity after UIKit's momentum floor: `|v| < 0.25` becomes 0 (a NaN stays NaN).
  package static func flooredVelocity(_ velocity: CGFloat) -> CGFloat {
    abs(velocity) < momentumFloor ? 0 : velocity
  }

  /// Where momentum would carry the view from `release`, before rounding and clamping:
  /// `release − (v − 0.01·sign(v)) / ln(rate)`, or `release` when `v` is 0.
  package static func proposedOffset(
    release: CGFloat, velocity: CGFloat, rate: UIScrollView.DecelerationRate
  ) -> CGFloat {
    if velocity == 0 { return release }
    let sign: CGFloat = velocity > 0 ? 1 : (velocity < 0 ? -1 : velocity)
    return release - (velocity - 0.01 * sign) / rate.naturalLogarithm
  }
}
