import Foundation

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: how a compositional
/// section scrolls across the layout's axis, in a scroll view of its own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll on its own.
  case none
  /// It scrolls freely.
  case continuous
  /// It scrolls freely and comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// It pages by the section's width.
  case paging
  /// It pages group by group, leading edges aligned.
  case groupPaging
  /// It pages group by group, groups centred.
  case groupPagingCentered
}

/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: what a compositional
/// section calls as it scrolls, with its visible items, its content offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// UIKit's `NSCollectionLayoutSection`: a compositional layout's section, one group repeated
/// for its items.
///
/// The section a check runs (the contract's `orthogonalSection`, by default the first whose
/// `orthogonalScrollingBehavior` is not `.none`) is a scroller of its own: its groups lie in a
/// row as A19 says (`OrthogonalSectionGeometry`), it snaps as A20 says (`OrthogonalSnapRule`)
/// with `orthogonalScrollingProperties`' rate and bounce, and `visibleItemsInvalidationHandler`
/// is called after every change of its offset (the CompositionalLayouts article).
///
///     let section = NSCollectionLayoutSection(group: group)
///     section.orthogonalScrollingBehavior = .groupPagingCentered
///     section.interGroupSpacing = 12
public final class NSCollectionLayoutSection: NSObject {
  /// How the section scrolls across the layout's axis.
  @exclusivity(unchecked) public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The spacing between neighbouring groups.
  @exclusivity(unchecked) public var interGroupSpacing: CGFloat = 0
  /// The insets of the section's groups.
  @exclusivity(unchecked) public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The section's headers and footers.
  @exclusivity(unchecked) public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset with the content.
  @exclusivity(unchecked) public var supplementariesFollowContentInsets = true
  /// The views behind the section, such as its background.
  @exclusivity(unchecked) public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Which edges `contentInsets` are measured from.
  @exclusivity(unchecked) public var contentInsetsReference = UIContentInsetsReference.automatic
  /// What the section calls after every change of its offset, with its visible items.
  @exclusivity(unchecked) public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// iOS 17's deceleration rate and bounce of an orthogonally scrolling section.
  @exclusivity(unchecked) public var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup

  /// A section repeating `group` for its items.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// A list section as `configuration` describes it, in `layoutEnvironment`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    listSection()
  }

  /// A list section: full-width rows of an estimated 44 points, one above the other.
  static func listSection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }
}
