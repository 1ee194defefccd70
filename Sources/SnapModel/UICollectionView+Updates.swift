import Foundation

/// Batch updates: UIKit's calls for code that makes them, and the one routine that applies a
/// batch, for those calls and for the scenario's `update` event alike (TheUIKitModel).
extension UICollectionView {
  /// Applies the insert, delete, move and reload calls `updates` makes as one batch, then
  /// calls `completion` with true (the model animates nothing, so nothing is interrupted):
  /// what `performBatchUpdates(_:completion:)` does.
  ///
  /// The counts after the batch are the data source's answers when the view has one, else
  /// what the calls make; calls and counts that disagree (UIKit raises
  /// `NSInternalInconsistencyException`) make the step a bad scenario and change nothing.
  /// Calls in a nested `performBatchUpdates` belong to the outermost batch.
  func applyBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    guard pendingBatch == nil else {
      updates?()
      completion?(true)
      return
    }
    pendingBatch = BatchUpdate()
    updates?()
    var batch = pendingBatch ?? BatchUpdate()
    pendingBatch = nil
    if let dataSource {
      batch.counts = (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }
    do throws(SimulatedFault) {
      if let problem = try applyUpdate(batch) {
        if badUpdate == nil { badUpdate = "performBatchUpdates: \(problem)" }
        completion?(false)
        return
      }
    } catch {
      collectionViewLayout.reportFault(error)
    }
    completion?(true)
  }

  /// `performBatchUpdates(_:completion:)` for a closure written at the call, which UIKit
  /// runs without letting it escape (its block is `NS_NOESCAPE`): a batch that calls a
  /// non-escaping closure of the caller's compiles, as on iOS (VerticalCardSwiper's does).
  ///
  /// It goes through the open `performBatchUpdates(_:completion:)`, so a subclass's override
  /// runs; a closure written at the override's own `super` call comes back here and is
  /// applied, not sent round the override again. (Only when the outer call passed an optional
  /// closure variable does such a `super` call come here first, and the override runs twice.)
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { updates in
      guard !isForwardingBatch else { return applyBatch(updates, completion: completion) }
      isForwardingBatch = true
      defer { isForwardingBatch = false }
      performBatchUpdates(Optional(updates), completion: completion)
    }
  }

  /// Adds a call to the batch in progress; outside one, the call is a batch of its own, as in
  /// UIKit (`insertItems(at:)` and its siblings, declared in the class so subclasses override
  /// them), applied without `performBatchUpdates(_:completion:)`, which UIKit does not call.
  func record(_ call: (inout BatchUpdate) -> Void) {
    guard pendingBatch != nil else {
      return withoutActuallyEscaping(call) { call in applyBatch({ self.record(call) }, completion: nil) }
    }
    call(&pendingBatch!)
  }

  /// Applies `batch` in UIKit's order, unless it disagrees with the view's counts or its data
  /// source: the counts change; the layout is invalidated for the new counts and gets
  /// `prepare(forCollectionViewUpdates:)` with the batch's update items, then `prepare()`;
  /// the offset becomes `clamp(roundPx(targetContentOffset(forProposedContentOffset:)))` of
  /// the current one (the layout asked whether that bounds change invalidates it);
  /// `finalizeCollectionViewUpdates()`; then `scrollViewDidScroll` if the offset changed.
  ///
  /// Returns why the batch cannot happen (a bad scenario), or nil once it happened; throws
  /// the fault the layout reported, or a non-finite target.
  package func applyUpdate(_ batch: BatchUpdate) throws(SimulatedFault) -> BatchUpdate.Problem? {
    let oldCounts = sectionCounts
    if let problem = batch.problem(oldCounts: oldCounts) { return problem }
    let newCounts = batch.newCounts(oldCounts: oldCounts)
    let oldSizes = itemSizes
    setSectionCounts(newCounts)
    if let disagreement = dataSourceDisagreement {
      setSectionCounts(oldCounts)
      itemSizes = oldSizes
      return BatchUpdate.Problem(part: BatchUpdate.Part.counts.key, reason: disagreement)
    }
    carry(oldSizes, through: batch, oldCounts: oldCounts)
    let layout = collectionViewLayout
    layout.invalidateLayout(with: layout.makeInvalidationContext(dataSourceCounts: true))
    layout.prepare(forCollectionViewUpdates: batch.updateItems)
    layout.prepareNow()
    let proposal = layout.targetContentOffset(forProposedContentOffset: contentOffset)
    try layout.throwReportedFault()
    let axis = scrollAxis
    let target = axis.main(proposal)
    if !target.isFinite { throw .nonFiniteTarget(target) }
    let before = contentOffset
    move(to: axis.replacingMain(of: before, with: offsetRange.clamp(roundToPixels(target))))
    layout.finalizeCollectionViewUpdates()
    tellIfScrolled(from: before)
    return nil
  }

  /// Sizes belong to items (TheUIKitModel): every item that survives `batch` outside a reloaded
  /// section takes its size from `oldSizes` to its new index path; inserted items and those of
  /// reloaded sections keep what the new counts dealt them (`itemSizes[i mod count]`).
  private func carry(_ oldSizes: [[CGSize]], through batch: BatchUpdate, oldCounts: [Int]) {
    guard !oldSizes.isEmpty else { return }
    for (section, sizes) in oldSizes.enumerated() where !batch.reloadedSections.contains(section) {
      for (item, size) in sizes.enumerated() {
        guard let new = batch.newIndexPath(of: IndexPath(item: item, section: section), oldCounts: oldCounts),
          itemSizes.indices.contains(new.section), itemSizes[new.section].indices.contains(new.item)
        else { continue }
        itemSizes[new.section][new.item] = size
      }
    }
    flowLayout?.invalidateFlowGeometry()
  }

  /// Takes the reason a batch update made from code could not happen, if one could not.
  package func takeBadUpdate() -> String? {
    defer { badUpdate = nil }
    return badUpdate
  }
}
