import Foundation
import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// Paste sample 07's layout as its controller sets it up, in a 375×150 view at @2x: cards
/// 0.7·375 = 262.5 wide and 75 tall, 16 apart, the section inset (375 − 262.5)/2 = 56.25 on
/// each side, so page i is at i·278.5. Twelve cards: content 2·56.25 + 12·262.5 + 11·16 =
/// 3438.5, offsets 0…3063.5.
private let deletableCarousel = CheckedLayout(
  "SnappingCarouselLayout", contract: LayoutContract(alignment: .leading, widerHost: true, updates: true),
  configurations: LayoutConfigurations(
    itemSize: .fixed(CGSize(width: 262.5, height: 75)), lineSpacings: [16],
    sectionInsets: [UIEdgeInsets(top: 0, left: 56.25, bottom: 0, right: 56.25)], itemCounts: 0...12, sectionCounts: 1...1,
    viewSizes: [CGSize(width: 375, height: 150)]),
  knownViolations: Property.allCases, layout: { SnappingCarouselLayout() })

/// Twelve cards as above, at @2x, `.fast` as the controller sets it.
private func cards(_ count: Int = 12) -> LayoutConfiguration {
  var configuration = LayoutConfiguration()
  configuration.itemCount = count
  configuration.itemWidth = 262.5
  configuration.itemHeight = 75
  configuration.lineSpacing = 16
  configuration.sectionInset = UIEdgeInsets(top: 0, left: 56.25, bottom: 0, right: 56.25)
  configuration.screenScale = 2
  configuration.decelerationRate = 0.99
  return configuration
}

private func delete(_ item: Int) -> Event { .update(BatchUpdate(deletes: [IndexPath(item: item, section: 0)])) }

/// Paste sample 07 (`../shared/paste-samples-2/`, deletes with `performBatchUpdates`),
/// compiled unedited from `AppFiles/`, its snapping run by the update event and by its
/// own controller's trash button.
@Suite("07 deletes with performBatchUpdates, pasted unchanged")
struct DeleteBatchUpdatesTests {
  @Test("After a batch update the layout's targetContentOffset(forProposedContentOffset:) keeps the view on a page")
  func updateEvent() {
    // A drag of 200 at rest proposes 200, page round(200/278.5 = 0.72) = 1: 278.5.
    // At the last page (3063.5) deleting the last card leaves 11: the proposal 3063.5 is page
    // 11, capped at count − 1 = 10: 2785, the new end (content 3160 − 375).
    // At page 3 (835.5) deleting card 0 leaves the page where it was: the view now shows
    // the old card 4 at 835.5, not card 3 (now at page 2, 557).
    let trace = Scenario(
      Case(configuration: cards(), events: [.drag(distance: 200, velocity: 0), .scroll(offset: 3063.5), delete(11), .scroll(offset: 835.5), delete(0)]),
      algorithm: deletableCarousel.algorithm
    ).run()
    #expect(trace.steps.map(\.rest) == [278.5, 3063.5, 2785, 835.5, 835.5])
    #expect(trace.steps.allSatisfy { $0.outcome == .ok })
  }

  @Test("verify draws batch updates for it and finds that an update moves the view off the current card")
  func verifyFindsUpdateKeepsItem() {
    let run = SnapCheck.verify(deletableCarousel)
    #expect(run.problems.isEmpty, "\(run.problems)")
    #expect(run.results.count == Property.allCases.count)
    let keeps = run.results.first { $0.property == .updateKeepsItem }
    #expect(keeps?.verdict == .violated)
    // Shrunk to a batch with no calls on a view whose offset range starts at −56.25 (a
    // leading inset of 56.25): it rests on item 0 there, and the update asks the layout for
    // the offset again. snappedOffset clamps the page to at least 0, round(−56.25 / pageWidth)
    // = −0 → page 0, and answers 0 × pageWidth = 0, ignoring the inset: off item 0.
    #expect(keeps?.counterexample?.message
      == "event 0 (update) (no calls): the view rested on item [0, 0] at -56.25; it is [0, 0] now, at -56.25, but the view rests at 0")
    #expect(keeps?.counterexample?.scenario.events == [.update(BatchUpdate())])
  }

  @Test("The controller's trash button deletes the current card through performBatchUpdates on its own view")
  func controllerDeletes() throws {
    let controller = DeletableCarouselViewController()
    controller.hostSize = CGSize(width: 375, height: 150)
    controller.loadViewIfNeeded()
    controller.viewDidLayoutSubviews()
    let view = try #require(controller.view.subviews.first as? UICollectionView)
    let button = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(button.systemItem == .trash)
    // The view it made itself counts the data source's twelve cards, at @3x (a view made by
    // code); page 2 is at 557 (1671 pixels, exact).
    #expect(view.numberOfItems(inSection: 0) == 12)
    view.contentOffset = CGPoint(x: 557, y: 0)
    button.primaryAction?.perform()
    #expect(view.numberOfItems(inSection: 0) == 11 && view.badUpdate == nil)
    // The proposal 557 is still page 2: the view stays, on the card after the deleted one.
    #expect(view.contentOffset.x == 557)
    // On the last of 11 (2785 = 8355 pixels) deleting it leaves 10: content 2881.5, at @3x
    // 8644.5 → 8645 pixels, the end 8645/3 − 375 = 7520/3. The proposal 2785 is page 10,
    // capped at 9: 2506.5, 7519.5 pixels, rounded to 7520: the new last card, at the end.
    view.contentOffset = CGPoint(x: 2785, y: 0)
    button.primaryAction?.perform()
    #expect(view.numberOfItems(inSection: 0) == 10)
    #expect(view.contentOffset.x == 7520.0 / 3)
    #expect(button.isEnabled)
  }
}
