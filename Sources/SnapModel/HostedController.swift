/// A view controller that hosts the simulated collection view, and how it is given the view.
///
/// A `UICollectionViewController` gets it as its own `collectionView`; a plain controller
/// through a closure of the app's (as a storyboard connects an outlet before `viewDidLoad`).
package struct HostedController {
  /// The controller.
  package var controller: UIViewController
  /// Gives the controller the simulated collection view, before its view loads.
  package var install: (UICollectionView) -> Void

  /// `controller`, given the view by `install`.
  package init(_ controller: UIViewController, install: @escaping (UICollectionView) -> Void) {
    self.controller = controller
    self.install = install
  }

  /// A collection-view controller, given the view as its `collectionView`.
  package init(_ controller: UICollectionViewController) {
    self.init(controller) { controller.collectionView = $0 }
  }
}
