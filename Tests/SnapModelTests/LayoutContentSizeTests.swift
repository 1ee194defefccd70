import Foundation
import SnapModel
import Testing

/// A layout that is not a flow layout, 150 high, whose content length is whatever the test
/// sets, without invalidating; it counts how often it is asked.
private final class SetLengthLayout: UICollectionViewLayout {
  var length: CGFloat = 1000
  var reads = 0

  override var collectionViewContentSize: CGSize {
    reads += 1
    return CGSize(width: length, height: 150)
  }
}

/// A layout whose content length is whatever the test sets, without invalidating, and which
/// notes the content size the view gives it each time it prepares.
private final class PrepareReadsLayout: UICollectionViewLayout {
  var length: CGFloat = 1000
  var seenInPrepare: [CGFloat] = []

  override var collectionViewContentSize: CGSize { CGSize(width: length, height: 150) }

  override func prepare() {
    seenInPrepare.append(collectionView?.contentSize.width ?? -1)
  }
}

@Suite("The view keeps a layout's content size from one layout pass to the next (TheUIKitModel)")
struct LayoutContentSizeTests {
  /// A `SetLengthLayout` in the default 375 × 150 horizontal view.
  private func setLengthSimulator() -> (SetLengthLayout, Simulator) {
    let layout = SetLengthLayout()
    return (layout, Simulator(configuration: LayoutConfiguration(), layout: layout))
  }

  @Test("A content size changed without an invalidation counts from the next invalidation")
  func contentSizeChangedWithoutInvalidation() throws {
    let (layout, simulator) = setLengthSimulator()
    // 1000 long in a 375-wide view, no insets: the range is [0, 625].
    layout.length = 2000
    let kept = try #require(simulator.apply(.scroll(offset: 5000), index: 0))
    #expect(kept.rest == 625)
    #expect(simulator.collectionView.contentSize.width == 1000)
    // Invalidated, the layout is asked again: 2000 − 375 = 1625.
    layout.invalidateLayout()
    let followed = try #require(simulator.apply(.scroll(offset: 5000), index: 1))
    #expect(followed.rest == 1625)
    #expect(simulator.collectionView.contentSize.width == 2000)
  }

  @Test("While the layout prepares, the view asks it, never the content size kept from the pass before")
  func contentSizeAskedDuringPrepare() {
    let layout = PrepareReadsLayout()
    let simulator = Simulator(configuration: LayoutConfiguration(), layout: layout)
    // The first pass: prepare() reads 1000, and the view keeps 1000 for the pass.
    #expect(simulator.collectionView.contentSize.width == 1000)
    // 2000 without an invalidation; a resize to the same 375 × 150 changes nothing but lays
    // the view out again, so the layout prepares once more: there the view asks it (2000),
    // not the 1000 it kept, since what a layout answers while it prepares is not yet its
    // answer for the pass.
    layout.length = 2000
    _ = simulator.apply(.resize(width: 375, height: 150), index: 0)
    #expect(layout.seenInPrepare == [1000, 2000])
  }

  @Test("The content size is asked once per layout pass, however often the range is read")
  func askedOncePerPass() {
    let (layout, simulator) = setLengthSimulator()
    let view = simulator.collectionView
    let before = layout.reads
    for _ in 0..<5 {
      #expect(view.offsetRange.upper == 625)
      #expect(view.adjustedContentInset == .zero)
    }
    #expect(layout.reads == before)
    // A new content inset is a new adjusted inset: the layout is asked once more.
    view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
    #expect(view.offsetRange.lower == -20)
    #expect(view.offsetRange.upper == 655)
    #expect(layout.reads == before + 1)
  }
}

/// A flow layout whose `prepare()`, once asked to, makes an empty batch update (which
/// prepares the layout again inside it) and notes whether it is still marked as preparing.
private final class NestedPrepareLayout: UICollectionViewFlowLayout {
  var nestNextPrepare = false
  var preparingAfterNested: Bool?

  override func prepare() {
    super.prepare()
    guard nestNextPrepare else { return }
    nestNextPrepare = false
    collectionView?.performBatchUpdates({})
    preparingAfterNested = isPreparing
  }
}

@Suite("A prepare() inside another leaves the outer one marked as preparing")
struct NestedPrepareTests {
  @Test("After a batch update made inside prepare() returns, the outer prepare() is still preparing; after it, none is")
  func nestedPrepareKeepsOuterMark() {
    let layout = NestedPrepareLayout()
    let simulator = Simulator(configuration: LayoutConfiguration(), layout: layout)
    layout.nestNextPrepare = true
    simulator.withScreen { layout.prepareNow() }
    #expect(layout.preparingAfterNested == true)
    #expect(!layout.isPreparing)
  }
}
