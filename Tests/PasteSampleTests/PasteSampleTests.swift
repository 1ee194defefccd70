import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

/// A paste sample as an algorithm, to run it on a case worked out by hand.
private func sample(
  _ makeLayout: @escaping @Sendable () -> UICollectionViewFlowLayout,
  delegate makeDelegate: @escaping @Sendable () -> UIScrollViewDelegate? = { nil }
) -> Algorithm {
  Algorithm(
    id: "sample", origin: "paste sample", summary: "a paste sample", host: .wide,
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { _, _ in
      let layout = makeLayout()
      return LayoutUnderTest(layout: layout, delegate: makeDelegate() ?? layout as? UIScrollViewDelegate)
    })
}

/// Ten 300×150 items, spacing 10, in a 375×150 view at @3x: content 3090, offsets 0–2715.
private func banner(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutConfiguration {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  change(&configuration)
  return configuration
}

/// The properties `verify` reports violated.
private func violated(_ results: [PairResult]) -> Set<String> {
  Set(results.filter { $0.verdict == .violated }.map(\.property.id))
}

/// The four files of `../shared/paste-samples/`, compiled unedited from `AppFiles/` by the
/// SnapCheckAppFiles plugin (see the AppFilesAsWritten article), checked by `verify` and on cases
/// worked out by hand from their code.
@Suite("Real snap code, pasted unchanged")
struct PasteSampleTests {
  @Test("01 centre zoom: snaps item centres, scales within (0, 1], but with no item adds greatestFiniteMagnitude")
  func centerZoom() {
    let results = SnapCheck.verify(
      CenterZoomFlowLayout(),
      contract: LayoutContract(alignment: .center, hasTransforms: true, widerHost: true),
      knownViolations: Property.allCases
    ).results
    #expect(results.count == Property.allCases.count)
    // Its attributes are the flow layout's, copied, with a scale 1 − 0.15·min(d/W, 1) that
    // peaks at the centre: these hold by construction.
    #expect(violated(results).isDisjoint(with: ["rect-contract", "scale-range", "deterministic", "order-independent"]))
    #expect(violated(results).contains("in-bounds"))
    // By hand: no item, so no attribute lowers offsetAdjustment from greatestFiniteMagnitude;
    // the target is the proposal 50 plus 1.797…e308 (a bouncing view lets the drag begin).
    let empty = banner { $0.itemCount = 0; $0.alwaysBounceHorizontal = true }
    let step = Scenario(Case(configuration: empty, events: [.drag(distance: 50, velocity: 0)]), algorithm: sample { CenterZoomFlowLayout() })
      .run().steps[0]
    #expect(step.target == CGFloat.greatestFiniteMagnitude)
    // With items, prepare() centres item 0 (inset (375 − 300)/2 = 37.5, whose origin rounds at
    // @3x to 113/3 = 37.667): a 156-point drag puts the view's centre at 343.5, nearest item 1's
    // centre 347.667 + 150 = 497.667 (item 0's is 187.667): the target 497.667 − 187.5 =
    // 310.1667 rounds to 931/3 = 310.333.
    let centred = Scenario(Case(configuration: banner(), events: [.drag(distance: 156, velocity: 0)]), algorithm: sample { CenterZoomFlowLayout() })
      .run().steps[0]
    #expect(centred.rest == 310.3333333333333)
  }

  @Test("03 delegate snapping: the delegate rounds the pointee to pages and so pages more than once on a flick")
  func delegateSnapping() {
    let results = SnapCheck.verify(
      UICollectionViewFlowLayout(), delegate: CarouselSnapDelegate(itemWidth: 300, spacing: 10),
      contract: LayoutContract(alignment: .leading, widerHost: true), knownViolations: Property.allCases
    ).results
    #expect(results.count == Property.allCases.count)
    #expect(violated(results).contains("page-cap"))
    #expect(violated(results).isDisjoint(with: ["finite", "rect-contract", "deterministic", "order-independent"]))
    // By hand: the delegate sizes items 300 wide (whatever the layout says) with spacing 10.
    // A drag of 100 at 1 pt/ms proposes 594.67 (@3x); the pointee rounds to 2 pages, 620 ≤
    // 3090 − 375: the view rests two pages on, where the page cap allows one.
    let configuration = banner { $0.itemWidth = 50 }
    let step = Scenario(
      Case(configuration: configuration, events: [.drag(distance: 100, velocity: 1)]),
      algorithm: sample({ UICollectionViewFlowLayout() }, delegate: { CarouselSnapDelegate(itemWidth: 300, spacing: 10) })
    ).run().steps[0]
    #expect(step.proposed == 594.6666666666666)
    #expect(step.target == 620 && step.rest == 620)
  }

  @Test("04 vertical rows: snaps row tops along y, and a flick moves several rows")
  func verticalRows() {
    let results = SnapCheck.verify(
      VerticalSnapLayout(),
      contract: LayoutContract(alignment: .leading, axes: [.vertical], widerHost: true),
      knownViolations: Property.allCases
    ).results
    #expect(results.count == Property.allCases.count)
    #expect(violated(results).contains("page-cap"))
    #expect(violated(results).isDisjoint(with: ["finite", "rect-contract", "deterministic"]))
    // By hand: ten 375×300 rows, spacing 10, in a 375×667 view. A 156-point drag proposes
    // 156; the rows meeting (0, 156, 375, 667) start at 0, 310 and 620; 310 is nearest 156
    // (154 against 156): it rests at 310. A flick of 1 pt/ms from there proposes 310 + 100 +
    // 494.5 = 904.67 (@3x), nearest row 930: three rows in one drag.
    let rows = banner { $0.scrollDirection = .vertical; $0.itemWidth = 375; $0.itemHeight = 300; $0.viewHeight = 667 }
    let trace = Scenario(
      Case(configuration: rows, events: [.drag(distance: 156, velocity: 0), .drag(distance: 100, velocity: 1)]),
      algorithm: sample { VerticalSnapLayout() }
    ).run()
    #expect(trace.steps.map(\.rest) == [310, 930])
  }

  @Test("08 rotation: the item at the old centre stays centred after a resize")
  func rotationStable() {
    let results = SnapCheck.verify(
      RotationStableLayout(), contract: LayoutContract(alignment: .center, widerHost: true),
      knownViolations: Property.allCases
    ).results
    #expect(results.count == Property.allCases.count)
    #expect(violated(results).isDisjoint(with: ["finite", "rect-contract", "deterministic", "order-independent"]))
    // By hand: item 3 spans 930–1230, its centred offset is 1080 − 187.5 = 892.5. Resizing to
    // 812 wide, the old centre (1080, 75) is in item 3, whose centre 1080 − 406 = 674 lies in
    // [0, 3090 − 812 = 2278]: the view rests at 674, item 3 centred again.
    let step = Scenario(
      Case(configuration: banner(), events: [.scroll(offset: 892.5), .resize(width: 812, height: 150)]),
      algorithm: sample { RotationStableLayout() }
    ).run().steps[1]
    #expect(step.rest == 674)
  }
}
