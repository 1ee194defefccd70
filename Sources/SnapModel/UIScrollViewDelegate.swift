import Foundation

/// UIKit's `UIScrollViewDelegate`: the callbacks a scroll view sends, in UIKit's order (the UIKit model article).
///
/// Every method is optional, as in UIKit: the default implementations do nothing, which is
/// what UIKit does for a delegate that lacks the method. Each default also notes that it ran, so an
/// app's `delegate?.scrollViewDidScroll?(scrollView)` gives `nil` for such a delegate
/// (`OptionalRequirement`). Snap code lives here as often as in
/// the layout: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` may rewrite
/// where the view comes to rest.
public protocol UIScrollViewDelegate: AnyObject {
  /// Sent whenever the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Sent when a drag begins, before the finger moves the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Sent when the finger lifts, with the velocity in points per millisecond and the target
  /// the layout chose; writing `targetContentOffset.pointee` changes where the view rests.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Sent after the finger lifts; `decelerate` says whether the view will move on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Sent when the view starts moving on after the finger lifts.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Sent when the view comes to rest after moving on.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Sent when an animated `setContentOffset`, `scrollRectToVisible` or `scrollToItem` ends.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing: the layout's target stands.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
}

/// UIKit's `UICollectionViewDelegate`: a scroll-view delegate for a collection view, told
/// about selection and display.
///
/// The model sends no touches and shows no cells, so it never calls the methods below;
/// app code may (a data source selecting an item), and they compile with UIKit's signatures.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item at `indexPath` may be selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Called when the item at `indexPath` was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Called when the item at `indexPath` was deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Called before `cell` shows the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Called after `cell` stopped showing the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// True.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    OptionalRequirement.defaultRan(for: self, #function)
    return true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(for: self, #function)
  }
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: per-section answers a flow layout asks for.
///
/// The defaults answer what UIKit uses when the delegate lacks the method: the layout's own
/// properties (and, for the item size and the section inset, the scenario's `itemSizes` and
/// `delegateSectionInset` when they stand in for an app's delegate).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`; sizes may differ per item (TheUIKitModel).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath) -> CGSize
  /// The inset of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int) -> UIEdgeInsets
  /// The gap between lines in section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// The gap between items in one line in section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// The size of section `section`'s header: its length along the scroll axis counts.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int) -> CGSize
  /// The size of section `section`'s footer: its length along the scroll axis counts.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The scenario's stand-in delegate size (`itemSizes`), else the layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.scenarioItemSize(at: indexPath) ?? collectionView.flowSettings.itemSize
  }

  /// The scenario's stand-in delegate inset, else the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.delegateSectionInset ?? collectionView.flowSettings.sectionInset
  }

  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.flowSettings.minimumLineSpacing
  }

  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.flowSettings.minimumInteritemSpacing
  }

  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.flowSettings.headerReferenceSize
  }

  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    OptionalRequirement.defaultRan(for: self, #function)
    return collectionView.flowSettings.footerReferenceSize
  }
}
