// UIKit's orthogonal scrolling behaviours of a compositional section as baselines of the
// matrix, as `uikit-flow` and `uikit-paging` are UIKit's own behaviour with no snap code: what
// an app gets from `orthogonalScrollingBehavior` alone. Not ports: the model's own UIKit (A19
// geometry, A20 behaviours), over the sections `OrthogonalSectionCase` makes of generated
// cases. `.continuous` has no snap positions and is not a baseline.
import SnapModel

/// UIKit's orthogonal section behaviours as algorithms of the matrix.
package enum CompositionalBaseline {
  /// `uikit-group-paging`: `.groupPaging`, the groups' leading positions, one per drag.
  static let groupPaging = baseline(
    "uikit-group-paging", .groupPaging,
    "pages group by group: the group leading position nearest the release, or the first past it for a fling, at most one from the start's",
    SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false))

  /// `uikit-group-paging-centered`: `.groupPagingCentered`, the groups' centred positions.
  static let groupPagingCentered = baseline(
    "uikit-group-paging-centered", .groupPagingCentered,
    "pages group by group, groups centred: the centred position nearest the release, or the first past it for a fling, at most one from the start's",
    SnapContract(alignment: .center, pageCap: 1, keepsState: false, hasTransforms: false))

  /// `uikit-continuous-group-leading`: `.continuousGroupLeadingBoundary`, no page cap.
  static let continuousGroupLeading = baseline(
    "uikit-continuous-group-leading", .continuousGroupLeadingBoundary,
    "scrolls freely and rests on the group leading position nearest where momentum ends",
    SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false, unlimitedPages: true))

  /// `uikit-orthogonal-paging`: `.paging`, A3 with the page the view's length.
  static let paging = baseline(
    "uikit-orthogonal-paging", .paging,
    "pages by the section's view length (A3), one page per drag",
    SnapContract(alignment: .pages, pageCap: 1, keepsState: false, hasTransforms: false))

  /// The four, in the registry's order.
  package static let all = [groupPaging, groupPagingCentered, continuousGroupLeading, paging]

  /// A baseline of `behavior`.
  private static func baseline(
    _ id: String, _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ summary: String, _ contract: SnapContract
  ) -> Algorithm {
    Algorithm(
      id: id, origin: "UIKit: a compositional section's orthogonalScrollingBehavior .\(behavior), assumptions A19 and A20",
      summary: summary, contract: { _ in contract },
      make: { configuration, _ in LayoutUnderTest(layout: OrthogonalSectionCase.layout(configuration, behavior: behavior)) })
  }
}
