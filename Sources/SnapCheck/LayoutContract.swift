import SnapAlgorithms
import SnapModel

/// What a user's layout promises: the properties SnapCheck holds it to depend on it.
///
///     LayoutContract(alignment: .center, pageCap: .unlimited, axes: [.horizontal, .vertical])
public struct LayoutContract: Sendable, Equatable, CustomStringConvertible {
  /// The most pages one drag may move.
  public enum PageCap: Sendable, Equatable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// At most this many pages (at least 1).
    case pages(Int)
    /// No limit: a fling may move as far as its momentum carries (`page-cap` does not apply).
    case unlimited

    /// `pageCap: 1` means `.pages(1)`.
    public init(integerLiteral value: Int) { self = .pages(value) }

    /// The cap as Swift source: `1` or `.unlimited`.
    public var description: String {
      switch self {
      case .pages(let count): return "\(count)"
      case .unlimited: return ".unlimited"
      }
    }

    /// The engine's reading: a number of pages, or nil for none.
    var limit: Int? {
      if case .pages(let count) = self { return count }
      return nil
    }
  }

  /// Leading-edge or centred snapping.
  public var alignment: SnapAlgorithms.Alignment
  /// The most pages one drag may move; default 1, the carousel default.
  public var pageCap: PageCap
  /// Whether the layout keeps memory between gestures (then `fresh-equivalent` applies, which
  /// checks that a fresh instance would rest in the same place).
  public var keepsState: Bool
  /// Whether it sets scale transforms on its attributes (then `scale-range` applies, which
  /// checks every scale lies in (0, 1] and is largest for the item nearest the centre).
  public var hasTransforms: Bool
  /// The axes it scrolls along: generated cases use these, and the generated configuration
  /// sets `scrollDirection`. The configurations are read in UIKit terms on either axis.
  public var axes: [UICollectionView.ScrollDirection]
  /// Whether generated cases use the wider host too: several sections, content
  /// insets, a landscape safe area, `bounces` off.
  public var widerHost: Bool
  /// Whether generated cases hold batch updates (`performBatchUpdates` with deletes,
  /// inserts, moves and reloaded sections), after which the layout's
  /// `targetContentOffset(forProposedContentOffset:)` places the view (then
  /// `update-keeps-item` applies).
  public var updates: Bool
  /// With `.pages`, how far apart the snap positions are, for a layout whose frames move with
  /// the offset (stacked cards, a deck), which gives no item positions to read: the layout
  /// rests at `min + k·pageLength`, the last position being `max`. Nil (the default) makes
  /// `.pages` the view's length, as `isPagingEnabled` pages.
  public var pageLength: CGFloat?
  /// For a `UICollectionViewCompositionalLayout`, the index of the section the check drags
  /// (it must scroll orthogonally); nil (the default) for the first that does (A19, A20).
  public var orthogonalSection: Int?

  /// A contract.
  public init(
    alignment: SnapAlgorithms.Alignment, pageCap: PageCap = 1, keepsState: Bool = false, hasTransforms: Bool = false,
    axes: [UICollectionView.ScrollDirection] = [.horizontal], widerHost: Bool = false, updates: Bool = false,
    pageLength: CGFloat? = nil, orthogonalSection: Int? = nil
  ) {
    self.orthogonalSection = orthogonalSection
    self.alignment = alignment
    self.pageLength = pageLength
    self.pageCap = pageCap
    self.keepsState = keepsState
    self.hasTransforms = hasTransforms
    self.axes = axes
    self.widerHost = widerHost
    self.updates = updates
  }

  /// The contract as the Swift expression that builds it (defaults left out).
  public var description: String {
    var parts = ["alignment: .\(alignment.rawValue)", "pageCap: \(pageCap)"]
    if keepsState { parts.append("keepsState: true") }
    if hasTransforms { parts.append("hasTransforms: true") }
    if axes != [.horizontal] { parts.append("axes: [" + axes.map { $0 == .horizontal ? ".horizontal" : ".vertical" }.joined(separator: ", ") + "]") }
    if widerHost { parts.append("widerHost: true") }
    if updates { parts.append("updates: true") }
    if let pageLength { parts.append("pageLength: \(pageLength)") }
    if let orthogonalSection { parts.append("orthogonalSection: \(orthogonalSection)") }
    return "LayoutContract(" + parts.joined(separator: ", ") + ")"
  }

  /// What is wrong with the contract, in one line, or nil.
  var problem: String? {
    if case .pages(let count) = pageCap, count < 1 {
      return "contract: pageCap \(count) must be at least 1 page, or .unlimited"
    }
    if axes.isEmpty { return "contract: axes is empty; name .horizontal, .vertical or both" }
    if let orthogonalSection, orthogonalSection < 0 { return "contract: orthogonalSection \(orthogonalSection) must be a section index, 0 or more" }
    if let pageLength {
      guard alignment == .pages else {
        return "contract: pageLength \(pageLength) needs alignment .pages (it declares the pages' spacing)"
      }
      guard pageLength > 0, pageLength.isFinite else { return "contract: pageLength \(pageLength) must be a positive, finite length" }
    }
    return nil
  }

  var host: HostCoverage { HostCoverage(axes: axes, isWide: widerHost, coversUpdates: updates) }

  var snapContract: SnapContract {
    SnapContract(
      alignment: alignment, pageCap: pageCap.limit, keepsState: keepsState, hasTransforms: hasTransforms,
      unlimitedPages: pageCap == .unlimited, pageLength: pageLength)
  }
}
