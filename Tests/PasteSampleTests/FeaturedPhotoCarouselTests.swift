import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// The featured-photo carousel as its app would check it: six photos in one section, the
/// simulated view installed as the controller's `collectionView`.
private func featuredCarousel(photos: Int = 6) -> CheckedLayout {
  CheckedLayout(
    "FeaturedPhotoCarouselViewController", contract: LayoutContract(alignment: .center, widerHost: true),
    configurations: LayoutConfigurations(itemCounts: photos...photos, sectionCounts: 1...1, changes: [.scroll, .resize]),
    knownViolations: Property.allCases, controller: { FeaturedPhotoCarouselViewController() },
    layout: { $0.collectionView.collectionViewLayout }, installing: { controller, view in controller.collectionView = view })
}

/// A carousel written as apps write them today (compositional layout with group paging,
/// diffable data source, cell registration, page control, Auto Layout), compiled with only
/// its import switched: it builds and stays inert, and the check says the model does not
/// cover its orthogonal scrolling.
@Suite("A compositional carousel with a diffable data source")
struct FeaturedPhotoCarouselTests {
  @Test("Built by hand: the snapshot's six photos reach the view and the registration configures the dequeued card")
  func builtByHand() throws {
    let controller = FeaturedPhotoCarouselViewController()
    controller.loadViewIfNeeded()
    let view = controller.collectionView
    #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 6)
    #expect(controller.pageControl.numberOfPages == 6 && controller.pageControl.currentPage == 0)
    #expect(view.superview === controller.view && controller.pageControl.superview === controller.view)
    // The third photo is Reykjavík on teal; the card's title is the label in its content view.
    let dataSource = try #require(view.dataSource)
    let card = try #require(dataSource.collectionView(view, cellForItemAt: IndexPath(item: 2, section: 0)) as? PhotoCardCell)
    let title = try #require(card.contentView.subviews.first as? UILabel)
    #expect(title.text == "Reykjavík" && title.textColor == .white)
    #expect(card.contentView.backgroundColor == .systemTeal && card.contentView.layer.cornerRadius == 20)
    #expect(view.indexPath(for: card) == IndexPath(item: 2, section: 0))
    // The page control pins its page to the six pages.
    controller.pageControl.currentPage = 9
    #expect(controller.pageControl.currentPage == 5)
  }

  @Test("Simulated: the controller's first step ends unsupported: orthogonalScrollingBehavior, whatever the event")
  func simulatedEndsUnsupported() {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 6
    let algorithm = featuredCarousel().algorithm
    for event in [Event.drag(distance: 120, velocity: 1), .scroll(offset: 40), .resize(width: 812, height: 375)] {
      let trace = Scenario(Case(configuration: configuration, events: [event, .drag(distance: 50, velocity: 0)]), algorithm: algorithm).run()
      #expect(trace.steps.map(\.outcome) == [.unsupported("orthogonalScrollingBehavior")], "\(event)")
    }
    // With four items in the scenario, the six-photo snapshot disagrees: a bad scenario, as UIKit raises.
    configuration.itemCount = 4
    let trace = Scenario(Case(configuration: configuration, events: [.drag(distance: 120, velocity: 1)]), algorithm: algorithm).run()
    #expect(trace.steps.map(\.outcome) == [.unsupported("bad scenario: the data source answers items per section [6], the scenario has [4]")])
  }

  @Test("verify: unsupported-free reports orthogonalScrollingBehavior, every case stopped there, nothing else fails")
  func verifyReportsUnsupported() throws {
    let run = SnapCheck.verify(featuredCarousel())
    #expect(run.results.count == Property.allCases.count)
    let unsupportedFree = try #require(run.results.first { $0.property == .unsupportedFree })
    #expect(unsupportedFree.verdict == .violated)
    #expect(unsupportedFree.counterexample?.message.contains("unsupported: orthogonalScrollingBehavior") == true)
    #expect(run.results.allSatisfy { $0.property == .unsupportedFree || $0.verdict != .violated })
    // Every generated case stopped at its first step: each property that simulated the cases
    // counts all of them unsupported (translation-invariant and reachable build cases of their
    // own, and some properties do not apply).
    #expect(run.unsupportedCases == run.results.map(\.cases).max())
    let simulated = run.results.filter { $0.unsupported > 0 }
    #expect(simulated.map(\.property).contains(.finite) && simulated.allSatisfy { $0.unsupported == $0.cases })
  }
}
