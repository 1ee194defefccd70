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
  var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory {
    representedElementKind == nil ? .cell : .supplementaryView
  }
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
/// its import switched: its section runs as A19 and A20 say, its handler called as it scrolls.
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

  @Test("Simulated: .groupPagingCentered rests on card 1's centred position; the handler scales the cards and pages the dots")
  func simulatedRuns() throws {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 6
    let simulator = featuredCarousel().algorithm.simulator(for: configuration)
    let trace = simulator.run([.drag(distance: 120, velocity: 1)])
    // A19: groups .fractionalWidth(0.82) of 375 = 307.5, 12 apart, no leading or trailing inset:
    // group j at 319.5·j; content 6·307.5 + 5·12 = 1905, range [0, 1530]. Centred positions
    // roundPx(319.5·j + 153.75 − 187.5): 0 (clamped), 857/3, … A20: a release at 120 with v = 1
    // goes to the first past it, 857/3, one from the start's (0).
    let expectedRests: [CGFloat?] = [857.0 / 3]
    #expect(trace.steps.map(\.outcome) == [.ok])
    #expect(trace.steps.map(\.rest) == expectedRests)
    let controller = try #require(simulator.controller as? FeaturedPhotoCarouselViewController)
    // At 857/3 the middle is 857/3 + 187.5 = 473.1667: card 1 (centre 473.25) is nearest.
    #expect(controller.pageControl.currentPage == 1)
    let layout = try #require(simulator.layout as? UICollectionViewCompositionalLayout)
    // Card 1 is 1/12 from the middle: 1 − (1/12)/375 · 0.16 = 0.99996444; cards 0 and 2 are
    // about 319.5 away and held at 0.92. The frames are in the section's coordinates, below the
    // section's top inset of 8.
    let card1 = try #require(layout.visibleItem(at: 1))
    let scale1: CGFloat = card1.transform.a
    #expect(abs(scale1 - 0.9999644444) < 1e-9)
    let sides: [CGFloat?] = [layout.visibleItem(at: 0)?.transform.a, layout.visibleItem(at: 2)?.transform.a]
    #expect(sides == [0.92, 0.92])
    #expect(card1.frame == CGRect(x: 319.5, y: 8, width: 307.5, height: 220))
    #expect(layout.visibleItem(at: 3) == nil)
  }

  @Test("verify: the carousel runs, nothing is unsupported, and no step is left unchecked")
  func verifyRuns() throws {
    let run = SnapCheck.verify(featuredCarousel())
    #expect(run.results.count == Property.allCases.count)
    let unsupportedFree = try #require(run.results.first { $0.property == .unsupportedFree })
    #expect(unsupportedFree.verdict == .holds)
    #expect(run.unsupportedCases == 0 && run.problems.isEmpty)
  }
}
