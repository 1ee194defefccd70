// fs-pager: FSPagerView (WenchaoD/FSPagerView), HEAD f90ab7d (2025-01-02, 16 commits after
// 0.8.3): Sources/FSPageViewLayout.swift (class FSPagerViewLayout), FSPagerView.swift,
// FSPagerCollectionView.swift. Written from a description of the library's rule, not from the
// library's code; the library's names appear in comments where the description gives them.
//
// A custom layout with a target override: fixed mode (decelerationDistance D ≥ 1) pages
// from the release point, D items per fling; automatic mode (D = 0) nudges the proposal by
// 0.35 of a page; then the target is floored at 0 and capped at content − P. The pager, the
// collection view's delegate, tracks `currentIndex` in `scrollViewDidScroll`, and a
// re-prepare puts the view back on it.
//
// Deviations from the description:
// - The layout is the library's shape, a custom `UICollectionViewLayout` (`PagerLayout`): page
//   g of section 0 at ℓ + gP along the axis, w long, centred across; content 2ℓ + (N − 1)t + Nw
//   long (2ℓ − t with no pages). Frames are not pixel-rounded (the library does not round them).
// - isInfinite false only: the infinite mode (32767 div n sections, the middle section's
//   copy) is left out. D (0 for automatic), interitemSpacing, the itemSize property
//   (`itemSizeWidth` × `itemSizeHeight`, 0 × 0 automatic) and the transformer type are
//   options; of a transformer only the spacing it sets (step 1) is ported, not the
//   transforms it gives the pages.
// - One section: the pager's data source has one when not infinite, so fs-pager is checked on
//   the classic host (one section, no content insets) on both axes; n is section 0's item count.
// - prepare acts "when flagged or when the frame size changed": the layout asks to be
//   invalidated when the bounds change size, and the simulator calls `prepare()` when the
//   view is made, resized or reloaded; its reload stands for the pager's `reloadData`, which
//   flags; so the port acts on every `prepare()`. A bare collection-view reload, which would
//   not re-prepare, is not modelled.
// - The pager forces contentInset zero, `.never` and `.fast` when it makes its collection
//   view; here the layout's `prepare()` sets them, before the first event. Paging is off as
//   the scenario's default; prefetching is not modelled.
// - The model sends `scrollViewDidScroll` for every change of offset, as UIKit does (TheUIKitModel),
//   the offset `prepare()` sets and the clamp after a resize or reload included; but it moves
//   the view only between steps of the rotation, never through the intermediate offsets
//   UIKit's animation passes while the old page length still holds.
// - currentIndex is "lround(…) mod n": with n = 0 the remainder would trap, so the port leaves
//   currentIndex alone when there are no items; lround's undefined results (NaN when P = 0)
//   follow the model's arm64 conversion (A9 in the UIKit model article): NaN → 0, saturating.
// - The pager's own `scrollViewWillEndDragging` only reports an index and is left out, and so
//   is its `scrollToItem` (the description does not give it).
// - The axis is the scenario's scroll direction (the pager's `scrollDirection`).
import Foundation
import SnapModel

/// A type of `FSPagerViewTransformer`, for the spacing between pages it sets (step 1 of the
/// zoo's description of FSPagerView); the transforms it gives the pages are not ported.
package enum PagerTransformer: String, CaseIterable, Sendable, OptionRepresentable {
  case crossFading, zoomOut, depth, overlap, linear, coverFlow, ferrisWheel, invertedFerrisWheel, cubic

  /// `minimumScale` m of the overlap and linear transformers.
  static let minimumScale: CGFloat = 0.65

  /// The spacing between pages on `axis` for an `itemSize` property `width` wide (0 when
  /// automatic): overlap −0.6·m·width, linear −0.2·m·width, coverFlow −width·sin(3π/16), the
  /// ferris wheels −0.15·width, each 0 when vertical; cubic 0; nil for the others, which keep
  /// the pager's `interitemSpacing`.
  func spacing(itemWidth width: CGFloat, axis: UICollectionView.ScrollDirection) -> CGFloat? {
    let horizontal = axis == .horizontal
    switch self {
    case .overlap: return horizontal ? -0.6 * Self.minimumScale * width : 0
    case .linear: return horizontal ? -0.2 * Self.minimumScale * width : 0
    case .coverFlow: return horizontal ? -width * sin(3 * .pi / 16) : 0
    case .ferrisWheel, .invertedFerrisWheel: return horizontal ? -0.15 * width : 0
    case .cubic: return 0
    case .crossFading, .zoomOut, .depth: return nil
    }
  }
}

