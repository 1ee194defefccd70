import Foundation

/// The model's `UICollectionViewFlowLayout`: subclass it with the code you ship on iOS.
///
/// The overridable methods have UIKit's Swift signatures, so layout code pastes in with
/// `import UIKit` replaced. The geometry is the UIKit model article's: either axis, several
/// sections, per-section answers from a `UICollectionViewDelegateFlowLayout` delegate.
///
///     final class MyLayout: UICollectionViewFlowLayout {
///       override func targetContentOffset(
///         forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
///       ) -> CGPoint {
///         let page = itemSize.width + minimumLineSpacing
///         return CGPoint(x: (proposed.x / page).rounded() * page, y: proposed.y)
///       }
///     }
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Sendable {
    /// Section insets measured from the content inset (the default, the only one modelled).
    case fromContentInset
    /// From the safe area (not modelled).
    case fromSafeArea
    /// From the layout margins (not modelled).
    case fromLayoutMargins
  }

  /// UIKit's marker for self-sizing cells in `estimatedItemSize` (not modelled).
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The item size.
  @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateFlowGeometry() } } }
  /// The gap between lines (columns when horizontal, rows when vertical).
  @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateFlowGeometry() } } }
  /// The gap between items in one line.
  @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateFlowGeometry() } } }
  /// The section insets (the flow delegate's answers, when it has them, win for the geometry).
  @exclusivity(unchecked) open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateFlowGeometry() } } }
  /// The axis the content scrolls along.
  @exclusivity(unchecked) open var scrollDirection: UICollectionView.ScrollDirection = .horizontal { didSet { if scrollDirection != oldValue { invalidateFlowGeometry() } } }
  /// Where section insets are measured from; anything but the default is `unsupported`.
  @exclusivity(unchecked) open var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// Every section's header size (a flow delegate's answers win): its length along the
  /// scroll axis puts a header before the section's inset and items.
  @exclusivity(unchecked) open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateFlowGeometry() } } }
  /// Every section's footer size (a flow delegate's answers win): its length along the
  /// scroll axis puts a footer after the section's inset.
  @exclusivity(unchecked) open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateFlowGeometry() } } }
  /// Whether section headers stay pinned at the view's leading edge; stored, it moves no snap position.
  @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false
  /// Whether section footers stay pinned at the view's trailing edge; stored, it moves no snap position.
  @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false
  /// Self-sizing estimate; anything but zero is `unsupported` (self-sizing is not modelled).
  @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero
  /// The geometry of the current properties and view, computed on first use after a change.
  @exclusivity(unchecked) private var cachedGeometry: FlowGeometry?
  /// The flow properties `cachedGeometry` was computed from, as their getters answered.
  @exclusivity(unchecked) private var cachedProperties: FlowProperties?
  /// The view's adjusted inset and offset range for the current geometry, worked out on
  /// first use (every drag asks for them several times), and the content size they were
  /// worked out for.
  @exclusivity(unchecked) private var cachedMetrics: (adjustedInset: UIEdgeInsets, range: OffsetRange, contentSize: CGSize)?
  /// Whether the layout was invalidated or prepared since `cachedMetrics` were worked out:
  /// its content size may have changed, so it is asked again, and the inset and range are
  /// kept when it is the same (they depend on nothing else an invalidation can change).
  @exclusivity(unchecked) private var metricsNeedContentSize = false

  /// A layout with UIKit's defaults: items 50×50, spacings 10, insets zero, horizontal.
  public override init() {
    super.init()
  }

  /// UIKit's archive initializer: a layout with the defaults.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the flow properties from `configuration`: every field whose home is the flow
  /// layout (item size, spacings, section inset, scroll direction), but those whose keys are
  /// in `kept`, which the layout sets itself: their properties are never set, so an override
  /// that refuses to be set (a `didSet` that traps) is left alone, as the app leaves it.
  package func apply(_ configuration: LayoutConfiguration, keeping kept: [String] = []) {
    // By position in the immutable array: each setter is called where it lies, not copied out.
    let setters = LayoutConfiguration.flowLayoutSetters
    for index in setters.indices where kept.isEmpty || !kept.contains(setters[index].key) { setters[index](self, configuration) }
  }

  /// The geometry of the current properties in the current view.
  ///
  /// It is cached: the flow properties, the view's size, insets and item counts, and an
  /// invalidation clear the cache.
  package var flowGeometry: FlowGeometry {
    if let cachedGeometry { return cachedGeometry }
    // A flow delegate asked while the geometry is computed may read the content size or the
    // adjusted inset, which need the geometry: it sees the geometry of no items meanwhile.
    guard !isComputingGeometry else { return emptyGeometry }
    isComputingGeometry = true
    defer { isComputingGeometry = false }
    let geometry = computeGeometry()
    cachedGeometry = geometry
    return geometry
  }

  /// The axis the view scrolls along with this layout: the `scrollDirection` its getter
  /// answered when the layout last read its properties to lay the items out, or the getter's
  /// answer now when nothing is laid out. UIKit's scroll view never asks the layout's
  /// direction (it moves along the content the layout laid out), so the model's offset
  /// range, adjusted inset and moves do not ask it either (TheUIKitModel).
  package final var layoutAxis: Axis { cachedProperties?.scrollDirection ?? scrollDirection }

  /// Whether `flowGeometry` is being computed (a flow delegate is being asked).
  @exclusivity(unchecked) private var isComputingGeometry = false

  /// The geometry of no items in the current view, for queries made while computing.
  /// A getter of the code under test that asks the layout while its properties are read
  /// sees no lines and no item size (its answer is not known yet).
  private var emptyGeometry: FlowGeometry {
    FlowGeometry(
      axis: cachedProperties?.scrollDirection ?? .horizontal, itemSize: cachedProperties?.itemSize ?? .zero, sections: [],
      defaultLineSpacing: cachedProperties?.minimumLineSpacing ?? 0, viewSize: collectionView?.frame.size ?? .zero,
      adjustedInset: collectionView?.crossAdjustedInset ?? .zero, scale: collectionView?.screenScale ?? 1)
  }

  /// What the model does not model in this layout's current settings, as the `unsupported`
  /// outcome names it, or nil: a host's finding, then the flow settings outside the model.
  package override var unsupportedFeature: String? {
    if let hostUnsupportedFeature { return hostUnsupportedFeature }
    if sectionInsetReference != .fromContentInset { return "sectionInsetReference" }
    return estimatedItemSize != .zero ? "estimatedItemSize" : nil
  }

  /// Reads the flow properties once, through their getters (a subclass's overrides answer,
  /// as UIKit's `prepare()` reads them), and lays the items out with them.
  private func computeGeometry() -> FlowGeometry {
    let properties = FlowProperties(of: self)
    cachedProperties = properties
    let scrollDirection = properties.scrollDirection
    guard let view = collectionView else {
      return FlowGeometry(
        axis: scrollDirection, itemSize: properties.itemSize, sections: [], defaultLineSpacing: properties.minimumLineSpacing,
        viewSize: .zero, adjustedInset: .zero, scale: 1)
    }
    let counts = view.sectionCounts
    var size = properties.itemSize
    // One size per item, numbered across sections, once any differs from the first (TheUIKitModel).
    var sizes: [CGSize]?
    let sections: [FlowGeometry.SectionInput]
    if let delegate = view.delegate as? UICollectionViewDelegateFlowLayout {
      var first: CGSize?
      var asked = 0
      // Every item's size is asked (charged to the element budget; none once it is spent).
      if view.charge(counts.reduce(0) { $0 + Swift.max(0, $1) }) {
        for (section, count) in counts.enumerated() {
          for item in 0..<Swift.max(0, count) {
            let answer = delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            if let expected = first {
              if sizes == nil, answer != expected { sizes = Array(repeating: expected, count: asked) }
            } else {
              first = answer
            }
            sizes?.append(answer)
            asked += 1
          }
        }
      }
      size = first ?? properties.itemSize
      sections = counts.enumerated().map { section, count in
        FlowGeometry.SectionInput(
          itemCount: count,
          lineSpacing: delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section),
          interitemSpacing: delegate.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section),
          inset: delegate.collectionView(view, layout: self, insetForSectionAt: section),
          headerLength: scrollDirection.main(delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: section)),
          footerLength: scrollDirection.main(delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: section)))
      }
    } else {
      if !view.itemSizes.isEmpty { sizes = view.itemSizes.flatMap { $0 } }
      let inset = view.delegateSectionInset ?? properties.sectionInset
      sections = counts.map {
        FlowGeometry.SectionInput(
          itemCount: $0, lineSpacing: properties.minimumLineSpacing, interitemSpacing: properties.minimumInteritemSpacing,
          inset: inset, headerLength: scrollDirection.main(properties.headerReferenceSize),
          footerLength: scrollDirection.main(properties.footerReferenceSize))
      }
    }
    return FlowGeometry(
      axis: scrollDirection, itemSize: size, itemSizes: sizes, sections: sections, defaultLineSpacing: properties.minimumLineSpacing,
      viewSize: view.frame.size, adjustedInset: view.crossAdjustedInset, scale: view.screenScale)
  }

  /// Forgets the cached geometry; the view calls it when its size, insets or items change.
  final func invalidateFlowGeometry() {
    cachedGeometry = nil
    cachedProperties = nil
    cachedMetrics = nil
  }

  /// `view`'s adjusted content inset and offset range for the current geometry.
  final func metrics(of view: UIScrollView) -> (adjustedInset: UIEdgeInsets, range: OffsetRange) {
    if let cachedMetrics, !metricsNeedContentSize { return (cachedMetrics.adjustedInset, cachedMetrics.range) }
    // The layout's content size is asked once for both.
    let contentSize = view.contentSize
    if let cachedMetrics, cachedMetrics.contentSize.width == contentSize.width, cachedMetrics.contentSize.height == contentSize.height {
      metricsNeedContentSize = false
      return (cachedMetrics.adjustedInset, cachedMetrics.range)
    }
    let adjusted = view.adjustedContentInset(contentSize: contentSize)
    let range = view.offsetRange(adjustedInset: adjusted, contentSize: contentSize)
    if !isComputingGeometry {
      cachedMetrics = (adjusted, range, contentSize)
      metricsNeedContentSize = false
    }
    return (adjusted, range)
  }

  /// Asks the content size again before the view's inset and range are reused: `prepare()`
  /// may have changed it (a subclass's own `collectionViewContentSize`).
  package override func didPrepare() {
    metricsNeedContentSize = true
  }

  /// Forgets the geometry computed for the view the layout was attached to before.
  package override func collectionViewDidChange() {
    invalidateFlowGeometry()
  }

  /// The flow layout's contexts: `UICollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

  /// Marks the layout for `prepare()` and asks the content size again before the view's
  /// inset and range are reused (a subclass's may change in `prepare()`), and forgets its
  /// geometry when a flow delegate answers for it and the context asks for its answers again
  /// (they may change): a flow context with `invalidateFlowLayoutDelegateMetrics`, any other
  /// context, or one that invalidates everything or the counts. Otherwise the geometry
  /// follows the properties: a stored one forgets it when set, and any is read again here,
  /// as UIKit's next `prepare()` reads them, so a subclass's computed `itemSize` (say, one
  /// that follows the view's width) is laid out anew when it answers something else.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    metricsNeedContentSize = true
    if let cachedProperties, cachedProperties != FlowProperties(of: self) { invalidateFlowGeometry() }
    guard delegateMayAnswerForFlowLayout else { return }
    let requery = (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics ?? true
    if requery || context.invalidateEverything || context.invalidateDataSourceCounts { invalidateFlowGeometry() }
  }

  /// Whether the new bounds have another size than the view's: a plain flow layout lays its
  /// items out again on a rotation, not on a scroll.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let view = collectionView else { return false }
    let size = view.frame.size
    return !(newBounds.size.width == size.width && newBounds.size.height == size.height)
  }

  /// The content size: the geometry's content length along the axis, the view's extent
  /// (less the adjusted inset) across it.
  open override var collectionViewContentSize: CGSize { flowGeometry.contentSize }

  /// The attributes of every item whose frame intersects `rect` (closed edges), in index
  /// order, with identity transforms: fresh objects on each call.
  ///
  /// Built as the geometry finds the elements; past what the view's element budget has
  /// left, the search stops and the answer is empty, as for a query charged in one go.
  ///
  /// Fresh as far as any code can tell: a cell's attributes from the answer before that
  /// nothing holds any more (only the layout's `spareAttributes` does) are reset and handed
  /// out again, saving an allocation per item per query; attributes code kept, or an
  /// answer it kept, are never reused. Only a weak reference could tell (UIKit would have
  /// freed the object); no snap code keeps one to attributes.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let view = collectionView
    let affordable = view.map { UICollectionView.elementBudget - $0.elementsHandedOut } ?? .max
    // Taken, so the answer before is held once here when its caller let it go.
    var spare = spareAttributes
    spareAttributes = []
    let custom = customAttributesClass
    var attributes: [UICollectionViewLayoutAttributes] = []
    let complete = flowGeometry.forEachElement(
      intersecting: rect, headersAndFooters: true, expecting: { attributes.makeRoom(forMore: Swift.min($0, affordable)) }
    ) { element in
      guard attributes.count < affordable else { return false }
      switch element {
      case .header(let section, let frame): attributes.append(supplementary(UICollectionView.elementKindSectionHeader, section, frame))
      case .item(let section, let item, let frame):
        let indexPath = IndexPath(item: item, section: section)
        let position = attributes.count
        if let custom {
          attributes.append(UICollectionViewLayoutAttributes.fresh(custom, indexPath: indexPath, frame: frame))
        } else if position < spare.count, spare[position].representedElementCategory == .cell, isKnownUniquelyReferenced(&spare[position]) {
          spare[position].reset(indexPath: indexPath, frame: frame)
          attributes.append(spare[position])
        } else if position >= spare.count, var kept = leftoverAttributes.popLast(), isKnownUniquelyReferenced(&kept) {
          kept.reset(indexPath: indexPath, frame: frame)
          attributes.append(kept)
        } else {
          attributes.append(UICollectionViewLayoutAttributes(indexPath: indexPath, frame: frame))
        }
      case .footer(let section, let frame): attributes.append(supplementary(UICollectionView.elementKindSectionFooter, section, frame))
      }
      return true
    }
    // One more than it can afford, when the search stopped: the view is over its budget as it is for the whole count.
    guard view?.charge(complete ? attributes.count : attributes.count + 1) ?? true else { return [] }
    spareAttributes = attributes
    // The cell attributes of the answer before that this one did not reach are kept, up to
    // `leftoverLimit`, for a longer answer to come: the same reuse, where nothing holds them.
    if custom == nil, spare.count > attributes.count, leftoverAttributes.count < Self.leftoverLimit {
      for old in spare[attributes.count...].prefix(Self.leftoverLimit - leftoverAttributes.count)
      where old.representedElementCategory == .cell {
        leftoverAttributes.append(old)
      }
    }
    return attributes
  }

  /// Cell attributes of earlier answers past the last answer's length, reused (last first)
  /// where nothing else holds them when an answer runs past the last one.
  @exclusivity(unchecked) private var leftoverAttributes: [UICollectionViewLayoutAttributes] = []

  /// The most attributes `leftoverAttributes` keeps.
  private static let leftoverLimit = 256

  /// The last answer of `layoutAttributesForElements(in:)`, whose cell attributes the next
  /// answer reuses where nothing else holds them.
  @exclusivity(unchecked) private var spareAttributes: [UICollectionViewLayoutAttributes] = []

  /// The attributes of section `indexPath.section`'s header or footer, or nil when it has
  /// none (or `elementKind` is neither).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let geometry = flowGeometry
    guard geometry.sections.indices.contains(indexPath.section) else { return nil }
    let frame: CGRect?
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: frame = geometry.headerFrame(ofSection: indexPath.section)
    case UICollectionView.elementKindSectionFooter: frame = geometry.footerFrame(ofSection: indexPath.section)
    default: frame = nil
    }
    guard let frame, collectionView?.charge(1) ?? true else { return nil }
    return supplementary(elementKind, indexPath.section, frame)
  }

  /// Fresh attributes of a header or footer of `section`, of `layoutAttributesClass`.
  private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let indexPath = IndexPath(item: 0, section: section)
    if let custom = customAttributesClass {
      return UICollectionViewLayoutAttributes.fresh(custom, indexPath: indexPath, frame: frame, category: .supplementaryView, kind: kind)
    }
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
  }

  /// The attributes of one item, or nil when `indexPath` names no item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let geometry = flowGeometry
    guard let item = geometry.item(at: indexPath), collectionView?.charge(1) ?? true else { return nil }
    if let custom = customAttributesClass {
      return UICollectionViewLayoutAttributes.fresh(custom, indexPath: geometry.indexPath(ofItem: item), frame: geometry.frame(ofItem: item))
    }
    return geometry.attributes(ofItem: item)
  }
}
