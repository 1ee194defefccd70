import Foundation

/// An algorithm's own settings: the scenario's `"options"` object (SPEC §4).
///
/// A field left nil takes the algorithm's default; only the algorithms that name a field
/// accept it.
package struct AlgorithmOptions: Equatable, Hashable, Sendable {
  /// `reference`: leading or centre alignment (default leading).
  package var alignment: Alignment?
  /// `reference`: the most pages one drag may move, a positive integer (default 1).
  package var pageCap: Int?
  /// `last-offset`: seed 000's cosine y-scale in `layoutAttributesForElements(in:)` (default false).
  package var scrollAnimation: Bool?
  /// `up-carousel`: the spacing mode `overlap(visibleOffset:)` with this offset, instead of
  /// the default `fixed(spacing: 40)`.
  package var visibleOffset: Double?
  /// `recipe-velocity-nudge`: the velocity (pt/ms) past which a release moves to the next
  /// boundary (default 0.3; 0.5 also appears in the posts).
  package var flickVelocity: Double?

  /// `ms-peek`: `minimumItemsToScroll`, the fewest items a gesture moves (default none).
  package var minimumItemsToScroll: Int?
  /// `ms-peek`: `maximumItemsToScroll`, the most items a gesture moves (default none).
  package var maximumItemsToScroll: Int?
  /// `fs-pager`: `decelerationDistance`, items passed per fling, 0 for automatic (default 1).
  package var decelerationDistance: Int?
  /// `fs-pager`: the pager's `interitemSpacing`, the gap between pages (default 0).
  package var interitemSpacing: CGFloat?

  /// The largest item count an option may name: far past any generated item count, and small
  /// enough that an index plus it never overflows `Int`.
  package static let itemsToScrollLimit = 1_000_000

  /// No options set: every algorithm's defaults.
  package init(
    alignment: Alignment? = nil, pageCap: Int? = nil, scrollAnimation: Bool? = nil, visibleOffset: Double? = nil,
    flickVelocity: Double? = nil, minimumItemsToScroll: Int? = nil, maximumItemsToScroll: Int? = nil,
    decelerationDistance: Int? = nil, interitemSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.pageCap = pageCap
    self.scrollAnimation = scrollAnimation
    self.visibleOffset = visibleOffset
    self.flickVelocity = flickVelocity
    self.minimumItemsToScroll = minimumItemsToScroll
    self.maximumItemsToScroll = maximumItemsToScroll
    self.decelerationDistance = decelerationDistance
    self.interitemSpacing = interitemSpacing
  }

  /// The option names that are set, in the order JSON writes them.
  package var setNames: [String] {
    var names: [String] = []
    if alignment != nil { names.append("alignment") }
    if pageCap != nil { names.append("pageCap") }
    if scrollAnimation != nil { names.append("scrollAnimation") }
    if visibleOffset != nil { names.append("visibleOffset") }
    if flickVelocity != nil { names.append("flickVelocity") }
    if minimumItemsToScroll != nil { names.append("minimumItemsToScroll") }
    if maximumItemsToScroll != nil { names.append("maximumItemsToScroll") }
    if decelerationDistance != nil { names.append("decelerationDistance") }
    if interitemSpacing != nil { names.append("interitemSpacing") }
    return names
  }
}
