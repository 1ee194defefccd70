import Foundation

/// Whether off-screen cells survive: the iOS version question behind the recycled-cell bug.
public enum CellRetention: String, Sendable, CaseIterable {
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
public struct LayoutConfiguration: Equatable, Hashable, Sendable {
  /// Items in the only section (0 allowed).
  public var itemCount: Int = 0
  /// `itemSize.width`.
  public var itemWidth: CGFloat = 50
  /// `itemSize.height`.
  public var itemHeight: CGFloat = 50
  /// `minimumLineSpacing`: the gap between columns.
  public var lineSpacing: CGFloat = 10
  /// `minimumInteritemSpacing`: the gap between items stacked in one column.
  public var interitemSpacing: CGFloat = 10
  /// The layout's `sectionInset` property.
  public var sectionInset: UIEdgeInsets = .zero
  /// What `collectionView(_:layout:insetForSectionAt:)` returns, when the delegate implements
  /// it: the geometry then uses it, while code reading `sectionInset` still sees the property.
  public var delegateSectionInset: UIEdgeInsets? = nil
  /// The collection view's bounds (and frame) width.
  public var viewWidth: CGFloat = 375
  /// The collection view's bounds (and frame) height.
  public var viewHeight: CGFloat = 150
  /// Pixels per point: 1, 2 or 3.
  public var screenScale: CGFloat = 3
  /// The requested `decelerationRate`, quantised by UIKit to 0.99 or 0.998.
  public var decelerationRate: CGFloat = 0.998
  /// Whether a view that cannot scroll still lets a drag begin and rubber-band.
  public var alwaysBounceHorizontal: Bool = false
  /// Whether off-screen cells are recycled or retained.
  public var cellRetention: CellRetention = .visible

  /// A configuration with every field at UIKit's default.
  public init() {}

  /// The insets the flow geometry uses: the delegate's when present, else the property.
  public var geometryInset: UIEdgeInsets { delegateSectionInset ?? sectionInset }
}
