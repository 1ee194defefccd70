import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// A flow layout that is its own delegate and rewrites the pointee in `scrollViewWillEndDragging`.
private final class PointeeWritingLayout: UICollectionViewFlowLayout, UIScrollViewDelegate {
  let write: @Sendable (CGFloat) -> CGFloat

  init(write: @escaping @Sendable (CGFloat) -> CGFloat) {
    self.write = write
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.x = write(targetContentOffset.pointee.x)
  }
}

/// `paging-coherent` (TheProperties) on seven 300-wide pages 310 apart in a 375-wide view at @2x:
/// the range is [0, 1785], the snap positions 0, 310, …, 1550 and the end 1785, the pages
/// (A3) 0, 375, 750, 1125, 1500 and 1785.
@Suite("paging-coherent")
struct PagingChecksTests {
  /// `write` as an algorithm whose space turns paging on, as an app's would.
  private static func paging(_ id: String, write: @escaping @Sendable (CGFloat) -> CGFloat) -> Algorithm {
    var algorithm = SymmetryChecksTests.algorithm(id) { PointeeWritingLayout(write: write) }
    algorithm.configurations = LayoutConfigurations(pagingEnabled: [true])
    return algorithm
  }

  /// `events` on the seven pages, with paging on unless `paged` is false.
  private static func scenario(_ algorithm: Algorithm, _ events: [Event], paged: Bool = true) -> Scenario {
    var configuration = SymmetryChecksTests.sevenPages()
    configuration.isPagingEnabled = paged
    return Scenario(Case(configuration: configuration, events: events), algorithm: algorithm)
  }

  /// From 0 released at 100 moving on: the page is 375.
  private static let fling: [Event] = [.drag(distance: 100, velocity: 1)]

  @Test("Does not apply to an algorithm whose cases never turn paging on")
  func notApplicableWithoutPaging() throws {
    let plain = SymmetryChecksTests.algorithm("plain") { NearestPageLayout() }
    #expect(Property.pagingCoherent.notApplicable(to: plain, contract: plain.contract(AlgorithmOptions())) == "paging is never on in its cases")
    let paged = Self.paging("paged") { $0 }
    #expect(Property.pagingCoherent.notApplicable(to: paged, contract: paged.contract(AlgorithmOptions())) == nil)
  }

  @Test("Holds when the view rests on the page, and when a delegate snaps the page to a snap position")
  func holds() {
    // Untouched, the pointee 375 is the rest: a page, not a snap position.
    #expect(Property.pagingCoherent.caseVerdict(Self.scenario(Self.paging("untouched") { $0 }, Self.fling)) == .holds)
    // Rounded to the grid: 375/310 = 1.2 → 310, a snap position, not a page.
    let rounding = Self.paging("rounding") { ($0 / 310).rounded() * 310 }
    #expect(Property.pagingCoherent.caseVerdict(Self.scenario(rounding, Self.fling)) == .holds)
  }

  @Test("Is violated by a rest that is neither a page nor a snap position")
  func violated() throws {
    // 375 − 50 = 325: 50 from the page 375, 15 from the snap position 310.
    let early = Self.paging("early") { $0 - 50 }
    let violation = try #require(Property.pagingCoherent.violation(in: Self.scenario(early, Self.fling)))
    #expect(violation.event == 0)
    #expect(violation.message == "event 0 (drag): with paging on it rests at 325, neither a page (nearest 375) nor a snap position (nearest 310)")
    #expect(violation.expectedRest == 375)
  }

  @Test("Generated cases of a space that turns paging on check it, and shrinking keeps paging on")
  func generatedCases() throws {
    let runner = CheckRunner(seed: CheckDefaults.seed, profile: .realistic, cases: 200)
    let untouched = runner.check(.pagingCoherent, on: Self.paging("untouched") { $0 })
    #expect(untouched.verdict == .holds)
    #expect(untouched.exercised > 100)
    let early = runner.check(.pagingCoherent, on: Self.paging("early") { $0 - 50 })
    #expect(early.verdict == .violated)
    let example = try #require(early.counterexample)
    #expect(example.scenario.configuration.isPagingEnabled)
    #expect(example.message.contains("with paging on it rests at"))
  }

  @Test("Drags made with paging off are not its business")
  func unpagedDragsAreUnexercised() {
    let early = Self.paging("early") { $0 - 50 }
    // With paging off the pointee is the proposal, 100 + 0.99/0.0020020026706730793 = 594.50…,
    // @2x 594.5, less 50: 544.5, neither page nor snap position, yet nothing is asked.
    #expect(Property.pagingCoherent.caseVerdict(Self.scenario(early, Self.fling, paged: false)) == .unexercised)
  }
}
