import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import Testing

/// A delegate that moves every drag target by a fixed amount.
private final class TargetShift: NSObject, UIScrollViewDelegate {
  let shift: CGFloat

  init(_ shift: CGFloat) { self.shift = shift }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.x += shift
  }
}

/// Counts how many layouts an algorithm has made, across runs.
private final class MadeCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// One more; returns the new count.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

/// Every property of `Property.allCases`, checked on hand-built scenarios one of which sits
/// exactly on the passing side of its tolerance or rule and one just past it.
///
/// The view (`grid`) is 100 × 50 showing ten 100 × 50 items with no spacing or inset, so
/// the leading snap positions are 0, 100, …, 900 (the range is [0, 900]) and a page is
/// 100 pt. The screen scale is 100, so a rest is the target rounded to 0.01 pt and a
/// 0.51 pt offset survives rounding; a rule that adds one pixel of slack uses scale 2.
@Suite("Every property sits on each side of its tolerance as TheProperties says")
struct PropertyBoundaryTests {
  /// The contract of every ruled algorithm: leading, no page cap (so cap 1 for `page-cap`),
  /// with state and transforms, so every property applies.
  static let contract = SnapContract(alignment: .leading, pageCap: nil, keepsState: true, hasTransforms: true)

  /// The ten-item grid described above.
  static func grid(items: Int = 10, scale: CGFloat = 100) -> LayoutConfiguration {
    var c = LayoutConfiguration()
    c.itemCount = items
    c.itemWidth = 100
    c.itemHeight = 50
    c.lineSpacing = 0
    c.interitemSpacing = 0
    c.viewWidth = 100
    c.viewHeight = 50
    c.screenScale = scale
    return c
  }

  /// Whether `property` finds a violation in `events` on `configuration` with the layout `make`
  /// builds, held to `contract`.
  static func violated(
    _ property: Property, _ events: [Event], on configuration: LayoutConfiguration = grid(), twin: String? = nil,
    contract: SnapContract = contract, make: @escaping @Sendable () -> LayoutUnderTest
  ) -> Bool {
    let algorithm = Algorithm(
      id: "ruled", origin: "test", summary: "a ruled layout", twin: twin.map { Algorithm.Twin(id: $0) },
      contract: { _ in contract }, make: { _, _ in make() })
    let scenario = Scenario(Case(configuration: configuration, events: events), algorithm: algorithm)
    return property.violation(in: scenario) != nil
  }

  /// `violated` for a layout whose drag target is `target`.
  static func violated(
    _ property: Property, _ events: [Event], on configuration: LayoutConfiguration = grid(),
    contract: SnapContract = contract, target: @escaping @Sendable (RuledLayout, CGFloat) -> CGFloat
  ) -> Bool {
    violated(property, events, on: configuration, contract: contract) { LayoutUnderTest(layout: RuledLayout(target: target)) }
  }

  @Test("Every property has a boundary test: the core properties here, symmetry and coverage in SymmetryChecksTests and CoverageChecksTests, paging and updates in PagingChecksTests and UpdateChecksTests")
  func everyPropertyCovered() {
    let covered: [Property] = [
      .finite, .inBounds, .pageCap, .onBoundary, .noRecyclingSkip, .orderIndependent, .direction, .noReversal,
      .thresholds, .translationInvariant, .reachable, .restStable, .freshEquivalent, .resizeKeepsItem, .rectContract,
      .scaleRange, .deterministic, .portEquivalence,
    ]
    let coveredElsewhere: [Property] = [.mirror, .axisSymmetric, .scaleInvariant, .pagingCoherent, .updateKeepsItem, .unsupportedFree]
    #expect(Set(covered + coveredElsewhere) == Set(Property.allCases))
    #expect(Property.allCases.count == covered.count + coveredElsewhere.count)
  }

