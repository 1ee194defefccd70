import Foundation

/// The simulated `UICollectionView`: sections of items placed by a layout, with cell
/// recycling (A7, A8 in the UIKit model article).
///
/// A flow layout's geometry is the model's own; any other layout is asked what UIKit asks it
/// (its content size, the attributes in a rect, one item's attributes), and the view scrolls
/// along the scenario's `scrollDirection`. Cells exist for the items whose frames intersect
/// the bounds; with `.all` retention, for every item. `visibleCells` and `indexPathsForVisibleItems` come in index order unless
/// `visibleCellsOrder` reorders them, since UIKit documents no order.
///
/// Open, as UIKit's is: an app's subclass overrides `layoutSubviews`, `awakeFromNib`,
/// `reloadData`, `performBatchUpdates(_:completion:)`, `insertItems(at:)`, `deleteItems(at:)`,
/// `reloadItems(at:)`, `scrollToItem(at:at:animated:)`, registration, dequeuing, selection,
/// the item queries and the scroll view's offset, insets, flags and scroll requests, and calls
/// `super`. The simulator
/// checks views it builds from scenarios; an app's subclass runs where the app's own code
/// makes one.
open class UICollectionView: UIScrollView {
  /// UIKit's `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts an item.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No particular place.
    public static let none = ScrollPosition([])
    /// The item's top edge at the top of the view.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the view.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the view.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the view.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout that places the items; it points back at this view. Setting it switches at
  /// once, as `setCollectionViewLayout(_:animated: false)` does.
  @exclusivity(unchecked) open var collectionViewLayout: UICollectionViewLayout {
    didSet { adopt(collectionViewLayout, replacing: oldValue) }
  }
  /// The layout as the flow layout whose geometry the model computes, or nil for a layout of
  /// another kind.
  @exclusivity(unchecked) package private(set) var flowLayout: UICollectionViewFlowLayout?
  /// The layout `collectionViewLayout` holds, as a stored reference: reading its `generation`
  /// through it costs no call of the open getter and no retain. UIKit's own code works with
  /// the layout the view holds, not through that getter, so the view's bounds changes and
  /// its content size ask this one; a subclass's override of the getter answers the app's
  /// own reads (TheUIKitModel).
  @exclusivity(unchecked) private var adoptedLayout: UICollectionViewLayout
  /// The axis a layout that is not a flow layout scrolls along: the scenario's.
  @exclusivity(unchecked) private var configuredAxis = Axis.vertical
  /// The geometry `itemGeometry` read last from a layout that is not a flow layout, and what
  /// it was read for.
  @exclusivity(unchecked) var placedGeometry: (key: PlacedGeometryKey, geometry: FlowGeometry)?
  /// The flow layout's settings, or a flow layout's defaults for a layout of another kind:
  /// what a flow delegate's default answers read.
  package var flowSettings: UICollectionViewFlowLayout { flowLayout ?? UICollectionViewFlowLayout() }
  /// Items per section.
  @exclusivity(unchecked) package private(set) var sectionCounts: [Int] = []
  /// What the scenario's stand-in flow delegate answers for every section's inset, if it
  /// has one (the scenario field `delegateSectionInset`).
  @exclusivity(unchecked) package private(set) var delegateSectionInset: UIEdgeInsets?
  /// What the scenario's stand-in flow delegate answers for `sizeForItemAt`, per section and
  /// item (the scenario field `itemSizes`); empty when it answers the layout's `itemSize`.
  /// Sizes belong to items (TheUIKitModel): code that moves, deletes or inserts items changes it too.
  @exclusivity(unchecked) package var itemSizes: [[CGSize]] = []
  /// The scenario's `itemSizes`, which a reload deals out again by flat index.
  @exclusivity(unchecked) private var scenarioItemSizes: [CGSize] = []
  /// The item size for each view size the scenario gives, set on the flow layout when the
  /// view takes that size (an app's `sizeForItemAt` that reads the bounds).
  @exclusivity(unchecked) private var itemSizesForViewSizes: [LayoutConfiguration.ItemSizeForViewSize] = []
  /// Whether off-screen cells are recycled (`.visible`) or retained (`.all`).
  @exclusivity(unchecked) package var cellRetention = UICollectionView.defaultConfiguration.cellRetention
  /// A configuration with every default, made once rather than for every view.
  private static let defaultConfiguration = LayoutConfiguration()
  /// The cells handed out that are still alive (`UICollectionView+LiveCells.swift`).
  @exclusivity(unchecked) var liveCells = LiveCells()
  /// Reorders `visibleCells` (given in index order); `nil` keeps index order.
  @exclusivity(unchecked) package var visibleCellsOrder: (([UICollectionViewCell]) -> [UICollectionViewCell])?
  /// What the code under test has asked of this view's cells so far (`CellReads`).
  @exclusivity(unchecked) package private(set) var cellReads = CellReads()
  /// The data source, held weakly as in UIKit; its counts must agree with the scenario's.
  /// A view the app's code made itself has no scenario: it takes the data source's counts.
  @exclusivity(unchecked) open weak var dataSource: UICollectionViewDataSource? {
    didSet {
      guard countsFollowDataSource, let dataSource else { return }
      let sections = max(0, dataSource.numberOfSections(in: self))
      setSectionCounts((0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) })
    }
  }
  /// Whether the view takes its counts from its data source: made by the app's code, not
  /// from a scenario.
  @exclusivity(unchecked) private var countsFollowDataSource = false
  /// The classes registered for cells, by reuse identifier.
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// The classes registered for supplementary views, by kind and reuse identifier.
  var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:]
  /// Whether items can be selected (stored; the model sends no touches).
  open var allowsSelection = true
  /// Whether several items can be selected (stored; the model sends no touches).
  open var allowsMultipleSelection = false
  /// Whether cells are prepared ahead of display (stored; the model shows no cells).
  open var isPrefetchingEnabled = true
  /// The record the cells this view places point at, made with the first cell.
  @exclusivity(unchecked) private var placementIfMade: CellPlacement?
  /// The record the cells this view places point at.
  var placement: CellPlacement {
    if let placementIfMade { return placementIfMade }
    let made = CellPlacement(view: self)
    placementIfMade = made
    return made
  }
  /// The items selected by code (`selectItem(at:animated:scrollPosition:)`), in order.
  var selectedItems: [IndexPath] = []
  /// The view behind the cells (stored, not drawn).
  open var backgroundView: UIView?
  /// The calls of the `performBatchUpdates(_:completion:)` in progress, if one is.
  @exclusivity(unchecked) var pendingBatch: BatchUpdate?
  /// Whether a closure-written `performBatchUpdates` is being sent through the open one (a
  /// subclass's override calling `super` with a closure comes back to be applied).
  var isForwardingBatch = false
  /// Why a batch update made from code could not happen (its calls and the data source
  /// disagree, as UIKit raises), for the simulator to take as the step's outcome.
  @exclusivity(unchecked) package var badUpdate: String?

  /// A view of `configuration`'s size, insets, flags and items, showing them with `layout`.
  package init(configuration: borrowing LayoutConfiguration, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    adoptedLayout = layout
    flowLayout = layout as? UICollectionViewFlowLayout
    super.init(
      size: CGSize(width: configuration.viewWidth, height: configuration.viewHeight),
      screenScale: configuration.screenScale)
    isTakingScenario = true
    adopt(configuration)
  }

  /// Whether the view is taking its scenario's settings as it is made: what each setting's
  /// observer would forget (`insetsDidChange()`) is forgotten once, after the last, since no
  /// code but the model's own runs between them.
  @exclusivity(unchecked) private var isTakingScenario = false

  /// UIKit's initializer, for code that builds its own view (an app's subclass calls it as
  /// `super.init(frame:collectionViewLayout:)`): one empty section at @3x until a data source
  /// is set, whose counts it then takes. The simulator builds the views it checks from a
  /// scenario instead.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    var configuration = LayoutConfiguration()
    configuration.viewWidth = frame.size.width
    configuration.viewHeight = frame.size.height
    collectionViewLayout = layout
    adoptedLayout = layout
    flowLayout = layout as? UICollectionViewFlowLayout
    countsFollowDataSource = true
    super.init(size: frame.size, screenScale: configuration.screenScale)
    adopt(configuration)
  }

  /// Takes `configuration`'s axis, items, insets and flags, and points the layout here.
  private func adopt(_ configuration: LayoutConfiguration) {
    configuredAxis = configuration.scrollDirection
    sectionCounts = configuration.sections
    delegateSectionInset = configuration.delegateSectionInset
    scenarioItemSizes = configuration.itemSizes
    itemSizes = Self.deal(configuration.itemSizes, into: configuration.sections)
    cellRetention = configuration.cellRetention
    itemSizesForViewSizes = configuration.itemSizesForViewSizes
    // By position in the immutable array: each setter is called where it lies, not copied out.
    let setters = LayoutConfiguration.scrollViewSetters
    for index in setters.indices { setters[index](self, configuration) }
    if isTakingScenario {
      isTakingScenario = false
      insetsDidChange()
    }
    collectionViewLayout.collectionView = self
  }

  /// Makes `layout` the view's layout in place of `old`: the old one lets go of this view and
  /// the new one is asked afresh.
  private func adopt(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout) {
    guard layout !== old else { return }
    old.viewWillDeinit(self)
    adoptedLayout = layout
    flowLayout = layout as? UICollectionViewFlowLayout
    placedGeometry = nil
    readLayoutMetrics = nil
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Switches to `layout` at once (nothing animates in the model); UIKit's
  /// `setCollectionViewLayout(_:animated:)`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Switches to `layout` at once, then runs `completion` with `true`.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    collectionViewLayout = layout
    completion?(true)
  }

  /// The layout no longer points at this view, as a weak reference would not; nor do the
  /// cells it placed.
  deinit {
    collectionViewLayout.viewWillDeinit(self)
    placementIfMade?.view = nil
  }

  /// UIKit's archive initializer; the model builds its views from scenarios, never from
  /// archives, so it fails.
  public required init?(coder: NSCoder) { nil }

  /// A new size changes the layout's geometry, as a resize does.
  package override func frameDidChange(from oldFrame: CGRect) {
    guard frame.size != oldFrame.size else { return }
    readLayoutMetrics = nil
    flowLayout?.invalidateFlowGeometry()
  }


  /// A flow layout's scroll direction, as it laid its items out (`layoutAxis`); the
  /// scenario's for any other layout.
  package override var scrollAxis: Axis { flowLayout?.layoutAxis ?? configuredAxis }

  /// The layout's `collectionViewContentSize`. Code may set it, as UIKit lets it, and a
  /// subclass may observe it (`didSet`), but the layout's answer is what the view reads: UIKit
  /// sets it back from the layout at its next layout pass. The model makes no such pass of its
  /// own, so an observer hears only the sets code makes.
  ///
  /// A flow layout is asked on every read; a layout of any other kind once after each of its
  /// invalidations and `prepare()`s (and after the view's size, insets or counts change), as
  /// UIKit asks it once per layout pass and keeps the answer (TheUIKitModel).
  open override var contentSize: CGSize {
    get {
      guard let flowLayout else { return layoutMetrics.contentSize }
      return flowLayout.collectionViewContentSize
    }
    set { super.contentSize = newValue }
  }

  /// The adjusted content inset, worked out once per flow geometry, or once per content size
  /// read from any other layout.
  public override var adjustedContentInset: UIEdgeInsets {
    if let flowLayout { return flowLayout.metrics(of: self).adjustedInset }
    return layoutMetrics.adjustedInset
  }

  /// The offset range, worked out as the adjusted content inset is.
  package override var offsetRange: OffsetRange {
    if let flowLayout { return flowLayout.metrics(of: self).range }
    return layoutMetrics.range
  }

  /// The content size a layout that is not a flow layout gave, read once per layout
  /// `generation`, with the adjusted inset and the offset range worked out from it.
  ///
  /// Neither kept nor read from what was kept while the layout runs `prepare()`: what it
  /// answers there (a compositional layout's section provider reads the inset) is not yet its
  /// answer for the pass, and the pass before is over.
  private var layoutMetrics: LayoutMetrics {
    let layout = adoptedLayout
    if !layout.isPreparing, let readLayoutMetrics, readLayoutMetrics.generation == layout.generation { return readLayoutMetrics }
    let size = layout.collectionViewContentSize
    let adjusted = adjustedContentInset(contentSize: size)
    let metrics = LayoutMetrics(
      generation: layout.generation, contentSize: size, adjustedInset: adjusted,
      range: offsetRange(adjustedInset: adjusted, contentSize: size))
    if !layout.isPreparing { readLayoutMetrics = metrics }
    return metrics
  }

  /// What `layoutMetrics` read last; nil once the view's size, insets, counts or layout change.
  @exclusivity(unchecked) private var readLayoutMetrics: LayoutMetrics?

  /// How many sections there are.
  open var numberOfSections: Int { sectionCounts.count }

  /// The item count of `section`; 0 for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    section >= 0 && section < sectionCounts.count ? sectionCounts[section] : 0
  }

  /// The attributes of the item at `indexPath`, as the layout gives them.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The cell showing the item at `indexPath`, or nil when the item has no cell: outside the
  /// bounds and recycled, or not an item at all.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cellReads.cells = true
    let frame: CGRect
    let key: LiveCells.Key?
    if let flowLayout {
      let geometry = flowLayout.flowGeometry
      guard let item = geometry.item(at: indexPath), charge(1) else { return nil }
      frame = geometry.frame(ofItem: item)
      key = LiveCells.Key(flowItem: item)
    } else {
      guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath), charge(1) else { return nil }
      frame = attributes.frame
      key = LiveCells.Key(indexPath)
    }
    switch cellRetention {
    case .all: break
    case .visible: guard RectSemantics.intersects(frame, bounds) else { return nil }
    }
    return liveCell(for: key, frame: frame) { indexPath }
  }

  /// The cells whose frames intersect the bounds, in `visibleCellsOrder` (index order by default).
  open var visibleCells: [UICollectionViewCell] {
    cellReads.cells = true
    cellReads.visibleCells = true
    let cells: [UICollectionViewCell]
    if let flowLayout {
      let geometry = flowLayout.flowGeometry
      cells = items(of: geometry, intersecting: bounds).map { item in
        liveCell(for: LiveCells.Key(flowItem: item), frame: geometry.frame(ofItem: item)) { geometry.indexPath(ofItem: item) }
      }
    } else {
      cells = itemAttributes(intersecting: bounds).map { attributes in
        liveCell(for: LiveCells.Key(attributes.indexPath), frame: attributes.frame) { attributes.indexPath }
      }
    }
    return visibleCellsOrder?(cells) ?? cells
  }

  /// The item attributes a layout that is not a flow layout gives for `rect` whose frames
  /// really meet it (UIKit shows a cell only where its frame is), in index order, charged to
  /// the budget.
  private func itemAttributes(intersecting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let all = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    let items = all.filter { $0.representedElementCategory == .cell && RectSemantics.intersects($0.frame, rect) }
    guard charge(items.count) else { return [] }
    return items.sorted { $0.indexPath < $1.indexPath }
  }

  /// The index paths of the visible cells, in the same (undocumented) order.
  open var indexPathsForVisibleItems: [IndexPath] { visibleCells.compactMap(\.shownIndexPath) }

  /// The index path of the item whose frame contains `point` (left and top edges included,
  /// right and bottom excluded, as `CGRect.contains` decides), or nil.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(origin: point, size: .zero)
    func contains(_ frame: CGRect) -> Bool {
      let (minX, maxX) = RectSemantics.span(frame.origin.x, frame.size.width)
      let (minY, maxY) = RectSemantics.span(frame.origin.y, frame.size.height)
      return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    guard let flowLayout else { return itemAttributes(intersecting: probe).first { contains($0.frame) }?.indexPath }
    let geometry = flowLayout.flowGeometry
    let hit = items(of: geometry, intersecting: probe).first { contains(geometry.frame(ofItem: $0)) }
    return hit.map(geometry.indexPath(ofItem:))
  }

  /// The most elements (layout attributes, cells and flow-delegate size answers) the model
  /// hands out in one view's life: the bound on work that grows with the item count.
  ///
  /// Most answers cost the same for 10 items as for 10⁶, but some are as long as the layout:
  /// with a line advance of 0 every item shares one column, so every rect query rightly
  /// returns all of them, and ported code that loops over what it gets (seed 002's nearest
  /// centre, seed 001's `visibleCells`) does work proportional to the items at every drag.
  /// Four million elements take a few seconds; past them queries answer empty and the
  /// simulator ends the scenario `unsupported: work bound …` (`eval` refuses it, exit 2).
  package static let elementBudget = 4_000_000

  /// The elements handed out so far.
  @exclusivity(unchecked) package private(set) var elementsHandedOut = 0

  /// Whether the view has handed out more than `elementBudget` elements.
  package var isOverElementBudget: Bool { elementsHandedOut > Self.elementBudget }

  /// Counts `count` elements about to be handed out; false (and nothing should be handed
  /// out) once the budget is spent.
  package func charge(_ count: Int) -> Bool {
    elementsHandedOut += count
    return elementsHandedOut <= Self.elementBudget
  }

  /// The items of `geometry` meeting `rect`, charged to the budget: none once it is spent.
  package func items(of geometry: FlowGeometry, intersecting rect: CGRect) -> [Int] {
    let items = geometry.items(intersecting: rect)
    return charge(items.count) ? items : []
  }

  /// The index path of the item `cell` shows.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cell.shownIndexPath }

  /// Scrolls so the item at `indexPath` sits at `scrollPosition` along the scroll axis,
  /// within the adjusted insets, then clamps and pixel-rounds; a position
  /// that names only the other axis leaves the offset as it is.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    let axis = scrollAxis
    let inset = adjustedContentInset
    let viewLength = axis.main(self.frame.size)
    let (itemMin, itemMax) = RectSemantics.span(axis.main(frame.origin), axis.main(frame.size))
    let leading: ScrollPosition = axis == .horizontal ? .left : .top
    let centred: ScrollPosition = axis == .horizontal ? .centeredHorizontally : .centeredVertically
    let trailing: ScrollPosition = axis == .horizontal ? .right : .bottom
    let target: CGFloat
    if scrollPosition.contains(leading) {
      target = itemMin - axis.leading(inset)
    } else if scrollPosition.contains(centred) {
      target = (itemMin + itemMax) / 2 - viewLength / 2
    } else if scrollPosition.contains(trailing) {
      target = itemMax - viewLength + axis.trailing(inset)
    } else {
      return
    }
    let main = offsetRange.clamp(roundToPixels(target))
    setContentOffset(axis.replacingMain(of: contentOffset, with: main), animated: animated)
  }

  /// Deletes the items at `indexPaths` (indexes before the batch).
  open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletes += indexPaths } }

  /// Inserts items at `indexPaths` (indexes after the batch).
  open func insertItems(at indexPaths: [IndexPath]) { record { $0.inserts += indexPaths } }

  /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it).
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moves.append(BatchUpdate.Move(from: indexPath, to: newIndexPath)) }
  }

  /// Reloads `sections` (indexes before the batch): they take the data source's counts.
  open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += Array(sections) } }

  /// Applies the insert, delete, move and reload calls `updates` makes as one batch, then
  /// calls `completion` (`UICollectionView+Updates.swift`). A subclass's override runs for
  /// every batch code makes, a closure written at the call included; a lone `insertItems(at:)`
  /// is a batch of its own that does not go through it, as in UIKit.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    applyBatch(updates, completion: completion)
  }

  /// Reloads the items at `indexPaths`: the layout prepares again (their cells are not
  /// recycled one by one).
  open func reloadItems(at indexPaths: [IndexPath]) { collectionViewLayout.invalidateLayout() }

  /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; nil
  /// removes the registration.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    storeCellClass(cellClass, identifier: identifier)
  }

  /// Registers a plain cell for `identifier`: the model loads no nibs.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    storeCellClass(UICollectionViewCell.self, identifier: identifier)
  }

  /// Registers `viewClass` (a `UICollectionReusableView` subclass) for headers or footers
  /// (`elementKind`) with `identifier`; nil removes the registration.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    storeSupplementaryClass(viewClass, kind: elementKind, identifier: identifier)
  }

  /// Registers a plain supplementary view for `kind` and `identifier`: the model loads no nibs.
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    storeSupplementaryClass(UICollectionReusableView.self, kind: kind, identifier: identifier)
  }

  /// A fresh instance of the class registered for `identifier`, placed at the item's frame
  /// and given its attributes (`apply(_:)`); a fault when nothing is registered, as UIKit raises.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    dequeueCell(identifier: identifier, at: indexPath)
  }

  /// A fresh instance of the class registered for `elementKind` and `identifier`; a fault
  /// when nothing is registered, as UIKit raises.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeueSupplementary(kind: elementKind, identifier: identifier)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The selected items, in the order they were selected; nil when none is, as in UIKit.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

  /// Selects the item at `indexPath` (the only one unless `allowsMultipleSelection`), then
  /// scrolls it to `scrollPosition` unless that is empty; nil deselects everything.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    select(indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects the item at `indexPath`.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }

  /// Reloads everything: the layout is invalidated with a context that marks everything and
  /// the item counts, and prepares again before its next query.
  open func reloadData() {
    recycleAllCells()
    collectionViewLayout.invalidateLayout(with: collectionViewLayout.makeInvalidationContext(everything: true, dataSourceCounts: true))
  }

  /// `reloadData()` with new item counts per section; item i (numbered across sections)
  /// takes the scenario's `itemSizes[i mod count]`.
  package func reload(sections counts: [Int]) {
    setSectionCounts(counts)
    reloadData()
  }

  /// Takes new item counts per section: the layout's geometry follows.
  package func setSectionCounts(_ counts: [Int]) {
    recycleAllCells()
    sectionCounts = counts
    itemSizes = Self.deal(scenarioItemSizes, into: counts)
    readLayoutMetrics = nil
    flowLayout?.invalidateFlowGeometry()
  }

  /// `sizes` dealt to sections of `counts` items, item i (numbered across sections) taking
  /// `sizes[i mod sizes.count]`; empty when there are no sizes.
  private static func deal(_ sizes: [CGSize], into counts: [Int]) -> [[CGSize]] {
    guard !sizes.isEmpty else { return [] }
    var next = 0
    return counts.map { count in
      (0..<Swift.max(0, count)).map { _ in
        defer { next += 1 }
        return sizes[next % sizes.count]
      }
    }
  }

  /// The stand-in flow delegate's size of the item at `indexPath`, or nil when the scenario
  /// gives none for it.
  package func scenarioItemSize(at indexPath: IndexPath) -> CGSize? {
    guard indexPath.count == 2, itemSizes.indices.contains(indexPath.section) else { return nil }
    let sizes = itemSizes[indexPath.section]
    return sizes.indices.contains(indexPath.item) ? sizes[indexPath.item] : nil
  }

  /// Moves the content, as a change of bounds the layout is told about.
  package override func move(to point: CGPoint) {
    changeBounds(to: CGRect(origin: point, size: frame.size)) { super.move(to: point) }
    recycleCellsOffScreen()
  }

  /// Changes the view's size, as a change of bounds the layout is told about; the layout's
  /// geometry follows, with the item size the app gives for the new size when it gives one.
  package override func resize(to size: CGSize) {
    resize(to: size, itemSizeFollows: true)
  }

  /// Changes the view's size as `resize(to:)` does, keeping the item size: the SwiftUI host
  /// shrinks its bounds to the container so, since the app sizes its children for the
  /// scroll view's size, which the resize before it already looked up.
  package func resizeKeepingItemSize(to size: CGSize) {
    resize(to: size, itemSizeFollows: false)
  }

  private func resize(to size: CGSize, itemSizeFollows: Bool) {
    recycleAllCells()
    changeBounds(to: CGRect(origin: contentOffset, size: size)) {
      super.resize(to: size)
      if itemSizeFollows, let item = itemSizesForViewSizes.itemSize(forViewSize: size) { flowLayout?.itemSize = item }
      flowLayout?.invalidateFlowGeometry()
    }
  }

  /// Applies a change of bounds as UIKit does: if the bounds differ, the layout is asked
  /// whether `newBounds` invalidate it and for the context, with the old bounds still in
  /// place; then `change` applies them; then, if it said yes, the layout is invalidated with
  /// that context.
  ///
  /// A layout whose invalidation changes the bounds again, and so is invalidated again
  /// (CenteredCollectionView re-centres whenever the size differs from the one it centred
  /// for, which a NaN size always does), would recurse until the stack overflows, on a
  /// device as here: past `maximumBoundsChangeDepth` nested changes the layout is no longer
  /// asked, and the recursion is reported as the step's fault.
  private func changeBounds(to newBounds: CGRect, _ change: () -> Void) {
    let layout = adoptedLayout
    guard boundsChangeDepth < Self.maximumBoundsChangeDepth else {
      layout.reportFault(.trap(
        "stack overflow: invalidateLayout(with:) changed the bounds again \(Self.maximumBoundsChangeDepth) times in a row"))
      change()
      return
    }
    boundsChangeDepth += 1
    defer { boundsChangeDepth -= 1 }
    let context = !RectSemantics.equal(newBounds, bounds) && layout.shouldInvalidateLayout(forBoundsChange: newBounds)
      ? layout.invalidationContext(forBoundsChange: newBounds) : nil
    change()
    if let context { layout.invalidateLayout(with: context) }
  }

  /// How many bounds changes are in progress, each inside the invalidation of the one before.
  @exclusivity(unchecked) private var boundsChangeDepth = 0

  /// The deepest nesting of bounds changes the model follows before it reports a stack
  /// overflow; real layouts nest one or two.
  package static let maximumBoundsChangeDepth = 64

  /// Moves the content by a context's `contentOffsetAdjustment`, without asking the layout
  /// about that change of bounds again; the delegate hears `scrollViewDidScroll`.
  package func adjustContentOffset(by adjustment: CGPoint) {
    let before = contentOffset
    super.move(to: CGPoint(x: before.x + adjustment.x, y: before.y + adjustment.y))
    recycleCellsOffScreen()
    tellIfScrolled(from: before)
  }

  /// Hands a fault found while moving the view to the layout, where the simulator takes it.
  package override func report(_ fault: SimulatedFault) { collectionViewLayout.reportFault(fault) }

  /// The cross-axis extent the lines share changed: the geometry follows.
  package override func insetsDidChange() {
    guard !isTakingScenario else { return }
    readLayoutMetrics = nil
    flowLayout?.invalidateFlowGeometry()
  }
}
