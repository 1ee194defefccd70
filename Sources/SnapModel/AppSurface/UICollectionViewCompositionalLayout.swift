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
/// Not modelled. It compiles, so files that build their layouts this way build, and it can
/// be installed in a collection view, where it places nothing (no content size, no
/// attributes). As the layout of a simulated view it ends the scenario's first step
/// `unsupported: orthogonalScrollingBehavior` when one of the view's sections has a behaviour
/// other than `.none` (that section scrolls in a scroll view of its own, whose snapping the
/// model does not have), else `unsupported: UICollectionViewCompositionalLayout`.
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

  /// What the model does not model here: an orthogonally scrolling section of the view's
  /// (the provider is asked for each of the view's sections), else the layout itself.
  package override var unsupportedFeature: String? {
    if let host = super.unsupportedFeature { return host }
    return scrollsOrthogonally ? "orthogonalScrollingBehavior" : "UICollectionViewCompositionalLayout"
  }

  /// Whether a section of the view scrolls across the layout's axis.
  private var scrollsOrthogonally: Bool {
    let count = collectionView?.numberOfSections ?? 0
    return (0..<count).contains { section(at: $0)?.orthogonalScrollingBehavior ?? .none != .none }
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
