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
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The spacing between neighbouring sections.
  public var interSectionSpacing: CGFloat = 0
  /// The layout's own headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Which edges the sections' insets are measured from.
  public var contentInsetsReference = UIContentInsetsReference.automatic

  /// The default settings: vertical, no spacing, no headers or footers.
  public override init() {}
}

/// UIKit's `UICollectionViewCompositionalLayout`: sections built from items and groups, each
/// possibly scrolling on its own across the layout's axis.
///
/// The model runs one section of it: the checked section (`checkedSection`, which a contract
/// names; by default the first whose `orthogonalScrollingBehavior` is not `.none`) is the
/// scroller the scenario drags, along the axis across the layout's own. The simulated view
/// plays that section's scroll view: its content size is the section's (A19,
/// `OrthogonalSectionGeometry`), its items' attributes are the section's frames, a drag rests
/// where the behaviour says (A20, `OrthogonalSnapRule`) with the section's
/// `orthogonalScrollingProperties`, and `visibleItemsInvalidationHandler` is called after
/// every change of its offset. Other sections' items have no attributes. A layout with no
/// orthogonal section ends the scenario's first step `unsupported:
/// UICollectionViewCompositionalLayout`; a section geometry outside the model (a group length
/// fractional of the other axis), `unsupported: orthogonal section: <what>`.
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
  open var configuration: UICollectionViewCompositionalLayoutConfiguration
  /// The index of the section a check runs; nil for the first orthogonal one.
  package var checkedSection: Int?
  /// The checked section as last prepared: its index, its section and its snap rule, or what
  /// of it is outside the model.
  private var prepared: Result<(index: Int, section: NSCollectionLayoutSection, rule: OrthogonalSnapRule), OrthogonalSectionUnsupported>?
  /// What the handler has been handed, per item of the checked section.
  private var visibleItems: [OrthogonalVisibleItem?] = []

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

  /// Finds the checked section and lays it out (A19); the view takes its deceleration rate
  /// and bounce, as the section's own scroll view has them.
  open override func prepare() {
    super.prepare()
    prepared = nil
    guard let view = collectionView else { return }
    let count = view.numberOfSections
    // The provider is asked once per section, in order, until the checked one.
    let candidates = checkedSection.map { (0..<count).contains($0) ? [$0] : [] } ?? Array(0..<count)
    guard let (index, section) = candidates.lazy.compactMap({ index in self.section(at: index).map { (index, $0) } })
      .first(where: { $0.1.orthogonalScrollingBehavior != .none })
    else { return }
    let axis = view.scrollAxis
    guard axis != configuration.scrollDirection else {
      prepared = .failure(OrthogonalSectionUnsupported(
        "a section scrolling \(axis.rawValue)ly in a layout scrolling \(axis.rawValue)ly (the scenario's scrollDirection is the section's axis)"))
      return
    }
    let items = view.numberOfItems(inSection: index)
    do throws(OrthogonalSectionUnsupported) {
      let geometry = try OrthogonalSectionGeometry(
        section: section, itemCount: items, viewSize: view.frame.size, axis: axis, scale: view.screenScale)
      prepared = .success((index, section, OrthogonalSnapRule(behavior: section.orthogonalScrollingBehavior, geometry: geometry)))
    } catch {
      prepared = .failure(error)
      return
    }
    if visibleItems.count != items { visibleItems = Array(repeating: nil, count: max(0, items)) }
    let properties = section.orthogonalScrollingProperties
    if view.decelerationRate != properties.decelerationRate { view.decelerationRate = properties.decelerationRate }
    if view.bounces != (properties.bounce != .never) { view.bounces = properties.bounce != .never }
    let always = properties.bounce == .always
    if view.alwaysBounces(along: axis) != always {
      if axis == .horizontal { view.alwaysBounceHorizontal = always } else { view.alwaysBounceVertical = always }
    }
  }

  /// The checked section's snap rule (A20), once prepared; nil without one.
  package var orthogonalRule: OrthogonalSnapRule? {
    guard case .success(let checked)? = prepared else { return nil }
    return checked.rule
  }

  /// The checked section's content along its axis; the view's length across it.
  open override var collectionViewContentSize: CGSize {
    guard let rule = orthogonalRule, let view = collectionView else { return .zero }
    return rule.geometry.axis.size(main: rule.geometry.contentLength, cross: rule.geometry.axis.cross(view.frame.size))
  }

  /// The checked section's item at `indexPath`, at its A19 frame; nil for other sections.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard case .success(let checked)? = prepared, indexPath.section == checked.index, indexPath.item >= 0,
      indexPath.item < visibleItems.count
    else { return nil }
    return UICollectionViewLayoutAttributes(indexPath: indexPath, frame: checked.rule.geometry.itemFrame(indexPath.item))
  }

  /// The checked section's items whose frames intersect `rect`, in order.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard case .success(let checked)? = prepared else { return [] }
    let geometry = checked.rule.geometry
    let items = geometry.visibleItems(
      at: geometry.axis.main(rect.origin), length: geometry.axis.main(rect.size), itemCount: visibleItems.count)
    return items.compactMap { item in
      let path = IndexPath(item: item, section: checked.index)
      return RectSemantics.intersects(geometry.itemFrame(item), rect) ? layoutAttributesForItem(at: path) : nil
    }
  }

  /// Every move of the checked section is a bounds change its handler hears of.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard case .success(let checked)? = prepared else { return false }
    return checked.section.visibleItemsInvalidationHandler != nil
  }

  /// The context of a move of the checked section: it calls the handler, and lays nothing out again.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    OrthogonalScrollInvalidationContext()
  }

  /// A move of the checked section calls its `visibleItemsInvalidationHandler` (A20), after the
  /// offset changed; any other invalidation is the base's.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    guard context is OrthogonalScrollInvalidationContext else { return super.invalidateLayout(with: context) }
    callVisibleItemsHandler()
  }

  /// Calls the checked section's handler with the items visible at the view's offset, the
  /// offset as a point on the section's axis, and the view's environment.
  private func callVisibleItemsHandler() {
    guard case .success(let checked)? = prepared, let handler = checked.section.visibleItemsInvalidationHandler,
      let view = collectionView
    else { return }
    let geometry = checked.rule.geometry
    let offset = view.mainOffset
    let items = geometry.visibleItems(at: offset, itemCount: visibleItems.count).map { item in
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

  /// What the model does not model here: a layout with no orthogonal section, or a checked
  /// section outside A19.
  package override var unsupportedFeature: String? {
    if let host = super.unsupportedFeature { return host }
    switch prepared {
    case .success?: return nil
    case .failure(let problem)?: return "orthogonal section: \(problem.feature)"
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

/// The invalidation a move of a checked orthogonal section makes: it tells the section's
/// handler, and invalidates nothing.
final class OrthogonalScrollInvalidationContext: UICollectionViewLayoutInvalidationContext {}
