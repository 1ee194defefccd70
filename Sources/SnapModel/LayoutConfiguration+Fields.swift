import Foundation

extension LayoutConfiguration {
  /// Every field of a configuration, in the order scenario JSON writes them: the one
  /// declaration that the JSON reader and writer, the shrinker, explanations, transposition,
  /// the simulator's setup and the README's table all read (see `ConfigurationField`).
  ///
  /// Defaults are `LayoutConfiguration()`'s.
  package static let fields: [ConfigurationField] = [
    ConfigurationField(
      "itemCount", "items in the one section (or `sections`: items per section)", value: .counts,
      shrink: [.counts(rank: 1)], explain: .counts),
    ConfigurationField(
      "itemWidth", "`itemSize.width`", value: .number(\.itemWidth, allowed: nil), shrink: [.rounder(rank: 8)],
      explain: .real(floor: 0), transpose: .swap(with: "itemHeight"), home: .flowLayout(\.itemSize.width, \.itemWidth), unit: "pt"),
    ConfigurationField(
      "itemHeight", "`itemSize.height`", value: .number(\.itemHeight, allowed: nil), shrink: [.rounder(rank: 9)],
      explain: .real(floor: 0), transpose: .swap(with: "itemWidth"), home: .flowLayout(\.itemSize.height, \.itemHeight), unit: "pt"),
    ConfigurationField(
      "lineSpacing", "`minimumLineSpacing`: the gap between lines (columns on a horizontal view)",
      value: .number(\.lineSpacing, allowed: nil), shrink: [.rounder(rank: 10)], explain: .real(floor: 0),
      home: .flowLayout(\.minimumLineSpacing, \.lineSpacing), unit: "pt"),
    ConfigurationField(
      "interitemSpacing", "`minimumInteritemSpacing`: the gap between items in one line",
      value: .number(\.interitemSpacing, allowed: nil), shrink: [.rounder(rank: 11)], explain: .real(floor: 0),
      home: .flowLayout(\.minimumInteritemSpacing, \.interitemSpacing), unit: "pt"),
    ConfigurationField(
      "sectionInset", "the layout's `sectionInset` property", value: .inset(\.sectionInset), shrink: [.reset(rank: 3), .edges([.left, .right, .top, .bottom], rank: 14)],
      explain: .edges([.left, .right]), transpose: .insets, home: .flowLayout(\.sectionInset, \.sectionInset), unit: "pt"),
    ConfigurationField(
      "delegateSectionInset",
      "what a flow delegate's `collectionView(_:layout:insetForSectionAt:)` answers, or null: the geometry uses it",
      value: .optionalInset(\.delegateSectionInset), shrink: [.reset(rank: 2)], transpose: .insets, unit: "pt"),
    ConfigurationField(
      "viewWidth", "the collection view's bounds width", value: .number(\.viewWidth, allowed: nil), shrink: [.rounder(rank: 12)],
      explain: .real(floor: 0), transpose: .swap(with: "viewHeight"), unit: "pt"),
    ConfigurationField(
      "viewHeight", "the collection view's bounds height", value: .number(\.viewHeight, allowed: nil), shrink: [.rounder(rank: 13)],
      explain: .real(floor: 0), transpose: .swap(with: "viewWidth"), unit: "pt"),
    ConfigurationField(
      "screenScale", "pixels per point: offsets and frame origins are rounded to 1/scale",
      value: .number(\.screenScale, allowed: [1, 2, 3]), shrink: [.reset(rank: 7)], explain: .choice([1, 2, 3])),
    ConfigurationField(
      "decelerationRate", "the requested `decelerationRate`; UIKit makes < 0.994 0.99 (`.fast`), else 0.998",
      value: .number(\.decelerationRate, allowed: nil), shrink: [.reset(rank: 6)], explain: .choice([0.99, 0.998]),
      home: .scrollView(
        apply: { view, configuration in view.decelerationRate = UIScrollView.DecelerationRate(rawValue: configuration.decelerationRate) },
        observe: { view, configuration in configuration.decelerationRate = view.decelerationRate.rawValue })),
    ConfigurationField(
      "alwaysBounceHorizontal", "whether a horizontal view that cannot scroll still lets a drag begin",
      value: .flag(\.alwaysBounceHorizontal), shrink: [.reset(rank: 4)], transpose: .swap(with: "alwaysBounceVertical"),
      home: .scrollView(\.alwaysBounceHorizontal, \.alwaysBounceHorizontal)),
    ConfigurationField(
      "cellRetention", "`visible`: off-screen cells are recycled (`cellForItem(at:)` is nil); `all`: every item has a cell",
      value: .choice(.init(\.cellRetention)), shrink: [.reset(rank: 5)]),
    ConfigurationField(
      "scrollDirection", "`horizontal` or `vertical`", value: .choice(.init(\.scrollDirection)),
      written: .whenChanged, shrink: [], transpose: .axis, home: .flowLayout(\.scrollDirection, \.scrollDirection)),
    ConfigurationField(
      "contentInset", "the scroll view's `contentInset`", value: .inset(\.contentInset), written: .whenChanged,
      shrink: [.reset(rank: 15)], transpose: .insets, home: .scrollView(\.contentInset, \.contentInset), unit: "pt"),
    ConfigurationField(
      "safeAreaInsets", "the safe area the view sits in", value: .inset(\.safeAreaInsets), written: .whenChanged,
      shrink: [.reset(rank: 16)], transpose: .insets, home: .scrollView(\.safeAreaInsets, \.safeAreaInsets), unit: "pt"),
    ConfigurationField(
      "contentInsetAdjustmentBehavior", "how the safe area joins the content inset",
      value: .choice(.init(\.contentInsetAdjustmentBehavior)), written: .whenChanged, shrink: [.reset(rank: 17)],
      home: .scrollView(\.contentInsetAdjustmentBehavior, \.contentInsetAdjustmentBehavior)),
    ConfigurationField(
      "alwaysBounceVertical", "whether a vertical view that cannot scroll still lets a drag begin",
      value: .flag(\.alwaysBounceVertical), written: .whenChanged, shrink: [.reset(rank: 19)],
      transpose: .swap(with: "alwaysBounceHorizontal"), home: .scrollView(\.alwaysBounceVertical, \.alwaysBounceVertical)),
    ConfigurationField(
      "bounces", "whether drags past an edge rubber-band (false: the release is clamped)", value: .flag(\.bounces),
      written: .whenChanged, shrink: [.reset(rank: 18)], home: .scrollView(\.bounces, \.bounces)),
    ConfigurationField(
      "isScrollEnabled", "whether the user can drag at all", value: .flag(\.isScrollEnabled), written: .whenChanged,
      shrink: [.reset(rank: 20)], home: .scrollView(\.isScrollEnabled, \.isScrollEnabled)),
    ConfigurationField(
      "isPagingEnabled", "UIKit's paging mode (not modelled: a drag is `unsupported`)", value: .flag(\.isPagingEnabled),
      written: .whenChanged, shrink: [.reset(rank: 21)], home: .scrollView(\.isPagingEnabled, \.isPagingEnabled)),
    ConfigurationField(
      "sectionHeadersPinToVisibleBounds", "the flow layout's `sectionHeadersPinToVisibleBounds`: stored, it moves no snap position",
      value: .flag(\.sectionHeadersPinToVisibleBounds), written: .whenChanged, shrink: [.reset(rank: 22)],
      home: .flowLayout(\.sectionHeadersPinToVisibleBounds, \.sectionHeadersPinToVisibleBounds)),
    ConfigurationField(
      "itemSizesForViewSizes",
      "the item size for each view size, as a `sizeForItemAt` reading the bounds gives it: a resize to one of these sizes sets `itemSize`",
      value: .itemSizesForViewSizes, written: .whenChanged, shrink: [.reset(rank: 23)], transpose: .sizes),
  ]

  /// The field whose JSON key is `key`, or nil.
  package static func field(_ key: String) -> ConfigurationField? {
    fields.first { $0.key == key }
  }
}
