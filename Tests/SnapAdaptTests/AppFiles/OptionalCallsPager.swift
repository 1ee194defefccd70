import UIKit

/// A pager as UIKit code calls its data source and delegates: every optional requirement of
/// UIKit's protocols through `?(…)`, falling back where the object lacks the method.
final class OptionalCallsPager {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                          collectionViewLayout: UICollectionViewFlowLayout())

    /// The sections `dataSource` reports, or 7 when it lacks `numberOfSections(in:)`.
    func sections(of dataSource: UICollectionViewDataSource) -> Int {
        return dataSource.numberOfSections?(in: collectionView) ?? 7
    }

    /// Whether `delegate` implements `scrollViewDidEndDecelerating(_:)` (calling it when it does).
    func forwardsDeceleration(to delegate: UIScrollViewDelegate?) -> Bool {
        return delegate?.scrollViewDidEndDecelerating?(collectionView) != nil
    }

    /// The width `delegate` gives the first item, or 55 when it lacks `sizeForItemAt`.
    func firstItemWidth(from delegate: UICollectionViewDelegateFlowLayout?) -> CGFloat {
        let layout = collectionView.collectionViewLayout
        return delegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width ?? 55
    }

    /// The sections `dataSource` reports, trapping when it lacks the method.
    func forcedSections(of dataSource: UICollectionViewDataSource) -> Int {
        return dataSource.numberOfSections!(in: collectionView)
    }
}

/// A data source with every optional method missing.
final class BareDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

/// A data source with three sections.
final class SectionedDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
}

/// A data source that answers with one section more than a view of its own shows, whose data
/// source lacks `numberOfSections(in:)`: UIKit gives that view one section, so this says 2.
final class RelayingDataSource: NSObject, UICollectionViewDataSource {
    let inner = BareDataSource()
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        other.dataSource = inner
        return other.numberOfSections + 1
    }
}

/// A delegate that counts decelerations and sizes items 80 points wide.
final class CountingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var decelerations = 0
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { decelerations += 1 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 80, height: 80)
    }
}

/// A delegate with every optional method missing.
final class SilentDelegate: NSObject, UICollectionViewDelegateFlowLayout {}
