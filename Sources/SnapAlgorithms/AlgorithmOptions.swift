/// An algorithm's own settings: the scenario's `"options"` object (SPEC §4).
///
/// A field left nil takes the algorithm's default; only the algorithms that name a field
/// accept it.
public struct AlgorithmOptions: Equatable, Hashable, Sendable {
  /// `reference`: leading or centre alignment (default leading).
  public var alignment: Alignment?
  /// `reference`: the most pages one drag may move, a positive integer (default 1).
  public var pageCap: Int?
  /// `last-offset`: seed 000's cosine y-scale in `layoutAttributesForElements(in:)` (default false).
  public var scrollAnimation: Bool?

  /// No options set: every algorithm's defaults.
  public init(alignment: Alignment? = nil, pageCap: Int? = nil, scrollAnimation: Bool? = nil) {
    self.alignment = alignment
    self.pageCap = pageCap
    self.scrollAnimation = scrollAnimation
  }

  /// The option names that are set, in the order JSON writes them.
  public var setNames: [String] {
    var names: [String] = []
    if alignment != nil { names.append("alignment") }
    if pageCap != nil { names.append("pageCap") }
    if scrollAnimation != nil { names.append("scrollAnimation") }
    return names
  }
}
