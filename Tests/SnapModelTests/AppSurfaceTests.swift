import Foundation
import SnapModel
import Testing

/// A cell as apps write them: a label pinned inside the content view with anchors.
private final class LabelCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .headline)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      label.heightAnchor.constraint(equalToConstant: 22),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A delegate that dequeues a cell nobody registered when a drag begins.
private final class UnregisteredDequeue: UIScrollViewDelegate {
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    _ = (scrollView as? UICollectionView)?.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
  }
}

/// Ten 300×150 items in a 375×150 view at @3x.
private func simulator(delegate: UIScrollViewDelegate? = nil) -> Simulator {
  baseSimulator(delegate: delegate) {
    $0.itemCount = 10
    $0.itemWidth = 300
    $0.itemHeight = 150
  }
}

extension CGFloat {
  /// How far `b` is from this value, written as iOS code writes it inside a `CGFloat`
  /// extension (CollectionViewPagingLayout's interpolation does).
  fileprivate func distance(to b: CGFloat) -> CGFloat { abs(b - self) }
}

/// A view that asks for no animation of its layer's bounds, as FSPagerView's page control does.
private final class StillView: UIView {
  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    layer.actions = ["bounds": NSNull()]
  }
}

@Suite("The app around the snapping: compiles, stays inert")
struct AppSurfaceTests {
  @Test("A dequeued cell is an instance of the registered subclass, built by its init(frame:), at the item's frame")
  func dequeueRegisteredClass() throws {
    let view = simulator().collectionView
    view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    let cell = try #require(view.dequeueReusableCell(withReuseIdentifier: "Label", for: IndexPath(item: 1, section: 0)) as? LabelCell)
    #expect(cell.contentView.subviews.first === cell.label)
    #expect(cell.label.superview === cell.contentView)
    #expect(cell.label.font.pointSize == 17 && cell.label.font.weight == .semibold)
    // Item 1 starts at 300 + 10, one item per column.
    #expect(cell.frame == CGRect(x: 310, y: 0, width: 300, height: 150))
    #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0))
    #expect(cell.reuseIdentifier == "Label")
  }

  @Test("Dequeuing an identifier nothing was registered for raises, as UIKit does: the step's fault")
  func dequeueUnregistered() {
    let step = simulator(delegate: UnregisteredDequeue()).run([.drag(distance: 100, velocity: 0)]).steps[0]
    #expect(step.outcome == .fault(.exception(
      name: "NSInternalInconsistencyException",
      reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must register a nib or a class for the identifier")))
  }

  @Test("Views keep one superview; the collection view is a view whose bounds follow the offset")
  func viewHierarchy() {
    let first = UIView(), second = UIView(), child = UILabel(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty && second.subviews.first === child && child.superview === second)
    #expect(child.center == CGPoint(x: 25, y: 40) && child.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    let simulator = simulator()
    _ = simulator.run([.scroll(offset: 120)])
    first.addSubview(simulator.collectionView)
    #expect(simulator.collectionView.bounds == CGRect(x: 120, y: 0, width: 375, height: 150))
    // Setting the frame to the size it has changes nothing; the content stays where it was.
    simulator.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 150)
    #expect(simulator.collectionView.contentOffset.x == 120)
  }

  @Test("Colours: system colours are Apple's light values; hue, saturation and brightness convert to RGB")
  func colours() {
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 0, green: 1, blue: 1, alpha: 1))
    #expect(UIColor(hue: 0, saturation: 0.5, brightness: 0.8, alpha: 1) == UIColor(red: 0.8, green: 0.4, blue: 0.4, alpha: 1))
    #expect(UIColor.white.withAlphaComponent(0.5).cgColor.components == [1, 1, 1, 0.5])
  }

  @Test("abs inside a CGFloat extension is the global abs, as on iOS; a layer keeps its actions, which never run")
  func cgFloatAbsAndLayerActions() {
    #expect(CGFloat(2).distance(to: 5) == 3)
    #expect(CGFloat(2).distance(to: -1) == 3)
    let view = StillView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer.action(forKey: "bounds") == nil)
    view.layoutSublayers(of: view.layer)
    #expect(view.layer.action(forKey: "bounds") is NSNull)
    #expect(view.layer.action(forKey: "position") == nil)
    #expect(view.action(for: view.layer, forKey: "bounds") == nil)
  }

  @Test("Bar buttons keep their action, which a test can run; a translation scaled keeps its translation")
  func barButtonsAndTransforms() {
    var taps = 0
    let controller = UIViewController()
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in taps += 1 })
    controller.navigationItem.rightBarButtonItem?.primaryAction?.perform()
    #expect(taps == 1)
    // (0, −80) then a scale of 0.6: the matrix is 0.6 on the diagonal, the translation stays.
    let transform = CGAffineTransform(translationX: 0, y: -80).scaledBy(x: 0.6, y: 0.6)
    #expect(transform == CGAffineTransform(a: 0.6, b: 0, c: 0, d: 0.6, tx: 0, ty: -80))
  }
}
