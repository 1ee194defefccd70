import Foundation
import SnapAlgorithms
@testable import SnapEngine
import SnapModel
import Testing

/// The rects a layout was asked, in order.
private final class AskedRects: @unchecked Sendable {
  private let lock = NSLock()
  private var rects: [CGRect] = []

  func append(_ rect: CGRect) {
    lock.lock()
    defer { lock.unlock() }
    rects.append(rect)
  }

  /// How many times `rect` was asked.
  func count(of rect: CGRect) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return rects.count { $0 == rect }
  }
}

/// A flow layout that leaves out of every answer the items lying wholly behind the view's
/// offset, and notes the rects it is asked; it invalidates on every bounds change when
/// `followsOffset`, as UIKit needs a layout whose answers follow the offset to. When
/// `faultsOnBackwardFlick`, a drag released with a negative velocity gets a NaN target, a
/// fault that ends the scenario.
private final class DropsItemsBehind: UICollectionViewFlowLayout {
  let followsOffset: Bool
  let faultsOnBackwardFlick: Bool
  let asked: AskedRects?

  init(followsOffset: Bool, faultsOnBackwardFlick: Bool = false, asked: AskedRects? = nil) {
    self.followsOffset = followsOffset
    self.faultsOnBackwardFlick = faultsOnBackwardFlick
    self.asked = asked
    super.init()
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
    faultsOnBackwardFlick && velocity.x < 0 ? CGPoint(x: CGFloat.nan, y: 0) : proposedContentOffset
  }

  required init?(coder: NSCoder) { nil }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    followsOffset || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    asked?.append(rect)
    let offset = collectionView?.contentOffset.x ?? 0
    return super.layoutAttributesForElements(in: rect)?.filter { $0.frame.maxX > offset }
  }
}

/// `rect-contract` asks a rect again, between the first step and the last, only once the
/// layout was invalidated or prepared since it last asked it (the Layout section of the
/// properties article): what UIKit keeps, a check need not ask twice; after the last event it
/// asks every rect, as an app's own code may. Seven 300 pt items 310 apart in a 375 × 150 view: the content
/// is 2160 × 150 (7·300 + 6·10).
@Suite("rect-contract asks a rect again once the layout was invalidated, and every rect after the last event")
struct RectQueriesTests {
  static func scenario(_ events: [Event], followsOffset: Bool) -> Scenario {
    SevenItemFixtures.scenario(
      events, on: SevenItemFixtures.algorithm(followsOffset ? "drops-behind-following" : "drops-behind") {
        DropsItemsBehind(followsOffset: followsOffset)
      })
  }

  @Test("A layout whose answers follow the offset is asked the whole content again after the drag, and fails there")
  func followingLayoutFails() throws {
    // Before any event (offset 0) no item lies behind the view: every answer is right. The
    // drag of 310 rests at 310, invalidating the layout; item 0 (0–300) now lies behind, and
    // the whole content's answer leaves it out. The bounds (310–685) and the rect half a view
    // on (497.5–872.5) meet items 1 and 2 only, which it keeps.
    // A still drag follows, so event 0 is not the last: the invalidation alone asks again.
    let scenario = Self.scenario([.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0)], followsOffset: true)
    let violation = try #require(Property.rectContract.violation(in: scenario))
    #expect(violation.message == "after event 0, layoutAttributesForElements(in: (0, 0, 2160, 150)) returns items [1, 2, 3, 4, 5, 6]; the flow layout's are [0, 1, 2, 3, 4, 5, 6]")
    #expect(violation.event == 0)
  }

  @Test("Between invalidations the whole content is asked before any event and after the last, where it was asked after every step")
  func wholeContentAskedTwice() {
    // The plain flow layout invalidates only on a size change, so after the drag to 310 the
    // layout answers from what it prepared before any event: the whole content, asked then,
    // is not asked after event 0, and is asked again after event 1, the last.
    let asked = AskedRects()
    let algorithm = SevenItemFixtures.algorithm("drops-behind-noted") { DropsItemsBehind(followsOffset: false, asked: asked) }
    let scenario = SevenItemFixtures.scenario(
      [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0), .drag(distance: 0, velocity: 0)], on: algorithm)
    _ = Property.rectContract.violation(in: scenario)
    #expect(asked.count(of: CGRect(x: 0, y: 0, width: 2160, height: 150)) == 2)
  }

  @Test("A layout whose answers follow the offset without invalidating is asked the whole content again after the last event, and fails there")
  func staleLayoutFailsAtTheEnd() throws {
    // The same wrong answer as above, but the layout keeps its attributes across the drags
    // as far as UIKit can tell: the whole content, right before any event (offset 0), is
    // not asked after event 0; after event 1, the last, it is, and item 0 (0–300) lies
    // behind the view at 310.
    let scenario = Self.scenario([.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: 0)], followsOffset: false)
    let violation = try #require(Property.rectContract.violation(in: scenario))
    #expect(violation.message == "after event 1, layoutAttributesForElements(in: (0, 0, 2160, 150)) returns items [1, 2, 3, 4, 5, 6]; the flow layout's are [0, 1, 2, 3, 4, 5, 6]")
    #expect(violation.event == 1)
  }

  @Test("A run that a fault ends early asks every rect after its last step, where a stale layout fails")
  func staleLayoutFailsWhereAFaultEndsTheRun() throws {
    // As above, but event 1, a flick back from 310, gets a NaN target: the fault ends the
    // run there, before event 2. Its step is the last, so the whole content is asked again
    // after it, with the view still at 310: item 0 (0–300) lies behind it and is left out.
    let algorithm = SevenItemFixtures.algorithm("drops-behind-faulting") { DropsItemsBehind(followsOffset: false, faultsOnBackwardFlick: true) }
    let scenario = SevenItemFixtures.scenario(
      [.drag(distance: 310, velocity: 0), .drag(distance: 0, velocity: -1), .drag(distance: 0, velocity: 0)], on: algorithm)
    #expect(scenario.run().steps.map(\.isFault) == [false, true])
    let violation = try #require(Property.rectContract.violation(in: scenario))
    #expect(violation.message == "after event 1, layoutAttributesForElements(in: (0, 0, 2160, 150)) returns items [1, 2, 3, 4, 5, 6]; the flow layout's are [0, 1, 2, 3, 4, 5, 6]")
    #expect(violation.event == 1)
  }
}
