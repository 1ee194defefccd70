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

/// An item a compositional section shows, as UIKit hands it to `visibleItemsInvalidationHandler`.
private final class VisibleItem: NSCollectionLayoutVisibleItem {
  var alpha: CGFloat = 1
  var zIndex = 0
  var isHidden = false
  var center: CGPoint
  var transform = CGAffineTransform.identity
  var transform3D = CATransform3DIdentity
  let name = "item"
  let indexPath: IndexPath
  let representedElementKind: String?
  var frame: CGRect { CGRect(x: center.x - 50, y: center.y - 50, width: 100, height: 100) }
  var bounds: CGRect { CGRect(x: 0, y: 0, width: 100, height: 100) }

  init(item: Int, centerX: CGFloat, kind: String? = nil) {
    indexPath = IndexPath(item: item, section: 0)
    center = CGPoint(x: centerX, y: 110)
    representedElementKind = kind
  }
}

/// A 375×236 container, as UIKit describes the section's.
private final class Environment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize = CGSize(width: 375, height: 236)
  let effectiveContentSize = CGSize(width: 375, height: 236)
  let contentInsets = NSDirectionalEdgeInsets.zero
  let effectiveContentInsets = NSDirectionalEdgeInsets.zero
  let traitCollection: UITraitCollection
  var container: any NSCollectionLayoutContainer { self }

  init(traits: UITraitCollection) { traitCollection = traits }
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

  @Test("The section's visible-items handler scales the cards by their distance from the centre and pages the dots")
  func visibleItemsHandler() throws {
    let controller = FeaturedPhotoCarouselViewController()
    controller.loadViewIfNeeded()
    let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
    let section = try #require(layout.section(at: 0))
    #expect(section.orthogonalScrollingBehavior == .groupPagingCentered && section.interGroupSpacing == 12)
    let handler = try #require(section.visibleItemsInvalidationHandler)
    // Offset 319.5 puts the container's middle at 319.5 + 375/2 = 507, card 1's centre; cards
    // 0 and 2 are 319.5 away: 1 − 319.5/375 · 0.16 = 0.864, held at 0.92. A header centred
    // there too is not a card, so the page is card 1's.
    let cards = [VisibleItem(item: 0, centerX: 187.5), VisibleItem(item: 1, centerX: 507), VisibleItem(item: 2, centerX: 826.5)]
    let header = VisibleItem(item: 5, centerX: 507, kind: UICollectionView.elementKindSectionHeader)
    handler(cards + [header], CGPoint(x: 319.5, y: 0), Environment(traits: controller.collectionView.traitCollection))
    #expect(controller.pageControl.currentPage == 1)
    #expect(cards.map(\.transform.a) == [0.92, 1, 0.92] && cards.map(\.transform.d) == [0.92, 1, 0.92])
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
