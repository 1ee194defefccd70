import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// The controller file of `../shared/paste-samples-2/`, as its app checks it: nine cards, one
/// section, never reloaded; the controller sets the item size, spacing, section inset and
/// deceleration rate itself.
private let cardCarousel = CheckedLayout(
  "CardCarouselViewController", contract: LayoutContract(alignment: .leading, widerHost: true),
  configurations: LayoutConfigurations(
    itemCounts: 9...9, sectionCounts: 1...1, changes: [.scroll, .resize],
    layoutSets: [.itemSize, .lineSpacing, .sectionInset, .decelerationRate]),
  knownViolations: Property.allCases, controller: { CardCarouselViewController() })

/// Whole app files of `../shared/paste-samples-2/` (view controller, cells, data source and
/// all), compiled unedited from `AppFiles/` by the SnapCheckAppFiles plugin, checked with
/// their snapping active and on cases worked out by hand from their code.
@Suite("Real app files, pasted unchanged")
struct AppFileTests {
  @Test("04 collection-view controller: its scrollViewWillEndDragging snaps, and the check runs it")
  func collectionViewController() {
    let run = SnapCheck.verify(cardCarousel)
    #expect(run.problems.isEmpty, "\(run.problems)")
    #expect(run.results.count == Property.allCases.count)
    let violated = Set(run.results.filter { $0.verdict == .violated }.map(\.property.id))
    #expect(violated.isDisjoint(with: ["finite", "deterministic", "rect-contract", "unsupported-free"]), "\(violated)")
    // By hand, in a 375×150 view at @3x: viewWillLayoutSubviews sizes the cards 375 − 2·32 =
    // 311 wide and 150·0.7 = 105 tall; with spacing 12 a page is 323. A 200-point drag at
    // rest proposes 200; the controller rounds 200/323 = 0.62 to page 1: it rests at 323.
    // A flick of 1 pt/ms from there is released at 423, page 423/323 = 1.31, rounded down
    // plus one: page 2, 646 (within 9·311 + 8·12 + 2·32 − 375 = 2584).
    var configuration = LayoutConfiguration()
    configuration.itemCount = 9
    let trace = Scenario(
      Case(configuration: configuration, events: [.drag(distance: 200, velocity: 0), .drag(distance: 100, velocity: 1)]),
      algorithm: cardCarousel.algorithm
    ).run()
    #expect(trace.steps.map(\.target) == [323, 646])
    #expect(trace.steps.map(\.rest) == [323, 646])
  }

  @Test("04 collection-view controller: cells are the registered class, styled through contentView and its layer")
  func collectionViewControllerCells() throws {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 9
    let simulator = cardCarousel.algorithm.simulator(for: configuration)
    let controller = try #require(simulator.controller as? CardCarouselViewController)
    let view = simulator.collectionView
    let cell = controller.collectionView(view, cellForItemAt: IndexPath(item: 2, section: 0))
    #expect(type(of: cell) == UICollectionViewCell.self)
    #expect(cell.reuseIdentifier == "Card")
    #expect(cell.contentView.backgroundColor == .systemYellow)
    #expect(cell.contentView.layer.cornerRadius == 16 && cell.contentView.layer.cornerCurve == .continuous)
    // viewDidLoad's settings reached the simulated view; the cell sits at item 2's frame,
    // centred across the 150-point view: (150 − 105)/2 = 22.5, at @3x 68/3.
    #expect(view.decelerationRate == .fast && !view.showsHorizontalScrollIndicator && view.backgroundColor == .systemBackground)
    #expect(cell.frame == CGRect(x: 32 + 2 * 323, y: 68.0 / 3, width: 311, height: 105))
  }
}
