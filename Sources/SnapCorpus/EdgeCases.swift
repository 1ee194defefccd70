import Foundation
import SnapModel

/// The named edge cases: the places where published snap code breaks, one scenario each.
///
/// Most start from `banner`: ten 300×150 items, spacing 10, in a 375×150 view at @3x
/// (pageSpace 310, content 3090, maxX 2715).
package enum EdgeCases {
  /// The common starting configuration.
  static var banner: LayoutConfiguration {
    var c = LayoutConfiguration()
    c.itemCount = 10
    c.itemWidth = 300
    c.itemHeight = 150
    c.lineSpacing = 10
    return c
  }

  private static func entry(_ name: String, _ summary: String, _ events: [Event]) -> CorpusEntry {
    entry(name, summary, { _ in }, events)
  }

  private static func entry(
    _ name: String, _ summary: String, _ change: (inout LayoutConfiguration) -> Void, _ events: [Event]
  ) -> CorpusEntry {
    var configuration = banner
    change(&configuration)
    return CorpusEntry(name: name, summary: summary, configuration: configuration, events: events)
  }

  private static func drag(_ distance: CGFloat, _ velocity: CGFloat = 0) -> Event {
    .drag(distance: distance, velocity: velocity)
  }

  /// Every named edge case, in the order tables list them.
  package static let all: [CorpusEntry] = [
    entry("empty-collection", "No items: content is the insets, the view cannot scroll, drags never begin.",
          { $0.itemCount = 0 }, [drag(100, 1), drag(-50)]),
    entry("empty-collection-bouncing", "No items but alwaysBounceHorizontal: the drag begins and rubber-bands.",
          { $0.itemCount = 0; $0.alwaysBounceHorizontal = true }, [drag(50), drag(-30, -1)]),
    entry("one-item", "One item narrower than the view: nothing to page to.",
          { $0.itemCount = 1 }, [drag(100, 1)]),
    entry("one-item-bouncing", "One item, bouncing: rubber-band on both sides with no velocity.",
          { $0.itemCount = 1; $0.alwaysBounceHorizontal = true }, [drag(60, 2), drag(-60, -2)]),
    entry("two-items", "Two items: the second is the last position, reached with one drag.",
          { $0.itemCount = 2 }, [drag(200), drag(-200)]),
    entry("item-wider-than-view", "Items 500 wide in a 375-wide view: the last item cannot be left-aligned.",
          { $0.itemWidth = 500; $0.itemCount = 4 }, [drag(300), drag(300), drag(300), drag(-200)]),
    entry("item-exactly-view-width", "Full-width pages with no spacing: pageSpace equals the view width.",
          { $0.itemWidth = 375; $0.lineSpacing = 0 }, [drag(200), drag(120, 1), drag(-200, -1)]),
    entry("content-narrower-than-view", "Three 100-wide items fit in the view: nothing scrolls.",
          { $0.itemCount = 3; $0.itemWidth = 100 }, [drag(80, 1), drag(-80, -1)]),
    entry("threshold-eighth-page-minus", "A drag of pageSpace/8 − 0.01 (38.74): just short of seed 000's threshold.",
          [drag(38.74)]),
    entry("threshold-eighth-page-plus", "A drag of pageSpace/8 + 0.01 (38.76): just past seed 000's threshold.",
          [drag(38.76)]),
    entry("threshold-half-page-minus", "A drag of pageSpace/2 − 0.01: nearest-item code stays.",
          [drag(154.99)]),
    entry("threshold-half-page-plus", "A drag of pageSpace/2 + 0.01: nearest-item code pages.",
          [drag(155.01)]),
    entry("velocity-2.999", "A fling at 2.999 points/ms: (NSInteger)2.999 is 2, one page.",
          [drag(40, 2.999)]),
    entry("velocity-3.0", "A fling at 3.0 points/ms: two pages for the last-offset family.",
          [drag(40, 3.0)]),
    entry("velocity-below-momentum-floor", "Velocity 0.2499: UIKit starts no momentum, the layout sees 0.",
          [drag(100, 0.2499)]),
    entry("velocity-at-momentum-floor", "Velocity 0.25: the smallest velocity that projects.",
          [drag(100, 0.25)]),
    entry("fling-past-last-item", "A hard fling near the end: the proposal clamps to maxX.",
          [.scroll(offset: 2170), drag(100, 8)]),
    entry("drag-past-leading-edge", "Dragging back from 0: the release rubber-bands below zero.",
          [drag(-200), drag(-200, -2)]),
    entry("drag-past-trailing-edge", "Dragging on from maxX: the release rubber-bands past the end.",
          [.scroll(offset: 2715), drag(200), drag(200, 2)]),
    entry("rotation-mid-sequence", "Drag, rotate to landscape, drag, rotate back.",
          [drag(200), .resize(width: 812, height: 150), drag(200), .resize(width: 375, height: 150), drag(-100)]),
    entry("reload-fewer-items", "Scrolled to item 8, reload with three items: the offset clamps, memory may be stale.",
          [.scroll(offset: 2480), .reload(itemCount: 3), drag(60), drag(-60)]),
    entry("reload-to-empty", "Reload with no items after paging.",
          [drag(200), .reload(itemCount: 0), drag(50)]),
    entry("programmatic-scroll-then-swipe", "scrollToItem to item 3, then a small swipe: stale memory shows.",
          [.scroll(offset: 930), drag(50)]),
    entry("current-cell-recycled", "From item 3, drag back 700: item 3's cell is off-screen at release.",
          [.scroll(offset: 930), drag(-700)]),
    entry("current-cell-retained", "The same drag with every cell retained (iOS 15+ prefetching).",
          { $0.cellRetention = .all }, [.scroll(offset: 930), drag(-700)]),
    entry("fractional-width-392.727", "A 392.727…-wide view (a 4320/11 split): maxX is not on the pixel grid.",
          { $0.viewWidth = 392.72727272727275 }, [drag(160), drag(160, 1)]),
    entry("scale-2-rounding", "@2x with inset 10.3 and spacing 7.1: origins round to half points.",
          { $0.screenScale = 2; $0.sectionInset.left = 10.3; $0.lineSpacing = 7.1 }, [drag(160), drag(160), drag(-50, -1)]),
    entry("scale-3-rounding", "@3x with inset 10.3 and spacing 7.1: origins round to thirds.",
          { $0.sectionInset.left = 10.3; $0.lineSpacing = 7.1 }, [drag(160), drag(160), drag(-50, -1)]),
    entry("nan-velocity", "A NaN velocity: the proposal is NaN.",
          [drag(100, .nan)]),
    entry("infinite-velocity", "An infinite velocity: the proposal clamps to maxX; Swift's Int(v) traps.",
          [drag(100, .infinity)]),
    entry("negative-infinite-velocity", "A −∞ velocity from the middle.",
          [.scroll(offset: 1240), drag(-100, -.infinity)]),
    entry("velocity-2^63", "|v| = 2^63: finite, but past Int.max.",
          [drag(100, 9_223_372_036_854_775_808.0)]),
    entry("zero-item-width", "Zero-width items: pageSpace is the spacing alone.",
          { $0.itemWidth = 0 }, [drag(30), drag(30, 1)]),
    entry("zero-page-space", "Zero-width items and no spacing: pageSpace 0, so offset/pageSpace is ∞ or NaN.",
          { $0.itemWidth = 0; $0.lineSpacing = 0; $0.sectionInset.right = 500 }, [drag(30), drag(-10)]),
    entry("negative-item-width", "Negative item width: columns run backwards.",
          { $0.itemWidth = -100; $0.sectionInset.right = 800 }, [drag(50), drag(-20, -1)]),
    entry("zero-view-width", "An empty view, 0 wide.",
          { $0.viewWidth = 0 }, [drag(100, 1), .resize(width: 375, height: 150), drag(100)]),
    entry("stacked-columns", "Items 40 high in a 150-high view: three to a column.",
          { $0.itemCount = 30; $0.itemHeight = 40 }, [drag(200), drag(200, 1), drag(-100)]),
    entry("centring-insets", "Insets (W − w)/2 that centre the first and last item.",
          { $0.sectionInset = UIEdgeInsets(top: 0, left: 37.5, bottom: 0, right: 37.5) }, [drag(200), drag(200, 2), drag(-100, -1)]),
    entry("inset-left-twice-spacing", "inset.left = 2·lineSpacing: leading positions sit 20 left of the items.",
          { $0.sectionInset.left = 20 }, [drag(200), drag(-100)]),
    entry("delegate-inset", "The delegate returns inset.left 10 while sectionInset is zero (seed 000's demo does this).",
          { $0.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0) }, [drag(200), drag(200, 1)]),
    entry("deceleration-fast", "decelerationRate .fast: the projection is ln 0.99, ~99.5 pt per point/ms.",
          { $0.decelerationRate = 0.99 }, [drag(60, 4), drag(-60, -4)]),
    entry("one-page-drags-to-the-end", "Eleven one-page drags forward: does the view reach the last position?",
          Array(repeating: drag(310), count: 11)),
    entry("drag-back-from-the-end", "Eleven one-page drags to the end, then one back: memory clamped to offsetMax drifts.",
          Array(repeating: drag(310), count: 11) + [drag(-310)]),
    entry("zero-drag-at-rest", "A drag of zero at a snap position: nothing should move.",
          [.scroll(offset: 620), drag(0), drag(0)]),
    entry("large-item-count-100000", "100,000 items, paging in the middle: geometry queries must not scan.",
          { $0.itemCount = 100_000 }, [.scroll(offset: 15_500_000), drag(200), drag(200, 3), drag(-200, -1)]),
    entry("vertical-feed", "A vertical feed: 375×300 rows, spacing 10, in a 375×667 view; the seeds read .x and do what that code does.",
          { $0.scrollDirection = .vertical; $0.itemWidth = 375; $0.itemHeight = 300; $0.viewHeight = 667 },
          [drag(156), drag(40, 1.5), drag(-300, -2)]),
    entry("content-inset-centring", "contentInset 37.5 each side centres the first item; the view starts at −37.5.",
          { $0.contentInset = UIEdgeInsets(top: 0, left: 37.5, bottom: 0, right: 37.5) },
          [drag(156), drag(40, 1.5), drag(-300, -2)]),
    entry("landscape-safe-area", "A phone in landscape: 812×375, safe area 47 on the left joins the inset; starts at −47.",
          { $0.viewWidth = 812; $0.viewHeight = 375; $0.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0) },
          [drag(156), drag(40, 1.5), drag(-300, -2)]),
    entry("two-sections-one-empty", "Sections [4, 0, 6] with insets 10: an empty section adds its insets to the gap.",
          { $0.sections = [4, 0, 6]; $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10) },
          [.scroll(offset: 930), drag(160), drag(160), drag(-320, -1)]),
    entry("delegate-deceleration-paths", "Drags that rest where released (no deceleration) and that decelerate: the delegate's will-end paths.",
          [drag(100), drag(100, 1), drag(0), drag(-100, -1)]),
    entry("bounces-false", "bounces false: drags past either end stop at the edge instead of rubber-banding.",
          { $0.bounces = false }, [drag(-100), .scroll(offset: 2715), drag(200), drag(200, 2)]),
    entry("paging-enabled", "isPagingEnabled: drags rest on pages one view length apart (A3); the layout is not asked (A4).",
          { $0.isPagingEnabled = true }, [drag(100, 1), drag(50)]),
  ]

  /// The named edge cases of the model's later features (headers and footers, items of
  /// different sizes). They come after the seed demos in the corpus (`Corpus.named`), so the
  /// named cases before them keep their positions, by which an app's golden draws their
  /// configurations.
  package static let later: [CorpusEntry] = [
    entry("section-headers", "Sections [4, 4] with a 40-pt header and a 20-pt footer each: items sit after their header, snap positions stay item positions.",
          { $0.sections = [4, 4]; $0.headerSize = CGSize(width: 40, height: 150); $0.footerSize = CGSize(width: 20, height: 150) },
          [drag(200), drag(300, 1), .scroll(offset: 1240), drag(-150, -1)]),
    entry("different-sizes", "Items 300, 200 and 350 wide in turn (a flow delegate's sizes): each rests at its own leading edge, pages differ.",
          { $0.itemSizes = (0..<10).map { CGSize(width: [300, 200, 350][$0 % 3], height: 150) } },
          [drag(200), drag(150, 1), drag(300, 0), drag(-100, -1)]),
  ]

  /// The named edge cases of batch updates (`update` events). They come after the seed demos
  /// in the corpus (`Corpus.named`), so the other named cases keep their positions, by which
  /// an app's golden draws their configurations, and an app's layout checked without
  /// `updates` keeps its golden as it was (`Corpus.named(for:)`).
  package static let updates: [CorpusEntry] = [
    entry("update-delete-before", "At item 3 (930), item 0 is deleted: item 3 is now at 620; the base keeps 930, item 4.",
          [.scroll(offset: 930), update(deletes: [0]), drag(100)]),
    entry("update-delete-last-at-end", "At the end (2715, the last item), the last item is deleted: the new end is 2405 (UPCarouselFlowLayout #68).",
          [.scroll(offset: 2715), update(deletes: [9]), drag(-100)]),
    entry("update-insert-and-move", "At item 2 (620), an item is inserted first and item 5 moves to 1: item 2 is now item 4, at 1240.",
          [.scroll(offset: 620), .update(BatchUpdate(
            inserts: [IndexPath(item: 0, section: 0)], moves: [.init(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0))])),
           drag(50)]),
  ]

  /// A batch update deleting `items` of section 0.
  private static func update(deletes items: [Int]) -> Event {
    .update(BatchUpdate(deletes: items.map { IndexPath(item: $0, section: 0) }))
  }

  /// The named edge cases of an orthogonal compositional section (A19, A20), as the sections
  /// `OrthogonalSectionCase` makes of them: in the goldens of UIKit's orthogonal baselines only,
  /// after the corpus (the other goldens keep theirs).
  package static let orthogonalSections: [CorpusEntry] = [
    entry("orthogonal-group-wider-than-view", "Five absolute groups 500 long in a 375 view: a group leading position is past the next group's centred one.",
          { $0.itemCount = 5; $0.itemWidth = 500 }, [drag(200, 1), drag(-100), drag(600, 2), drag(-40, -1)]),
    entry("orthogonal-fractional-groups-not-dividing", "Eight groups of .fractionalWidth(0.3) of 375 (112.5), 10 apart: no page boundary falls between groups.",
          { $0.itemCount = 8; $0.itemWidth = 112.5 }, [drag(100, 1), drag(60), drag(-300, -2)]),
    entry("orthogonal-insets-larger-than-group", "Five groups 100 long with leading and trailing insets of 200: the first centred position is clamped to 0.",
          { $0.itemCount = 5; $0.itemWidth = 100; $0.sectionInset = UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 200) },
          [drag(50, 1), drag(80), drag(-500, -3)]),
    entry("orthogonal-one-group", "One group 300 long: the section cannot scroll, every drag stays at 0.",
          { $0.itemCount = 1; $0.itemWidth = 300 }, [drag(100, 1), drag(-80, -1)]),
  ]
}
