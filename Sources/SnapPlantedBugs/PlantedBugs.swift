import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel

/// A catalogue of planted narrow bugs: user-style layouts, each correct (the reference's rule,
/// leading alignment, cap 1) except in a narrow band of inputs (some at one input's edge, some
/// where two edges meet: a long drag released still, exactly half a page, exact page
/// multiples, a flick at the momentum floor, one in a rare layout: a few items behind a negative
/// inset or one of half the view or more), for `snapcheck bench` to show what random
/// generation alone finds and what the targeted search adds, and for the tests that every one
/// is found at the default case count.
///
///     PlantedBug.all.map(\.id)  // ["velocity-band", "three-quarter-back", …, "deep-inset"]
package struct PlantedBug: Sendable {
  /// The bug's id, also its algorithm's id.
  package var id: String
  /// Where the bug lives, in words.
  package var band: String
  /// The wrong target in the band, or nil outside it (the correct target stands).
  var wrongTarget: @Sendable (PlantedGesture) -> CGFloat?

  /// The bug as an algorithm the engine checks, with the reference's contract.
  package var algorithm: Algorithm {
    let wrongTarget = wrongTarget
    return Algorithm(
      id: id, origin: "planted bug", summary: band,
      contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false) },
      make: { _, _ in
        let layout = PlantedBugLayout(wrongTarget: wrongTarget)
        return LayoutUnderTest(layout: layout, delegate: layout)
      })
  }

  /// Every planted bug.
  package static let all: [PlantedBug] = [
    PlantedBug(id: "velocity-band", band: "a forward release between 2 and 2.1 pt/ms moves one page too many") {
      $0.velocity >= 2 && $0.velocity < 2.1 ? $0.correct + $0.pageSpace : nil
    },
    PlantedBug(id: "three-quarter-back", band: "a backward drag of ¾ page ± 1 pt rests where the finger lifted") {
      abs($0.release - $0.start + 0.75 * $0.pageSpace) <= 1 ? $0.release : nil
    },
    PlantedBug(id: "tenth-drag", band: "the layout's tenth drag rests half a page off") {
      $0.drag == 10 ? $0.correct + $0.pageSpace / 2 : nil
    },
    PlantedBug(id: "two-pages-back", band: "a backward drag of two pages ± 1 pt moves one page too many") {
      abs($0.release - $0.start + 2 * $0.pageSpace) <= 1 ? $0.correct - $0.pageSpace : nil
    },
    PlantedBug(id: "crowded", band: "with 61 to 70 items, every rest is a point off the grid") {
      (61...70).contains($0.itemCount) ? $0.correct + 1 : nil
    },
    PlantedBug(id: "long-still", band: "a drag of two pages or more released still moves one page too many") {
      $0.velocity == 0 && abs($0.moved) >= 2 * $0.pageSpace ? $0.correct + $0.direction * $0.pageSpace : nil
    },
    PlantedBug(id: "exact-half", band: "a drag of exactly half a page (within half a pixel) rests a page behind its start") {
      abs(abs($0.moved) - $0.pageSpace / 2) <= $0.pixel / 2 ? $0.start - $0.direction * $0.pageSpace : nil
    },
    PlantedBug(id: "exact-multiple", band: "a forward drag of exactly two or three pages (within half a pixel) rests half a page further") { gesture in
      let pages: [CGFloat] = [2, 3]
      return pages.contains { abs(gesture.moved - $0 * gesture.pageSpace) <= gesture.pixel / 2 } ? gesture.correct + gesture.pageSpace / 2 : nil
    },
    // A layout never sees a speed under the momentum floor (UIKit makes it zero), so the band
    // just past the floor is as close to it as a layout's own bug can sit.
    PlantedBug(id: "floor-flick", band: "a backward release at the momentum floor (0.25 to 0.26 pt/ms) after under a quarter page moves a page forward") {
      $0.velocity <= -0.25 && $0.velocity > -0.26 && abs($0.moved) < $0.pageSpace / 4 ? $0.correct + $0.pageSpace : nil
    },
    // The ordinary draws put a negative inset, or one of half the view or more, before three
    // items or fewer only now and then (an item wider than the view, centred; a resize to a
    // narrower view); the rare-layout stream draws both on purpose.
    PlantedBug(id: "deep-inset", band: "with at most three items behind a negative leading inset or one of half the view or more, every rest is half a page off") {
      $0.itemCount <= 3 && ($0.leadingInset < 0 || $0.leadingInset >= $0.viewWidth / 2) ? $0.correct + $0.pageSpace / 2 : nil
    },
  ]

  /// A fresh layout with this bug, as an app's test would build its own (it is its own
  /// scroll-view delegate).
  package func makeLayout() -> UICollectionViewFlowLayout {
    PlantedBugLayout(wrongTarget: wrongTarget)
  }
}

