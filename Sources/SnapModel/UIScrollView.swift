import Foundation

/// UIKit's `UIScrollView`: the offset, the insets and the flags snap code reads and sets
/// (the UIKit model article).
///
/// It moves along its collection view's scroll axis and records whether the code under
/// test asked it to scroll during a callback (A10: such a request decides the rest).
open class UIScrollView: UIView {
  /// How the safe area joins the content inset in `adjustedContentInset`.
  public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// As `scrollableAxes` for a collection view.
    case automatic
    /// The safe area on the edges of each axis that scrolls.
    case scrollableAxes
    /// Never the safe area.
    case never
    /// The safe area on every edge.
    case always
  }

  /// Pixels per point of the screen the view is on (1, 2 or 3).
  package let screenScale: CGFloat
  /// The offset, changed only through the model's moves and the requests below.
  @exclusivity(unchecked) private var offset: CGPoint = .zero
  /// The deceleration rate, quantised to `.normal` or `.fast` when set.
  @exclusivity(unchecked) open var decelerationRate: UIScrollView.DecelerationRate = .normal
  /// Whether a view that cannot scroll sideways still lets a drag rubber-band.
  @exclusivity(unchecked) open var alwaysBounceHorizontal = false { didSet { insetsDidChange() } }
  /// Whether a view that cannot scroll up and down still lets a drag rubber-band.
  @exclusivity(unchecked) open var alwaysBounceVertical = false { didSet { insetsDidChange() } }
  /// Whether a drag past an edge rubber-bands (false: the release is clamped to the range).
  @exclusivity(unchecked) open var bounces = true { didSet { insetsDidChange() } }
  /// Whether the user can drag.
  @exclusivity(unchecked) open var isScrollEnabled = true
  /// UIKit's paging mode: a drag rests on a page (A3), the layout's target is not asked (A4);
  /// set from code, it counts from the next drag.
  @exclusivity(unchecked) open var isPagingEnabled = false
  /// Stored so code compiles; no effect.
  @exclusivity(unchecked) open var showsHorizontalScrollIndicator = true
  /// Stored so code compiles; no effect.
  @exclusivity(unchecked) open var showsVerticalScrollIndicator = true
  /// The content inset; a change takes effect at once and re-clamps nothing.
  @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero { didSet { insetsDidChange() } }
  /// How the safe area joins the content inset.
  @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { insetsDidChange() }
  }
  /// The safe area the view sits in (the scenario's). Open and read-only, as UIKit's is: a
  /// subclass may answer its own (`override var safeAreaInsets: UIEdgeInsets { .zero }`),
  /// and the adjusted inset reads that answer.
  open var safeAreaInsets: UIEdgeInsets { scenarioSafeArea }
  /// The scenario's safe area.
  @exclusivity(unchecked) package var scenarioSafeArea: UIEdgeInsets = .zero { didSet { insetsDidChange() } }
  /// Whether a finger is on the view (true from `scrollViewWillBeginDragging` until the lift).
  /// Open and read-only, as UIKit's is: a subclass may answer its own
  /// (`override var isTracking: Bool { … }`); the model sets `tracking`.
  open var isTracking: Bool { tracking }
  /// Whether the user is dragging (as `isTracking`); open and read-only, the model sets `dragging`.
  open var isDragging: Bool { dragging }
  /// Whether the view is moving on after the finger lifted; open and read-only, the model
  /// sets `decelerating`.
  open var isDecelerating: Bool { decelerating }
  /// What `isTracking` answers, set by the simulator's drag.
  @exclusivity(unchecked) package var tracking = false
  /// What `isDragging` answers, set by the simulator's drag.
  @exclusivity(unchecked) package var dragging = false
  /// What `isDecelerating` answers, set by the simulator's drag.
  @exclusivity(unchecked) package var decelerating = false
  /// The delegate, held weakly as in UIKit.
  ///
  /// A delegate the simulator installs, and keeps alive for as long as it runs the view, is
  /// held without a weak reference (`installPinnedDelegate(_:)`): a weak reference gives its
  /// object a side table, and then every retain and release of it (a layout that is its own
  /// delegate is retained at every read) takes the runtime's slow path. Code reads the same
  /// object either way, since a weak reference to a living object reads as that object.
  open var delegate: UIScrollViewDelegate? {
    get { installedDelegate }
    set {
      pinnedDelegate = nil
      weakDelegate = newValue
      delegateDidChange()
    }
  }
  /// What `delegate`'s own getter answers, read without a dynamic call: the simulator's drag
  /// reads the delegate before each callback, and the view it drags is always the model's
  /// own `UICollectionView`, never a subclass, so this is the getter any read of it runs.
  package final var installedDelegate: UIScrollViewDelegate? { pinnedDelegate ?? weakDelegate }
  /// The delegate code set, held weakly.
  @exclusivity(unchecked) private weak var weakDelegate: UIScrollViewDelegate?
  /// The delegate the simulator installed and keeps alive (`installPinnedDelegate(_:)`);
  /// nil once code sets another, or the simulator lets go of the view (`unpinDelegate()`).
  @exclusivity(unchecked) private unowned(unsafe) var pinnedDelegate: UIScrollViewDelegate?

  /// Installs `delegate` as `delegate`'s setter does, held without a weak reference: the
  /// caller keeps it alive until it calls `unpinDelegate()` or sets another delegate.
  package func installPinnedDelegate(_ delegate: UIScrollViewDelegate?) {
    weakDelegate = nil
    pinnedDelegate = delegate
    delegateDidChange()
  }

  /// Holds the pinned delegate weakly from now on, as code's would be: its keeper is going
  /// away, and the view may outlive it.
  package func unpinDelegate() {
    guard let pinned = pinnedDelegate else { return }
    weakDelegate = pinned
    pinnedDelegate = nil
  }

  /// What follows a new delegate: whether it may answer for a flow layout, and the insets
  /// it may change.
  private func delegateDidChange() {
    delegateMayAnswerForFlowLayout = delegate is UICollectionViewDelegateFlowLayout
    insetsDidChange()
  }
  /// Whether the delegate set last is a flow-layout delegate (it may since have gone): the
  /// flow layout's invalidations ask this instead of casting on every move.
  @exclusivity(unchecked) package private(set) var delegateMayAnswerForFlowLayout = false
  /// Where the last scroll request (`setContentOffset`, `scrollRectToVisible`,
  /// `scrollToItem`, a set `contentOffset`) put the view, and whether it was animated; the
  /// simulator clears it before each callback phase it watches.
  @exclusivity(unchecked) package var lastScrollRequest: (animated: Bool, offset: CGPoint)?
  /// The pan recognizer `panGestureRecognizer` hands out, made on first use.
  lazy var ownPanRecognizer = UIPanGestureRecognizer()
  /// The scroll view's own pan recognizer (compile-only: the model drags through its events);
  /// open, as UIKit's is, so a subclass may hand out one of its own.
  open var panGestureRecognizer: UIPanGestureRecognizer { ownPanRecognizer }

  /// A view of `size` on a screen with `screenScale` pixels per point.
  package init(size: CGSize, screenScale: CGFloat) {
    self.screenScale = screenScale
    super.init(frame: CGRect(origin: .zero, size: size))
  }

  /// Whether a tap on the status bar scrolls to the top (stored; the model has no status bar).
  open var scrollsToTop = true

  /// A scroll view of `frame`'s size, for code that builds its own (`UIScrollView()` or an
  /// app's subclass), on the screen `UIScreen.main` describes.
  public override init(frame: CGRect) {
    screenScale = UIScreen.main.scale
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model builds its views from scenarios, never from
  /// archives, so it fails.
  public required init?(coder: NSCoder) { nil }

  /// The axis the view scrolls along; a collection view takes it from its layout.
  package var scrollAxis: Axis { .horizontal }

  /// The content size: what code set (zero at first), which bounds the offsets a plain scroll
  /// view rests at; a collection view's is its layout's.
  open var contentSize: CGSize {
    get { storedContentSize }
    set { storedContentSize = newValue }
  }
  /// The content size code set.
  @exclusivity(unchecked) private var storedContentSize: CGSize = .zero

  /// The offset; setting it scrolls there at once, as `setContentOffset(_:animated: false)`.
  ///
  /// The model's own moves (a drag, a deceleration, the clamp at its end) set it too, as
  /// UIKit's do, so a subclass's override sees each of them and can change where the view
  /// goes (calling `super` with another point) or keep it where it is (not calling `super`).
  open var contentOffset: CGPoint {
    get { offset }
    set {
      guard isMovingContent else {
        setContentOffset(newValue, animated: false)
        return
      }
      // Only the model's own move is not a request; one made in `scrollViewDidScroll` is.
      isMovingContent = false
      moveAndTell(to: newValue)
    }
  }
  /// Whether the `contentOffset` being set is the model's own move, not the app's request.
  @exclusivity(unchecked) private var isMovingContent = false

  /// The visible part of the content: the offset as origin, the view's size. Setting it
  /// scrolls to its origin; the view's size is the scenario's.
  open override var bounds: CGRect {
    get { CGRect(origin: offset, size: frame.size) }
    set { contentOffset = newValue.origin }
  }

  /// `contentInset` with the safe area added on the edges `contentInsetAdjustmentBehavior`
  /// names.
  open var adjustedContentInset: UIEdgeInsets { adjustedContentInset(contentSize: contentSize) }

  /// `adjustedContentInset` worked out from the insets, the flags and `contentSize`; a
  /// collection view caches it with its layout's geometry.
  package func adjustedContentInset(contentSize: CGSize) -> UIEdgeInsets {
    let axis = scrollAxis
    let crossInset = crossAdjustedInset
    let inset = contentInset
    let mainScrolls: Bool
    switch contentInsetAdjustmentBehavior {
    case .never, .always: return crossInset
    case .automatic, .scrollableAxes:
      mainScrolls = axis.main(contentSize) + axis.leading(inset) + axis.trailing(inset) > axis.main(frame.size)
        || (bounces && alwaysBounces(along: axis))
    }
    guard mainScrolls else { return crossInset }
    return axis == .horizontal
      ? UIEdgeInsets(top: crossInset.top, left: inset.left + safeAreaInsets.left, bottom: crossInset.bottom, right: inset.right + safeAreaInsets.right)
      : UIEdgeInsets(top: inset.top + safeAreaInsets.top, left: crossInset.left, bottom: inset.bottom + safeAreaInsets.bottom, right: crossInset.right)
  }

  /// The adjusted inset as far as it does not depend on the content along the scroll axis:
  /// the content inset, with the safe area on every edge (`always`), on the cross axis when
  /// the view bounces across it (`automatic`, `scrollableAxes`), or nowhere (`never`). The
  /// flow geometry uses its cross edges; the content across the axis never outgrows the view.
  package var crossAdjustedInset: UIEdgeInsets {
    let axis = scrollAxis
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: return contentInset + safeAreaInsets
    case .automatic, .scrollableAxes:
      guard bounces && alwaysBounces(along: axis.transposed) else { return contentInset }
      let safe = axis == .horizontal
        ? UIEdgeInsets(top: safeAreaInsets.top, left: 0, bottom: safeAreaInsets.bottom, right: 0)
        : UIEdgeInsets(top: 0, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
      return contentInset + safe
    }
  }

  /// Whether the view bounces along `axis` when it cannot scroll there.
  package func alwaysBounces(along axis: Axis) -> Bool {
    axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
  }

  /// The offsets the view can rest at along its scroll axis.
  package var offsetRange: OffsetRange { offsetRange(adjustedInset: adjustedContentInset, contentSize: contentSize) }

  /// `offsetRange` worked out from the adjusted inset `adjusted` and `contentSize`.
  package func offsetRange(adjustedInset adjusted: UIEdgeInsets, contentSize: CGSize) -> OffsetRange {
    let axis = scrollAxis
    return OffsetRange(
      contentLength: axis.main(contentSize), viewLength: axis.main(frame.size), leadingInset: axis.leading(adjusted),
      trailingInset: axis.trailing(adjusted), scale: screenScale)
  }

  /// The offset along the scroll axis.
  package var mainOffset: CGFloat { scrollAxis.main(offset) }

  /// Always left to right: the model does not lay out right to left.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The traits of the screen the view is on.
  open var traitCollection: UITraitCollection { UITraitCollection(displayScale: screenScale) }

  /// `roundPx(x)` on this view's screen.
  package func roundToPixels(_ x: CGFloat) -> CGFloat { roundPx(x, scale: screenScale) }

  /// Scrolls to `offset`, pixel-rounded and unclamped, as UIKit's `setContentOffset(_:animated:)` does;
  /// the delegate hears `scrollViewDidScroll` if the offset changed.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let rounded = CGPoint(x: roundToPixels(offset.x), y: roundToPixels(offset.y))
    lastScrollRequest = (animated, rounded)
    moveAndTell(to: rounded)
  }

  /// UIKit's `scrollRectToVisible(_:animated:)` along the scroll axis (A16 in the UIKit model article).
  ///
  /// The rect is cut to the content; an empty result, or one the bounds already contain,
  /// leaves the view where it is. Otherwise the view scrolls the least that shows the rect's
  /// leading edge, or its trailing edge when that reaches the bounds' trailing edge.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let content = CGRect(origin: .zero, size: contentSize)
    guard let visible = RectSemantics.intersection(rect, content), !visible.isEmpty else { return }
    let current = bounds
    if RectSemantics.contains(current, visible) { return }
    let axis = scrollAxis
    let (visibleMin, visibleMax) = RectSemantics.span(axis.main(visible.origin), axis.main(visible.size))
    let (currentMin, currentMax) = RectSemantics.span(axis.main(current.origin), axis.main(current.size))
    var newMain = currentMin
    if visibleMin < currentMin { newMain = visibleMin }
    if visibleMax >= currentMax { newMain = visibleMax - axis.main(frame.size) }
    setContentOffset(axis.replacingMain(of: offset, with: newMain), animated: animated)
  }

  /// Moves the content along the scroll axis without a request (the simulator's drag,
  /// scroll and clamp), through `contentOffset`'s setter, as UIKit's moves go; the delegate
  /// hears `scrollViewDidScroll` if the offset changed.
  package func moveContent(toMain main: CGFloat) {
    isMovingContent = true
    defer { isMovingContent = false }
    contentOffset = scrollAxis.replacingMain(of: offset, with: main)
  }

  /// Places the content at `point` (a new view's start, at `−adjustedContentInset`): the
  /// view's first offset, not a change of it, so the delegate hears nothing.
  package func placeContent(at point: CGPoint) { move(to: point) }

  /// Moves to `point` and, when the offset really changed, sends `scrollViewDidScroll` once,
  /// after the change (TheUIKitModel: every change of offset, whoever makes it). A request made inside
  /// that call moves the view at once and sends it again, nested; a request made in the
  /// `maximumDidScrollDepth`-th nested call is the fault `scrollViewDidScroll recursion`, and
  /// after it nothing is sent until the outermost call returns.
  package func moveAndTell(to point: CGPoint) {
    let before = offset
    move(to: point)
    tellIfScrolled(from: before)
  }

  /// Sends `scrollViewDidScroll` as `moveAndTell(to:)` does, if the offset is no longer `before`.
  package func tellIfScrolled(from before: CGPoint) {
    // The cheap tests first: the weak delegate is loaded once, and only for a real move.
    guard !Self.samePoint(before, offset), !didScrollFaulted, let delegate else { return }
    guard didScrollDepth < Self.maximumDidScrollDepth else {
      didScrollFaulted = true
      report(.didScrollRecursion(depth: Self.maximumDidScrollDepth))
      return
    }
    didScrollDepth += 1
    delegate.scrollViewDidScroll(self)
    didScrollDepth -= 1
    if didScrollDepth == 0 { didScrollFaulted = false }
  }

  /// The deepest nesting of `scrollViewDidScroll` the model follows: a looping carousel
  /// re-centres once or twice; one that never settles would hang a device.
  package static let maximumDidScrollDepth = 16

  /// How many `scrollViewDidScroll` calls are running, each inside the one before.
  @exclusivity(unchecked) private var didScrollDepth = 0
  /// Whether the running calls went too deep: no more are sent until the outermost returns.
  @exclusivity(unchecked) private var didScrollFaulted = false

  /// Whether two offsets are the same, a NaN coordinate the same as a NaN.
  private static func samePoint(_ a: CGPoint, _ b: CGPoint) -> Bool {
    (a.x == b.x || (a.x.isNaN && b.x.isNaN)) && (a.y == b.y || (a.y.isNaN && b.y.isNaN))
  }

  /// Reports a fault the host found while moving the view; a collection view hands it to its
  /// layout, where the simulator takes it.
  package func report(_ fault: SimulatedFault) {}

  /// Every change of offset goes through here; a collection view asks its layout whether
  /// the new bounds invalidate it.
  package func move(to point: CGPoint) { offset = point }

  /// Changes the view's size (a rotation or split-view resize).
  package func resize(to size: CGSize) { frame.size = size }

  /// Called when an inset, a bounce flag, the adjustment behaviour or the delegate (which
  /// may answer for the layout) changes.
  package func insetsDidChange() {}
}
