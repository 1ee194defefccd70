import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): the deceleration
/// rate and bounce of a compositional section that scrolls on its own.
///
/// The checked section's scroller takes both (A20): the rate quantised as a scroll view's is,
/// and `.never` as `bounces = false`; `.always` bounces even when the section cannot scroll.
///
///     section.orthogonalScrollingProperties.decelerationRate = .fast
///     section.orthogonalScrollingProperties.bounce = .never
public struct UICollectionLayoutSectionOrthogonalScrollingProperties: Sendable {
  /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
  public enum Bounce: Int, Sendable {
    /// The scroll view's default: it bounces when it can scroll.
    case automatic
    /// It always bounces, even when it cannot scroll.
    case always
    /// It never bounces.
    case never
  }

  /// UIKit's `DecelerationRate` of an orthogonal section.
  public typealias DecelerationRate = UIScrollView.DecelerationRate

  /// How quickly momentum decays (`.normal` by default).
  public var decelerationRate = DecelerationRate.normal
  /// Whether the section bounces at its ends.
  public var bounce = Bounce.automatic

  /// The defaults: `.normal` deceleration, `.automatic` bounce.
  public init() {}
}
