import Foundation
import SnapModel
import Testing

/// A flow layout whose items span the view's width less 6 points, as apps write it: a
/// computed `itemSize` the layout reads whenever it lays out.
private final class FullWidthFlowLayout: UICollectionViewFlowLayout {
  var extraHeight: CGFloat = 0

  override var itemSize: CGSize {
    get { CGSize(width: collectionView!.frame.width - 6, height: 120 + extraHeight) }
    set {}
  }
}

/// A flow layout that only ever scrolls sideways: its setter refuses any other direction.
private final class HorizontalOnlyFlowLayout: UICollectionViewFlowLayout {
  override var scrollDirection: UICollectionView.ScrollDirection {
    get { super.scrollDirection }
    set {
      guard newValue == .horizontal else { return }
      super.scrollDirection = newValue
    }
  }
}

/// A flow layout that records every direction it is given.
private final class ObservedFlowLayout: UICollectionViewFlowLayout {
  var directions: [UICollectionView.ScrollDirection] = []

  override var scrollDirection: UICollectionView.ScrollDirection {
    didSet { directions.append(scrollDirection) }
  }
}

/// A flow layout that counts the reads of its scroll direction and may answer another one
/// than it was given.
private final class CountingDirectionFlowLayout: UICollectionViewFlowLayout {
  var reads = 0
  var answer: UICollectionView.ScrollDirection?

  override var scrollDirection: UICollectionView.ScrollDirection {
    get {
      reads += 1
      return answer ?? super.scrollDirection
    }
    set { super.scrollDirection = newValue }
  }
}

/// A collection view that counts the reads of its layout.
private final class CountingLayoutReadsView: UICollectionView {
  var layoutReads = 0

  override var collectionViewLayout: UICollectionViewLayout {
    get {
      layoutReads += 1
      return super.collectionViewLayout
    }
    set { super.collectionViewLayout = newValue }
  }
}

/// A collection view that never lets its offset go below zero and records what it was given.
private final class ClampingCollectionView: UICollectionView {
  var proposed: [CGPoint] = []

  override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      proposed.append(newValue)
      super.contentOffset = CGPoint(x: Swift.max(0, newValue.x), y: newValue.y)
    }
  }
}

/// Attributes whose frame is kept on whole points, as a subclass may override it.
private final class WholePointAttributes: UICollectionViewLayoutAttributes {
  override var frame: CGRect {
    get { super.frame }
    set { super.frame = newValue.integral }
  }
}

/// A flow layout handing out `WholePointAttributes`.
private final class WholePointFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { WholePointAttributes.self }
}

@Suite("Overrides of UIKit's open properties are what the model reads and sets (TheUIKitModel)")
struct PropertyOverrideTests {
  private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  /// `count` items of a `FullWidthFlowLayout` laid out vertically in a 375×300 view at @3x.
  private func fullWidth(itemCount count: Int) -> (Simulator, FullWidthFlowLayout) {
    let layout = FullWidthFlowLayout()
    // Not `apply(_:)`: setting `itemSize.width` reads the getter, which needs the view.
    layout.scrollDirection = .vertical
    let settings = configuration { $0.itemCount = count; $0.scrollDirection = .vertical; $0.viewWidth = 375; $0.viewHeight = 300 }
    return (Simulator(configuration: settings, layout: layout), layout)
  }

  @Test("A computed itemSize following the view's width lays items out anew after a resize")
  func computedItemSizeFollowsResize() throws {
    let (simulator, _) = fullWidth(itemCount: 3)
    let view = simulator.collectionView
    // 369 wide in 375: one item a row, centred at x = (375 − 369) / 2 = 3; rows 120 high, 10 apart.
    #expect(frame(view, 0) == CGRect(x: 3, y: 0, width: 369, height: 120))
    #expect(frame(view, 2) == CGRect(x: 3, y: 260, width: 369, height: 120))
    // 3 · 120 + 2 · 10 = 380 long.
    #expect(view.contentSize == CGSize(width: 375, height: 380))
    _ = simulator.apply(.resize(width: 300, height: 300), index: 0)
    // 294 wide in 300: x = 3 again, the rows where they were.
    #expect(frame(view, 1) == CGRect(x: 3, y: 130, width: 294, height: 120))
    #expect(view.contentSize == CGSize(width: 300, height: 380))
  }

  @Test("A computed itemSize that changes is laid out at the next invalidation, not before")
  func computedItemSizeAtInvalidation() {
    let (simulator, layout) = fullWidth(itemCount: 2)
    let view = simulator.collectionView
    #expect(frame(view, 1) == CGRect(x: 3, y: 130, width: 369, height: 120))
    layout.extraHeight = 20
    // UIKit keeps the laid-out frames until the layout is invalidated.
    #expect(frame(view, 1) == CGRect(x: 3, y: 130, width: 369, height: 120))
    layout.invalidateLayout()
    // Rows 140 high: the second starts at 140 + 10.
    #expect(frame(view, 1) == CGRect(x: 3, y: 150, width: 369, height: 140))
  }

  @Test("A guarded scrollDirection setter keeps the layout horizontal when the scenario asks for vertical")
  func guardedScrollDirection() {
    let layout = HorizontalOnlyFlowLayout()
    let settings = configuration {
      $0.itemCount = 2; $0.scrollDirection = .vertical; $0.itemWidth = 50; $0.itemHeight = 100
    }
    layout.apply(settings)
    let simulator = Simulator(configuration: settings, layout: layout)
    #expect(layout.scrollDirection == .horizontal)
    // Horizontal in 375 × 150: one 100-high item a column, centred at y = 25; columns 60 apart.
    #expect(frame(simulator.collectionView, 1) == CGRect(x: 60, y: 25, width: 50, height: 100))
  }

