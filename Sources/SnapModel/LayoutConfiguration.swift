import Foundation

/// Whether off-screen cells survive: the iOS version question behind the recycled-cell bug.
package enum CellRetention: String, Sendable, CaseIterable {
  /// Only cells whose frames intersect the bounds exist; `cellForItem(at:)` is nil for the rest
  /// (always so before iOS 15, and on iOS 15+ once a cell is no longer retained).
  case visible
  /// Every item has a cell, as when iOS 15+ keeps prefetched and recently shown cells.
  case all
}

/// One scenario's layout and collection view, with UIKit's defaults (SPEC §1.1).
///
///     var configuration = LayoutConfiguration()
///     configuration.itemCount = 10
///     configuration.itemWidth = 250
///     // item 250×50, spacings 10, insets 0, view 375×150 at @3x, rate 0.998
package struct LayoutConfiguration: Equatable, Hashable, Sendable {
  /// Items in the only section (0 allowed).
  package var itemCount: Int = 0
  /// `itemSize.width`.
  package var itemWidth: CGFloat = 50
  /// `itemSize.height`.
  package var itemHeight: CGFloat = 50
  /// `minimumLineSpacing`: the gap between columns.
  package var lineSpacing: CGFloat = 10
  /// `minimumInteritemSpacing`: the gap between items stacked in one column.
  package var interitemSpacing: CGFloat = 10
  /// The layout's `sectionInset` property.
  package var sectionInset: UIEdgeInsets = .zero
  /// What `collectionView(_:layout:insetForSectionAt:)` returns, when the delegate implements
  /// it: the geometry then uses it, while code reading `sectionInset` still sees the property.
  package var delegateSectionInset: UIEdgeInsets? = nil
  /// The collection view's bounds (and frame) width.
  package var viewWidth: CGFloat = 375
  /// The collection view's bounds (and frame) height.
  package var viewHeight: CGFloat = 150
  /// Pixels per point: 1, 2 or 3.
  package var screenScale: CGFloat = 3
  /// The requested `decelerationRate`, quantised by UIKit to 0.99 or 0.998.
  package var decelerationRate: CGFloat = 0.998
  /// Whether a view that cannot scroll still lets a drag begin and rubber-band.
  package var alwaysBounceHorizontal: Bool = false
  /// Whether off-screen cells are recycled or retained.
  package var cellRetention: CellRetention = .visible

  /// A configuration with every field at UIKit's default.
  package init() {}

  /// The insets the flow geometry uses: the delegate's when present, else the property.
  package var geometryInset: UIEdgeInsets { delegateSectionInset ?? sectionInset }
}
