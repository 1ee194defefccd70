import Foundation
import SnapModel
import Testing

/// A flow layout subclass that overrides `itemSize` (computed from the view) and
/// `scrollDirection` (a guarded setter), as app code does, compiled as written.
@Suite("A pager layout overriding itemSize and scrollDirection, as written")
struct PeekingPagerLayoutTests {
  /// Five cards in a 375×150 view at @3x. By hand from the file: cards 375 − 20 − 20 − 30 =
  /// 305 wide and 150 high, card i at x = 20 + 315i; content 20 + 5·305 + 4·10 + 20 = 1605.
  private func pager() -> (Simulator, PeekingPagerLayout) {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 5
    let layout = PeekingPagerLayout()
    return (Simulator(configuration: configuration, layout: layout), layout)
  }

  @Test("Cards follow the view's width, before and after a resize, and a drag pages to the nearest card")
  func cardsFollowTheView() throws {
    let (simulator, _) = pager()
    let view = simulator.collectionView
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 335, y: 0, width: 305, height: 150))
    #expect(view.contentSize == CGSize(width: 1605, height: 150))
    // A 200-point drag at rest proposes 200: round(200 / 315) = 1, card 1's 315.
    let step = try #require(simulator.apply(.drag(distance: 200, velocity: 0), index: 0))
    #expect(step.target == 315)
    #expect(step.rest == 315)
    // In a 414-wide view the cards are 414 − 70 = 344 wide: card 1 at 20 + 354.
    _ = simulator.apply(.resize(width: 414, height: 150), index: 1)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 374, y: 0, width: 344, height: 150))
  }

  @Test("Its guarded setter keeps it horizontal")
  func staysHorizontal() {
    let (_, layout) = pager()
    layout.scrollDirection = .vertical
    #expect(layout.scrollDirection == .horizontal)
  }
}
