import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
@testable import SnapPlantedBugs
import Testing

/// The targeted search's empty-start corner (HowCasesAreFound): a property's best case is
/// tried once more with its leading inset 1.2 times as long as the view, a fling from the
/// start, where the view shows no item, and a still drag back past the start.
@Suite("The targeted search's empty-start corner")
struct EmptyStartCornerTests {
  /// The empty-start corner of `events` on five items 300 pt wide, 10 pt apart (a page of
  /// 310 pt), in a view `viewWidth` wide at 2×.
  static func corner(viewWidth: CGFloat, _ events: [Event] = [.drag(distance: 5, velocity: 0)]) throws -> Scenario? {
    let reference = try #require(AlgorithmRegistry.algorithm(id: "reference"))
    var configuration = ResizeCornerTests.fiveItems()
    configuration.viewWidth = viewWidth
    configuration.screenScale = 2
    return TargetedSearch.emptyStartCorner(of: Scenario(Case(configuration: configuration, events: events), algorithm: reference))
  }

  @Test("The leading inset made 1.2 views long; a fling half the uncovered inset long, then a still drag back a page per item and the inset")
  func cornerOfAScenario() throws {
    // 390 × 1.2 = 468; the view covers 390 of it, so the fling is (468 − 390) / 2 = 39 pt;
    // back: 5 pages of 310 and the inset, 1550 + 468 = 2018 pt.
    let corner = try #require(try Self.corner(viewWidth: 390, [.scroll(offset: 40), .drag(distance: -20, velocity: 0.5)]))
    #expect(corner.configuration.sectionInset.left == 468)
    #expect(corner.configuration.itemWidth == 300 && corner.configuration.itemCount == 5)
    #expect(corner.events == [.drag(distance: 39, velocity: 1), .drag(distance: -2018, velocity: 0)])
  }

  @Test("A view of no length gets no empty-start corner")
  func noCornerWithoutView() throws {
    #expect(try Self.corner(viewWidth: 0) == nil)
  }

  /// A layout correct (the reference's rule) except for a drag from a position that shows an
  /// item back to one that shows none (the release less than a view's length before the
  /// first item, behind a leading inset longer than the view): code that looks for the
  /// nearest item in view finds none and returns the largest distance it started from, which
  /// the view clamps to the far end.
  static let emptyFarEnd = PlantedBug(id: "empty-far-end", band: "a drag back to where no item is in view rests at the far end") {
    let empty = $0.leadingInset - $0.viewWidth
    return $0.itemCount > 0 && $0.release < empty && $0.start >= empty ? $0.leadingInset + CGFloat($0.itemCount) * $0.pageSpace : nil
  }

  /// `bug` in an app's space of cards 250 × 150 pt in a view 275 × 180 pt (a carousel whose
  /// view shows one card and a little of the next).
  static func inCarouselSpace(_ bug: PlantedBug) -> Algorithm {
    var algorithm = bug.algorithm
    algorithm.configurations = LayoutConfigurations(
      itemSize: .fixed(CGSize(width: 250, height: 150)), viewSizes: [CGSize(width: 275, height: 180)])
    return algorithm
  }

  @Test("direction: a gate's 100 cases and climb miss a drag back to a start that shows no item; the empty-start corner finds it")
  func gateFindsEmptyFarEnd() throws {
    #expect(GateRuns.random(.direction, on: Self.inCarouselSpace(Self.emptyFarEnd)).verdict == .holds)
    let gate = try #require(GateRuns.gate(.direction, on: Self.inCarouselSpace(Self.emptyFarEnd)))
    #expect(gate.verdict == .violated && gate.foundByTargetedSearch)
    let shrunk = try #require(gate.counterexample?.scenario.configuration)
    #expect(shrunk.sectionInset.left > shrunk.viewWidth)
  }

  /// A layout correct (the reference's rule) except where a release with a velocity has no
  /// item in view: then it returns the target it remembers, the start of the range, as a
  /// layout that keeps its last target and has none yet does.
  static let emptyBack = PlantedBug(id: "empty-back", band: "a fling with no item in view goes back to the start") {
    $0.itemCount > 0 && $0.velocity != 0 && $0.release + $0.viewWidth < $0.leadingInset ? 0 : nil
  }

  @Test("no-reversal: a gate's 100 cases and climb miss a fling from a start that shows no item; the empty-start corner finds it")
  func gateFindsEmptyBack() throws {
    #expect(GateRuns.random(.noReversal, on: Self.inCarouselSpace(Self.emptyBack)).verdict == .holds)
    let gate = try #require(GateRuns.gate(.noReversal, on: Self.inCarouselSpace(Self.emptyBack)))
    #expect(gate.verdict == .violated && gate.foundByTargetedSearch)
    let shrunk = try #require(gate.counterexample?.scenario.configuration)
    #expect(shrunk.sectionInset.left > shrunk.viewWidth)
  }
}
