import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel

/// The zoo's libraries and recipes as the report presents them: each rule in a
/// sentence, and each bug its users reported with what SnapCheck makes of it.
package struct ZooLibrary: Sendable {
  /// A bug a library's users reported, and whether SnapCheck shows it.
  package struct ReportedBug: Sendable {
    /// What SnapCheck makes of a reported bug.
    package enum Finding: Sendable {
      /// The matrix shows it: the algorithm violates this property at the default seed; when
      /// the shrunk counterexample shows another face of the property, `demo` is a scenario
      /// that shows this very bug.
      case shows(Property, demo: Case? = nil)
      /// It needs an option the generator does not draw: this scenario, run with these
      /// options (`name=value`, as `snapcheck check --option` takes them), violates the
      /// property, and without them does not.
      case showsWithOptions(Property, Case, [String])
      /// SnapCheck does not show it, and why.
      case doesNotShow(String)
    }

    /// The issue or pull request, as the library's tracker names it: `#` and a number, or `PR #` and a number, several separated by commas.
    package var issue: String
    /// What the users reported, in a few words.
    package var report: String
    /// What SnapCheck makes of it.
    package var finding: Finding
  }

  /// The algorithm's id.
  package var algorithm: String
  /// The library or recipe and the version described.
  package var name: String
  /// Its snap rule, in one sentence.
  package var rule: String
  /// The bugs its users reported, in the report's order.
  package var bugs: [ReportedBug]

  /// Every zoo entry, in the registry's order.
  package static let all: [ZooLibrary] = [upCarousel, centeredFlow, msPeek, fsPager, velocityNudge, delegateRound]

  private static let upCarousel = ZooLibrary(
    algorithm: "up-carousel", name: "UPCarouselFlowLayout 1.1.2 (zepojo/UPCarouselFlowLayout, b1a3631)",
    rule: "centre the item, among those on screen at release, whose centre is nearest the proposal's centre, floored to whole points and not clamped",
    bugs: [
      .init(issue: "#12", report: "with paging enabled it stops between items", finding: .shows(.onBoundary, demo: Case(
        configuration: paging(banner(items: 10, itemWidth: 100)), events: [.drag(distance: 200, velocity: 0)]))),
      .init(issue: "#18", report: "a quick flick snaps back instantly", finding: .shows(.noReversal, demo: Case(
        configuration: banner(items: 10, itemWidth: 300), events: [.drag(distance: 30, velocity: 0.5)]))),
      .init(issue: "#37, PR #45", report: "a short fast swipe jerks back", finding: .shows(.noReversal)),
      .init(issue: "PR #19", report: "only swipes one by one, no quick flick", finding: .doesNotShow(
        "by design of the rule (only items on screen at release are candidates), and no property asks for more than one page per flick")),
      // The insets come from `itemSize` (50), not from item 0's 300: offset 0 leaves item 0
      // off centre (its centre position is 125), and the flick that finds no candidate ends there.
      .init(issue: "#26", report: "first and last items not centred with `sizeForItemAt`", finding: .shows(.onBoundary, demo: Case(
        configuration: banner(widths: [300, 200, 300, 200, 300]), events: [.drag(distance: 3000, velocity: 3)]))),
      // In the overlap mode the line spacing follows the view's width, and a rotation keeps
      // the offset: item 1, centred at 257.5 in a 375-wide view (advance 257.5), sits near
      // item 0 once the 812-wide view's advance is 476. The fixed mode keeps the item.
      .init(issue: "#62", report: "rotation to landscape shows the first item", finding: .showsWithOptions(.resizeKeepsItem, Case(
        configuration: banner(items: 10, itemWidth: 300), events: [.scroll(offset: 257.5), .resize(width: 812, height: 375)]),
        ["visibleOffset=20"])),
      .init(issue: "#68", report: "after delete and reload, first and last not centred until a drag", finding: .doesNotShow(
        "the model runs deletes now (`update` events), and after one the port keeps its offset, clamped to the new range (it leaves `targetContentOffset(forProposedContentOffset:)` to the base); its `prepare()` centres the first and last items with insets that do not depend on the count, so the view rests centred on an item: a delete of the last item at the end rests on the new last item, centred (edge case `update-delete-last-at-end`). What a delete does show is another item: one before the current item moves the view on by one (`update-keeps-item`, for a layout checked with `updates: true`)")),
      .init(issue: "#66", report: "the current page index is wrong", finding: .doesNotShow("the index is the app's code, outside the snap rule")),
    ])

  private static let centeredFlow = ZooLibrary(
    algorithm: "centered-flow", name: "CenteredCollectionView 2.2.2 (BenEmdon/CenteredCollectionView, f2bf371)",
    rule: "centre the cell nearest the proposal's centre, one item further on when it lies against the velocity, unclamped; a content inset centres item 0, reset on every change of size",
    bugs: [
      .init(issue: "PR #68", report: "rotation or invalidation shows the first page", finding: .shows(.resizeKeepsItem, demo: Case(
        configuration: banner(items: 10, itemWidth: 300), events: [.scroll(offset: 582.5), .resize(width: 812, height: 375)]))),
      .init(issue: "#63", report: "not centred after `reloadSections`", finding: .doesNotShow(
        "the model runs `reloadSections` now (`update` events), and the port keeps its offset through it, clamped: it re-centres only when the size, scroll direction or item size changes, which a reload does not, and leaves `targetContentOffset(forProposedContentOffset:)` to the base; so the view stays centred on the item it showed (a reloaded section keeps item i as item i) or, when the section shrank below it, rests at the new end, where the content inset centres the last item. No off-centre state arises from the rule; the report's would come from what UIKit does to the offset while it animates the reload, which ZOO.md does not describe")),
      .init(issue: "#53", report: "first cell not centred until touched (iOS 13)", finding: .doesNotShow(
        "a timing of iOS 13's first layout pass; the model's view always has its final size when the layout is attached")),
      // The correction steps by `itemSize` + spacing (60), not by the real distance to the
      // next centre (260): from item 2's centre a short forward flick rests 60 pt on, off the grid.
      .init(issue: "#18", report: "inset from `itemSize`; delegate and self-sizing sizes unsupported", finding: .shows(.onBoundary, demo: Case(
        configuration: banner(widths: [300, 200, 300, 200, 300]), events: [.scroll(offset: 482.5), .drag(distance: 80, velocity: 0.3)]))),
      .init(issue: "#56", report: "\"one cell per swipe\" (answer: set `.fast`)", finding: .shows(.pageCap)),
      .init(issue: "PR #49", report: "cannot opt out of centring the first cell", finding: .doesNotShow("a design limit, not a property of the snap")),
      .init(issue: "source", report: "the velocity correction is unclamped: targets past both ends", finding: .shows(.inBounds)),
      .init(issue: "source", report: "across sections the correction steps by the line spacing, off the grid", finding: .shows(
        .onBoundary, demo: Case(configuration: banner(sections: [2, 2], itemWidth: 300), events: [
          .scroll(offset: 272.5), .drag(distance: 50, velocity: 0.3),
        ]))),
    ])

  private static let msPeek = ZooLibrary(
    algorithm: "ms-peek", name: "MSPeekCollectionViewDelegateImplementation 3.2.0 (MaherKSantina, 5bc891a)",
    rule: "in the delegate, a fling moves max(g − c, 1) items forward or 1 back, counted from the last target it wrote, not from where the drag began; a slow drag rounds the pointee to an item",
    bugs: [
      .init(issue: "#55", report: "zero-velocity drags land on the wrong page", finding: .doesNotShow(
        "fixed in 3.0.4, before the version described: slow drags round the pointee, and `rest-stable` holds")),
      .init(issue: "PR #72", report: "slow drags ignored the minimum and maximum; the merged fix clamps the absolute index",
        finding: .showsWithOptions(.pageCap, Case(configuration: banner(items: 12, itemWidth: 50), events: [
          .scroll(offset: 8 * 315), .drag(distance: 10, velocity: 0),
        ]), ["maximumItemsToScroll=2"])),
      .init(issue: "PR #71", report: "negative spacing glitches", finding: .doesNotShow(
        "with the option `cellSpacing` negative (−10 or −30) every property keeps its verdict at the default seed: the snap rule is unchanged, and what a negative spacing changes is drawing (neighbours overlap by the spacing; below −`cellPeekWidth` item 0 starts before the content), which no property reads")),
      .init(issue: "PR #33", report: "paging enabled in Interface Builder gives wrong offsets", finding: .doesNotShow(
        "with paging on the behaviour receives UIKit's page (A3) as its pointee instead of the proposal, and what it writes is the rest (A4): its offsets stay its own, a slow long drag rounding the page and so moving an item less; the wrong offsets reported need UIKit to ignore the written target under paging, which A4 assumes it does not")),
      .init(issue: "#53, PR #52, #50, #42", report: "version 2's velocity, clipped last item and orientation bugs", finding: .doesNotShow(
        "version 2's rule is not ported; `resize-keeps-item` fails in 3.2.0 too (a resize keeps the offset and the last target while the item length changes), the symptom of #42")),
    ])

  private static let fsPager = ZooLibrary(
    algorithm: "fs-pager", name: "FSPagerView (WenchaoD/FSPagerView, HEAD f90ab7d, after 0.8.3)",
    rule: "a fling passes `decelerationDistance` pages from the release point (ceil forward, floor back), a slow drag rounds the proposal to a page; capped at content − P, and vertical reads the velocity on x",
    bugs: [
      .init(issue: "#322", report: "with `interitemSpacing` and `isInfinite` off the last item is cut",
        finding: .showsWithOptions(.reachable, Case(configuration: banner(items: 5, itemWidth: 375), events: []), ["interitemSpacing=20"])),
      // With a negative spacing the cap content − P lies past the range's end: a fling from the
      // last page (1420 of 0…1420, P 355) aims at 1440, and on a device the view coasts past
      // the end, where `currentIndex` (the offset's page mod n) reads 0, before it bounces back.
      .init(issue: "#332", report: "swiping right on the last item reports index 0", finding: .showsWithOptions(.inBounds, Case(
        configuration: banner(items: 5, itemWidth: 375), events: [.scroll(offset: 1420), .drag(distance: 30, velocity: 1)]),
        ["interitemSpacing=-20"])),
      .init(issue: "#195", report: "`scrollToItem` cannot reach the end item", finding: .doesNotShow(
        "ZOO.md names the report but does not describe the pager's `scrollToItem` (which offset it asks for), so there is no rule to port; the layout's own targets do reach the last page (`reachable` holds), and `UICollectionView.scrollToItem(at:at:animated:)`, which the model runs, reaches every item")),
      .init(issue: "#91, #236", report: "rotation changes the index", finding: .doesNotShow(
        "`resize-keeps-item` holds: the model sends `scrollViewDidScroll` for the clamp after a resize, but the pager's `prepare()` has already put the view on the current index's page for the new size, so the index read back is the same; the intermediate offsets of UIKit's rotation animation are not modelled")),
      .init(issue: "#38, #107", report: "requests for one item per swipe", finding: .shows(.pageCap)),
      .init(issue: "#67, #366", report: "`interitemSpacing` ignored with a transformer", finding: .doesNotShow(
        "ported as the option `transformer` (the spacing it sets; its transforms are not ported): with overlap, linear, coverFlow or a ferris wheel the transformer's spacing replaces `interitemSpacing`, as in the library, and the pages follow it; a setting ignored is no property of where the view rests")),
      .init(issue: "#212, PR #285", report: "the first item is always centred", finding: .doesNotShow(
        "with the options `itemSizeWidth` and `itemSizeHeight` narrower than the view, ℓ = (V − w)/2 puts the first item centred at offset 0, as in the library; centring every page is the pager's contract, so no property asks for the leading alignment the reporters want")),
    ])

  private static let velocityNudge = ZooLibrary(
    algorithm: "recipe-velocity-nudge", name: "the velocity-nudge layout recipe (Stack Overflow answers; mozilla-mobile/prox)",
    rule: "page from the current offset: ceil past +0.3 pt/ms, floor past −0.3, else round, clamped to section 0's items, insets ignored",
    bugs: [
      .init(issue: "prox PR #407", report: "had to floor the page at 0", finding: .doesNotShow(
        "the library's canonical form already clamps; the unclamped variant would fail `in-bounds`")),
      // P = itemSize + spacing = 60 while the cells are 300 and 200 wide: a flick pages to 120.
      .init(issue: "posters (itemSize)", report: "`itemSize` must equal the real cell size", finding: .shows(.onBoundary, demo: Case(
        configuration: banner(widths: [300, 200, 300, 200, 300]), events: [.drag(distance: 100, velocity: 1)]))),
      .init(issue: "posters", report: "paging must be off", finding: .shows(.onBoundary, demo: Case(
        configuration: paging(banner(items: 10, itemWidth: 300)), events: [.drag(distance: 100, velocity: 1)]))),
      .init(issue: "claim", report: "\"paging by cell\", one page per flick", finding: .shows(.noReversal)),
    ])

  private static let delegateRound = ZooLibrary(
    algorithm: "recipe-delegate-round", name: "the rounded-pointee delegate recipe (errorhandle.ai, syntaxfix.com, markuzweb)",
    rule: "in the delegate, write back round(pointee / P)·P with P = item + line spacing: no velocity, no clamp, no insets",
    bugs: [
      .init(issue: "rolandleth.com", report: "the maths breaks once section or content insets are non-zero", finding: .shows(.onBoundary)),
      .init(issue: "claim", report: "\"snaps to pages\"", finding: .shows(.pageCap)),
    ])

  /// A demonstration's view: 375 × 150 at @3x, items `itemWidth` wide and 150 high in
  /// `sections`, spacing 10, no insets (the libraries set their own).
  /// `configuration` with `isPagingEnabled` on.
  private static func paging(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
    var c = configuration
    c.isPagingEnabled = true
    return c
  }

  /// A demonstration's view with items of `widths`, 150 high, as a flow delegate's
  /// `sizeForItemAt` answers (`itemSizes`); the layout's `itemSize` stays UIKit's 50 × 50.
  private static func banner(widths: [CGFloat]) -> LayoutConfiguration {
    var c = LayoutConfiguration()
    c.itemSizes = widths.map { CGSize(width: $0, height: 150) }
    c.itemCount = widths.count
    return c
  }

  private static func banner(items: Int = 0, sections: [Int]? = nil, itemWidth: CGFloat) -> LayoutConfiguration {
    var c = LayoutConfiguration()
    c.sections = sections ?? [items]
    c.itemWidth = itemWidth
    c.itemHeight = 150
    return c
  }
}
