import Foundation

extension Simulator {
  /// `configuration` as the code under test left it once the view was set up: the flow and
  /// scroll-view settings read back from the layout and the view after `prepare()`, so a
  /// layout that sets `.fast` or its own insets there shows them.
  ///
  /// Replaying the result gives the same run, since the layout sets the same values again.
  package func observedConfiguration(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
    var c = configuration
    c.scrollDirection = layout.scrollDirection
    (c.itemWidth, c.itemHeight) = (layout.itemSize.width, layout.itemSize.height)
    c.lineSpacing = layout.minimumLineSpacing
    c.interitemSpacing = layout.minimumInteritemSpacing
    c.sectionInset = layout.sectionInset
    let view = collectionView
    c.decelerationRate = view.decelerationRate.rawValue
    c.alwaysBounceHorizontal = view.alwaysBounceHorizontal
    c.alwaysBounceVertical = view.alwaysBounceVertical
    c.bounces = view.bounces
    c.isScrollEnabled = view.isScrollEnabled
    c.isPagingEnabled = view.isPagingEnabled
    c.contentInset = view.contentInset
    c.contentInsetAdjustmentBehavior = view.contentInsetAdjustmentBehavior
    return c
  }
}
