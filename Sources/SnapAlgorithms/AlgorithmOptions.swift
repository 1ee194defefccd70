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

  /// No options set: every algorithm's defaults.
  package init(
    alignment: Alignment? = nil, pageCap: Int? = nil, scrollAnimation: Bool? = nil, visibleOffset: Double? = nil,
    flickVelocity: Double? = nil
  ) {
    self.alignment = alignment
    self.pageCap = pageCap
    self.scrollAnimation = scrollAnimation
    self.visibleOffset = visibleOffset
    self.flickVelocity = flickVelocity
  }

  /// The option names that are set, in the order JSON writes them.
  package var setNames: [String] {
    var names: [String] = []
    if alignment != nil { names.append("alignment") }
    if pageCap != nil { names.append("pageCap") }
    if scrollAnimation != nil { names.append("scrollAnimation") }
    if visibleOffset != nil { names.append("visibleOffset") }
    if flickVelocity != nil { names.append("flickVelocity") }
    return names
  }
}
