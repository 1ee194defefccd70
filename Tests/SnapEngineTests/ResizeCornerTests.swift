import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The targeted search's resize corners (HowCasesAreFound): a climber that resizes the view is
/// tried again with the view moved a page or two along before the resize, so a gate of 100
/// cases meets a resize that starts from a later item than the first.
@Suite("The targeted search's resize corners")
struct ResizeCornerTests {
  /// A layout that pages by the item pitch (item width plus line spacing) from where the
  /// finger lifted: to the multiple of the pitch ahead of the release when the proposal is
  /// ahead of it, else to the one behind; it leaves the offset alone across a resize, as
  /// UIKit's flow layout does. A resize from the last snap position, which the end of the
  /// range clamps, then keeps no item once the view is narrower; a still drag seldom gets
  /// there.
  static let pitchPager = Algorithm(
    id: "pitch-pager", origin: "test", summary: "pages by the item pitch from the release",
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { _, _ in
      LayoutUnderTest(layout: RuledLayout(target: { layout, proposed in
        let pitch = layout.itemSize.width + layout.minimumLineSpacing
        let release = layout.collectionView?.contentOffset.x ?? 0
        return (release / pitch).rounded(proposed > release ? .up : .down) * pitch
      }))
    })

  /// Five items 300 pt wide, 10 pt apart: a page of 310 pt.
  static func fiveItems(width: CGFloat = 300, spacing: CGFloat = 10) -> LayoutConfiguration {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 5
    configuration.itemWidth = width
    configuration.lineSpacing = spacing
    return configuration
  }

  /// The resize corners of `events` on `configuration`, checking the reference.
  static func corners(_ events: [Event], on configuration: LayoutConfiguration, roundTrips: Bool = true) throws -> [Scenario] {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    return TargetedSearch.resizeCorners(of: Scenario(Case(configuration: configuration, events: events), algorithm: reference), roundTrips: roundTrips)
  }

  @Test("Each of the first two resizes gets a drag of one page and one to the far end, and a round trip from the far end and, from a best case, as it is")
  func cornersOfAScenario() throws {
    let configuration = Self.fiveItems()
    let events: [Event] = [
      .drag(distance: 5, velocity: 0), .resize(width: 800, height: 200), .resize(width: 390, height: 200),
      .resize(width: 800, height: 200),
    ]
    let corners = try Self.corners(events, on: configuration)
    // A page is 300 + 10 = 310 pt, five of them 1550 pt; the third resize gets none. The
    // first resize's round trip goes back to the configuration's 375 × 150 view, the
    // second's to the 800 × 200 the first resize made.
    let page = Event.drag(distance: 310, velocity: 0)
    let toEnd = Event.drag(distance: 1550, velocity: 0)
    let scrollToEnd = Event.scroll(offset: 1550)
    let back = Event.resize(width: 375, height: 150)
    #expect(corners.map(\.events) == [
      [events[0], page, events[1], events[2], events[3]],
      [events[0], toEnd, events[1], events[2], events[3]],
      [events[0], events[1], back, events[2], events[3]],
      [events[0], scrollToEnd, events[1], back, events[2], events[3]],
      [events[0], events[1], page, events[2], events[3]],
      [events[0], events[1], toEnd, events[2], events[3]],
      [events[0], events[1], events[2], events[1], events[3]],
      [events[0], events[1], scrollToEnd, events[2], events[1], events[3]],
    ])
    #expect(corners.allSatisfy { $0.configuration == configuration })
    // A climber other than a property's best gets only the round trip from the far end.
    let fewer = try Self.corners(events, on: configuration, roundTrips: false)
    #expect(fewer.map(\.events) == [corners[0], corners[1], corners[3], corners[4], corners[5], corners[7]].map(\.events))
  }

  @Test("A scenario without a resize, or without a page length, has no corners")
  func noCorners() throws {
    #expect(try Self.corners([.drag(distance: 5, velocity: 0)], on: Self.fiveItems()).isEmpty)
    // Items 10 pt wide, −10 pt apart, on top of each other: no page to move by.
    #expect(try Self.corners([.resize(width: 800, height: 200)], on: Self.fiveItems(width: 10, spacing: -10)).isEmpty)
  }

  @Test("resize-keeps-item: a gate's 100 cases and climb miss the pitch pager's lost item; the corners find it")
  func gateFindsLostItem() throws {
    #expect(GateRuns.random(.resizeKeepsItem, on: Self.pitchPager).verdict == .holds)
    // As a gate checks: every property of the layout, searched together.
    let searched = try #require(GateRuns.gate(.resizeKeepsItem, on: Self.pitchPager))
    #expect(searched.verdict == .violated)
    #expect(searched.foundByTargetedSearch)
    // Found after the climb's whole budget: by a corner, not by a mutant.
    #expect(searched.targetedCases > TargetedSearch.budget)
    // The counterexample ends with the resize from a later item than the first.
    let message = searched.counterexample?.message ?? ""
    #expect(message.contains("(resize): the view was on item ") && !message.contains("on item 0 "))
  }

  /// The page a `flingPager` is on: its memory between gestures.
  final class Page: @unchecked Sendable {
    var index: CGFloat = 0
  }

  /// A pager that turns one page per fling, counting pages itself (a still drag goes back to
  /// its page), and leaves the offset alone across a resize, as UIKit's flow layout does.
  /// Only a fling moves it, so no still drag takes it to the far end; a resize that clamps
  /// the view there, and the resize back, leave it where no item is.
  static let flingPager = Algorithm(
    id: "fling-pager", origin: "test", summary: "one page per fling, counted",
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: true, hasTransforms: false) },
    make: { _, _ in
      let page = Page()
      return LayoutUnderTest(layout: RuledLayout(target: { layout, proposed in
        let pitch = layout.itemSize.width + layout.minimumLineSpacing
        let release = layout.collectionView?.contentOffset.x ?? 0
        let last = CGFloat(max((layout.collectionView?.numberOfItems(inSection: 0) ?? 1) - 1, 0))
        if proposed > release + 0.5 { page.index = min(page.index + 1, last) }
        if proposed < release - 0.5 { page.index = max(page.index - 1, 0) }
        return page.index * pitch
      }))
    })

  @Test("resize-keeps-item: a gate's 100 cases and climb miss a fling pager's lost item; the round trip from the far end finds it")
  func gateFindsRoundTripFromEnd() throws {
    #expect(GateRuns.random(.resizeKeepsItem, on: Self.flingPager).verdict == .holds)
    let searched = try #require(GateRuns.gate(.resizeKeepsItem, on: Self.flingPager))
    #expect(searched.verdict == .violated && searched.foundByTargetedSearch)
  }
}
