import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// Paste sample 13 (`../shared/paste-samples-2/`, a SwiftUI behaviour compiled unedited from
/// `AppFiles/`) and a vertical behaviour of SnapCheck's own, checked as an app checks its own
/// behaviour and on a case worked out by hand.
@Suite("SwiftUI scroll target behaviours, pasted unchanged and checked")
struct ScrollTargetBehaviorTests {
  /// Sample 13 in the app's space: 300×200 cards 16 apart in a 390×240 carousel.
  static let cards = CheckedLayout(
    "CardPagingBehavior", contract: LayoutContract(alignment: .leading),
    configurations: LayoutConfigurations(
      itemSize: .fixed(CGSize(width: 300, height: 200)), lineSpacings: [16], sectionInsets: [.zero],
      viewSizes: [CGSize(width: 390, height: 240)]),
    behavior: { CardPagingBehavior(cardWidth: 300, spacing: 16) })

  /// The one-row-per-swipe feed in its space: 375×120 rows 10 apart in a 375×667 portrait feed.
  static let feed = CheckedLayout(
    "OneRowPerSwipe", contract: LayoutContract(alignment: .leading, axes: [.vertical]),
    configurations: LayoutConfigurations(
      itemSize: .fixed(CGSize(width: 375, height: 120)), lineSpacings: [10], sectionInsets: [.zero],
      viewSizes: [CGSize(width: 375, height: 667)]),
    behavior: { OneRowPerSwipe(rowHeight: 120, spacing: 10) })

  /// The scenario `layout` runs for `events` on `count` children of its space's size.
  private func rests(_ layout: CheckedLayout, count: Int, _ events: [Event]) -> [CGFloat?] {
    var c = LayoutConfiguration.swiftUI
    c.itemCount = count
    c.scrollDirection = layout.contract.axes[0]
    let item = layout.configurations.itemSize(forView: .zero) ?? .zero
    (c.itemWidth, c.itemHeight) = (item.width, item.height)
    c.lineSpacing = layout.configurations.lineSpacings?.first ?? 0
    let view = layout.configurations.viewSizes?.first ?? .zero
    (c.viewWidth, c.viewHeight) = (view.width, view.height)
    return Scenario(Case(configuration: c, events: events), algorithm: layout.algorithm).run().steps.map(\.rest)
  }

  @Test("13 card paging: a flick past the 0.5 pt/s threshold rounds up however far the momentum goes, so it skips cards")
  func cardPaging() {
    // By hand: ten cards, content 3000 + 9·16 = 3144, offsets 0…2754, pages 316 apart. A drag
    // of 100 released at 1 pt/ms (1000 pt/s > 0.5) projects to 100 + 0.99/0.0020020 = 594.50,
    // 594.667 at @3x: 1.88 pages, rounded up to page 2, at 632: two cards from the start.
    #expect(rests(Self.cards, count: 10, [.drag(distance: 100, velocity: 1)]) == [632])
    let run = SnapCheck.check(Self.cards, cases: 200, targeted: false)
    #expect(run.problems.isEmpty)
    let violated = Set(run.results.filter { $0.verdict == .violated }.map(\.property.id))
    #expect(violated.contains("page-cap"))
    // Its pages are the cards' leading edges, clamped: it always rests on one, inside the range.
    #expect(violated.isDisjoint(with: ["on-boundary", "in-bounds", "finite", "rest-stable", "reachable"]))
  }

  @Test("A vertical behaviour of one row per swipe holds every property; a long flick moves one row")
  func oneRowPerSwipe() {
    // By hand: twenty rows, content 2400 + 19·10 = 2590, offsets 0…1923, rows 130 apart. A
    // flick at 3 pt/ms from the top projects to 2.99/0.0020020 = 1493.50 (1493.667 at @3x),
    // row 11; one row from row 0 is row 1, at 130. At the bottom row 15 (1950) clamps to 1923.
    #expect(rests(Self.feed, count: 20, [.drag(distance: 0, velocity: 3)]) == [130])
    #expect(rests(Self.feed, count: 20, [.scroll(offset: 1820), .drag(distance: 120, velocity: 2)]) == [1820, 1923])
    SnapCheck.verify(Self.feed, cases: 200)
  }
}

@Suite("A behaviour's goldens and comparisons")
struct ScrollTargetBehaviorGoldenTests {
  @Test("assertGolden records a behaviour's golden, then holds it to it")
  func golden() {
    // One directory for every process: the child that computes the second call's golden
    // re-runs this test and must reach that call.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-behavior-golden")
    withKnownIssue {
      SnapCheck.assertGolden(ScrollTargetBehaviorTests.feed, directory: directory, cases: 10, record: .all, environment: [:])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("recorded \(directory.path)/OneRowPerSwipe.golden") }
    }
    #expect(SnapCheck.assertGolden(ScrollTargetBehaviorTests.feed, directory: directory, cases: 10, record: .never, environment: [:]))
    let file = (try? String(contentsOf: directory.appendingPathComponent("OneRowPerSwipe.golden"), encoding: .utf8)) ?? ""
    #expect(file.contains("# algorithm: OneRowPerSwipe"))
  }

  @Test("A behaviour's contract cannot ask for batch updates: a SwiftUI stack takes none")
  func noUpdates() {
    let updating = CheckedLayout(
      "viewAligned", contract: LayoutContract(alignment: .leading, updates: true),
      behavior: { ViewAlignedScrollTargetBehavior(limitBehavior: .always) })
    #expect(updating.problem == "viewAligned: contract: updates is for UIKit layouts (a SwiftUI stack takes no batch updates)")
  }

  @Test("compare finds where two behaviours differ, and finds nothing between a behaviour and itself")
  func compare() {
    #expect(SnapCheck.compare(ScrollTargetBehaviorTests.cards, ScrollTargetBehaviorTests.cards, cases: 50))
    let aligned = CheckedLayout(
      "viewAligned", contract: LayoutContract(alignment: .leading), configurations: ScrollTargetBehaviorTests.cards.configurations,
      behavior: { ViewAlignedScrollTargetBehavior(limitBehavior: .always) })
    withKnownIssue("the card pager skips cards where view-aligned moves one") {
      #expect(!SnapCheck.compare(ScrollTargetBehaviorTests.cards, aligned, cases: 50))
    }
  }
}
