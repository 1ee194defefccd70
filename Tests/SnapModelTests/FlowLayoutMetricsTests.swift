import Foundation
import SnapModel
import Testing

/// A flow layout invalidated on every move whose content grows by 100 pt in every `prepare()`.
private final class GrowingLayout: UICollectionViewFlowLayout {
  var extra: CGFloat = 0

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func prepare() {
    super.prepare()
    extra += 100
  }

  override var collectionViewContentSize: CGSize {
    let size = super.collectionViewContentSize
    return CGSize(width: size.width + extra, height: size.height)
  }
}

@Suite("The view's offset range follows the layout's content size across invalidations")
struct FlowLayoutMetricsTests {
  /// Three 100 × 150 items shown by a `GrowingLayout` in the default 375 × 150 view.
  private func threeGrowingItems() -> (GrowingLayout, Simulator) {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 3
    configuration.itemWidth = 100
    configuration.itemHeight = 150
    let layout = GrowingLayout()
    layout.apply(configuration)
    return (layout, Simulator(configuration: configuration, layout: layout))
  }

  @Test("A content size changed in prepare() after an invalidation moves the range's end")
  func rangeFollowsContentSize() throws {
    let (_, simulator) = threeGrowingItems()
    // One item per column (150 high in a 150-high view): 3 × 100 + 2 × 10 = 320 pt, +100 from the first prepare(): the range ends at 420 − 375 = 45.
    let first = try #require(simulator.apply(.scroll(offset: 1000), index: 0))
    #expect(first.rest == 45)
    // The next step prepares first: 320 + 200 = 520, the range ends at 145.
    let second = try #require(simulator.apply(.scroll(offset: 1000), index: 1))
    #expect(second.rest == 145)
    #expect(simulator.collectionView.offsetRange.upper == 145)
  }

  @Test("A range asked between an invalidation and prepare() is not kept once prepare() changed the content")
  func rangeAskedBeforePrepareIsNotKept() {
    let (layout, simulator) = threeGrowingItems()
    let view = simulator.collectionView
    // After the first prepare(): 320 + 100 = 420, the range ends at 45.
    layout.invalidateLayout()
    // Asked before the pending prepare(): still 45, the content as it is.
    #expect(view.offsetRange.upper == 45)
    // prepare() grows the content to 520: the range ends at 145, not the 45 asked above.
    layout.prepareIfNeeded()
    #expect(view.offsetRange.upper == 145)
  }
}
