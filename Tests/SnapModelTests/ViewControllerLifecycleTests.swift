import Foundation
import SnapModel
import Testing

/// A flow layout that writes each `prepare()` into a shared log.
private final class PrepareLoggingLayout: UICollectionViewFlowLayout {
  var log: [String] = []
  override func prepare() {
    super.prepare()
    log.append("prepare")
  }
}

/// A collection-view controller that logs its lifecycle and its scroll-view callbacks into its
/// layout's log, so one list shows the order of both.
private final class LoggingCollectionController: UICollectionViewController {
  let logging = PrepareLoggingLayout()
  init() {
    super.init(collectionViewLayout: logging)
  }
  required init?(coder: NSCoder) { nil }
  private func note(_ event: String) { logging.log.append(event) }
  override func loadView() {
    note("loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    note("viewDidLoad \(collectionView === view)")
  }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    note("viewWillTransition \(size.width)")
    coordinator.animate(alongsideTransition: { _ in self.note("alongside \(self.collectionView.bounds.width)") }) { _ in
      self.note("completion")
    }
  }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
  override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("scrollViewWillBeginDragging") }
  override func scrollViewDidScroll(_ scrollView: UIScrollView) { note("scrollViewDidScroll") }
  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) { note("scrollViewWillEndDragging") }
  override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    note("scrollViewDidEndDragging")
  }
}

/// A plain controller holding a collection view it is given, as an outlet would be.
private final class LoggingPlainController: UIViewController, UICollectionViewDelegate {
  let logging = PrepareLoggingLayout()
  var collectionView: UICollectionView!
  private func note(_ event: String) { logging.log.append(event) }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    note("viewDidLoad \(view.bounds.size.width)")
  }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    note("viewWillTransition \(size.width)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { note("scrollViewDidScroll") }
}

/// Ten 300-point items in a 375×150 view; the layout takes the configuration first.
private func simulator(_ layout: UICollectionViewFlowLayout, controller: HostedController, delegate: UIScrollViewDelegate) -> Simulator {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  layout.apply(configuration)
  return Simulator(configuration: configuration, layout: layout, delegate: delegate, controller: controller)
}

@Suite("View controllers hosting the simulated collection view: UIKit's lifecycle order")
struct ViewControllerLifecycleTests {
  @Test("A collection-view controller loads with the view installed, lays out after every bounds change, hears a resize first")
  func collectionController() {
    let controller = LoggingCollectionController()
    let simulator = simulator(controller.logging, controller: HostedController(controller), delegate: controller)
    // By hand: the view is installed before it loads, so loadView makes it the root view;
    // then viewWillAppear and the first layout pass around prepare(), then viewDidAppear.
    #expect(controller.logging.log == [
      "loadView", "viewDidLoad true", "viewWillAppear", "viewWillLayoutSubviews", "prepare", "viewDidLayoutSubviews",
      "viewDidAppear",
    ])
    controller.logging.log = []
    // A drag of 100 at rest: the offset moves to 100 (a change of the root view's bounds,
    // which is the collection view: a layout pass), the base layout keeps 100, so the view
    // rests where it was released: no second move, no second pass.
    let drag = simulator.run([Event.drag(distance: 100, velocity: 0)]).steps[0]
    #expect(drag.rest == 100)
    #expect(controller.logging.log == [
      "scrollViewWillBeginDragging", "scrollViewDidScroll", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      "scrollViewWillEndDragging", "scrollViewDidEndDragging",
    ])
    controller.logging.log = []
    // A resize to 667: announced first; the layout pass prepares for the new size; the
    // coordinator's alongside closure sees the new width, then its completion runs.
    let resize = simulator.apply(Event.resize(width: 667, height: 150), index: 1)
    #expect(resize?.rest == 100)
    #expect(controller.logging.log == [
      "viewWillTransition 667.0", "viewWillLayoutSubviews", "prepare", "viewDidLayoutSubviews", "alongside 667.0",
      "completion",
    ])
  }

  @Test("A data source that answers other counts than the scenario's ends it as a bad scenario")
  func disagreeingDataSource() {
    // The base controller answers one section of no items; the scenario has ten.
    let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let layout = controller.collectionViewLayout as! UICollectionViewFlowLayout
    let step = simulator(layout, controller: HostedController(controller), delegate: controller)
      .run([Event.drag(distance: 100, velocity: 0)]).steps[0]
    #expect(step.outcome == .unsupported("bad scenario: the data source answers items per section [0], the scenario has [10]"))
  }

  @Test("A plain controller gets the view before viewDidLoad; scrolling leaves its own view's bounds alone")
  func plainController() {
    let controller = LoggingPlainController()
    let simulator = simulator(
      controller.logging, controller: HostedController(controller) { controller.collectionView = $0 }, delegate: controller)
    // By hand: its root view is made at the scenario's 375 points; prepare() runs inside the
    // first layout pass.
    #expect(controller.logging.log == ["viewDidLoad 375.0", "viewWillLayoutSubviews", "prepare", "viewDidLayoutSubviews"])
    #expect(controller.view.subviews.first === simulator.collectionView)
    controller.logging.log = []
    // A drag scrolls the collection view, a subview: no layout pass of the controller.
    _ = simulator.run([Event.drag(distance: 100, velocity: 0)])
    #expect(controller.logging.log == ["scrollViewDidScroll"])
    controller.logging.log = []
    _ = simulator.apply(Event.resize(width: 667, height: 150), index: 1)
    #expect(controller.logging.log == ["viewWillTransition 667.0", "viewWillLayoutSubviews", "prepare", "viewDidLayoutSubviews"])
    #expect(controller.view.bounds.size == CGSize(width: 667, height: 150))
  }
}
