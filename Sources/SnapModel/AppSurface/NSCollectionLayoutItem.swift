import Foundation

/// UIKit's `NSCollectionLayoutItem`: one cell's place in a compositional layout's group.
///
/// Its size and content insets place it in its group for a checked orthogonal section's
/// `visibleItemsInvalidationHandler` (A19); its edge spacing is stored and not laid out.
///
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///       widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
///     item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
public class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// The supplementary items attached to the item (badges).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// The insets of the content from the item's frame.
  @exclusivity(unchecked) public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The spacing around the item.
  @exclusivity(unchecked) public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize` carrying `supplementaryItems`.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// UIKit's `NSCollectionLayoutGroup`: items laid out side by side (`horizontal`) or one
/// above the other (`vertical`) in a compositional layout's section.
///
/// In a checked orthogonal section its items are laid out for the section's
/// `visibleItemsInvalidationHandler` (A19, `OrthogonalSectionGeometry`); they never move groups.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The items of the group, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// The spacing between neighbouring subitems.
  @exclusivity(unchecked) public var interItemSpacing: NSCollectionLayoutSpacing?
  /// The axis the group lays its items along.
  package let direction: Axis
  /// The `count` of the `subitem:count:` forms, which split the group evenly; nil for `subitems:`.
  package let repeatCount: Int?

  private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], direction: Axis, repeatCount: Int? = nil) {
    self.subitems = subitems
    self.direction = direction
    self.repeatCount = repeatCount
    super.init(layoutSize: layoutSize)
  }

  /// `count` copies of `subitem`.
  private convenience init(layoutSize: NSCollectionLayoutSize, repeating subitem: NSCollectionLayoutItem, count: Int, direction: Axis) {
    self.init(
      layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(0, count)), direction: direction, repeatCount: max(0, count))
  }

  /// A group laying `subitems` out side by side.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, direction: .horizontal)
  }

  /// A group of `count` copies of `subitem` side by side (UIKit's name before iOS 16).
  @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, repeating: subitem, count: count, direction: .horizontal)
  }

  /// A group of `count` copies of `repeatingSubitem` side by side.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, repeating: subitem, count: count, direction: .horizontal)
  }

  /// A group laying `subitems` out one above the other.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, direction: .vertical)
  }

  /// A group of `count` copies of `subitem` one above the other (UIKit's name before iOS 16).
  @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, repeating: subitem, count: count, direction: .vertical)
  }

  /// A group of `count` copies of `repeatingSubitem` one above the other.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, repeating: subitem, count: count, direction: .vertical)
  }
}
