import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
@testable import SnapPlantedBugs
import Testing

/// The targeted search's wide corners (HowCasesAreFound): a property's best case is tried once
/// more with its item, its leading inset, and both, 1.2 times as long as the view, where room
/// measured as `view − item` or `view − inset` is negative.
@Suite("The targeted search's wide corners")
struct WideCornerTests {
  /// The wide corners of one drag on five items 300 pt wide in a view `viewWidth` wide at
  /// `scale`, with `itemSizes` when given.
  static func corners(viewWidth: CGFloat, scale: CGFloat, itemSizes: [CGSize] = []) throws -> [Scenario] {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    var configuration = ResizeCornerTests.fiveItems()
    configuration.viewWidth = viewWidth
    configuration.screenScale = scale
    configuration.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    configuration.itemSizes = itemSizes
    let scenario = Scenario(Case(configuration: configuration, events: [.drag(distance: 5, velocity: 0)]), algorithm: reference)
    return TargetedSearch.wideCorners(of: scenario)
  }

  @Test("The item, the leading inset, and both, made 1.2 views long, rounded to a pixel")
  func cornersOfAScenario() throws {
    // 390 × 1.2 = 468, a whole number of half points.
    let even = try Self.corners(viewWidth: 390, scale: 2)
    #expect(even.map(\.configuration.itemWidth) == [468, 300, 468])
    #expect(even.map(\.configuration.sectionInset.left) == [10, 468, 468])
    #expect(even.allSatisfy { $0.configuration.sectionInset.right == 10 && $0.events == [.drag(distance: 5, velocity: 0)] })
    // 393 × 1.2 = 471.6, which a 2× screen rounds to 471.5.
    let rounded = try Self.corners(viewWidth: 393, scale: 2)
    #expect(rounded.map(\.configuration.itemWidth) == [471.5, 300, 471.5])
  }

  @Test("Per-item sizes get only the wide inset; a view of no length gets none")
  func fewerCorners() throws {
    let sized = try Self.corners(viewWidth: 390, scale: 2, itemSizes: [CGSize(width: 300, height: 50)])
    #expect(sized.map(\.configuration.sectionInset.left) == [468])
    #expect(sized.map(\.configuration.itemWidth) == [300])
    #expect(try Self.corners(viewWidth: 0, scale: 2).isEmpty)
  }

  /// A layout correct (the reference's rule) except when its page is longer than the view and
  /// its leading inset is too: there every rest is half a page off.
  static let cramped = PlantedBug(id: "cramped", band: "a page longer than the view behind an inset longer than the view rests half a page off") {
    $0.pageSpace > $0.viewWidth && $0.leadingInset > $0.viewWidth ? $0.correct + $0.pageSpace / 2 : nil
  }

  @Test("A gate's 100 cases and climb miss an item and an inset both longer than the view; the wide corners find it")
  func gateFindsWideItemBehindWideInset() throws {
    let algorithm = Self.cramped.algorithm
    let random = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases)
      .run(algorithms: [algorithm], properties: Property.checked(for: algorithm))
    #expect(random.results.allSatisfy { $0.verdict != .violated })
    let gate = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: CheckDefaults.gateCases, targeted: true)
      .run(algorithms: [algorithm], properties: Property.checked(for: algorithm))
    let found = try #require(gate.results.first { $0.property == .onBoundary })
    #expect(found.verdict == .violated && found.foundByTargetedSearch)
    let shrunk = try #require(found.counterexample?.scenario.configuration)
    #expect(shrunk.itemWidth + shrunk.lineSpacing > shrunk.viewWidth && shrunk.sectionInset.left > shrunk.viewWidth)
  }
}
