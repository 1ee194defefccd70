import Foundation
import SnapModel
import Testing

/// A flow layout that records every invalidation context it is handed, with the offset the
/// view had when asked about a bounds change; it can ask to be invalidated by every one and
/// move the content by an adjustment.
private final class ContextRecordingLayout: UICollectionViewFlowLayout {
  /// `(everything, counts, flow delegate metrics)` of each context, in order.
  var contexts: [(everything: Bool, counts: Bool, delegateMetrics: Bool?)] = []
  /// The view's offset along x each time a bounds change was asked about.
  var offsetsWhenAsked: [CGFloat] = []
  /// Whether every bounds change invalidates (otherwise the flow layout's default answers).
  var invalidatesOnEveryChange = false
  /// The content offset adjustment every bounds-change context carries.
  var adjustment = CGPoint.zero

  /// Records the context, then invalidates as the flow layout does.
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    let flow = context as? UICollectionViewFlowLayoutInvalidationContext
    contexts.append((context.invalidateEverything, context.invalidateDataSourceCounts, flow?.invalidateFlowLayoutDelegateMetrics))
    super.invalidateLayout(with: context)
  }

  /// Records the offset the view still has, then answers yes or as the flow layout does.
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    offsetsWhenAsked.append(collectionView?.contentOffset.x ?? .nan)
    return invalidatesOnEveryChange || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// The flow layout's context, carrying `adjustment`.
  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    context.contentOffsetAdjustment = adjustment
    return context
  }
}

/// Ten 300×150 items in a 375×150 view at @3x (offsets 0 to 2715) shown by a recording layout.
private func recordingSimulator() -> (Simulator, ContextRecordingLayout) {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  let layout = ContextRecordingLayout()
  layout.apply(configuration)
  let simulator = Simulator(configuration: configuration, layout: layout)
  layout.contexts.removeAll()
  layout.offsetsWhenAsked.removeAll()
  return (simulator, layout)
}

/// A layout invalidated by every bounds change that writes every property of each context it
/// is handed, after noting what the context read when it came, and keeps the contexts if told.
private final class ContextWritingLayout: UICollectionViewFlowLayout {
  /// Whether to keep every context it is handed.
  var keeps = false
  /// The contexts kept.
  var kept: [UICollectionViewFlowLayoutInvalidationContext] = []
  /// Each bounds-change context as it came: `(everything, counts, size adjustment, delegate metrics, attributes)`.
  var received: [(everything: Bool, counts: Bool, sizeAdjustment: CGSize, delegateMetrics: Bool, attributes: Bool)] = []

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      received.append((
        flow.invalidateEverything, flow.invalidateDataSourceCounts, flow.contentSizeAdjustment,
        flow.invalidateFlowLayoutDelegateMetrics, flow.invalidateFlowLayoutAttributes))
      flow.contentSizeAdjustment = CGSize(width: 7, height: 7)
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
      if keeps { kept.append(flow) }
    }
    return context
  }
}

/// Four drags of 200 pt, forward and back, on ten 300-wide items, shown by `layout`.
private func dragFourTimes(_ layout: ContextWritingLayout) {
  var configuration = LayoutConfiguration()
  configuration.itemCount = 10
  configuration.itemWidth = 300
  configuration.itemHeight = 150
  layout.apply(configuration)
  let simulator = Simulator(configuration: configuration, layout: layout)
  _ = simulator.run([200, -200, 200, -200].map { Event.drag(distance: $0, velocity: 0) })
}

@Suite("Invalidation contexts: every invalidation goes through invalidateLayout(with:), as in UIKit")
struct InvalidationContextTests {
  @Test("Attaching the layout invalidates everything with a flow context")
  func attachingInvalidatesEverything() {
    let layout = ContextRecordingLayout()
    _ = Simulator(configuration: LayoutConfiguration(), layout: layout)
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first?.everything == true)
    #expect(layout.contexts.first?.counts == false)
    #expect(layout.contexts.first?.delegateMetrics == true)
  }

  @Test("invalidateLayout() sends a fresh flow context with invalidateEverything set")
  func plainInvalidation() {
    let (_, layout) = recordingSimulator()
    layout.invalidateLayout()
    #expect(layout.contexts.map(\.everything) == [true])
    #expect(layout.contexts.map(\.counts) == [false])
  }

  @Test("A reload marks everything and the data source counts")
  func reloadMarksCounts() {
    let (simulator, layout) = recordingSimulator()
    _ = simulator.apply(.reload(itemCount: 4), index: 0)
    #expect(layout.contexts.map(\.everything) == [true])
    #expect(layout.contexts.map(\.counts) == [true])
  }

  @Test("A scroll the layout asks to be invalidated for sends the bounds-change context, asked before the offset moves")
  func scrollSendsBoundsContext() {
    let (simulator, layout) = recordingSimulator()
    layout.invalidatesOnEveryChange = true
    _ = simulator.apply(.scroll(offset: 200), index: 0)
    // Asked while the view is still at 0; the context marks nothing.
    #expect(layout.offsetsWhenAsked == [0])
    #expect(layout.contexts.map(\.everything) == [false])
    #expect(layout.contexts.map(\.counts) == [false])
    #expect(layout.contexts.map(\.delegateMetrics) == [true])
  }

  @Test("The plain flow layout invalidates on a resize, not on a scroll")
  func flowLayoutInvalidatesOnResize() {
    let (simulator, layout) = recordingSimulator()
    _ = simulator.apply(.scroll(offset: 200), index: 0)
    #expect(layout.contexts.isEmpty)
    _ = simulator.apply(.resize(width: 500, height: 150), index: 1)
    #expect(layout.contexts.map(\.everything) == [false])
    #expect(layout.offsetsWhenAsked == [0, 200])
  }

  @Test("A context's contentOffsetAdjustment moves the content once the invalidation is processed")
  func offsetAdjustmentMovesContent() {
    let (simulator, layout) = recordingSimulator()
    layout.invalidatesOnEveryChange = true
    layout.adjustment = CGPoint(x: 7, y: 0)
    let step = simulator.apply(.scroll(offset: 200), index: 0)
    // Scrolled to 200, then moved by 7 without being asked again.
    #expect(simulator.collectionView.contentOffset.x == 207)
    #expect(step?.rest == 207)
    #expect(layout.offsetsWhenAsked == [0])
  }

  @Test("Every bounds-change context reads as a fresh one, whatever the layout wrote into the one before")
  func contextsComeFresh() {
    let layout = ContextWritingLayout()
    dragFourTimes(layout)
    // Each drag moves once: the plain flow layout leaves the proposal, so it rests where it is released.
    #expect(layout.received.count == 4)
    for (index, context) in layout.received.enumerated() {
      #expect(!context.everything && !context.counts, "context \(index)")
      #expect(context.sizeAdjustment == .zero, "context \(index)")
      #expect(context.delegateMetrics && context.attributes, "context \(index)")
    }
  }

  @Test("A context the layout keeps is never handed out again: each is its own object and keeps what was written")
  func keptContextsAreNeverReused() {
    let layout = ContextWritingLayout()
    layout.keeps = true
    dragFourTimes(layout)
    #expect(layout.kept.count == 4)
    #expect(Set(layout.kept.map(ObjectIdentifier.init)).count == 4)
    for context in layout.kept {
      #expect(context.contentSizeAdjustment == CGSize(width: 7, height: 7))
      #expect(!context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes)
    }
  }
}
