import Foundation

/// Whether off-screen cells survive: the iOS version question behind the recycled-cell bug.
package enum CellRetention: String, Sendable, CaseIterable {
  /// Only cells whose frames intersect the bounds exist; `cellForItem(at:)` is nil for the rest
  /// (always so before iOS 15, and on iOS 15+ once a cell is no longer retained).
  case visible
  /// Every item has a cell, as when iOS 15+ keeps prefetched and recently shown cells.
  case all
}

/// One scenario's layout and collection view, with UIKit's defaults.
///
///     var configuration = LayoutConfiguration()
///     configuration.itemCount = 10
///     configuration.itemWidth = 250
///     // item 250×50, spacings 10, insets 0, view 375×150 at @3x, rate 0.998
package struct LayoutConfiguration: Equatable, Hashable, Sendable {
  /// The framework the scroll view belongs to: UIKit's collection view, or a SwiftUI
  /// `ScrollView` over a lazy stack (`LayoutConfiguration+SwiftUI.swift`).
  package var host: HostFramework = .uikit
  /// Items per section, in order; `[n]` is one section of n items, and
  /// `[]` is no section at all. A new total deals `itemSizes` out again (item i takes
  /// `itemSizes[i mod count]`), so there is always one size per item.
  package var sections: [Int] = [0] {
    didSet {
      let total = sections.reduce(0) { $0 + Swift.max(0, $1) }
      if !itemSizes.isEmpty, total != itemSizes.count { itemSizes = (0..<total).map { itemSizes[$0 % itemSizes.count] } }
    }
  }
  /// The axis the layout scrolls along.
  package var scrollDirection: UICollectionView.ScrollDirection = .horizontal
  /// `itemSize.width`.
  package var itemWidth: CGFloat = 50
  /// `itemSize.height`.
  package var itemHeight: CGFloat = 50
  /// What the flow delegate's `sizeForItemAt` answers, one size per item numbered across
  /// sections (TheUIKitModel); empty: it answers `itemSize`. The layout's `itemSize` property stays
  /// `itemWidth`×`itemHeight` (at UIKit's default: JSON takes one or the other). After a
  /// reload item i takes `itemSizes[i mod count]`.
  package var itemSizes: [CGSize] = []
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
  /// Whether a horizontal view that cannot scroll still lets a drag begin and rubber-band.
  package var alwaysBounceHorizontal: Bool = false
  /// Whether a vertical view that cannot scroll still lets a drag begin and rubber-band.
  package var alwaysBounceVertical: Bool = false
  /// Whether drags past an edge rubber-band (false: the release is clamped to the range).
  package var bounces: Bool = true
  /// Whether the user can drag at all.
  package var isScrollEnabled: Bool = true
  /// UIKit's paging mode: a drag rests on a page (A3); the layout's target is not asked (A4).
  package var isPagingEnabled: Bool = false
  /// The scroll view's `contentInset`.
  package var contentInset: UIEdgeInsets = .zero
  /// The safe area the view sits in, as a device in landscape gives it.
  package var safeAreaInsets: UIEdgeInsets = .zero
  /// A SwiftUI scroll view's: whether a stack in it carries `.scrollTargetLayout()`; without
  /// one `.viewAligned` has nothing to align to and leaves the natural target (S5).
  package var scrollTargetLayout: Bool = true
  /// How the safe area joins the content inset.
  package var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  /// Whether off-screen cells are recycled or retained.
  package var cellRetention: CellRetention = .visible
  /// The flow layout's `sectionHeadersPinToVisibleBounds`: stored; it moves no snap position.
  package var sectionHeadersPinToVisibleBounds: Bool = false
  /// The flow layout's `headerReferenceSize`: its length along the scroll axis puts a header
  /// before each section's items (zero: none).
  package var headerSize: CGSize = .zero
  /// The flow layout's `footerReferenceSize`: a footer after each section's items.
  package var footerSize: CGSize = .zero
  /// The item size the app gives for each view size it has, as a `sizeForItemAt` that reads
  /// the bounds would: after a resize to one of these view sizes, the flow layout's
  /// `itemSize` becomes its item size (a checked layout's `.relative` item size, evaluated
  /// at every view size of the case). Empty: the item size never follows the view.
  package var itemSizesForViewSizes: [ItemSizeForViewSize] = []

  /// One entry of `itemSizesForViewSizes`: a view size and the item size for it.
  package struct ItemSizeForViewSize: Equatable, Hashable, Sendable {
    /// The view's size.
    package var view: CGSize
    /// The item size for it.
    package var item: CGSize

    /// An entry.
    package init(view: CGSize, item: CGSize) {
      self.view = view
      self.item = item
    }
  }

  /// The item size `itemSizesForViewSizes` gives for a view of `size`, or nil.
  package func itemSize(forViewSize size: CGSize) -> CGSize? {
    itemSizesForViewSizes.itemSize(forViewSize: size)
  }

  /// A configuration with every field at UIKit's default.
  package init() {}

  /// All items in all sections; setting it makes one section of that many items.
  package var itemCount: Int {
    get { sections.reduce(0, +) }
    set { sections = [newValue] }
  }

  /// Whether the view bounces along `axis` even when it cannot scroll there.
  package func alwaysBounces(along axis: Axis) -> Bool {
    axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
  }

  /// The insets the flow geometry uses: the delegate's when present, else the property.
  package var geometryInset: UIEdgeInsets { delegateSectionInset ?? sectionInset }
}

extension [LayoutConfiguration.ItemSizeForViewSize] {
  /// The item size listed for a view of `size`, or nil.
  package func itemSize(forViewSize size: CGSize) -> CGSize? {
    first { $0.view == size }?.item
  }
}
