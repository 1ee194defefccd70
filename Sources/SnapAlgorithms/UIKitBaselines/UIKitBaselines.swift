// UIKit's own behaviour as baselines of the matrix: what an app gets with no snap code, the
// reference point every comparison needs. Not ports: the model's own UIKit.
//
// - `uikit-flow`: a plain `UICollectionViewFlowLayout` and no delegate. The view rests where
//   momentum ends (the UIKit model's physics, clamped and pixel-rounded); its contract is a
//   leading grid with no page cap, so `on-boundary` and its kin show how far a carousel
//   without snap code lands from its items.
// - `uikit-paging`: the same with `isPagingEnabled` on in every case (A3 and A4: the page rule,
//   the layout not asked), as an app sets it on the view. Its contract is its pages (the
//   `.pages` alignment), one per drag.
//
// Both run on everything the model runs (the wider host on either axis, batch updates, items
// of different sizes), since UIKit's own code handles all of it.
import SnapModel

/// UIKit's own behaviour, with no snap code, as algorithms of the matrix.
package enum UIKitBaseline {
  /// `uikit-flow` in the registry.
  static let flow = Algorithm(
    id: "uikit-flow",
    origin: "UIKit: UICollectionViewFlowLayout with no snap code",
    summary: "no snapping: the view rests where momentum ends",
    host: .everything,
    contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false, unlimitedPages: true) },
    make: { _, _ in LayoutUnderTest(layout: UICollectionViewFlowLayout()) })

  /// `uikit-paging` in the registry.
  static let paging = Algorithm(
    id: "uikit-paging",
    origin: "UIKit: isPagingEnabled on a flow layout, assumptions A3 and A4",
    summary: "pages one view length from the range's start: the nearest page, or the first past the release for a fling, at most one from the start's",
    host: .everything,
    configurations: LayoutConfigurations(pagingEnabled: [true]),
    contract: { _ in SnapContract(alignment: .pages, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { _, _ in LayoutUnderTest(layout: UICollectionViewFlowLayout()) })
}
