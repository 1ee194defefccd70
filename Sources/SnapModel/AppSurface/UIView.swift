import Foundation

/// UIKit's `UIView`, so the app around the snapping compiles: a frame, a background colour,
/// a layer and a list of subviews, all stored and none drawn.
///
/// Compile-only: nothing here is rendered, laid out or hit-tested, and no property of a
/// plain view affects a simulation. The simulated collection view is a `UIView` too (its
/// frame is the scenario's view size and its bounds follow the content offset), so app
/// code can add it to a view hierarchy and style it.
///
///     let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
///     card.backgroundColor = .systemBlue
///     card.layer.cornerRadius = 16
///     card.bounds.size  // (300.0, 200.0)
open class UIView: UIResponder {
  /// UIKit's `UIView.AutoresizingMask`: which edges and sizes follow the superview's size.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// UIKit's `UIView.ContentMode`: how a view's content fills its bounds.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill.
    case scaleToFill
    /// Scaled to fit, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping its aspect ratio.
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred.
    case center
  }

  /// The frame in the superview's coordinates. Open, as UIKit's is: a subclass's override
  /// (an observer, or a getter and setter calling `super`) is what the model reads and sets.
  @exclusivity(unchecked) open var frame: CGRect { didSet { frameDidChange(from: oldValue) } }
  /// The background colour (stored, not drawn).
  open var backgroundColor: UIColor?
  /// The tint colour (stored, not drawn).
  open var tintColor: UIColor?
  /// The opacity (stored, not drawn).
  open var alpha: CGFloat = 1
  /// Whether the view is hidden (stored, not drawn).
  open var isHidden = false
  /// Whether subviews are clipped to the bounds (stored, not drawn).
  open var clipsToBounds = false
  /// Whether the view is opaque (stored, not drawn).
  open var isOpaque = true
  /// Whether touches reach the view (stored; the model sends no touches to views).
  open var isUserInteractionEnabled = true
  /// An app's number for finding the view.
  open var tag = 0
  /// How the content fills the bounds (stored, not drawn).
  open var contentMode: ContentMode = .scaleToFill
  /// Which edges and sizes follow the superview (stored; the model lays out no subviews).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the autoresizing mask becomes constraints (stored; the model solves none).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The affine transform (stored, not drawn).
  open var transform: CGAffineTransform = .identity
  /// The view this view is a subview of.
  open private(set) weak var superview: UIView?
  /// The superview: where touches go on to, as in UIKit for a view that no controller owns.
  open override var next: UIResponder? { superview }
  /// The window the view is in: the top of its superview chain when that is a `UIWindow`.
  /// Open, as UIKit's is: a test double may answer a window of its own.
  open var window: UIWindow? {
    var top: UIView = self
    while let parent = top.superview { top = parent }
    return top as? UIWindow
  }
  /// The subviews, back to front.
  open private(set) var subviews: [UIView] = []

  /// The Core Animation layer behind the view, made on first use.
  open private(set) lazy var layer = CALayer()
  /// The view's Auto Layout anchors, made on first use.
  lazy var anchors = LayoutAnchors()
  /// The area not covered by bars and the notch, for constraints (never solved).
  open private(set) lazy var safeAreaLayoutGuide = ownedGuide("UIViewSafeAreaLayoutGuide")
  /// The area inside the margins, for constraints (never solved).
  open private(set) lazy var layoutMarginsGuide = ownedGuide("UIViewLayoutMarginsGuide")
  /// The margins (stored; nothing is laid out).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The margins in leading/trailing terms (stored; nothing is laid out).
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The constraints added to the view (stored; never solved).
  open private(set) var constraints: [NSLayoutConstraint] = []
  /// The gesture recognizers attached (`addGestureRecognizer(_:)`; they never recognise).
  var attachedRecognizers: [UIGestureRecognizer] = []

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// UIKit's archive initializer, so subclasses that declare it compile; the model keeps no
  /// archives, so it makes an empty view.
  public required init?(coder: NSCoder) {
    frame = .zero
  }

  /// A view with a zero frame, as `UIView()` makes in UIKit.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The view's own coordinate space: its size at the origin (a scroll view's origin is its
  /// content offset).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { RectSemantics.center(of: frame) }
    set { frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
  }

  /// Adds `view` on top of the subviews, taking it from its former superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index` (clamped to the list), taking it from its
  /// former superview.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Takes the view out of its superview's subviews.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Moves `view`, one of the subviews, to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  /// Moves `view`, one of the subviews, to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  /// Called after the frame changed from `oldFrame`; the collection view's geometry follows
  /// a new size.
  package func frameDidChange(from oldFrame: CGRect) {}

  /// A layout guide owned by this view, named `identifier`.
  private func ownedGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.identifier = identifier
    return guide
  }

  /// Attaches `gestureRecognizer` (it never recognises: no touch arrives).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    attachedRecognizers.append(gestureRecognizer)
  }

  /// Detaches `gestureRecognizer`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attachedRecognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// The recognizers attached, in order; nil when there are none, as in UIKit.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Whether `gestureRecognizer` may begin: true (no recognizer ever begins, as no touch
  /// arrives, so only code that calls it runs it).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Keeps `constraint` with the view (it is never solved).
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }

  /// Keeps `constraints` with the view (they are never solved).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

  /// Adds `layoutGuide` to the view.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self }

  /// Does nothing: the model lays out no subviews.
  open func setNeedsLayout() {}

  /// Does nothing: the model's layout is always current.
  open func layoutIfNeeded() {}

  /// Does nothing: the model lays out no subviews.
  open func layoutSubviews() {}

  /// Does nothing: nothing is drawn.
  open func setNeedsDisplay() {}

  /// Called after the view is loaded from a nib; the model loads none, so only code that
  /// calls it runs it. The base does nothing.
  open func awakeFromNib() {}

  /// Called after the superview changed; the base does nothing.
  open func didMoveToSuperview() {}

  /// Called before the superview changes; the base does nothing.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called before the window changes; the model has no window, so only code that calls it runs
  /// it. The base does nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the window changed; the model has no window, so only code that calls it runs
  /// it. The base does nothing.
  open func didMoveToWindow() {}

  /// Core Animation's call, as the view's layer's delegate, to lay out the sublayers of
  /// `layer`; the model lays out no layers, so only code that calls it runs it. The base does
  /// nothing.
  open func layoutSublayers(of layer: CALayer) {}

  /// Core Animation's question, as the view's layer's delegate, for the action that animates
  /// `event` on `layer`: none, as nothing animates in the model.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

  /// Called after the margins changed; the base does nothing.
  open func layoutMarginsDidChange() {}

  #if !canImport(ObjectiveC)
  /// Objective-C key-value observing's callback, so a view that overrides it compiles; Swift on
  /// Linux has no Objective-C runtime, so nothing ever calls it (see `KeyValueObservingCompatible`).
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
  ) {}
  #endif

  /// Called when Interface Builder draws the view; the model never calls it. The base does
  /// nothing.
  open func prepareForInterfaceBuilder() {}

  /// Does nothing: nothing is drawn.
  open func draw(_ rect: CGRect) {}

  /// The size that fits `size`: the current size (nothing is measured).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits`: no change, as nothing is measured.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The content's natural size: none (`UIView.noIntrinsicMetric` both ways).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// UIKit's `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Whether `point`, in the view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, enabled subview containing `point` (in the view's coordinates),
  /// front to back, or the view itself; nil if the point is outside, as UIKit's `hitTest`
  /// (the model sends no touches, so only code that calls it runs it).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// A view standing for this one's rendering: a plain view of the same frame (nothing is
  /// drawn).
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }

  /// A view standing for part of this one's rendering: a plain view of `rect`'s size.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    UIView(frame: CGRect(origin: frame.origin, size: rect.size))
  }

  /// Whether the view takes touches alone (stored; no touch arrives).
  open var isExclusiveTouch = false

  /// Whether the view takes several touches (stored; no touch arrives).
  open var isMultipleTouchEnabled = false

  /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `siblingSubview` (on top when it is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Whether `view` is this view or one below it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Runs `actionsWithoutAnimation` at once: nothing animates in the model.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Runs `animations`, then `completion` with `true`, at once: nothing animates in the model
  /// (the other forms are in `UIView+Animation.swift`).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }
}
