import Foundation

/// UIKit's `NSCollectionLayoutDecorationItem`: a view behind a compositional layout's section,
/// such as its background.
///
/// Compile-only: stored, never laid out or drawn.
///
///     let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
///     section.decorationItems = [background]
///     layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "section-background")
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind the layout's registered decoration view is made for.
  public let elementKind: String
  /// The stacking order against the section's items.
  public var zIndex = 0

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A decoration filling its section, of `elementKind`.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}

/// UIKit's `UIContentInsetsReference`: which edges a compositional layout's insets are
/// measured from.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice.
  case automatic
  /// No reference: insets from the content's edges.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}

extension UICollectionViewLayout {
  /// Registers `viewClass` for decoration views of `elementKind`. The model draws no
  /// decoration views, so the registration is not kept.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}
