import Foundation
import SnapModel
import Testing

/// A data source of one section whose count the test changes before an update, as an app
/// changes its model inside a batch.
private final class OneSection: NSObject, UICollectionViewDataSource {
  var count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A collection view that counts its batches and wraps each in its own closure, handed to
/// `super` written at the call, as apps that track running animations do.
private final class CountingBatchView: UICollectionView {
  var batches = 0
  var wrapped = 0

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batches += 1
    super.performBatchUpdates({
      self.wrapped += 1
      updates?()
    }, completion: completion)
  }
}

/// A collection view whose drag flags a test drives, as apps' test doubles write them: get-only.
private final class PhaseView: UICollectionView {
  var forcedDragging = false

  override var isDragging: Bool { forcedDragging || super.isDragging }
  override var isTracking: Bool { false }
  override var isDecelerating: Bool { true }
}

/// A cell that records the frames of the attributes it is given.
private final class AppliedCell: UICollectionViewCell {
  var applied: [CGRect] = []

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    applied.append(layoutAttributes.frame)
  }
}

/// A collection view that registers `AppliedCell` whatever class it is given, marks every
/// cell it dequeues, reloads items by recording them, and refuses to select item 0.
private final class PolicyView: UICollectionView {
  var dequeued: [IndexPath] = []
  var reloaded: [IndexPath] = []

  override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    super.register(AppliedCell.self, forCellWithReuseIdentifier: identifier)
  }

  override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    dequeued.append(indexPath)
    let cell = super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    cell.isHighlighted = true
    return cell
  }

  override func reloadItems(at indexPaths: [IndexPath]) {
    reloaded += indexPaths
  }

  override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
    guard indexPath?.item != 0 else { return }
    super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }
}

/// A view that counts the touches that reach it.
private final class TouchCountingView: UIView {
  var began = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// A collection view that hands its touches on, as carousels inside a paging container do.
private final class ForwardingCollectionView: UICollectionView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
}

/// A cell that asks for twice the height it is given.
private final class TallCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.size.height *= 2
    return attributes
  }
}

/// A collection view that says it is on screen and hands out its own pan recognizer, as
/// test doubles do.
private final class OnScreenView: UICollectionView {
  let hostWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
  let pan = UIPanGestureRecognizer()

  override var window: UIWindow? { hostWindow }
  override var panGestureRecognizer: UIPanGestureRecognizer { pan }
}

@Suite("Overrides of UIKit's open methods run where UIKit calls them (TheUIKitModel)")
struct MethodOverrideTests {
  /// A horizontal flow layout of 100-point squares 10 apart.
  private func squares() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    return layout
  }

  private let frame = CGRect(x: 0, y: 0, width: 320, height: 100)

  /// A view `make` builds in `frame` with `squares()`, showing `dataSource`'s items (held
  /// weakly: the caller keeps it).
  private func build<View: UICollectionView>(
    _ make: (CGRect, UICollectionViewLayout) -> View, showing dataSource: OneSection
  ) -> View {
    let view = make(frame, squares())
    view.dataSource = dataSource
    return view
  }

  @Test("A performBatchUpdates override runs for a closure written at the call, and its super call applies the batch once")
  func batchOverride() {
    let dataSource = OneSection(count: 3)
    let view = build(CountingBatchView.init(frame:collectionViewLayout:), showing: dataSource)
    dataSource.count = 4
    view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 3, section: 0)]) }, completion: nil)
    // One batch through the override, its wrapper run once, the insert applied: 3 + 1 items.
    #expect(view.batches == 1)
    #expect(view.wrapped == 1)
    #expect(view.numberOfItems(inSection: 0) == 4)
    // A lone insert is a batch of its own that UIKit makes without performBatchUpdates.
    dataSource.count = 5
    view.insertItems(at: [IndexPath(item: 4, section: 0)])
    #expect(view.batches == 1)
    #expect(view.numberOfItems(inSection: 0) == 5)
  }

  @Test("Get-only isTracking, isDragging and isDecelerating overrides answer; super reads what the drag set")
  func getOnlyFlags() {
    let view = PhaseView(frame: frame, collectionViewLayout: squares())
    #expect(!view.isDragging && !view.isTracking && view.isDecelerating)
    view.forcedDragging = true
    #expect(view.isDragging)
    view.forcedDragging = false
    // The simulator's drag sets the model's own storage; the override's super reads it.
    view.dragging = true
    #expect(view.isDragging)
  }

  @Test("A dequeued cell is given its item's attributes through apply(_:) before it is handed out")
  func applyAtDequeue() throws {
    let dataSource = OneSection(count: 3)
    let view = build(UICollectionView.init(frame:collectionViewLayout:), showing: dataSource)
    view.register(AppliedCell.self, forCellWithReuseIdentifier: "cell")
    let cell = try #require(view.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 1, section: 0)) as? AppliedCell)
    // Horizontal, 100 high in a 100-high view: one square a column, columns 110 apart.
    #expect(cell.applied == [CGRect(x: 110, y: 0, width: 100, height: 100)])
    #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
  }

  @Test("register, dequeueReusableCell, reloadItems and selectItem overrides decide what the view does")
  func cellAndSelectionOverrides() throws {
    let dataSource = OneSection(count: 3)
    let view = build(PolicyView.init(frame:collectionViewLayout:), showing: dataSource)
    // The override registers AppliedCell in place of the plain cell it is given.
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 2, section: 0))
    #expect(cell is AppliedCell)
    #expect(cell.isHighlighted)
    #expect(view.dequeued == [IndexPath(item: 2, section: 0)])
    view.reloadItems(at: [IndexPath(item: 1, section: 0)])
    #expect(view.reloaded == [IndexPath(item: 1, section: 0)])
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("Touch overrides compile and hand touches on to next, the superview; preferredLayoutAttributesFitting is open")
  func touchesAndPreferredAttributes() {
    let container = TouchCountingView(frame: frame)
    let view = ForwardingCollectionView(frame: frame, collectionViewLayout: squares())
    container.addSubview(view)
    // The model sends no touches; code that calls the method reaches the container.
    view.touchesBegan([], with: nil)
    #expect(container.began == 1)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(TallCell(frame: .zero).preferredLayoutAttributesFitting(attributes).size == CGSize(width: 100, height: 100))
  }

  @Test("window and panGestureRecognizer overrides answer in place of the view's own")
  func windowAndPanOverrides() {
    let plain = UICollectionView(frame: frame, collectionViewLayout: squares())
    let onScreen = OnScreenView(frame: frame, collectionViewLayout: squares())
    // A view in no window's superview chain has none; the override answers its own.
    #expect(plain.window == nil)
    #expect(onScreen.window === onScreen.hostWindow)
    #expect(plain.panGestureRecognizer === plain.panGestureRecognizer)
    #expect(onScreen.panGestureRecognizer === onScreen.pan)
  }
}
