import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// Paste sample 03's layout as its app shows it: album covers in one section, a view as wide
/// as a phone, `.fast` as its controller sets. The layout sets its own item size and spacing
/// (a plain `UICollectionViewLayout` has no flow properties to set), so only the view varies.
private let coverFlow = CheckedLayout(
  "CoverFlowLayout", contract: LayoutContract(alignment: .center, pageCap: .unlimited, hasTransforms: true),
  configurations: LayoutConfigurations(
    itemCounts: 0...12, sectionCounts: 1...1, viewSizes: [CGSize(width: 375, height: 300), CGSize(width: 414, height: 320)],
    decelerationRates: [.fast]),
  knownViolations: Property.allCases, layout: { CoverFlowLayout() })

/// Nine covers in a 375×300 view at @3x, `.fast` (0.99). By hand from the file: a step of
/// 200 + 40 = 240; the inset (375 − 200)/2 = 87.5 on each side, so item i spans
/// 87.5 + 240i … 287.5 + 240i and is centred at offset 240i; content 175 + 9·200 + 8·40 =
/// 2295, offsets 0…1920.
private func covers() -> LayoutConfiguration {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 9
  configuration.viewWidth = 375
  configuration.viewHeight = 300
  configuration.screenScale = 3
  configuration.decelerationRate = 0.99
  return configuration
}

/// Paste sample 03 (`../shared/paste-samples-2/`, a cover flow built on a plain
/// `UICollectionViewLayout`), compiled unedited from `AppFiles/` and run through UIKit's
/// own calls: `prepare()` on every bounds change, the content size, the attributes in a rect
/// and of one item, its `targetContentOffset`.
@Suite("03 cover flow on a plain UICollectionViewLayout, pasted unchanged")
struct CoverFlowLayoutTests {
  @Test("Drags rest where its targetContentOffset rounds the proposal to a step, clamped to the last cover")
  func drags() {
    // From 0: a 100-point drag at rest proposes 100, round(100/240 = 0.42) = 0: stays at 0.
    // A 150-point drag proposes 150, round(0.625) = 1: 240.
    // A flick of 3 pt/ms from 240 proposes 240 + 2.99/0.01005 = 537.50, at @3x 537.67:
    // round(2.24) = 2, 480. A flick of 10 pt/ms from 480: 480 + 9.99/0.01005 = 1473.99,
    // round(6.14) = 6, 1440 — six steps in one flick (nothing in the file caps it).
    // A 600-point drag at rest from 1440 is pulled back into the range: the proposal is the
    // end, 1920, cover 8.
    let trace = Scenario(
      Case(configuration: covers(), events: [
        .drag(distance: 100, velocity: 0), .drag(distance: 150, velocity: 0), .drag(distance: 0, velocity: 3),
        .drag(distance: 0, velocity: 10), .drag(distance: 600, velocity: 0),
      ]),
      algorithm: coverFlow.algorithm
    ).run()
    #expect(trace.steps.map(\.target) == [0, 240, 480, 1440, 1920])
    #expect(trace.steps.map(\.rest) == [0, 240, 480, 1440, 1920])
    #expect(trace.steps.allSatisfy { $0.outcome == .ok })
  }

  @Test("The view is the layout's: its content size, the cells its rects show, and snap positions from its item frames")
  func viewReadsTheLayout() throws {
    let simulator = coverFlow.algorithm.simulator(for: covers())
    let view = simulator.collectionView
    #expect(view.contentSize == CGSize(width: 2295, height: 300))
    #expect(view.offsetRange == OffsetRange(contentLength: 2295, viewLength: 375, scale: 3))
    // At offset 0 the bounds 0…375 meet cover 0 (87.5…287.5) and cover 1 (327.5…527.5).
    #expect(view.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 150)) == nil)  // the gap 287.5…327.5
    #expect(view.indexPathForItem(at: CGPoint(x: 330, y: 150)) == IndexPath(item: 1, section: 0))
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)  // 567.5…767.5, recycled
    // Centred: frame.mid − 375/2 = 240i; leading: frame.min − frame₀.min + 0, the same.
    let steps = (0...8).map { CGFloat($0) * 240 }
    #expect(simulator.withScreen { SnapGrid(layout: simulator.layout, alignment: .center).allPositions } == steps)
    #expect(simulator.withScreen { SnapGrid(layout: simulator.layout, alignment: .leading).allPositions } == steps)
    // The covers turn away from the centre: cover 1 at offset 0 is one step right, rotated
    // by −π/4 about y and scaled by 0.75, so m11 = 0.75·cos(π/4).
    let cover = try #require(simulator.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(cover.transform3D.m11 - 0.75 * (2.0.squareRoot() / 2)) < 1e-12)
    #expect(cover.alpha == 0.7 && cover.zIndex == 990)
  }

  @Test("verify runs it on UIKit's calls: its one violation is no-reversal, a slow flick rounded back to the cover behind")
  func verifyRunsIt() {
    let run = SnapCheck.verify(coverFlow)
    #expect(run.problems.isEmpty, "\(run.problems)")
    #expect(run.results.count == Property.allCases.count)
    #expect(run.results.filter { $0.verdict == .violated }.map(\.property) == [.noReversal])
    #expect(run.results.first { $0.property == .unsupportedFree }?.verdict == .holds)
    // Shrunk to a flick of 0.2501 pt/ms released at 250: it proposes 250 + 0.2401/0.01005 =
    // 273.9, round(273.9/240 = 1.14) = cover 1 at 240, behind the release.
    let reversal = run.results.first { $0.property == .noReversal }?.counterexample
    #expect(reversal?.message == "event 0 (drag): released at 250 moving forward (velocity 0.2501 pt/ms) but rests behind, at 240")
  }

  @Test("Its controller builds its own collection view with the cover flow, which takes the data source's nine covers")
  func controller() throws {
    let controller = AlbumCoverFlowViewController()
    controller.hostSize = CGSize(width: 375, height: 300)
    controller.loadViewIfNeeded()
    let view = try #require(controller.view.subviews.first as? UICollectionView)
    #expect(view.collectionViewLayout is CoverFlowLayout)
    #expect(view.numberOfItems(inSection: 0) == 9)
    #expect(view.decelerationRate == .fast)
    let cell = controller.collectionView(view, cellForItemAt: IndexPath(item: 4, section: 0))
    #expect(cell.reuseIdentifier == "Cover" && cell.contentView.backgroundColor == .systemMint)
  }
}
