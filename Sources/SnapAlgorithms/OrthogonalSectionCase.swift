import SnapModel

/// The compositional section a generated case stands for, so UIKit's orthogonal behaviours run
/// over the cases the engine draws (A19): one group per item, `itemWidth` long, absolute when
/// the item count is odd and `.fractionalWidth` of the view (to the hundredth) when it is
/// even, `lineSpacing` between groups, the `sectionInset` as the section's content insets.
/// Cheap: one section and one group per case, laid out in O(items).
///
///     // 7 items 300 wide, spacing 10, inset 20: groups .absolute(300), interGroupSpacing 10,
///     // contentInsets leading/trailing 20. With 8 items in a 375 view: .fractionalWidth(0.8).
package enum OrthogonalSectionCase {
  /// A compositional layout whose one section is `configuration`'s, scrolling with `behavior`.
  package static func layout(
    _ configuration: LayoutConfiguration, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: section(configuration, behavior: behavior))
  }

  /// The section `configuration` stands for, scrolling with `behavior`.
  package static func section(
    _ configuration: LayoutConfiguration, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  ) -> NSCollectionLayoutSection {
    let whole = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let size = NSCollectionLayoutSize(widthDimension: groupWidth(configuration), heightDimension: .fractionalHeight(1))
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: whole)]))
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = configuration.lineSpacing
    let inset = configuration.sectionInset
    section.contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    return section
  }

  /// The group's width: `itemWidth` as it is for an odd item count, else its fraction of the
  /// view's width, to the hundredth (when that is finite and positive).
  static func groupWidth(_ configuration: LayoutConfiguration) -> NSCollectionLayoutDimension {
    let (width, view) = (configuration.itemWidth, configuration.viewWidth)
    let fraction = (width / view * 100).rounded() / 100
    guard configuration.itemCount % 2 == 0, fraction.isFinite, fraction > 0 else { return .absolute(width) }
    return .fractionalWidth(fraction)
  }
}
