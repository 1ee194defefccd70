import SnapModel
import SnapSwiftUI

/// Every algorithm SnapCheck ships, in the order reports list them.
///
/// Each algorithm is declared once, at the end of its own file; this list is the only other
/// place that names it.
package enum AlgorithmRegistry {
  /// All algorithms: the seed ports, the reference, the zoo in the report's order, then
  /// SwiftUI's built-in scroll target behaviours, UIKit's own behaviour with no snap code, and
  /// UIKit's orthogonal section behaviours.
  package static let all: [Algorithm] = ([
    LBMiddleExpandLayout.algorithm,
    RowStyleLayout.algorithm,
    AttributeIndexLayout.algorithm,
    AttributeIndexCellLayout.algorithm,
    TWLayout.algorithm,
    CenterFrameLayout.algorithm,
    ReferenceSnapLayout.algorithm,
    UPCarouselLayout.algorithm,
    CenteredFlowLayout.algorithm,
    PeekingPagingBehaviour.algorithm,
    PagerScrollDelegate.algorithm,
    VelocityNudgeLayout.algorithm,
    RoundingSnapDelegate.algorithm,
    PagingScrollTargetBehavior.algorithm,
    ViewAlignedScrollTargetBehavior.algorithm,
    UIKitBaseline.flow,
    UIKitBaseline.paging,
  ] + CompositionalBaseline.all).map { algorithm in
    var shipped = algorithm
    shipped.gridReadsAreInert = true
    return shipped
  }

  /// The algorithm with `id`, or nil.
  package static func algorithm(id: String) -> Algorithm? {
    all.first { $0.id == id }
  }

  /// Every id, in registry order.
  package static var ids: [String] { all.map(\.id) }
}
