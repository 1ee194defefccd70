import Foundation

/// UIKit's `UICollectionLayoutListConfiguration`: how a list built on a compositional layout
/// looks (`UICollectionViewCompositionalLayout.list(using:)`).
///
/// Compile-only: stored, never laid out or drawn.
public struct UICollectionLayoutListConfiguration {
  /// UIKit's `UICollectionLayoutListConfiguration.Appearance`: the list's style.
  public enum Appearance: Int, Sendable {
    /// Plain rows.
    case plain
    /// Grouped rows.
    case grouped
    /// Grouped rows inset from the edges.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
  }

  /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`: where section headers come from.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none
    /// Supplementary views of kind `elementKindSectionHeader`.
    case supplementary
    /// Each section's first item.
    case firstItemInSection
  }

  /// UIKit's `UICollectionLayoutListConfiguration.FooterMode`: where section footers come from.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none
    /// Supplementary views of kind `elementKindSectionFooter`.
    case supplementary
  }

  /// The list's style.
  public let appearance: Appearance
  /// Whether rows are separated by lines.
  public var showsSeparators = true
  /// The list's background colour (nil: the appearance's).
  public var backgroundColor: UIColor?
  /// Where section headers come from.
  public var headerMode = HeaderMode.none
  /// Where section footers come from.
  public var footerMode = FooterMode.none

  /// A list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
