import SnapAlgorithms

/// A property of SPEC §3 that a snap algorithm should have.
public enum Property: String, Sendable, CaseIterable {
  case finite
  case inBounds = "in-bounds"
  case pageCap = "page-cap"
  case onBoundary = "on-boundary"
  case noRecyclingSkip = "no-recycling-skip"
  case orderIndependent = "order-independent"
  case direction
  case noReversal = "no-reversal"
  case thresholds
  case translationInvariant = "translation-invariant"
  case reachable
  case restStable = "rest-stable"
  case freshEquivalent = "fresh-equivalent"
  case resizeKeepsItem = "resize-keeps-item"
  case rectContract = "rect-contract"
  case scaleRange = "scale-range"
  case deterministic
  case portEquivalence = "port-equivalence"

  /// The property's id, as the command line and reports write it.
  public var id: String { rawValue }

  /// A three-letter column heading for the matrix.
  public var code: String {
    switch self {
    case .finite: return "fin"
    case .inBounds: return "inb"
    case .pageCap: return "cap"
    case .onBoundary: return "bnd"
    case .noRecyclingSkip: return "rcy"
    case .orderIndependent: return "ord"
    case .direction: return "dir"
    case .noReversal: return "rev"
    case .thresholds: return "thr"
    case .translationInvariant: return "trn"
    case .reachable: return "rch"
    case .restStable: return "stb"
    case .freshEquivalent: return "frs"
    case .resizeKeepsItem: return "rsz"
    case .rectContract: return "rct"
    case .scaleRange: return "scl"
    case .deterministic: return "det"
    case .portEquivalence: return "prt"
    }
  }

  /// What holds when the property holds, in one sentence.
  public var summary: String {
    switch self {
    case .finite: return "No step faults (trap, exception, non-finite target) and every offset is finite."
    case .inBounds: return "Every target the layout returns lies in [minX, maxX] before the view clamps it."
    case .pageCap:
      return "A drag moves the rest at most cap·pageSpace from where it began (cap 1 when none is declared), plus the distance from an off-grid start to the grid."
    case .onBoundary: return "Every rest after a drag is a snap position of the contract's alignment (minX with no items)."
    case .noRecyclingSkip: return "A drag rests in the same place whether off-screen cells are recycled or retained."
    case .orderIndependent: return "A drag rests in the same place whatever the order of visibleCells."
    case .direction: return "From a snap position, a drag proposing ahead never rests behind its start, nor one proposing behind ahead of it."
    case .noReversal:
      return "With a velocity, the rest never lies against it from the release point, unless the page cap leaves no position on that side."
    case .thresholds: return "A longer drag or a faster release in the same direction never moves fewer pages."
    case .translationInvariant: return "The same gesture from different interior pages moves the same number of pages."
    case .reachable: return "One-page drags forward reach the last snap position, and backward the first."
    case .restStable: return "A zero-distance, zero-velocity drag at a snap position stays there."
    case .freshEquivalent: return "After scroll, resize or reload, the next drag rests where a freshly created layout would."
    case .resizeKeepsItem: return "A resize that starts on item i's snap position ends on item i's snap position in the new geometry."
    case .rectContract: return "layoutAttributesForElements(in:) returns exactly the items meeting the rect, with the flow layout's frames."
    case .scaleRange: return "Every transform scale lies in (0, 1] and is largest for the item nearest the centre."
    case .deterministic: return "The same scenario gives the same trace."
    case .portEquivalence:
      return "Ports that should agree do: swift-port ≡ last-offset, center-nearest ≡ center-nearest-frame, attribute-index ≡ attribute-index-cell with every cell retained."
    }
  }

  /// Why the property does not apply to `algorithm` with `contract`, or nil when it does.
  public func notApplicable(to algorithm: String, contract: SnapContract) -> String? {
    switch self {
    case .freshEquivalent: return contract.keepsState ? nil : "keeps no state"
    case .scaleRange: return contract.hasTransforms ? nil : "sets no transforms"
    case .portEquivalence: return PortPairs.partner(of: algorithm) == nil ? "has no port twin" : nil
    default: return nil
    }
  }
}

/// The pairs of ports that should behave the same (SPEC §3, `port-equivalence`).
public enum PortPairs {
  /// Each pair, and whether the comparison retains every cell.
  static let pairs: [(first: String, second: String, retainCells: Bool)] = [
    ("swift-port", "last-offset", false),
    ("center-nearest", "center-nearest-frame", false),
    ("attribute-index", "attribute-index-cell", true),
  ]

  /// The algorithm `id` should agree with, and whether cells are retained for the comparison.
  public static func partner(of id: String) -> (id: String, retainCells: Bool)? {
    for pair in pairs {
      if pair.first == id { return (pair.second, pair.retainCells) }
      if pair.second == id { return (pair.first, pair.retainCells) }
    }
    return nil
  }
}
