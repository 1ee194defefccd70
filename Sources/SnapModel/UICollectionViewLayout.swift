import Foundation

/// UIKit's `UICollectionViewLayout`, the base class: the methods a collection view calls,
/// with UIKit's Swift signatures.
///
/// Subclass it for a layout of your own: the simulator asks it only what
/// UIKit asks — `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, the bounds-change invalidation calls and the two
/// `targetContentOffset` methods — and scrolls along the scenario's `scrollDirection`, since a
/// custom layout has no axis of its own. `UICollectionViewFlowLayout` is the subclass whose
/// geometry the model computes itself. Ported code that would trap or raise
/// on a device reports the fault through `reportingFaults(_:_:)` instead of changing a
/// signature, and the simulator records it as the step's outcome.
open class UICollectionViewLayout: NSObject {
  /// The collection view showing this layout; nil once that view is gone, as a weak
  /// reference is.
  open package(set) var collectionView: UICollectionView? {
    get { attachedView }
    set {
      attachedView = newValue
      invalidateLayout()
      collectionViewDidChange()
    }
  }
  /// The view `collectionView` answers. Not a `weak` reference: a weak reference gives the
  /// view a side table, which makes every retain and release of it, and every read of
  /// `collectionView`, take the runtime's slow path, on every drag. The view clears it as it
  /// goes (`viewWillDeinit(_:)`), so it never dangles and reads as a weak reference would.
  @exclusivity(unchecked) private unowned(unsafe) var attachedView: UICollectionView?

  /// Whether the view's delegate may answer for a flow layout, read without retaining the
  /// view (the flow layout asks on every invalidation); false without a view.
  package final var delegateMayAnswerForFlowLayout: Bool { attachedView?.delegateMayAnswerForFlowLayout == true }

  /// Forgets `view` if it is the one this layout is attached to: the view is going away.
  package final func viewWillDeinit(_ view: UICollectionView) {
    if attachedView === view { attachedView = nil }
  }
  /// Whether `prepare()` must run before the next query (set by `invalidateLayout(with:)`).
  @exclusivity(unchecked) private var needsPrepare = false
  /// A fault the layout's code reported during the current call, for the simulator to take.
  @exclusivity(unchecked) private var reportedFault: SimulatedFault?

  /// A layout.
  public override init() {}

  /// UIKit's archive initializer, so subclasses that declare it compile; the model keeps no
  /// archives, so it makes a layout with the defaults.
  public required init?(coder: NSCoder) {}

  /// The class of the attributes the layout hands out: a flow layout makes its attributes of
  /// this class, so a subclass that overrides it finds its own attributes in `super`'s answers.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// `layoutAttributesClass` when a subclass names a subclass of the attributes, else nil (the
  /// plain class, which the flow layout makes on its fast path).
  package var customAttributesClass: UICollectionViewLayoutAttributes.Type? {
    guard let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type,
      type != UICollectionViewLayoutAttributes.self
    else { return nil }
    return type
  }

  /// Whether the layout mirrors itself right to left; the model lays out left to right only.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Runs before the first event, after every resize and reload, and before the next query
  /// after an invalidation. The base does nothing.
  open func prepare() {}

  /// Called when the layout is attached to a view (again); the flow layout forgets the
  /// geometry it computed for the view before.
  package func collectionViewDidChange() {}

  /// The class of the contexts the layout's invalidations carry: UIKit's base context here,
  /// the flow layout's own for a flow layout.
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// Invalidates everything: UIKit sends a fresh context with `invalidateEverything` set
  /// through `invalidateLayout(with:)`, so an override of either sees it.
  open func invalidateLayout() {
    invalidateLayout(with: makeInvalidationContext(everything: true))
  }

