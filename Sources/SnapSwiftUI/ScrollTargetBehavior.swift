import Foundation

/// SwiftUI's `ScrollTargetBehavior`: a type that decides where a scroll view comes to rest.
///
/// SnapCheck's host calls `updateTarget(_:context:)` after every drag with the natural target
/// (where momentum would carry the view) and after every size change with the target that
/// keeps the leading item in place; the view rests at the target's origin, rounded to the
/// pixel grid and clamped to the scrollable range.
///
///     struct EveryTenPoints: ScrollTargetBehavior {
///       func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.x = (target.rect.origin.x / 10).rounded() * 10
///       }
///     }
public protocol ScrollTargetBehavior {
  /// The context a behaviour updates its target in.
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Moves the proposed `target` to where the scroll view should rest.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
