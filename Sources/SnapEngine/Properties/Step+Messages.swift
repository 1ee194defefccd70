import Foundation
import SnapModel

extension Step {
  /// `event 3 (drag)`, for messages.
  package var label: String { "event \(event) (\(kind.rawValue))" }

  /// The rest of a drag that completed, or nil.
  var completedDragRest: CGFloat? {
    kind == .drag && outcome == .ok ? rest : nil
  }

  /// The rest of a completed drag that began and ended at finite offsets, the drags
  /// `page-cap` and `on-boundary` judge: from a view at −∞, or to a NaN rest, a distance
  /// means nothing (`finite` reports the non-finite offset); nil otherwise.
  var finiteDragRest: CGFloat? {
    guard let rest = completedDragRest, rest.isFinite, start?.isFinite == true else { return nil }
    return rest
  }
}