  /// Marks the layout as needing `prepare()` before its next query, then moves the view's
  /// content by the context's `contentOffsetAdjustment`, as the collection view does when it
  /// processes the invalidation (without asking about that bounds change again).
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    generation &+= 1
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero { collectionView?.adjustContentOffset(by: adjustment) }
  }

  /// The context for a bounds change the layout asked to be invalidated for
  /// (`shouldInvalidateLayout(forBoundsChange:)` answered true): a fresh context of
  /// `invalidationContextClass` with nothing marked.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// A fresh context of `invalidationContextClass` (of the base context class when that is
  /// not a context class), marking everything and the item counts invalid as asked.
  package func makeInvalidationContext(everything: Bool = false, dataSourceCounts: Bool = false)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context: UICollectionViewLayoutInvalidationContext
    if contextKind.reusable, isKnownUniquelyReferenced(&spareContext), let spare = spareContext {
      spare.resetToFresh()
      context = spare
    } else {
      context = contextKind.type.init()
      spareContext = context
    }
    context.invalidateEverything = everything
    context.invalidateDataSourceCounts = dataSourceCounts
    return context
  }

  /// The context made last, handed out again, reset, when nothing else holds it any more:
  /// a layout that invalidates on every bounds change asks for two per drag, and no code can
  /// tell a reset context from a fresh one unless it keeps it (and then it is not reused).
  @exclusivity(unchecked) private var spareContext: UICollectionViewLayoutInvalidationContext?

  /// `invalidationContextClass` as a context type (the base context's when it names another
  /// class), and whether its contexts are the model's own (which a spare can stand in for),
  /// looked up once: a class property's answer is the class's, not the instance's.
  private lazy var contextKind: (type: UICollectionViewLayoutInvalidationContext.Type, reusable: Bool) = {
    let type = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      ?? UICollectionViewLayoutInvalidationContext.self
    return (type, type.isModelContext)
  }()

  /// Runs `prepare()` if an invalidation asked for it; the simulator calls this before each
  /// callback it makes into the layout.
  package func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    runPrepare()
    generation &+= 1
    didPrepare()
  }

  /// Runs `prepare()` now, as UIKit does when the view is made, resized, reloaded or
  /// updated: a pending invalidation is forgotten, and so is what was worked out from the
  /// layout's answers before it (`didPrepare()`).
  package final func prepareNow() {
    runPrepare()
    needsPrepare = false
    generation &+= 1
    didPrepare()
  }

  /// Runs `prepare()`, marked as running until it returns: a `prepare()` that runs another
  /// (a batch update it makes) leaves the mark as it found it, so the outer one still runs.
  private func runPrepare() {
    let outer = isPreparing
    isPreparing = true
    defer { isPreparing = outer }
    prepare()
  }

  /// Whether the model's call of `prepare()` is running: what the layout answers meanwhile is
  /// not its answer for the pass.
  @exclusivity(unchecked) package private(set) var isPreparing = false

  /// Counts the layout's invalidations and `prepare()`s: its answers (UIKit's attributes)
  /// hold until the next one, so what was read from them may be kept while this stays.
  @exclusivity(unchecked) package private(set) var generation = 0

  /// Runs after every `prepare()` the model makes; the flow layout forgets the view's inset
  /// and range it worked out, since `prepare()` may have changed the content size.
  package func didPrepare() {}

  /// Forgets a pending invalidation: `prepare()` has just run for another reason.
  package func clearPendingPrepare() { needsPrepare = false }

  /// The size of the whole content; the base has none.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the elements in `rect`; the base has none.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the item at `indexPath`; the base has none.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` (a header or
  /// a footer); the base layout has none.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where to rest after a drag; the base returns the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    baseAnsweredTarget = true
    return proposedContentOffset
  }

  /// What a host built on this layout found it does not model (a SwiftUI behaviour's
  /// anchor): the step whose call found it ends `unsupported`; nil when nothing.
  @exclusivity(unchecked) package var hostUnsupportedFeature: String?

  /// What the model does not model in this layout's current settings, as the `unsupported`
  /// outcome names it, or nil; the base knows only a host's finding.
  package var unsupportedFeature: String? { hostUnsupportedFeature }

  /// The geometry snap positions are read from when they are not the items' own frames (a
  /// compositional layout's checked orthogonal section, A20); nil for the items' frames.
  package var snapGeometry: FlowGeometry? { nil }

  /// The distance between `.pages` snap positions when it is not the view's length (the
  /// scroller of a compositional layout's checked section, A20); nil for the view's length.
  package var snapPageLength: CGFloat? { nil }

  /// Set when the base's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
  /// runs, so the simulator tells a layout that snaps from one that leaves the proposal.
  @exclusivity(unchecked) package var baseAnsweredTarget = false

  /// Where to rest after a layout change such as a resize; the base returns the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Whether a change of bounds invalidates the layout, asked with the new bounds while the
  /// view still has the old ones, on every change of offset or size; the base
  /// says no.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Runs at the start of a resize, with the old bounds still in place; the base does nothing.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Runs at the end of a resize; the base does nothing.
  open func finalizeAnimatedBoundsChange() {}

  /// Called before `newLayout` replaces this layout. The model switches layouts at once and
  /// never calls it (so only the app's code runs it); the base does nothing.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Called before this layout replaces `oldLayout`. The model switches layouts at once and
  /// never calls it (so only the app's code runs it); the base does nothing.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called when a change of layouts ends. The model switches layouts at once and never calls
  /// it (so only the app's code runs it); the base does nothing.
  open func finalizeLayoutTransition() {}

  /// Runs after a batch update changed the data, before `prepare()`, with one item per
  /// call of the batch; the base does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Runs at the end of a batch update, after the view took its new offset; the base does
  /// nothing.
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item's animation starts. The model animates nothing and never asks;
  /// the base returns nil (the item appears at its final attributes), for code that calls super.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Where a deleted item's animation ends. The model animates nothing and never asks; the
  /// base returns nil, for code that calls super.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Runs `body`, ported code that throws where the original traps or raises; a fault it
  /// throws is kept for the simulator and `placeholder` is returned, so the override keeps
  /// UIKit's non-throwing signature.
  package func reportingFaults<Value>(
    _ placeholder: Value, _ body: () throws(SimulatedFault) -> Value
  ) -> Value {
    do {
      return try body()
    } catch {
      reportedFault = error
      return placeholder
    }
  }

  /// Keeps `fault` for the simulator, as ported code's own faults are kept, unless an
  /// earlier one is still waiting: the model's host reports what would end the app on a
  /// device while it drives the layout.
  package func reportFault(_ fault: SimulatedFault) {
    if reportedFault == nil { reportedFault = fault }
  }

  /// Whether a fault is waiting to be taken (a cheap test before `takeReportedFault()`).
  package final var hasReportedFault: Bool { reportedFault != nil }

  /// Throws the fault reported during the call just made into the layout, if one was.
  package func throwReportedFault() throws(SimulatedFault) {
    if hasReportedFault, let fault = takeReportedFault() { throw fault }
  }

  /// The fault reported since the last call, cleared as it is taken.
  package func takeReportedFault() -> SimulatedFault? {
    defer { reportedFault = nil }
    return reportedFault
  }
}
