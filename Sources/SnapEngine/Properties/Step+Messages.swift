import Foundation
import SnapModel

extension Step {
  /// `event 3 (drag)`, for messages.
  package var label: String { "event \(event) (\(kind.rawValue))" }

  /// The rest of a drag that completed, or nil.
  var completedDragRest: CGFloat? {
    kind == .drag && outcome == .ok ? rest : nil
  }
}
