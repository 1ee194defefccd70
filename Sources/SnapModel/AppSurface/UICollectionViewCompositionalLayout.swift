import Foundation

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the section for a section
/// index, in an environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: settings of a compositional
/// layout as a whole.
///
/// Compile-only: stored, never laid out.
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The axis the sections follow one another along.
  @exclusivity(unchecked) public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The spacing between neighbouring sections.
  @exclusivity(unchecked) public var interSectionSpacing: CGFloat = 0
  /// The layout's own headers and footers.
  @exclusivity(unchecked) public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Which edges the sections' insets are measured from.
  @exclusivity(unchecked) public var contentInsetsReference = UIContentInsetsReference.automatic

  /// The default settings: vertical, no spacing, no headers or footers.
  public override init() {}
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections built from items and groups, each
/// possibly scrolling on its own across the layout's axis.
///
/// The model runs one section of it: the checked section (`checkedSection`, which a contract
/// names; by default the first whose `orthogonalScrollingBehavior` is not `.none`) is the
/// scroller the scenario drags, along the axis across the layout's own. The simulated view
/// plays that section's scroll view, which spans the view less its adjusted content inset
/// along that axis: its content size is the section's (A19, `OrthogonalSectionGeometry`), a
/// drag rests where the behaviour says (A20, `OrthogonalSnapRule`) with the section's
/// `orthogonalScrollingProperties`, and `visibleItemsInvalidationHandler` is called after
/// every change of its offset. Every section's items have attributes where UIKit places them
/// (`CompositionalSectionStack`); snap positions are the checked section's alone. A layout
/// with no orthogonal section ends the scenario's first step `unsupported:
/// UICollectionViewCompositionalLayout`; a checked section's geometry outside the model (a
/// group length fractional of the other axis), `unsupported: orthogonal section: <what>`; any
/// other section's, `unsupported: section <index>: <what>`.
///
///     let layout = UICollectionViewCompositionalLayout { _, environment in
///       let section = NSCollectionLayoutSection(group: carouselGroup(environment))
///       section.orthogonalScrollingBehavior = .groupPagingCentered
///       return section
///     }
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Where the sections come from.
  private enum Sections {
    /// The same section for every section index.
    case one(NSCollectionLayoutSection)
    /// The app's provider, asked per section index.
    case provided(UICollectionViewCompositionalLayoutSectionProvider)
  }

  /// Where the sections come from.
  private let sections: Sections
  /// The settings of the layout as a whole.
  @exclusivity(unchecked) open var configuration: UICollectionViewCompositionalLayoutConfiguration
  /// The index of the section a check runs; nil for the first orthogonal one.
  @exclusivity(unchecked) package var checkedSection: Int?
  /// The checked section as last prepared: its index, its section and its snap rule, or what
  /// of the layout is outside the model, as `unsupported` says it.
  @exclusivity(unchecked) private var prepared: Result<CheckedSection, OrthogonalSectionUnsupported>?
  /// What the handler has been handed, per item of the checked section: empty until the
  /// handler is first called after a `prepare()` that changed the item count.
  @exclusivity(unchecked) private var visibleItems: [OrthogonalVisibleItem?] = []
  /// Every section's items as placed in the last pass; nil without a checked section.
  @exclusivity(unchecked) private var stack: CompositionalSectionStack?
  /// The checked section's snap geometry, once asked for in this pass.
  @exclusivity(unchecked) private var cachedSnapGeometry: FlowGeometry?
  /// The section offset the handler last heard of in this layout pass: 0, where a section
  /// starts, for the first placement; nil after every `prepare()` once the handler has been
  /// called, which lays the section out again.
  @exclusivity(unchecked) private var handledOffset: CGFloat? = 0
  /// Whether the handler has been called: until then every layout pass is the section's first
  /// placement, at its start, which is no change.
  @exclusivity(unchecked) private var handlerCalled = false
  /// Whether an invalidation other than a move of the checked section awaits `prepare()`.
  @exclusivity(unchecked) private var awaitsPrepare = false

  /// A layout showing every section as `section`.
  public init(section: NSCollectionLayoutSection) {
    sections = .one(section)
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout showing every section as `section`, with `configuration`.
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    sections = .one(section)
    self.configuration = configuration
    super.init()
  }

  /// A layout asking `sectionProvider` for each section.
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    sections = .provided(sectionProvider)
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  /// A layout asking `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sections = .provided(sectionProvider)
    self.configuration = configuration
    super.init()
  }

  /// UIKit's archive initializer; the model keeps no archives, so it fails.
  public required init?(coder: NSCoder) { nil }

  /// A list layout as `configuration` describes it.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: .listSection())
  }

  /// Finds the checked section and lays every section out (A19, the checked one in the
  /// scroller the view plays: the view's length less its adjusted content inset along the
  /// section's axis); the view takes the section's deceleration rate and bounce, as the
  /// section's own scroll view has them. Once the handler has been called, every run calls it
  /// again at the offset the section has, changed or not: the section is laid out again.
  open override func prepare() {
    super.prepare()
    let relayout = handlerCalled
    if relayout { handledOffset = nil }
    awaitsPrepare = false
    prepared = nil
    stack = nil
    cachedSnapGeometry = nil
    guard let view = collectionView else { return }
    let count = view.numberOfSections
    // The provider is asked once per section, in order.
    let sections = (0..<count).map { self.section(at: $0) }
    let candidates = checkedSection.map { (0..<count).contains($0) ? $0..<$0 + 1 : 0..<0 } ?? 0..<count
    guard let index = candidates.first(where: { (sections[$0]?.orthogonalScrollingBehavior ?? .none) != .none }),
      let section = sections[index]
    else { return }
    let axis = view.scrollAxis
    guard axis != configuration.scrollDirection else {
      prepared = .failure(OrthogonalSectionUnsupported(
        "orthogonal section: a section scrolling \(axis.rawValue)ly in a layout scrolling \(axis.rawValue)ly (the scenario's scrollDirection is the section's axis)"))
      return
    }
    let properties = section.orthogonalScrollingProperties
    if view.decelerationRate != properties.decelerationRate { view.decelerationRate = properties.decelerationRate }
    if view.bounces != (properties.bounce != .never) { view.bounces = properties.bounce != .never }
    let always = properties.bounce == .always
    if view.alwaysBounces(along: axis) != always {
      if axis == .horizontal { view.alwaysBounceHorizontal = always } else { view.alwaysBounceVertical = always }
    }
    let counts = (0..<count).map { view.numberOfItems(inSection: $0) }
    let items = counts[index]
    let geometry: OrthogonalSectionGeometry
    do throws(OrthogonalSectionUnsupported) {
      geometry = try checkedGeometry(section, itemCount: items, in: view)
    } catch {
      prepared = .failure(OrthogonalSectionUnsupported("orthogonal section: \(error.feature)"))
      return
    }
    do throws(OrthogonalSectionUnsupported) {
      stack = try CompositionalSectionStack(
        sections: sections, counts: counts, checked: (index, geometry), viewAxis: axis, layoutAxis: configuration.scrollDirection,
        spacing: configuration.interSectionSpacing, viewSize: view.frame.size, viewInset: geometry.viewInset, scale: view.screenScale)
    } catch {
      prepared = .failure(error)
      return
    }
    prepared = .success(CheckedSection(
      index: index, section: section, rule: OrthogonalSnapRule(behavior: section.orthogonalScrollingBehavior, geometry: geometry),
      counts: counts))
    if visibleItems.count != max(0, items) { visibleItems = [] }
    if relayout { callVisibleItemsHandler() }
  }

  /// The checked section's geometry in `view`: its scroller spans the view less the adjusted
  /// content inset, which itself depends on whether the content is longer than the view; the
  /// inset is worked out again from the section's content once, as UIKit settles it.
  private func checkedGeometry(
    _ section: NSCollectionLayoutSection, itemCount: Int, in view: UICollectionView
  ) throws(OrthogonalSectionUnsupported) -> OrthogonalSectionGeometry {
    let axis = view.scrollAxis
    func geometry(_ inset: UIEdgeInsets) throws(OrthogonalSectionUnsupported) -> OrthogonalSectionGeometry {
      try OrthogonalSectionGeometry(
        section: section, itemCount: itemCount, viewSize: view.frame.size, viewInset: inset, axis: axis, scale: view.screenScale)
    }
    let first = try geometry(view.adjustedContentInset(contentSize: .zero))
    let settled = view.adjustedContentInset(contentSize: axis.size(main: first.contentLength, cross: axis.cross(view.frame.size)))
    return settled == first.viewInset ? first : try geometry(settled)
  }

  /// The checked section's own offset: the view's plus where its scroller starts in the view
  /// (0 without a prepared section or a view).
  private var sectionOffset: CGFloat {
    guard case .success(let checked)? = prepared, let view = collectionView else { return 0 }
    return view.mainOffset + checked.rule.geometry.scrollerStart
  }

  /// The checked section as last prepared, whose handler the model calls; nil without one.
  package var checkedLayoutSection: NSCollectionLayoutSection? {
    guard case .success(let checked)? = prepared else { return nil }
    return checked.section
  }

  /// The checked section's snap rule (A20), once prepared; nil without one.
  package var orthogonalRule: OrthogonalSnapRule? {
    guard case .success(let checked)? = prepared else { return nil }
    return checked.rule
  }

  /// The checked section's content along its axis; the view's length across it.
  open override var collectionViewContentSize: CGSize {
    guard case .success(let checked)? = prepared, let view = collectionView else { return .zero }
    let geometry = checked.rule.geometry
    return geometry.axis.size(main: geometry.contentLength, cross: geometry.axis.cross(view.frame.size))
  }

  /// The item at `indexPath`, at its frame in the stack of sections (the checked section's
  /// along its axis at its A19 frame, the others where they stay on screen at the checked
  /// section's offset); nil for an item no section places.
  ///
  /// Fresh as far as any code can tell: cell attributes of an earlier answer that nothing
  /// else holds any more are reset and handed out again, as the flow layout does.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = stack?.frame(ofItem: indexPath.item, inSection: indexPath.section, offset: sectionOffset) else { return nil }
    if var kept = spareAttributes.popLast(), isKnownUniquelyReferenced(&kept) {
      kept.reset(indexPath: indexPath, frame: frame)
      return kept
    }
    return UICollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
  }

  /// Every section's items whose frames intersect `rect`, section by section, in order.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let answer = (stack?.items(intersecting: rect, offset: sectionOffset) ?? []).compactMap(layoutAttributesForItem(at:))
    // Kept for reuse: plain cell attributes only (an override's own objects, of its own
    // class, never are), up to a bound; each is handed out again only once nothing else holds it.
    for attributes in answer where spareAttributes.count < Self.spareLimit {
      if type(of: attributes) == UICollectionViewLayoutAttributes.self, attributes.representedElementCategory == .cell,
        attributes.representedElementKind == nil
      {
        spareAttributes.append(attributes)
      }
    }
    return answer
  }

  /// Attributes of earlier answers, handed out again (last first) where nothing else holds them.
  @exclusivity(unchecked) private var spareAttributes: [UICollectionViewLayoutAttributes] = []

  /// The most attributes `spareAttributes` keeps.
  private static let spareLimit = 256

  /// The checked section's positions for a snap grid (A20), worked out once per layout pass.
  package override var snapGeometry: FlowGeometry? {
    guard case .success(let checked)? = prepared, let view = collectionView else { return nil }
    if let cachedSnapGeometry { return cachedSnapGeometry }
    let geometry = checked.rule.geometry.snapGeometry(section: checked.index, counts: checked.counts, viewSize: view.frame.size)
    cachedSnapGeometry = geometry
    return geometry
  }

  /// The checked section's scroller length `L`: the distance between its pages.
  package override var snapPageLength: CGFloat? { orthogonalRule?.geometry.viewLength }

  /// Every move of the checked section is a bounds change its handler hears of, and one that
  /// moves the other sections' frames (they stay on screen).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard case .success(let checked)? = prepared else { return false }
    return checked.section.visibleItemsInvalidationHandler != nil || stack?.holdsOtherSections == true
  }

  /// The context of a move of the checked section: it calls the handler, and lays nothing out again.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    OrthogonalScrollInvalidationContext()
  }

  /// A move of the checked section calls its `visibleItemsInvalidationHandler` (A20), after the
  /// offset changed; with other sections it changes their frames, so what was read of the
  /// attributes is stale, yet nothing is laid out again. Any other invalidation is the base's.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    guard context is OrthogonalScrollInvalidationContext else {
      awaitsPrepare = true
      return super.invalidateLayout(with: context)
    }
    if stack?.holdsOtherSections == true {
      super.invalidateLayout(with: context)
      // A prepare another invalidation asked for still runs.
      if !awaitsPrepare { clearPendingPrepare() }
    }
    callVisibleItemsHandler()
  }

  /// Calls the checked section's handler with the items visible in its scroller, its offset
  /// (the view's plus the adjusted leading inset) as a point on the section's axis, and the
  /// view's environment, unless it last heard of that offset in this layout pass.
  private func callVisibleItemsHandler() {
    guard case .success(let checked)? = prepared, let handler = checked.section.visibleItemsInvalidationHandler,
      let view = collectionView
    else { return }
    let geometry = checked.rule.geometry
    // The view moving to its start (−adj.leading) leaves the section at 0, where it began:
    // not a change.
    let offset = sectionOffset
    guard offset != handledOffset else { return }
    handledOffset = offset
    handlerCalled = true
    let count = max(0, checked.counts[checked.index])
    if visibleItems.count != count { visibleItems = Array(repeating: nil, count: count) }
    let items = geometry.visibleItems(at: offset, itemCount: count).map { item in
      let frame = geometry.itemFrame(item)
      if let kept = visibleItems[item] {
        kept.place(frame)
        return kept
      }
      let made = OrthogonalVisibleItem(indexPath: IndexPath(item: item, section: checked.index), frame: frame)
      visibleItems[item] = made
      return made
    }
    handler(items, geometry.axis.point(main: offset, cross: 0), CollectionLayoutEnvironment(view))
  }

  /// What the handler has set on item `index` of the checked section, once it has been handed it.
  package func visibleItem(at index: Int) -> (any NSCollectionLayoutVisibleItem)? {
    visibleItems.indices.contains(index) ? visibleItems[index] : nil
  }

  /// What the model does not model here: a layout with no orthogonal section, or a section
  /// outside A19.
  package override var unsupportedFeature: String? {
    if let host = super.unsupportedFeature { return host }
    switch prepared {
    case .success?: return nil
    case .failure(let problem)?: return problem.feature
    case nil: return "UICollectionViewCompositionalLayout"
    }
  }

  /// The section shown at `index` of the view: the one section, or the provider's answer in
  /// the view's environment (nil without a view).
  package func section(at index: Int) -> NSCollectionLayoutSection? {
    switch sections {
    case .one(let section): return section
    case .provided(let provider): return collectionView.flatMap { provider(index, CollectionLayoutEnvironment($0)) }
    }
  }
}

/// The checked section of a compositional layout as prepared: its index, its section, its
/// snap rule and every section's item count. A class, so that reading it (every content size,
/// every attribute) shares it rather than copying the rule's geometry.
private final class CheckedSection {
  let index: Int
  let section: NSCollectionLayoutSection
  let rule: OrthogonalSnapRule
  let counts: [Int]

  init(index: Int, section: NSCollectionLayoutSection, rule: OrthogonalSnapRule, counts: [Int]) {
    self.index = index
    self.section = section
    self.rule = rule
    self.counts = counts
  }
}

/// The invalidation a move of a checked orthogonal section makes: it tells the section's
/// handler, and lays nothing out again.
final class OrthogonalScrollInvalidationContext: UICollectionViewLayoutInvalidationContext {}
