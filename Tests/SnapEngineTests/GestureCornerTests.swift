import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The targeted search's gesture corners (HowCasesAreFound): the best case of a property that
/// derives runs of its own is tried once more with a still drag of half a page (exactly, a
/// pixel either side, and on three cards) and with a scroll to the far end of the range at
/// three phases of the page, when it reads the snap positions; and with a fling, a scroll back
/// to 0 and a still drag.
@Suite("The targeted search's gesture corners")
struct GestureCornerTests {
  /// `events` on `configuration`, checking the reference.
  static func scenario(_ events: [Event], on configuration: LayoutConfiguration) throws -> Scenario {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    return Scenario(Case(configuration: configuration, events: events), algorithm: reference)
  }

  @Test("The first drag becomes a still drag of half a page, a pixel either side, on three cards, and on even pages")
  func halfPageCorners() throws {
    // Five items 300 × 50 pt, 10 pt apart (a page of 310 pt), in a 375 × 150 view at 3×.
    let configuration = ResizeCornerTests.fiveItems()
    let events: [Event] = [.scroll(offset: 40), .drag(distance: -20, velocity: 0.5), .drag(distance: 90, velocity: 0)]
    let corners = TargetedSearch.halfPageCorners(of: try Self.scenario(events, on: configuration))
    let third: CGFloat = 1 / 3
    // Backward, as the first drag is: 155 pt, and a third of a point either side.
    let halves = [-155, -(155 + third), -(155 - third)].map { Event.drag(distance: $0, velocity: 0) }
    #expect(corners.count == 8)
    #expect(corners.prefix(3).map(\.events) == halves.map { [events[0], $0, events[2]] })
    #expect(corners.prefix(4).map(\.configuration.itemCount) == [5, 5, 5, 3])
    // The cards: 4/5 of 375 = 300 pt along (the page stays 310 pt), 150 pt across, at 2×,
    // with the half-page drag alone (the scroll was the five items' own).
    let cards = corners[3].configuration
    #expect((cards.itemWidth, cards.itemHeight, cards.screenScale, cards.viewWidth) == (300, 150, 2, 375))
    #expect(corners[3].events == [halves[0]])
    #expect(corners.prefix(3).allSatisfy { $0.configuration.itemHeight == 50 && $0.configuration.screenScale == 3 })
    // The even pages: items as long as the view, 1126, 1128, 1130 and 1132 px (375 pt is
    // 1125 px, and 1125 + 30 px of spacing is odd), so pages of 1156 to 1162 px, each dragged
    // back by exactly half: 578 to 581 px.
    let even = corners.suffix(4)
    #expect(even.map { $0.configuration.itemWidth * 3 }.allSatisfy { abs($0 - $0.rounded()) < 1e-9 })
    #expect(even.map { ($0.configuration.itemWidth * 3).rounded() } == [1126, 1128, 1130, 1132])
    #expect(even.allSatisfy { $0.configuration.viewWidth == $0.configuration.itemWidth && $0.configuration.itemCount == 5 })
    for (corner, half) in zip(even, [578, 579, 580, 581] as [CGFloat]) {
      guard case .drag(let distance, let velocity) = corner.events[1] else { Issue.record("no drag"); continue }
      #expect(abs(distance + half / 3) < 1e-9 && velocity == 0)
    }
  }

  @Test("The cards lie on whole points: the view, the cards and the spacing rounded, the insets kept")
  func cardsOnWholePoints() throws {
    // A 2880/7 = 411.43 pt view (off the 2× pixel grid), 150 pt high, items 10.4 pt apart,
    // insets left 25, right 15 along and top 12, bottom 8 across.
    var configuration = ResizeCornerTests.fiveItems(spacing: 10.4)
    configuration.viewWidth = 2880 / 7
    configuration.sectionInset = UIEdgeInsets(top: 12, left: 25, bottom: 8, right: 15)
    let events: [Event] = [.resize(width: 800, height: 200), .drag(distance: 40, velocity: 0.5)]
    let cards = try #require(TargetedSearch.halfPageCorners(of: try Self.scenario(events, on: configuration)).dropFirst(3).first)
    let c = cards.configuration
    // 411 pt; cards 4/5 of it, 328.8, rounded to 329; 130 across (150 less 20); spacing 10.
    #expect((c.viewWidth, c.itemWidth, c.itemHeight, c.lineSpacing, c.screenScale, c.itemCount) == (411, 329, 130, 10, 2, 3))
    #expect(c.sectionInset == UIEdgeInsets(top: 12, left: 25, bottom: 8, right: 15))
    // The resize is dropped; the drag becomes half the page of 339 pt, forward as it was.
    #expect(cards.events == [.drag(distance: 169.5, velocity: 0)])
  }