  // finite: the largest finite target is clamped to 900 and passes; +∞ faults the step.
  @Test("finite: the largest finite target passes, an infinite one fails", arguments: [
    (CGFloat.greatestFiniteMagnitude, false), (CGFloat.infinity, true), (-CGFloat.infinity, true), (CGFloat.nan, true),
  ])
  func finite(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.finite, [.drag(distance: 10, velocity: 0)]) { _, _ in target } == fails)
  }

  // in-bounds compares the raw target with [0 − 0.5, 900 + 0.5]: 900.5 and −0.5 pass, the
  // next double beyond either fails.
  @Test("in-bounds: a target exactly 0.5 pt outside the range passes, one ulp further fails", arguments: [
    (CGFloat(900.5), false), (CGFloat(900.5).nextUp, true), (CGFloat(-0.5), false), (CGFloat(-0.5).nextDown, true),
  ])
  func inBounds(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.inBounds, [.drag(distance: 10, velocity: 0)]) { _, _ in target } == fails)
  }

  // page-cap at scale 2 from 0 (on the grid): reach = 1 page (100) + 0 off grid + slack
  // (0.5 + 1/2) = 101. A rest of 101 moves exactly the reach; 101.5 (the next pixel) moves
  // further and is 1.5 from the nearest allowed position 100, beyond 0.5.
  @Test("page-cap: moving exactly the reach passes, one pixel further fails", arguments: [
    (CGFloat(101), false), (CGFloat(101.5), true),
  ])
  func pageCap(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.pageCap, [.drag(distance: 10, velocity: 0)], on: Self.grid(scale: 2)) { _, _ in target } == fails)
  }

  // on-boundary: a rest of 100.5 is 0.5 from position 100 and passes; 100.51 is 0.51 away.
  @Test("on-boundary: a rest 0.5 pt off a snap position passes, 0.51 pt fails", arguments: [
    (CGFloat(100.5), false), (CGFloat(100.51), true), (CGFloat(899.5), false), (CGFloat(899.49), true),
  ])
  func onBoundary(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.onBoundary, [.drag(distance: 10, velocity: 0)]) { _, _ in target } == fails)
  }

  // no-recycling-skip: with every cell retained item 9 (at 900, off screen) has a cell;
  // with cells recycled it has none. The target 100 moves by `shift` when item 9's cell
  // is there, so the two rests differ by exactly `shift`.
  @Test("no-recycling-skip: rests 0.5 pt apart with and without recycling pass, 0.51 pt fail", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func noRecyclingSkip(shift: CGFloat, fails: Bool) {
    #expect(Self.violated(.noRecyclingSkip, [.drag(distance: 10, velocity: 0)]) { layout, _ in
      100 + (layout.collectionView?.cellForItem(at: IndexPath(item: 9, section: 0)) != nil ? shift : 0)
    } == fails)
  }

  // order-independent: at the release offset 10 the visible cells are items 0 and 1; the
  // target moves by `shift` unless item 0 comes first, which only index order gives.
  @Test("order-independent: rests 0.5 pt apart across cell orders pass, 0.51 pt fail", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func orderIndependent(shift: CGFloat, fails: Bool) {
    #expect(Self.violated(.orderIndependent, [.drag(distance: 10, velocity: 0)]) { layout, _ in
      let first = layout.collectionView?.visibleCells.first.flatMap { layout.collectionView?.indexPath(for: $0) }
      return 100 + (first?.item == 0 ? 0 : shift)
    } == fails)
  }

  // direction: from the snap position 500 a 50 pt drag proposes 550, ahead; resting at
  // 499.5 is 0.5 behind the start and passes, 499.49 fails.
  @Test("direction: resting 0.5 pt behind the start of a forward drag passes, 0.51 pt fails", arguments: [
    (CGFloat(499.5), false), (CGFloat(499.49), true),
  ])
  func direction(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.direction, [.scroll(offset: 500), .drag(distance: 50, velocity: 0)]) { _, _ in target } == fails)
  }

  // no-reversal: from 500 a 20 pt drag releases at 520 moving forward (v 1); resting at
  // 519.5 is 0.5 behind the release and passes, 519.49 fails (900 ≥ 520 is allowed ahead).
  @Test("no-reversal: resting 0.5 pt against the velocity passes, 0.51 pt fails", arguments: [
    (CGFloat(519.5), false), (CGFloat(519.49), true),
  ])
  func noReversal(target: CGFloat, fails: Bool) {
    #expect(Self.violated(.noReversal, [.scroll(offset: 500), .drag(distance: 20, velocity: 1)]) { _, _ in target } == fails)
  }

  // thresholds at scale 2: a 10 pt drag proposes 10 and rests at 100 (moves 100). The
  // longer drag (10 + 100/8 + 1 = 23.5) and the faster release (v 1) propose beyond 20 and
  // rest at 100 − `loss`. Allowed loss: 0.5 + 1/2 = 1; 1 passes, 1.5 (next pixel) fails.
  @Test("thresholds: a longer gesture moving 1 pt (tolerance + a pixel) less passes, 1.5 pt fails", arguments: [
    (CGFloat(1), false), (CGFloat(1.5), true),
  ])
  func thresholds(loss: CGFloat, fails: Bool) {
    #expect(Self.violated(.thresholds, [.drag(distance: 10, velocity: 0)], on: Self.grid(scale: 2)) { _, proposed in
      proposed < 20 ? 100 : 100 - loss
    } == fails)
  }

  // translation-invariant needs room around columns 10 and 20 of 30 (positions 1000 and
  // 2000): a 50 pt drag proposes 1050 and 2050, rounded up to 1100 and 2100 + `extra`, so the
  // moves differ by exactly `extra`.
  @Test("translation-invariant: moves 0.5 pt apart from two pages pass, 0.51 pt fail", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func translationInvariant(extra: CGFloat, fails: Bool) {
    #expect(Self.violated(.translationInvariant, [.drag(distance: 50, velocity: 0)], on: Self.grid(items: 30)) { _, proposed in
      (proposed / 100).rounded(.up) * 100 + (proposed > 1500 ? extra : 0)
    } == fails)
  }

  // reachable walks 10 + 2 = 12 one-page drags forward, then 12 back. The layout follows
  // the proposal but holds at 800 until its `lastAt`-th answer: on the 12th it reaches 900
  // in time; on the 13th (the first backward drag) it is one drag late.
  @Test("reachable: reaching the last position on the last forward drag passes, one drag later fails", arguments: [
    (12, false), (13, true),
  ])
  func reachable(lastAt: Int, fails: Bool) {
    #expect(Self.violated(.reachable, [.drag(distance: 100, velocity: 0)]) { layout, proposed in
      layout.asked == lastAt ? 900 : min((proposed / 100).rounded() * 100, 800)
    } == fails)
  }

  // rest-stable: at the start 0 (a snap position) a zero drag proposes 0; the layout adds
  // `drift`, so the rest is exactly `drift` away.
  @Test("rest-stable: a still drag drifting 0.5 pt passes, 0.51 pt fails", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func restStable(drift: CGFloat, fails: Bool) {
    #expect(Self.violated(.restStable, []) { _, proposed in proposed + drift } == fails)
  }

  // fresh-equivalent: after a first drag and a scroll to 500, the layout's second answer is
  // the proposal 500 + `memory`; a fresh layout scrolled to 500 answers 500.
  @Test("fresh-equivalent: a stale layout 0.5 pt off a fresh one passes, 0.51 pt fails", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func freshEquivalent(memory: CGFloat, fails: Bool) {
    let events: [Event] = [.drag(distance: 0, velocity: 0), .scroll(offset: 500), .drag(distance: 0, velocity: 0)]
    #expect(Self.violated(.freshEquivalent, events) { layout, proposed in proposed + (layout.asked > 1 ? memory : 0) } == fails)
  }

  // resize-keeps-item: at 300 the view is on item 3; widened to 200 pt (range [0, 800]),
  // item 3 is still at 300, and the layout settles `off` beyond it.
  @Test("resize-keeps-item: settling 0.5 pt off the item passes, 0.51 pt fails", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func resizeKeepsItem(off: CGFloat, fails: Bool) {
    let events: [Event] = [.scroll(offset: 300), .resize(width: 200, height: 50)]
    #expect(Self.violated(.resizeKeepsItem, events) {
      LayoutUnderTest(layout: RuledLayout(target: { _, proposed in proposed }, settle: { $0 + off }))
    } == fails)
  }

  // rect-contract's frame tolerance is 0.001 pt: the flow layout's own frames pass, and so
  // does a frame 0.0009 pt wider; 0.0011 pt wider fails, and so does an item outside the rect
  // (item 9 sits at 900–1000, beyond the view's first rect 0–100).
  @Test("rect-contract: the flow layout's frames pass, 0.0009 pt wider too; 0.0011 pt wider or an extra item fails", arguments: [
    ("exact", false), ("within", false), ("beyond", true), ("extra", true),
  ])
  func rectContract(change: String, fails: Bool) {
    #expect(Self.violated(.rectContract, []) {
      LayoutUnderTest(layout: RuledLayout(target: { _, proposed in proposed }, rewrite: { attributes in
        switch change {
        case "within", "beyond":
          attributes.forEach { $0.frame.size.width += change == "within" ? 0.0009 : 0.0011 }
          return attributes
        case "extra":
          guard attributes.count < 10 else { return attributes }
          let extra = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
          extra.frame = CGRect(x: 900, y: 0, width: 100, height: 50)
          return attributes + [extra]
        default: return attributes
        }
      }))
    } == fails)
  }

  // scale-range: scales in (0, 1]: 1 and the least positive double pass, 1's successor and
  // 0 fail (every visible item gets the same scale, so none is larger than the nearest).
  // The check reads an item's scale as the least of its 2-D and 3-D factors, so both
  // transforms carry it.
  @Test("scale-range: scale 1 and the least positive scale pass, 1 + ulp and 0 fail", arguments: [
    (CGFloat(1), false), (CGFloat.leastNonzeroMagnitude, false), (CGFloat(1).nextUp, true), (CGFloat(0), true),
  ])
  func scaleRange(scale: CGFloat, fails: Bool) {
    #expect(Self.violated(.scaleRange, []) {
      LayoutUnderTest(layout: RuledLayout(target: { _, proposed in proposed }, rewrite: { attributes in
        attributes.forEach {
          $0.transform = CGAffineTransform(scaleX: scale, y: scale)
          $0.transform3D = CATransform3DMakeScale(scale, scale, scale)
        }
        return attributes
      }))
    } == fails)
  }

  // scale-range's ordering: at 10 the view shows item 0 (centre 10 pt from the view's) and
  // item 1 (90 pt). Item 0 has scale 0.8; item 1 may exceed it by up to 1e-12, not more.
  @Test("scale-range: a farther item at most 1e-12 larger than the nearest passes, one ulp more fails", arguments: [
    (CGFloat(0.8) + 1e-12, false), ((CGFloat(0.8) + 1e-12).nextUp, true),
  ])
  func scaleOrder(fartherScale: CGFloat, fails: Bool) {
    #expect(Self.violated(.scaleRange, [.scroll(offset: 10)]) {
      LayoutUnderTest(layout: RuledLayout(target: { _, proposed in proposed }, rewrite: { attributes in
        attributes.forEach {
          let scale = $0.indexPath.item == 0 ? 0.8 : fartherScale
          $0.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
        return attributes
      }))
    } == fails)
  }

  // deterministic has no tolerance: every run targeting 100 passes; a second run targeting
  // 100's successor (same rest after rounding, different target) fails.
  @Test("deterministic: identical runs pass, a target one ulp apart on the second run fails", arguments: [
    (CGFloat(0), false), (CGFloat(100).ulp, true),
  ])
  func deterministic(drift: CGFloat, fails: Bool) {
    let made = MadeCount()
    #expect(Self.violated(.deterministic, [.drag(distance: 10, velocity: 0)]) {
      let run = made.next()
      return LayoutUnderTest(layout: RuledLayout(target: { _, _ in 100 + (run.isMultiple(of: 2) ? drift : 0) }))
    } == fails)
  }

  // port-equivalence: the ruled algorithm is last-offset's own layout with a delegate moving
  // its target by `shift`, declared as last-offset's twin. From 0 a 60 pt still drag makes
  // last-offset rest on a whole position r (required below), so the two rests differ by
  // exactly `shift`.
  @Test("port-equivalence: a twin 0.5 pt off passes, 0.51 pt off fails", arguments: [
    (CGFloat(0.5), false), (CGFloat(0.51), true),
  ])
  func portEquivalence(shift: CGFloat, fails: Bool) throws {
    let twin = try #require(AlgorithmRegistry.algorithm(id: "last-offset"))
    let events: [Event] = [.drag(distance: 60, velocity: 0)]
    let twinRest = try #require(Scenario(Case(configuration: Self.grid(), events: events), algorithm: twin).run().steps.first?.rest)
    try #require(twinRest == twinRest.rounded() && twinRest + shift <= 900)
    #expect(Self.violated(.portEquivalence, events, twin: twin.id) {
      var subject = twin.make(Self.grid(), AlgorithmOptions())
      subject.delegate = TargetShift(shift)
      return subject
    } == fails)
  }
}
