import Foundation

// What `.name?(…)` and `.name!(…)` become in an adapted app file, for each optional
// requirement of UIKit's protocols that the model declares: `name_(…)` calls the requirement
// and gives `nil` when the receiver lacks it (OptionalRequirement; the AppFilesAsWritten article).

extension UICollectionViewDataSource {
  /// `numberOfSections(in:)`, or `nil` when the receiver lacks it.
  public func numberOfSections_(in collectionView: UICollectionView) -> Int? {
    OptionalRequirement.result(of: self, #function) { self.numberOfSections(in: collectionView) }
  }
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
  }
  /// `collectionView(_:canMoveItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
    OptionalRequirement.result(of: self, #function) { self.collectionView(collectionView, canMoveItemAt: indexPath) }
  }
  /// `collectionView(_:moveItemAt:to:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
  }
}

extension UIScrollViewDelegate {
  /// `scrollViewDidScroll(_:)`, or `nil` when the receiver lacks it.
  public func scrollViewDidScroll_(_ scrollView: UIScrollView) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.scrollViewDidScroll(scrollView) }
  }
  /// `scrollViewWillBeginDragging(_:)`, or `nil` when the receiver lacks it.
  public func scrollViewWillBeginDragging_(_ scrollView: UIScrollView) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.scrollViewWillBeginDragging(scrollView) }
  }
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, or `nil` when the receiver lacks it.
  public func scrollViewWillEndDragging_(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
  }
  /// `scrollViewDidEndDragging(_:willDecelerate:)`, or `nil` when the receiver lacks it.
  public func scrollViewDidEndDragging_(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
  }
  /// `scrollViewWillBeginDecelerating(_:)`, or `nil` when the receiver lacks it.
  public func scrollViewWillBeginDecelerating_(_ scrollView: UIScrollView) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.scrollViewWillBeginDecelerating(scrollView) }
  }
  /// `scrollViewDidEndDecelerating(_:)`, or `nil` when the receiver lacks it.
  public func scrollViewDidEndDecelerating_(_ scrollView: UIScrollView) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.scrollViewDidEndDecelerating(scrollView) }
  }
  /// `scrollViewDidEndScrollingAnimation(_:)`, or `nil` when the receiver lacks it.
  public func scrollViewDidEndScrollingAnimation_(_ scrollView: UIScrollView) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.scrollViewDidEndScrollingAnimation(scrollView) }
  }
}

extension UICollectionViewDelegate {
  /// `collectionView(_:shouldSelectItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
  }
  /// `collectionView(_:didSelectItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) -> ()? {
    OptionalRequirement.result(of: self, #function) { self.collectionView(collectionView, didSelectItemAt: indexPath) }
  }
  /// `collectionView(_:didDeselectItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
  }
  /// `collectionView(_:willDisplay:forItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }
  /// `collectionView(_:didEndDisplaying:forItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) -> ()? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }
}

extension UICollectionViewDelegateFlowLayout {
  /// `collectionView(_:layout:sizeForItemAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
  }
  /// `collectionView(_:layout:insetForSectionAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
  }
  /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
  }
  /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }
  }
  /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }
  }
  /// `collectionView(_:layout:referenceSizeForFooterInSection:)`, or `nil` when the receiver lacks it.
  public func collectionView_(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize? {
    OptionalRequirement.result(of: self, #function) {
      self.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }
  }
}