  @Test("No even-page corners with per-item sizes or a spacing off the pixel grid")
  func noEvenPages() throws {
    var sized = ResizeCornerTests.fiveItems()
    sized.itemSizes = [CGSize(width: 300, height: 50)]
    #expect(TargetedSearch.evenPages(try Self.scenario([], on: sized)).isEmpty)
    // 10.1 pt at 3× is 30.3 px.
    #expect(TargetedSearch.evenPages(try Self.scenario([], on: ResizeCornerTests.fiveItems(spacing: 10.1))).isEmpty)
  }

  @Test("Without a drag, the half-page drag is appended, forward")
  func halfPageWithoutDrag() throws {
    let corners = TargetedSearch.halfPageCorners(of: try Self.scenario([.scroll(offset: 40)], on: ResizeCornerTests.fiveItems()))
    #expect(corners.first?.events == [.scroll(offset: 40), .drag(distance: 155, velocity: 0)])
  }

  @Test("The far-end corners keep the drags before the first other event, then scroll a page per item, as it is and with the view a third and two thirds of a page longer")
  func farEndCorners() throws {
    // Items 290 pt wide, 10 pt apart: a page of 300 pt, a third of it 100 pt.
    let configuration = ResizeCornerTests.fiveItems(width: 290)
    let events: [Event] = [.drag(distance: 20, velocity: 0), .resize(width: 800, height: 200), .drag(distance: 5, velocity: 0)]
    let corners = TargetedSearch.farEndCorners(of: try Self.scenario(events, on: configuration))
    #expect(corners.map(\.events) == Array(repeating: [.drag(distance: 20, velocity: 0), .scroll(offset: 1500)], count: 3))
    #expect(corners.map(\.configuration.viewWidth) == [375, 475, 575])
  }