/// `FSPagerViewLayout`: pages of the pager's item size, the spacing apart, snapped by
/// `decelerationDistance`.
package final class PagerLayout: UICollectionViewLayout {
  /// `decelerationDistance` D: pages passed per fling, 0 for automatic.
  package let decelerationDistance: Int
  /// The pager's `interitemSpacing`: t unless the transformer sets its own.
  package let interitemSpacing: CGFloat
  /// The pager's `itemSize` property; `.zero` is automatic (the view's frame size).
  package let pagerItemSize: CGSize
  /// The pager's transformer type, or nil for none.
  package let transformer: PagerTransformer?
  /// `itemSpacing` P = w + t, the page advance, set by `prepare()`.
  package private(set) var itemSpacing: CGFloat = 0
  /// The pages as `prepare()` laid them out.
  private var pages = EvenlySpacedItems(axis: .horizontal, count: 0, start: 0, advance: 0, length: 0, crossOrigin: 0, crossLength: 0)
  /// The spacing t in effect: the transformer's, else `interitemSpacing`; set by `prepare()`.
  package private(set) var spacing: CGFloat = 0
  /// The pager whose `currentIndex` a re-prepare scrolls back to.
  fileprivate weak var pager: PagerScrollDelegate?

  /// A layout with the given deceleration distance, spacing, item size and transformer.
  package init(
    decelerationDistance: Int, interitemSpacing: CGFloat, itemSize: CGSize, transformer: PagerTransformer?
  ) {
    self.decelerationDistance = decelerationDistance
    self.interitemSpacing = interitemSpacing
    pagerItemSize = itemSize
    self.transformer = transformer
    super.init()
  }

  /// UIKit's archive initializer: the layout is made in code, never decoded.
  package required init?(coder: NSCoder) { nil }

  /// Forces the pager's view settings, lays the pages out,
  /// and puts the view on the current index's page (step 4).
  package override func prepare() {
    super.prepare()
    guard let view = collectionView else { return }
    view.contentInset = .zero
    view.contentInsetAdjustmentBehavior = .never
    view.decelerationRate = .fast
    let axis = view.scrollAxis
    let itemSize = pagerItemSize == .zero ? view.frame.size : pagerItemSize
    spacing = transformer?.spacing(itemWidth: pagerItemSize.width, axis: axis) ?? interitemSpacing
    let itemLength = axis.main(itemSize)
    let leadingSpacing = (axis.main(view.frame.size) - itemLength) / 2
    itemSpacing = itemLength + spacing
    pages = EvenlySpacedItems(
      axis: axis, count: view.numberOfItems(inSection: 0), start: leadingSpacing, advance: itemSpacing, length: itemLength,
      crossOrigin: (axis.cross(view.frame.size) - axis.cross(itemSize)) / 2, crossLength: axis.cross(itemSize))
    let currentIndex = pager?.currentIndex ?? 0
    view.contentOffset = axis.point(main: CGFloat(currentIndex) * itemSpacing, cross: 0)
  }

  /// 2ℓ + (N − 1)t + Nw along the axis, the view's extent across.
  package override var collectionViewContentSize: CGSize {
    let crossExtent = collectionView.map { pages.axis.cross($0.frame.size) } ?? 0
    let count = CGFloat(pages.count)
    return pages.axis.size(main: 2 * pages.start + (count - 1) * spacing + count * pages.length, cross: crossExtent)
  }

  /// The pages meeting `rect`.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    pages.attributes(meeting: rect)
  }

  /// Page `indexPath.item` of section 0.
  package override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    pages.attributes(at: indexPath)
  }

  /// A change of the view's size lays the pages out again.
  package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let view = collectionView else { return false }
    return newBounds.size != view.frame.size
  }

  /// The snap rule; the velocity and the release point are read from
  /// x on both axes, so a vertical pager always rounds the proposal.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let axis = pages.axis
    let proposed = axis.main(proposedContentOffset)
    let page = itemSpacing
    let release = collectionView?.contentOffset.x ?? 0
    let nearestToProposal = (proposed / page).rounded() * page
    let target: CGFloat
    if decelerationDistance >= 1 {
      let passing = CGFloat(decelerationDistance)
      if velocity.x >= 0.3 {
        target = (release / page + passing - 1).rounded(.up) * page
      } else if velocity.x <= -0.3 {
        target = (release / page - (passing - 1)).rounded(.down) * page
      } else {
        target = nearestToProposal
      }
    } else if abs(velocity.x) >= 0.3 {
      target = (proposed / page + 0.35 * (velocity.x >= 0 ? 1 : -1)).rounded() * page
    } else {
      target = nearestToProposal
    }
    let bound = axis.main(collectionViewContentSize) - page
    return axis.replacingMain(of: proposedContentOffset, with: min(max(target, 0), bound))
  }
}

