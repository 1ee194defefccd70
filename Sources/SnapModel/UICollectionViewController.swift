import Foundation

/// UIKit's `UICollectionViewController`: a controller whose view is a collection view, and
/// which is that view's delegate and data source.
///
/// Its data-source, collection-view-delegate and scroll-view-delegate methods are class
/// methods here, so a subclass overrides them (`override func scrollViewWillEndDragging…`)
/// as it does on iOS. In a check the harness installs the simulated collection view as
/// `collectionView` before the view loads, so `loadView()` makes it the controller's view
/// and `viewDidLoad()` sees it; the layout under test is `collectionViewLayout`.
///
///     final class Cards: UICollectionViewController {
///       override func scrollViewWillEndDragging(
///         _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
///         targetContentOffset: UnsafeMutablePointer<CGPoint>
///       ) {
///         targetContentOffset.pointee.x = (targetContentOffset.pointee.x / 310).rounded() * 310
///       }
///     }
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  /// The layout the controller was made with.
  private let initialLayout: UICollectionViewLayout
  /// The collection view, once installed, made by `loadView()` or asked for.
  private var installedCollectionView: UICollectionView?
  /// Whether selections are cleared when the view appears (stored, no effect).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press moves items (stored, no effect).
  open var installsStandardGestureForInteractiveMovement = true

  /// A controller whose collection view shows its items with `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer; the model keeps no archives, so the controller gets a
  /// default flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's collection view. Reading it does not load the view: before one is
  /// installed it is an empty collection view of the host's size showing
  /// `collectionViewLayout`. Setting it makes the controller its delegate and data source.
  open var collectionView: UICollectionView! {
    get {
      if let installedCollectionView { return installedCollectionView }
      let made = UICollectionView(frame: CGRect(origin: .zero, size: hostSize), collectionViewLayout: initialLayout)
      install(made)
      return made
    }
    set { newValue.map(install) }
  }

  /// The layout of the collection view (the one the controller was made with until a view
  /// with another is installed).
  open var collectionViewLayout: UICollectionViewLayout {
    installedCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Makes `view` the controller's collection view and the controller its delegate and data
  /// source; a loaded view is replaced by it.
  private func install(_ view: UICollectionView) {
    installedCollectionView = view
    view.delegate = self
    view.dataSource = self
    if isViewLoaded { self.view = view }
  }

  /// Makes the collection view the root view.
  open override func loadView() {
    view = collectionView
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; a subclass says how many.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// A plain cell; a subclass dequeues its own.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell()
  }

  /// A plain view; a subclass dequeues its own.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }

  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing: the layout's target stands.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
