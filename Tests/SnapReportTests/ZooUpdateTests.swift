import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// The registered algorithm `id` on a host that covers updates, as a layout checked with
/// `updates: true` would be.
private func updating(_ id: String) throws -> Algorithm {
  var algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
  algorithm.host.coversUpdates = true
  return algorithm
}

/// `items` 300×150 items in a 375×150 view at @2x, the zoo's banner on a grid where its
/// half points are whole pixels.
private func banner(items: Int) -> LayoutConfiguration {
  var configuration = LayoutConfiguration()
  configuration.itemCount = items
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  configuration.screenScale = 2
  return configuration
}

private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

/// Why the zoo's update bugs do not show, pinned on scenarios worked out by hand.
@Suite("The zoo's update bugs: UPCarouselFlowLayout #68 and CenteredCollectionView #63")
struct ZooUpdateTests {
  @Test("UPCarouselFlowLayout #68: after a delete the view rests centred on an item; a delete before it moves it on")
  func upCarousel() throws {
    // The port's prepare() sets insets (375 − 300)/2 = 37.5 and a line spacing of
    // 40 − 300·(1 − 0.6)/2 = −20: item i is centred at 280·i (at @2x, on the pixel grid), and
    // ten items end at 2520.
    let algorithm = try updating("up-carousel")
    let atEnd = Scenario(
      Case(configuration: banner(items: 10), events: [.scroll(offset: 2520), .update(BatchUpdate(deletes: [path(9)]))]), algorithm: algorithm)
    // Nine items end at 2240: item 8, the new last, centred.
    #expect(atEnd.run().steps.map(\.rest) == [2520, 2240])
    #expect(Property.updateKeepsItem.caseVerdict(atEnd) == .holds)
    // At item 3 (840), deleting item 0: the view keeps 840, now item 4; item 3 is at 560.
    let before = Scenario(
      Case(configuration: banner(items: 10), events: [.scroll(offset: 840), .update(BatchUpdate(deletes: [path(0)]))]), algorithm: algorithm)
    #expect(before.run().steps.map(\.rest) == [840, 840])
    #expect(Property.updateKeepsItem.violation(in: before)?.expectedRest == 560)
  }

  @Test("CenteredCollectionView #63: through reloadSections the view stays centred on its item, or at the new end")
  func centeredFlow() throws {
    // A content inset of 37.5 centres item i at 310·i + 150 − 187.5 = 310·i − 37.5 (at @2x,
    // on the pixel grid): item 3 at 892.5. Reloading the section with as many items keeps
    // it there; with 3 items the end is 3·300 + 2·10 + 37.5 − 375 = 582.5, item 2 centred.
    let algorithm = try updating("centered-flow")
    let reload = { (count: Int) in Event.update(BatchUpdate(reloadedSections: [0], counts: [count])) }
    let same = Scenario(Case(configuration: banner(items: 10), events: [.scroll(offset: 892.5), reload(10)]), algorithm: algorithm)
    #expect(same.run().steps.map(\.rest) == [892.5, 892.5])
    #expect(Property.updateKeepsItem.caseVerdict(same) == .holds)
    let fewer = Scenario(Case(configuration: banner(items: 10), events: [.scroll(offset: 892.5), reload(3)]), algorithm: algorithm)
    #expect(fewer.run().steps.map(\.rest) == [892.5, 582.5])
    #expect(Property.updateKeepsItem.caseVerdict(fewer) == .holds)
  }
}
