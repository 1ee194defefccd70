import Foundation

/// UIKit's `UICollectionViewLayoutInvalidationContext`: what an invalidation covers, handed
/// to `UICollectionViewLayout.invalidateLayout(with:)`.
///
/// The layout's `invalidateLayout()` sends a fresh context with `invalidateEverything` set; a
/// reload adds `invalidateDataSourceCounts`; a bounds change that the layout asks to be
/// invalidated for sends the context `invalidationContext(forBoundsChange:)` makes. A layout
/// that overrides `invalidateLayout(with:)` sees every invalidation.
///
///     final class CentringLayout: UICollectionViewFlowLayout {
///       override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
///         super.invalidateLayout(with: context)
///         if context.invalidateEverything { … }  // invalidateLayout() or reloadData()
///       }
///     }
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is invalid: set for `invalidateLayout()` and `reloadData()`.
  @exclusivity(unchecked) open package(set) var invalidateEverything = false
  /// Whether the item counts changed: set for `reloadData()`.
  @exclusivity(unchecked) open package(set) var invalidateDataSourceCounts = false
  /// How far the collection view moves its content once the invalidation is processed.
  @exclusivity(unchecked) open var contentOffsetAdjustment: CGPoint = .zero
  /// How much the content size changes until the layout is asked again; the model always
  /// asks the layout for the content size, so this has no effect.
  @exclusivity(unchecked) open var contentSizeAdjustment: CGSize = .zero

  /// An empty context: nothing marked invalid, no adjustments.
  public required override init() {}

  /// Whether contexts of this class are the model's own, whose every property
  /// `resetToFresh()` knows (a subclass of the code under test may hold more).
  package class var isModelContext: Bool { self == UICollectionViewLayoutInvalidationContext.self }

  /// Sets every property back to a fresh context's value.
  package func resetToFresh() {
    invalidateEverything = false
    invalidateDataSourceCounts = false
    contentOffsetAdjustment = .zero
    contentSizeAdjustment = .zero
  }
}

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: the flow layout's context, which
/// also says whether the flow delegate's answers and the computed attributes are stale.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
  /// Whether the flow layout asks its delegate for sizes, spacings and insets again (default
  /// true).
  @exclusivity(unchecked) open var invalidateFlowLayoutDelegateMetrics = true
  /// Whether the flow layout recomputes its attributes (default true); no effect in the model,
  /// whose geometry always follows the flow properties.
  @exclusivity(unchecked) open var invalidateFlowLayoutAttributes = true

  /// Whether contexts of this class are the model's own (not a subclass's).
  package override class var isModelContext: Bool { self == UICollectionViewFlowLayoutInvalidationContext.self }

  /// Sets every property back to a fresh context's value.
  package override func resetToFresh() {
    super.resetToFresh()
    invalidateFlowLayoutDelegateMetrics = true
    invalidateFlowLayoutAttributes = true
  }
}