  @Test("The memory corner keeps the drags before the first other event, then flings a page, scrolls to 0 and drags still")
  func memoryCorner() throws {
    let events: [Event] = [.drag(distance: 20, velocity: 0), .drag(distance: -5, velocity: 1), .reload(itemCount: 3), .drag(distance: 5, velocity: 0)]
    let corner = try #require(TargetedSearch.memoryCorner(of: try Self.scenario(events, on: ResizeCornerTests.fiveItems())))
    #expect(corner.events == [
      .drag(distance: 20, velocity: 0), .drag(distance: -5, velocity: 1),
      .drag(distance: 310, velocity: 1), .scroll(offset: 0), .drag(distance: 0, velocity: 0),
    ])
  }

  /// A carousel that centres the item (of those in the view at the proposal) whose centre is
  /// nearest the view's, keeping the first of equals, as code that compares with `<` does:
  /// from the middle of three items, a still drag of exactly half a page back goes to the
  /// first, its mirror forward stays.
  static let tieBehind = Algorithm(
    id: "tie-behind", origin: "test", summary: "centres the nearest item, ties to the first",
    contract: { _ in SnapContract(alignment: .center, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { _, _ in
      LayoutUnderTest(layout: RuledLayout(target: { layout, proposed in
        let size = layout.collectionView?.bounds.size ?? .zero
        let centre = proposed + size.width / 2
        let items = layout.layoutAttributesForElements(in: CGRect(origin: CGPoint(x: proposed, y: 0), size: size)) ?? []
        var nearest: CGFloat?
        for item in items where nearest.map({ abs(item.center.x - centre) < abs($0 - centre) }) ?? true {
          nearest = item.center.x
        }
        return (nearest ?? centre) - size.width / 2
      }))
    })

  @Test("mirror: a gate's 100 cases and climb miss a tie broken toward the item behind; the half-page corner on three cards finds it")
  func gateFindsTieBehind() throws {
    #expect(GateRuns.random(.mirror, on: Self.tieBehind).verdict == .holds)
    let gate = try #require(GateRuns.gate(.mirror, on: Self.tieBehind))
    #expect(gate.verdict == .violated && gate.foundByTargetedSearch)
    let shrunk = try #require(gate.counterexample?.scenario)
    #expect(shrunk.configuration.itemCount == 3)
  }

  @Test("mirror: from a best case on a view off the pixel grid, rotated and back, the cards corner is admitted and finds the tie behind")
  func cardsFromOffGridView() throws {
    // `tieBehind` in a user's space (no declared devices: a resize rotates the view's
    // built-in device). The best case: five items 300 × 160, 10 pt apart, in a 2880/7 =
    // 411.43 × 180 pt view at 2×, rotated (to 6400/7 = 914.29 pt) and back, then a fling.
    var algorithm = Self.tieBehind
    algorithm.configurations = LayoutConfigurations()
    var configuration = ResizeCornerTests.fiveItems()
    (configuration.itemHeight, configuration.viewWidth, configuration.viewHeight, configuration.screenScale) = (160, 2880 / 7, 180, 2)
    let events: [Event] = [.resize(width: 6400 / 7, height: 180), .resize(width: 2880 / 7, height: 180), .drag(distance: -200, velocity: -2)]
    let best = Scenario(Case(configuration: configuration, events: events), algorithm: algorithm)
    let corners = TargetedSearch.gestureCorners(of: best, for: .mirror).filter { algorithm.admits($0.testCase) }
    let found = corners.compactMap { Property.mirror.violation(in: $0) }
    // The cards: a 411 pt view, cards of 329 (4/5 of it, rounded), a page of 339, centres at
    // 164.5, 503.5 and 842.5; the middle card's snap position 503.5 − 205.5 = 298, the range
    // 0...596. (On the 411.43 pt view it is 297.79, between two pixels: no drag starts
    // there.) Back by half a page, 169.5, the view's centre (334) is 169.5 from the first
    // and the middle card, and the first is kept: −41, clamped to 0. Forward, the centre
    // (673) is 169.5 from the middle and the last: the middle is kept, 298.
    #expect(found.map(\.message) == ["event 1 (drag): from the snap position 298, drag -169.5 pt at 0 pt/ms moves -298 pt, but its mirror drag 169.5 pt at 0 pt/ms moves 0 pt"])
  }

  /// A pager that rounds the proposal to its page and leaves the range's end to the view,
  /// in an app's space of items 70 pt wide, 10 pt apart: at the far end, less than half a
  /// page past a page multiple, a still drag goes back to the multiple.
  static var roundsPastEnd: Algorithm {
    var algorithm = roundingToPage(id: "rounds-past-end", summary: "rounds to its page, leaving the range's end to the view")
    algorithm.configurations = LayoutConfigurations(itemSize: .fixed(CGSize(width: 70, height: 70)), lineSpacings: [10])
    return algorithm
  }

  @Test("rest-stable: a gate's 100 cases and climb miss a still drag at the far end; the far-end corners find it")
  func gateFindsFarEnd() throws {
    #expect(GateRuns.random(.restStable, on: Self.roundsPastEnd).verdict == .holds)
    let gate = try #require(GateRuns.gate(.restStable, on: Self.roundsPastEnd))
    #expect(gate.verdict == .violated && gate.foundByTargetedSearch)
    #expect(gate.counterexample?.scenario.events.contains { $0.kind == .scroll } == true)
  }

  /// A pager that rounds the proposal to its own page (item and line spacing), in floating
  /// point: at exactly half a page, the quotient is `k + 0.5` or an ulp either side, as the
  /// rounding of the page and the offset falls, so the same still drag of half a page stays
  /// on one page and moves on from another.
  static let roundsToPage = roundingToPage(id: "rounds-to-page", summary: "rounds the proposal to its page")

  /// A leading pager, named `id`, that rounds the proposal to its page (item and line spacing).
  static func roundingToPage(id: String, summary: String) -> Algorithm {
    Algorithm(
      id: id, origin: "test", summary: summary,
      contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false) },
      make: { _, _ in
        LayoutUnderTest(layout: RuledLayout(target: { layout, proposed in
          let pitch = layout.itemSize.width + layout.minimumLineSpacing
          return (proposed / pitch).rounded() * pitch
        }))
      })
  }

  @Test("translation-invariant: a gate's 100 cases and climb miss a half-page tie broken differently on two pages; the even-page corners find it")
  func gateFindsTieAcrossPages() throws {
    #expect(GateRuns.random(.translationInvariant, on: Self.roundsToPage).verdict == .holds)
    let gate = try #require(GateRuns.gate(.translationInvariant, on: Self.roundsToPage))
    #expect(gate.verdict == .violated && gate.foundByTargetedSearch)
    let shrunk = try #require(gate.counterexample?.scenario)
    let c = shrunk.configuration
    // Shrunk, it is still a still drag of exactly half a page, at 3× (the shrinker may
    // shorten the view, which the tie does not need).
    #expect(c.screenScale == 3)
    guard case .drag(let distance, let velocity) = shrunk.events.last else { Issue.record("no drag"); return }
    #expect(abs(distance - (c.itemWidth + c.lineSpacing) / 2) < 1e-9 && velocity == 0)
  }
}