/// `FSPagerView`'s part as the collection view's delegate: it tracks `currentIndex`.
package final class PagerScrollDelegate: UICollectionViewDelegate {
  /// The pager's layout.
  package let layout: PagerLayout
  /// `currentIndex`: the page the offset is nearest, as of the last `scrollViewDidScroll`.
  package private(set) var currentIndex = 0

  /// A pager over `layout`.
  package init(layout: PagerLayout) {
    self.layout = layout
    layout.pager = self
  }

  /// currentIndex = lround(fmod(max(offset x, offset y)/P, n)) mod n.
  package func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let view = scrollView as? UICollectionView else { return }
    let count = view.numberOfItems(inSection: 0)
    guard count > 0 else { return }
    let pages = fmod(max(view.contentOffset.x, view.contentOffset.y) / layout.itemSpacing, CGFloat(count))
    currentIndex = ObjectiveC.integer(pages.rounded()) % count
  }

  /// `fs-pager` in the registry.
  /// The options `fs-pager` takes: the pager's own settings.
  package enum Options {
    /// `decelerationDistance`, items passed per fling, 0 for automatic.
    package static let decelerationDistance = AlgorithmOption<Int>(
      "decelerationDistance", "items passed per fling, 0 for automatic", default: 1,
      .integer(0...AlgorithmOptions.itemsToScrollLimit))
    /// The pager's `interitemSpacing`, the gap between pages.
    package static let interitemSpacing = AlgorithmOption<Double>("interitemSpacing", "the gap between pages", default: 0, .real)
    /// The width of the pager's `itemSize` property.
    package static let itemSizeWidth = AlgorithmOption<Double>(
      "itemSizeWidth", "the pager's itemSize width (0 with itemSizeHeight 0: automatic, the view's frame size)", default: 0, .real)
    /// The height of the pager's `itemSize` property.
    package static let itemSizeHeight = AlgorithmOption<Double>(
      "itemSizeHeight", "the pager's itemSize height (0 with itemSizeWidth 0: automatic, the view's frame size)", default: 0, .real)
    /// The pager's transformer type.
    package static let transformer = AlgorithmOption<PagerTransformer?>(
      "transformer", "the pager's transformer type, for the spacing it sets (its transforms are not ported); none by default",
      default: nil, .names(PagerTransformer.allCases.map(\.rawValue)))
  }

  static let algorithm = Algorithm(
    id: "fs-pager",
    origin: "zoo: WenchaoD/FSPagerView HEAD f90ab7d (after 0.8.3)",
    summary: "full-view pages: a fling passes decelerationDistance pages from the release point, a slow drag rounds the proposal; capped at content − P",
    options: [
      Options.decelerationDistance.declaration, Options.interitemSpacing.declaration, Options.itemSizeWidth.declaration,
      Options.itemSizeHeight.declaration, Options.transformer.declaration,
    ],
    host: HostCoverage(axes: [.horizontal, .vertical], isWide: false),
    contract: { _ in SnapContract(alignment: .center, pageCap: nil, keepsState: false, hasTransforms: false) },
    make: { _, options in
      let layout = PagerLayout(
        decelerationDistance: options[Options.decelerationDistance],
        interitemSpacing: CGFloat(options[Options.interitemSpacing]),
        itemSize: CGSize(width: options[Options.itemSizeWidth], height: options[Options.itemSizeHeight]),
        transformer: options[Options.transformer])
      let pager = PagerScrollDelegate(layout: layout)
      return LayoutUnderTest(layout: pager.layout, delegate: pager)
    })
}
