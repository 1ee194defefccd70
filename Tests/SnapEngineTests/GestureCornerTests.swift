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
    #expect(corners.prefix(4).map(\.events) == (halves + [halves[0]]).map { [events[0], $0, events[2]] })
    #expect(corners.prefix(4).map(\.configuration.itemCount) == [5, 5, 5, 3])
    // The cards: 4/5 of 375 = 300 pt along (the page stays 310 pt), 150 pt across, at 2×.
    let cards = corners[3].configuration
    #expect((cards.itemWidth, cards.itemHeight, cards.screenScale) == (300, 150, 2))
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