/// What a planted bug's condition sees of a gesture.
struct PlantedGesture {
  /// Which drag of the layout's life this is, from 1.
  var drag: Int
  /// The offset where the drag began.
  var start: CGFloat
  /// The offset where the finger lifted.
  var release: CGFloat
  /// The release velocity, points per millisecond.
  var velocity: CGFloat
  /// The item width plus the line spacing.
  var pageSpace: CGFloat
  /// The view's width.
  var viewWidth: CGFloat
  /// The number of items.
  var itemCount: Int
  /// The section inset before the first item, along the axis.
  var leadingInset: CGFloat
  /// The correct target.
  var correct: CGFloat
  /// One pixel of the screen, in points.
  var pixel: CGFloat

  /// How far the finger moved the view, signed.
  var moved: CGFloat { release - start }
  /// 1 for a drag forward (or none), −1 for one backward.
  var direction: CGFloat { moved < 0 ? -1 : 1 }
}

/// A flow layout as a user would write one around a correct snapping rule: it counts drags,
/// notes where each begins, and asks its planted bug whether to answer wrongly.
final class PlantedBugLayout: UICollectionViewFlowLayout, UIScrollViewDelegate {
  /// The correct rule, kept in step with this layout's properties and view.
  private let rule = ReferenceSnapLayout()
  /// The bug.
  private let wrongTarget: @Sendable (PlantedGesture) -> CGFloat?
  /// Drags begun so far.
  private var drags = 0
  /// Where the current drag began.
  private var dragStart: CGFloat = 0

  init(wrongTarget: @escaping @Sendable (PlantedGesture) -> CGFloat?) {
    self.wrongTarget = wrongTarget
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  /// The rule, given this layout's view and flow properties.
  private var synced: ReferenceSnapLayout {
    rule.collectionView = collectionView
    rule.itemSize = itemSize
    rule.minimumLineSpacing = minimumLineSpacing
    rule.minimumInteritemSpacing = minimumInteritemSpacing
    rule.sectionInset = sectionInset
    return rule
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    drags += 1
    dragStart = scrollView.contentOffset.x
    synced.scrollViewWillBeginDragging(scrollView)
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let correct = synced.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    let gesture = PlantedGesture(
      drag: drags, start: dragStart, release: collectionView?.contentOffset.x ?? dragStart, velocity: velocity.x,
      pageSpace: itemSize.width + minimumLineSpacing, viewWidth: collectionView?.bounds.size.width ?? 0,
      itemCount: collectionView?.numberOfItems(inSection: 0) ?? 0, leadingInset: sectionInset.left, correct: correct.x,
      pixel: 1 / max(collectionView?.traitCollection.displayScale ?? 1, 1))
    return CGPoint(x: wrongTarget(gesture) ?? correct.x, y: correct.y)
  }

  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    synced.prepare(forAnimatedBoundsChange: oldBounds)
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    synced.targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }

  override func finalizeAnimatedBoundsChange() {
    synced.finalizeAnimatedBoundsChange()
  }
}

/// What each search phase finds of one planted bug.
package struct PlantedBugFinding: Sendable {
  /// The bug.
  package var bug: String
  /// The properties random cases alone violate, and the cases the first find took
  /// (nil when they find nothing).
  package var randomFinds: (properties: [String], cases: Int)?
  /// The same with the targeted search after the random cases: cases plus mutants.
  package var targetedFinds: (properties: [String], cases: Int)?

  /// What `results`, one per property of a run with the targeted search, found of `bug`.
  ///
  /// The targeted search only runs on a pair whose random cases all held, so the random
  /// phase's finds are the run's violations the search did not make: one run gives both.
  package init(_ bug: PlantedBug, results: [PairResult]) {
    func finds(_ violated: [PairResult]) -> (properties: [String], cases: Int)? {
      guard !violated.isEmpty else { return nil }
      let effort = violated.map { $0.foundByTargetedSearch ? $0.cases + $0.targetedCases : ($0.failingCase ?? 0) + 1 }
      return (violated.map(\.property.id), effort.min() ?? 0)
    }
    let violated = results.filter { $0.verdict == .violated }
    self.bug = bug.id
    randomFinds = finds(violated.filter { !$0.foundByTargetedSearch })
    targetedFinds = finds(violated)
  }

  /// Checks `bug` against every property with the realistic profile's `cases` for `seed`,
  /// the targeted search on.
  package static func find(_ bug: PlantedBug, seed: UInt64, cases: Int) -> PlantedBugFinding {
    let runner = CheckRunner(seed: seed, profile: .realistic, cases: cases, targeted: true)
    return PlantedBugFinding(bug, results: runner.run(algorithms: [bug.algorithm], properties: Property.allCases).results)
  }
}
