import Foundation

/// The flow properties a `UICollectionViewFlowLayout`'s geometry is computed from, each read
/// once through its getter, so a subclass's override answers (TheUIKitModel: UIKit's flow
/// layout reads them in `prepare()`).
struct FlowProperties: Equatable {
  /// `itemSize`.
  var itemSize: CGSize
  /// `minimumLineSpacing`.
  var minimumLineSpacing: CGFloat
  /// `minimumInteritemSpacing`.
  var minimumInteritemSpacing: CGFloat
  /// `sectionInset`.
  var sectionInset: UIEdgeInsets
  /// `scrollDirection`.
  var scrollDirection: UICollectionView.ScrollDirection
  /// `headerReferenceSize`.
  var headerReferenceSize: CGSize
  /// `footerReferenceSize`.
  var footerReferenceSize: CGSize

  /// What `layout`'s getters answer now.
  init(of layout: UICollectionViewFlowLayout) {
    itemSize = layout.itemSize
    minimumLineSpacing = layout.minimumLineSpacing
    minimumInteritemSpacing = layout.minimumInteritemSpacing
    sectionInset = layout.sectionInset
    scrollDirection = layout.scrollDirection
    headerReferenceSize = layout.headerReferenceSize
    footerReferenceSize = layout.footerReferenceSize
  }
}
