import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapModel
import Testing

/// The golden corpus's edge cases of views as written, read as worked out by hand from the
/// length rules and S6 (the SwiftUI views article).
@Suite("The SwiftUI views' edge cases of the golden corpus")
struct ViewEdgeCaseTests {
  /// The entry called `name`.
  static func entry(_ name: String) throws -> LayoutConfiguration {
    try #require(EdgeCases.swiftUIViews.first { $0.name == name }).configuration
  }

  @Test("Three cards to a container of 375 less 2·16, 10 apart: seven cards (343 − 20) / 3 wide, at @2x")
  func cardsNotDividingContainer() throws {
    let c = try Self.entry("view-cards-not-dividing-container")
    #expect(c.host == .swiftui && c.itemCount == 7)
    #expect(c.itemWidth == CGFloat(343 - 20) / 3)
    #expect(c.itemHeight == 150 && c.lineSpacing == 10 && c.screenScale == 2)
    #expect(c.sectionInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  @Test("A margin given as padding on full-width cards: five cards 375 + 2·16 long, no spacing, no margin")
  func marginAsPadding() throws {
    let c = try Self.entry("view-margin-as-padding")
    #expect(c.itemCount == 5 && c.itemWidth == 407 && c.lineSpacing == 0 && c.sectionInset == .zero)
  }

  @Test(".scrollTargetLayout() on the outer stack: two targets, the 120-pt header and the 5·300 + 4·10 stack")
  func targetLayoutOnOuterStack() throws {
    let c = try Self.entry("view-target-layout-on-outer-stack")
    #expect(c.itemSizes == [CGSize(width: 120, height: 150), CGSize(width: 1540, height: 150)])
    #expect(c.lineSpacing == 0 && c.sectionInset == .zero)
  }

  @Test("Full-width cards on a landscape phone: 852 − 2·59 − 2·24 = 686 long, 393 − 21 = 372 across (S6)")
  func landscapeSafeArea() throws {
    let c = try Self.entry("view-landscape-safe-area")
    #expect(c.itemCount == 6 && c.itemWidth == 686 && c.itemHeight == 372 && c.lineSpacing == 12)
    #expect(c.sectionInset == UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24))
    #expect(c.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test("S5: cards with no .scrollTargetLayout() carry it, and .viewAligned leaves a slow 130-point drag at 130")
  func noScrollTargetLayout() throws {
    let c = try Self.entry("view-no-scroll-target-layout")
    #expect(c.itemCount == 6 && c.itemWidth == 300 && c.lineSpacing == 10 && !c.scrollTargetLayout)
    let aligned = try #require(AlgorithmRegistry.algorithm(id: "swiftui-view-aligned"))
    let paging = try #require(AlgorithmRegistry.algorithm(id: "swiftui-paging"))
    let drag = Case(configuration: c, events: [.drag(distance: 130, velocity: 0)])
    // Aligned, the nearest leading edge would be 0; not snapping, the view stays at 130.
    #expect(Scenario(drag, algorithm: aligned).run().steps.map(\.rest) == [130])
    // .paging needs no target layout: pages of 375, the nearest to 130 is 0.
    #expect(Scenario(drag, algorithm: paging).run().steps.map(\.rest) == [0])
  }

  @Test("Only SwiftUI's built-ins' goldens hold them, after the corpus, and their header says so")
  func onlyInSwiftUIGoldens() throws {
    let paging = try #require(AlgorithmRegistry.algorithm(id: "swiftui-paging"))
    let seed = try #require(AlgorithmRegistry.algorithm(id: "last-offset"))
    #expect(Corpus.entries(for: paging).suffix(5).map(\.name) == EdgeCases.swiftUIViews.map(\.name))
    #expect(Corpus.entries(for: seed).count == Corpus.entries.count)
    #expect(Corpus.description(for: paging) == Corpus.description + "; 5 SwiftUI-view edge cases")
  }
}