  @Test("A drag reads no scrollDirection: the view moves along the direction laid out, until an invalidation reads it anew")
  func dragReadsNoScrollDirection() throws {
    let layout = CountingDirectionFlowLayout()
    let settings = configuration { $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100 }
    layout.apply(settings)
    let simulator = Simulator(configuration: settings, layout: layout)
    let view = simulator.collectionView
    let readsBefore = layout.reads
    // One 100-high item a column in 150 (two need 210): 10 columns 100 wide, 10 apart, 1090
    // long in 375, offsets 0…715. A still drag of 150
    // rests where the finger lifted, as the base layout leaves the proposal.
    let first = try #require(simulator.apply(.drag(distance: 150, velocity: 0), index: 0))
    #expect(first.rest == 150)
    #expect(layout.reads == readsBefore)
    // An answer that changes without an invalidation is not seen: UIKit's layout keeps what it
    // laid out, and its scroll view never asks the direction.
    layout.answer = .vertical
    let second = try #require(simulator.apply(.drag(distance: 150, velocity: 0), index: 1))
    #expect(second.rest == 300)
    #expect(layout.reads == readsBefore)
    #expect(view.scrollAxis == .horizontal)
    // The invalidation reads the properties again and finds another direction.
    layout.invalidateLayout()
    #expect(view.scrollAxis == .vertical)
  }

  @Test("A collectionViewLayout getter override answers the app's reads, not the view's own bounds changes and content size")
  func layoutGetterNotReadByTheView() {
    let layout = UICollectionViewFlowLayout()
    let view = CountingLayoutReadsView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    let readsBefore = view.layoutReads
    view.contentOffset = CGPoint(x: 30, y: 0)
    // One empty section: no content along the axis, the view's height across it.
    #expect(view.contentSize == CGSize(width: 0, height: 100))
    #expect(view.contentOffset == CGPoint(x: 30, y: 0))
    #expect(view.layoutReads == readsBefore)
    #expect(view.collectionViewLayout === layout)
    #expect(view.layoutReads == readsBefore + 1)
  }

  @Test("A scrollDirection observer hears the set, and the layout lays out along the new axis")
  func observedScrollDirection() {
    let layout = ObservedFlowLayout()
    let settings = configuration {
      $0.itemCount = 2; $0.scrollDirection = .vertical; $0.itemWidth = 200; $0.itemHeight = 100; $0.viewWidth = 300
    }
    layout.apply(settings)
    let simulator = Simulator(configuration: settings, layout: layout)
    #expect(layout.directions == [.vertical])
    // Vertical in 300 wide: one 200-wide item a row, centred at x = 50; rows 110 apart.
    #expect(frame(simulator.collectionView, 1) == CGRect(x: 50, y: 110, width: 200, height: 100))
  }

  @Test("A contentOffset setter override sees each move of a drag and decides where the view goes")
  func clampingContentOffset() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = ClampingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
    // The drag's finger moves the content to −30 (a rubber-band past the leading edge), then to 40.
    view.moveContent(toMain: -30)
    #expect(view.proposed == [CGPoint(x: -30, y: 0)])
    #expect(view.contentOffset == .zero)
    view.moveContent(toMain: 40)
    #expect(view.proposed == [CGPoint(x: -30, y: 0), CGPoint(x: 40, y: 0)])
    #expect(view.contentOffset == CGPoint(x: 40, y: 0))
    // The model's own moves are not the app's scroll requests (A10).
    #expect(view.lastScrollRequest == nil)
  }

  @Test("An attributes subclass's frame setter is what the flow layout sets")
  func attributesFrameOverride() throws {
    let settings = configuration { $0.itemCount = 2; $0.itemWidth = 50.25; $0.itemHeight = 100 }
    let layout = WholePointFlowLayout()
    layout.apply(settings)
    let view = Simulator(configuration: settings, layout: layout).collectionView
    // Item 1 at x = 50.25 + 10 = 60.25 (rounded to 60.333… at @3x), y = 25, 50.25 wide: made integral,
    // x 60 … 110.58… → 60 … 111.
    let attributes = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(attributes is WholePointAttributes)
    #expect(attributes.frame == CGRect(x: 60, y: 25, width: 51, height: 100))
  }
}

/// A collection view that ignores the safe area, as full-screen carousels declare it.
private final class NoSafeAreaCollectionView: UICollectionView {
  override var safeAreaInsets: UIEdgeInsets { .zero }
}

extension PropertyOverrideTests {
  @Test("A safeAreaInsets override is the safe area the adjusted inset adds")
  func safeAreaOverride() {
    let layout = UICollectionViewFlowLayout()
    let frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    let plain = UICollectionView(frame: frame, collectionViewLayout: layout)
    let ignoring = NoSafeAreaCollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    for view in [plain, ignoring] {
      view.scenarioSafeArea = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
      view.contentInsetAdjustmentBehavior = .always
    }
    // `.always` adds the safe area on every edge: 44 each side, none for the override.
    #expect(plain.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(ignoring.adjustedContentInset == .zero)
  }
}
