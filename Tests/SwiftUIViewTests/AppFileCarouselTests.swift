import SnapAlgorithms
@testable import SnapCheck
import SnapEngine
import SnapModel
import SnapSwiftUI
import Testing

/// The four carousel files of AppFiles/, written as apps write them, each checked on one
/// case worked out by hand (the SwiftUI views article).
@Suite("SwiftUI carousel files as apps write them")
struct AppFileCarouselTests {
  static let featured = CheckedLayout("FeaturedCardsView") { configuration in
    FeaturedCardsView(cards: (0..<configuration.itemCount).map { FeaturedCard(id: $0, title: "Card \($0)") })
  }

  @Test("A .viewAligned carousel: containerRelativeFrame less the content margins, cards aligned one at a time (S4, S6)")
  func viewAlignedCarousel() throws {
    // S6: C = 393 − 24 − 24 = 345; count 1 → each card 345; content 24 + 5·345 + 4·12 + 24 = 1821.
    let scenario = carouselScenario(Self.featured, events: [.drag(distance: 200, velocity: 0), .drag(distance: -120, velocity: 0)])
    let c = scenario.configuration
    #expect((c.itemWidth, c.itemCount, c.lineSpacing, c.sectionInset.left, c.sectionInset.right) == (345, 5, 12, 24, 24))
    // Card k aligns at 24 + 357k − 24 = 357k; 200 is nearest 357 (157 away, 0 is 200 away);
    // from 357, −120 lands at 237, nearest 357 (120 away, 0 is 237 away).
    #expect(rests(scenario) == [357, 357])
    #expect(Self.featured.contract == LayoutContract(alignment: .leading, pageCap: .unlimited))
    #expect(Self.featured.notes.isEmpty)
    #expect(Self.featured.algorithm.assumptions == [.s1, .s4, .s6])
    #expect(Self.featured.algorithm.restsOn == "rests on S1 (the backing UIScrollView), S4 (.viewAligned aligns leading edges, its limit), S6 (lengths and containers read from the view)")
  }

  /// A rotation keeps the leading item, the first whose trailing edge is past the container's
  /// leading edge (the SwiftUI host article): resting on card 1 behind 24-pt margins and a
  /// 12-pt gap, card 0's last 12 points are still in view, so the turned view keeps card 0.
  @Test("The README's example holds every property but no-reversal and resize-keeps-item, which .viewAligned breaks as the matrix's swiftui-view-aligned does (S4)")
  func featuredCardsVerify() {
    let known: [Property] = [.noReversal, .resizeKeepsItem]
    let run = SnapCheck.verify(name: "FeaturedCardsView", knownViolations: known, cases: 100, targeted: false) { configuration in
      FeaturedCardsView(cards: (0..<configuration.itemCount).map { FeaturedCard(id: $0, title: "Card \($0)") })
    }
    #expect(run.failures.isEmpty)
    #expect(run.results.first { $0.property == .noReversal }?.verdict == .violated)
    #expect(run.results.first { $0.property == .resizeKeepsItem }?.verdict == .violated)
    #expect(run.results.first { $0.property == .onBoundary }?.verdict == .holds)
    #expect(!run.results.contains { $0.property == .positionCoherent })
  }

  static let shelf = CheckedLayout("UnalignedShelfView") { configuration in
    UnalignedShelfView(items: (0..<configuration.itemCount).map { ShelfItem(id: $0, color: .teal) })
  }

  @Test("With no .scrollTargetLayout(), .viewAligned leaves the natural target and the failure says so (S5)")
  func missingTargetLayout() {
    // The HStack's padding is content: items at 16 + 310k; a slow 100-point drag rests at 100.
    let scenario = carouselScenario(Self.shelf, events: [.drag(distance: 100, velocity: 0)])
    #expect((scenario.configuration.itemWidth, scenario.configuration.sectionInset.left, scenario.configuration.lineSpacing) == (300, 16, 10))
    #expect(rests(scenario) == [100])
    var failures: [SnapCheckFailure] = []
    withKnownIssue("the view does not snap") {
      failures = SnapCheck.verify(Self.shelf, cases: 50, targeted: false).failures
    }
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { $0.description.contains(CarouselReading.noTargetLayout) })
    // The view's reading rests on S1, S5 and S6, named in every violation's message.
    let restsOn = " (this verdict rests on S1 (the backing UIScrollView), S5 (no .scrollTargetLayout(): .viewAligned does not snap), S6 (lengths and containers read from the view))"
    #expect(failures.allSatisfy { $0.result.counterexample?.message.hasSuffix(restsOn) == true })
    #expect(CarouselReading.noTargetLayout == "no view in the ScrollView has .scrollTargetLayout(), so .viewAligned does not snap")
  }

  static let pager = CheckedLayout("PhotoPagerView") { configuration in
    PhotoPagerView(photoNames: (0..<configuration.itemCount).map { "photo-\($0)" })
  }

  @Test("A .paging carousel pages by the container (S3), each photo as wide as it")
  func pagingCarousel() {
    // containerRelativeFrame outside the padding: each photo 393 wide, spacing 0, no margins.
    let scenario = carouselScenario(Self.pager, count: 4, events: [.drag(distance: 150, velocity: 0), .drag(distance: 250, velocity: 0)])
    #expect((scenario.configuration.itemWidth, scenario.configuration.lineSpacing) == (393, 0))
    // Pages 393 apart: 150 is nearest 0; 250 is nearest 393.
    #expect(rests(scenario) == [0, 393])
    #expect(Self.pager.contract == LayoutContract(alignment: .pages, pageCap: 1))
  }

  static let stories = CheckedLayout("StoryStripView") { configuration in
    StoryStripView(stories: (0..<configuration.itemCount).map { Story(id: "s\($0)", author: "Author \($0)") })
  }

  @Test("scrollPosition(id:) holds the story the strip rests on (S7)")
  func scrollPositionCarousel() throws {
    // safeAreaPadding 20 on both sides is content; cards 280 wide, 16 apart: card k aligns at 296k.
    let scenario = carouselScenario(Self.stories, events: [.drag(distance: 300, velocity: 0)])
    #expect((scenario.configuration.itemWidth, scenario.configuration.sectionInset.left, scenario.configuration.sectionInset.right) == (280, 20, 20))
    let simulator = scenario.simulator()
    let trace = simulator.run(scenario.events)
    #expect(trace.steps.map(\.rest) == [296])
    let keeper = try #require(simulator.scrollDelegate as? ScrollPositionKeeper)
    #expect(keeper.binding?.read() == AnyHashable("s1"))
    #expect(Property.positionCoherent.violation(in: scenario) == nil)
    #expect(Self.stories.bindsScrollPosition)
    // Over generated cases (every other property reported, not recorded).
    var checked = Self.stories
    checked.knownViolations = Property.allCases
    let run = SnapCheck.verify(checked, cases: 60, targeted: false)
    #expect(run.results.first { $0.property == .positionCoherent }?.verdict == .holds)
  }
}
