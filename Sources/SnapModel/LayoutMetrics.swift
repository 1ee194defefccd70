import Foundation

/// What a collection view reads from a layout that is not a flow layout once per layout pass:
/// the content size, and the adjusted content inset and offset range worked out from it.
struct LayoutMetrics {
  /// The layout's `generation` when the content size was read.
  var generation: Int
  /// The layout's `collectionViewContentSize`.
  var contentSize: CGSize
  /// The adjusted content inset for that content size.
  var adjustedInset: UIEdgeInsets
  /// The offset range for that content size.
  var range: OffsetRange
}
