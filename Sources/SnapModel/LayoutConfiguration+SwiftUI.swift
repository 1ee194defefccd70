import Foundation

/// The framework a scenario's scroll view belongs to.
package enum HostFramework: String, Sendable, CaseIterable {
  /// A `UICollectionView` with a flow layout (the UIKit model).
  case uikit
  /// A SwiftUI `ScrollView` over a lazy stack, snapped by a `ScrollTargetBehavior`.
  case swiftui

  /// The framework's name in messages: `UIKit` or `SwiftUI`.
  package var name: String { self == .uikit ? "UIKit" : "SwiftUI" }
}

extension LayoutConfiguration {
  /// A SwiftUI scroll view's defaults: a horizontal `ScrollView` 375×150 at @3x over an empty
  /// lazy stack of 50×50 items with SwiftUI's default spacing, no margins, no safe area.
  package static var swiftUI: LayoutConfiguration {
    var c = LayoutConfiguration()
    c.host = .swiftui
    c.lineSpacing = swiftUIDefaultSpacing
    return c
  }

  /// A lazy stack's spacing when none is given (SwiftUI's default on iOS): what the
  /// `spacing` field defaults to.
  package static let swiftUIDefaultSpacing: CGFloat = 8

  /// The configuration with its host's defaults: `LayoutConfiguration()` or `.swiftUI`.
  package var hostDefaults: LayoutConfiguration { host == .swiftui ? .swiftUI : LayoutConfiguration() }

  /// The fields of this configuration's host, in the order scenario JSON writes them.
  package var hostFields: [ConfigurationField] { host == .swiftui ? Self.swiftUIFields : Self.fields }

  /// The fields of `host`'s scenarios.
  package static func fields(of host: HostFramework) -> [ConfigurationField] { host == .swiftui ? swiftUIFields : fields }

  /// The container of a SwiftUI scroll view: the bounds less the safe area.
  package var containerSize: CGSize {
    CGSize(
      width: viewWidth - safeAreaInsets.left - safeAreaInsets.right,
      height: viewHeight - safeAreaInsets.top - safeAreaInsets.bottom)
  }

  /// The collection view the simulator runs for this configuration: itself on UIKit; for a
  /// SwiftUI scroll view, a view the size of the container (no safe area left, the offsets
  /// starting at 0 with the leading margin on screen) whose flow layout stacks the items in
  /// one line along the axis with the stack's spacing and the content margins as its section
  /// inset, bouncing along the axis (S1); a resize to a scroll-view size of
  /// `itemSizesForViewSizes` gives the children their size for it.
  package var simulatedView: LayoutConfiguration {
    guard host == .swiftui else { return self }
    var c = LayoutConfiguration()
    c.sections = [itemCount]
    c.scrollDirection = scrollDirection
    (c.itemWidth, c.itemHeight) = (itemWidth, itemHeight)
    c.itemSizes = itemSizes
    c.itemSizesForViewSizes = itemSizesForViewSizes
    c.lineSpacing = lineSpacing
    // One line whatever the cross extent: no second item ever fits across.
    c.interitemSpacing = .greatestFiniteMagnitude
    c.sectionInset = sectionInset
    (c.viewWidth, c.viewHeight) = (containerSize.width, containerSize.height)
    c.screenScale = screenScale
    c.decelerationRate = decelerationRate
    c.alwaysBounceHorizontal = scrollDirection == .horizontal
    c.alwaysBounceVertical = scrollDirection == .vertical
    c.cellRetention = .all
    return c
  }

  /// Every field of a SwiftUI scenario's layout, in the order scenario JSON writes them: the
  /// stack's items, spacing and content margins, the scroll view's size, safe area, screen and
  /// deceleration rate. A UIKit field is an error in a SwiftUI layout, and these in a UIKit one.
  package static let swiftUIFields: [ConfigurationField] = [
    ConfigurationField(
      "itemCount", "the stack's children", value: .counts, shrink: [.counts(rank: 1)], explain: .counts),
    ConfigurationField(
      "itemWidth", "each child's width", value: .number(\.itemWidth, allowed: nil), shrink: [.rounder(rank: 8)],
      explain: .real(floor: 0), transpose: .swap(with: "itemHeight"), unit: "pt"),
    ConfigurationField(
      "itemHeight", "each child's height", value: .number(\.itemHeight, allowed: nil), shrink: [.rounder(rank: 9)],
      explain: .real(floor: 0), transpose: .swap(with: "itemWidth"), unit: "pt"),
    ConfigurationField(
      "itemSizes",
      "each child's own size, `[[width, height], …]`: children of different sizes, centred across the stack; without a count it gives the count; exclusive with `itemWidth`/`itemHeight`",
      value: .itemSizes, written: .whenChanged, shrink: [.reset(rank: 26)], transpose: .sizes, unit: "pt",
      excludes: ["itemWidth", "itemHeight"]),
    ConfigurationField(
      "spacing", "the lazy stack's `spacing` between children", value: .number(\.lineSpacing, allowed: nil),
      shrink: [.rounder(rank: 10)], explain: .real(floor: 0), unit: "pt"),
    ConfigurationField(
      "contentMargins", "the scroll view's `contentMargins` (or `safeAreaPadding`): part of the content",
      value: .inset(\.sectionInset), shrink: [.reset(rank: 3), .edges([.left, .right, .top, .bottom], rank: 14)],
      explain: .edges([.left, .right]), transpose: .insets, unit: "pt"),
    ConfigurationField(
      "viewWidth", "the scroll view's bounds width", value: .number(\.viewWidth, allowed: nil), shrink: [.rounder(rank: 12)],
      explain: .real(floor: 0), transpose: .swap(with: "viewHeight"), unit: "pt"),
    ConfigurationField(
      "viewHeight", "the scroll view's bounds height", value: .number(\.viewHeight, allowed: nil), shrink: [.rounder(rank: 13)],
      explain: .real(floor: 0), transpose: .swap(with: "viewWidth"), unit: "pt"),
    ConfigurationField(
      "screenScale", "pixels per point: offsets and frame origins are rounded to 1/scale",
      value: .number(\.screenScale, allowed: [1, 2, 3]), shrink: [.reset(rank: 7)], explain: .choice([1, 2, 3])),
    ConfigurationField(
      "decelerationRate", "the backing scroll view's rate; < 0.994 is 0.99 (`.fast`), else 0.998",
      value: .number(\.decelerationRate, allowed: nil), shrink: [.reset(rank: 6)], explain: .choice([0.99, 0.998])),
    ConfigurationField(
      "scrollDirection", "`horizontal` (`ScrollView(.horizontal)` over a `LazyHStack`) or `vertical`",
      value: .choice(.init(\.scrollDirection)), written: .whenChanged, shrink: [], transpose: .axis),
    ConfigurationField(
      "safeAreaInsets", "the safe area: the container is the bounds less it", value: .inset(\.safeAreaInsets),
      written: .whenChanged, shrink: [.reset(rank: 16)], transpose: .insets, unit: "pt"),
    ConfigurationField(
      "itemSizesForViewSizes",
      "each child's size for each scroll-view size, as children sized relative to the scroll view get it: a resize to one of these sizes sets the children's size",
      value: .itemSizesForViewSizes, written: .whenChanged, shrink: [.reset(rank: 17)], transpose: .sizes),
    ConfigurationField(
      "scrollTargetLayout",
      "whether a stack carries `.scrollTargetLayout()`; false: `.viewAligned` has nothing to align to and leaves the natural target (S5)",
      value: .flag(\.scrollTargetLayout), written: .whenChanged, shrink: []),
  ]
}
