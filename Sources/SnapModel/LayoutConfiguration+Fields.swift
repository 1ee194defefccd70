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
      explain: .real(floor: 0), transpose: .swap(with: "itemHeight"),
      home: .flowLayout(apply: { $0.itemSize.width = $1.itemWidth }, observe: { $1.itemWidth = $0.itemSize.width }), unit: "pt"),
    ConfigurationField(
      "itemHeight", "`itemSize.height`", value: .number(\.itemHeight, allowed: nil), shrink: [.rounder(rank: 9)],
      explain: .real(floor: 0), transpose: .swap(with: "itemWidth"),
      home: .flowLayout(apply: { $0.itemSize.height = $1.itemHeight }, observe: { $1.itemHeight = $0.itemSize.height }), unit: "pt"),
    ConfigurationField(
      "itemSizes",
      "the flow delegate's `sizeForItemAt` answers, `[[width, height], …]` per item (or per section `[[[width, height], …], …]`): items of different sizes; without a count it gives the count; exclusive with `itemWidth`/`itemHeight` (the layout's `itemSize` stays at its default)",
      value: .itemSizes, written: .whenChanged, shrink: [.reset(rank: 26)], transpose: .sizes, unit: "pt",
      excludes: ["itemWidth", "itemHeight"]),
    ConfigurationField(
      "lineSpacing", "`minimumLineSpacing`: the gap between lines (columns on a horizontal view)",
      value: .number(\.lineSpacing, allowed: nil), shrink: [.rounder(rank: 10)], explain: .real(floor: 0),
      home: .flowLayout(
        apply: { $0.minimumLineSpacing = $1.lineSpacing },
        observe: { $1.lineSpacing = $0.minimumLineSpacing }), unit: "pt"),
    ConfigurationField(
      "interitemSpacing", "`minimumInteritemSpacing`: the gap between items in one line",
      value: .number(\.interitemSpacing, allowed: nil), shrink: [.rounder(rank: 11)], explain: .real(floor: 0),
      home: .flowLayout(
        apply: { $0.minimumInteritemSpacing = $1.interitemSpacing },
        observe: { $1.interitemSpacing = $0.minimumInteritemSpacing }), unit: "pt"),
    ConfigurationField(
      "sectionInset", "the layout's `sectionInset` property", value: .inset(\.sectionInset), shrink: [.reset(rank: 3), .edges([.left, .right, .top, .bottom], rank: 14)],
      explain: .edges([.left, .right]), transpose: .insets,
      home: .flowLayout(apply: { $0.sectionInset = $1.sectionInset }, observe: { $1.sectionInset = $0.sectionInset }), unit: "pt"),
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
      home: .scrollView(
        apply: { $0.alwaysBounceHorizontal = $1.alwaysBounceHorizontal },
        observe: { $1.alwaysBounceHorizontal = $0.alwaysBounceHorizontal })),
    ConfigurationField(
      "cellRetention", "`visible`: off-screen cells are recycled (`cellForItem(at:)` is nil); `all`: every item has a cell",
      value: .choice(.init(\.cellRetention)), shrink: [.reset(rank: 5)]),
    ConfigurationField(
      "scrollDirection", "`horizontal` or `vertical`", value: .choice(.init(\.scrollDirection)),
      written: .whenChanged, shrink: [], transpose: .axis,
      home: .flowLayout(apply: { $0.scrollDirection = $1.scrollDirection }, observe: { $1.scrollDirection = $0.scrollDirection })),
    ConfigurationField(
      "contentInset", "the scroll view's `contentInset`", value: .inset(\.contentInset), written: .whenChanged,
      shrink: [.reset(rank: 15)], transpose: .insets,
      home: .scrollView(apply: { $0.contentInset = $1.contentInset }, observe: { $1.contentInset = $0.contentInset }), unit: "pt"),
    ConfigurationField(
      "safeAreaInsets", "the safe area the view sits in", value: .inset(\.safeAreaInsets), written: .whenChanged,
      shrink: [.reset(rank: 16)], transpose: .insets,
      home: .scrollView(apply: { $0.scenarioSafeArea = $1.safeAreaInsets }, observe: { $1.safeAreaInsets = $0.safeAreaInsets }), unit: "pt"),
    ConfigurationField(
      "contentInsetAdjustmentBehavior", "how the safe area joins the content inset",
      value: .choice(.init(\.contentInsetAdjustmentBehavior)), written: .whenChanged, shrink: [.reset(rank: 17)],
      home: .scrollView(
        apply: { $0.contentInsetAdjustmentBehavior = $1.contentInsetAdjustmentBehavior },
        observe: { $1.contentInsetAdjustmentBehavior = $0.contentInsetAdjustmentBehavior })),
    ConfigurationField(
      "alwaysBounceVertical", "whether a vertical view that cannot scroll still lets a drag begin",
      value: .flag(\.alwaysBounceVertical), written: .whenChanged, shrink: [.reset(rank: 19)],
      transpose: .swap(with: "alwaysBounceHorizontal"),
      home: .scrollView(
        apply: { $0.alwaysBounceVertical = $1.alwaysBounceVertical },
        observe: { $1.alwaysBounceVertical = $0.alwaysBounceVertical })),
    ConfigurationField(
      "bounces", "whether drags past an edge rubber-band (false: the release is clamped)", value: .flag(\.bounces),
      written: .whenChanged, shrink: [.reset(rank: 18)],
      home: .scrollView(apply: { $0.bounces = $1.bounces }, observe: { $1.bounces = $0.bounces })),
    ConfigurationField(
      "isScrollEnabled", "whether the user can drag at all", value: .flag(\.isScrollEnabled), written: .whenChanged,
      shrink: [.reset(rank: 20)],
      home: .scrollView(apply: { $0.isScrollEnabled = $1.isScrollEnabled }, observe: { $1.isScrollEnabled = $0.isScrollEnabled })),
    ConfigurationField(
      "isPagingEnabled", "UIKit's paging mode: a drag rests on a page one view length apart (A3); the layout's target is not asked (A4)", value: .flag(\.isPagingEnabled),
      written: .whenChanged, shrink: [.reset(rank: 21)],
      home: .scrollView(apply: { $0.isPagingEnabled = $1.isPagingEnabled }, observe: { $1.isPagingEnabled = $0.isPagingEnabled })),
    ConfigurationField(
      "sectionHeadersPinToVisibleBounds", "the flow layout's `sectionHeadersPinToVisibleBounds`: stored, it moves no snap position",
      value: .flag(\.sectionHeadersPinToVisibleBounds), written: .whenChanged, shrink: [.reset(rank: 22)],
      home: .flowLayout(
        apply: { $0.sectionHeadersPinToVisibleBounds = $1.sectionHeadersPinToVisibleBounds },
        observe: { $1.sectionHeadersPinToVisibleBounds = $0.sectionHeadersPinToVisibleBounds })),
    ConfigurationField(
      "itemSizesForViewSizes",
      "the item size for each view size, as a `sizeForItemAt` reading the bounds gives it: a resize to one of these sizes sets `itemSize`",
      value: .itemSizesForViewSizes, written: .whenChanged, shrink: [.reset(rank: 23)], transpose: .sizes),
    ConfigurationField(
      "headerSize", "the flow layout's `headerReferenceSize`, `[width, height]`: its length along the scroll axis puts a header before each section",
      value: .size(\.headerSize), written: .whenChanged, shrink: [.reset(rank: 24)], transpose: .sizes,
      home: .flowLayout(apply: { $0.headerReferenceSize = $1.headerSize }, observe: { $1.headerSize = $0.headerReferenceSize }), unit: "pt"),
    ConfigurationField(
      "footerSize", "the flow layout's `footerReferenceSize`, `[width, height]`: a footer after each section",
      value: .size(\.footerSize), written: .whenChanged, shrink: [.reset(rank: 25)], transpose: .sizes,
      home: .flowLayout(apply: { $0.footerReferenceSize = $1.footerSize }, observe: { $1.footerSize = $0.footerReferenceSize }), unit: "pt"),
  ]

  /// The setters of the fields whose home is the flow layout, in `fields` order, gathered
  /// once: every view the simulator builds runs them.
  package static let flowLayoutSetters: [ConfigurationField.Setter<UICollectionViewFlowLayout>] =
    fields.indices.compactMap { index in
      guard case .flowLayout(let apply, _) = fields[index].home else { return nil }
      return ConfigurationField.Setter(field: index, apply: apply)
    }

  /// The setters of the fields whose home is the scroll view, in `fields` order, gathered once.
  package static let scrollViewSetters: [ConfigurationField.Setter<UIScrollView>] =
    fields.indices.compactMap { index in
      guard case .scrollView(let apply, _) = fields[index].home else { return nil }
      return ConfigurationField.Setter(field: index, apply: apply)
    }

  /// The field whose JSON key is `key`, or nil.
  package static func field(_ key: String) -> ConfigurationField? {
    fields.first { $0.key == key }
  }
}
