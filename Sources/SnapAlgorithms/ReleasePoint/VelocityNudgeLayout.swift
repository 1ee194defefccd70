// Zoo entry 5: the common layout recipe "recipe-velocity-nudge", in the
// canonical form shared by the answers to "Paging UICollectionView by cells, not
// screen" and "UICollectionView with paging – setting page width" (copies at syntaxfix.com
// question 9587, newbe.dev, iphone-swift.wekeepcoding.com article 24657894, ostack.cn qa
// 767507), the rule mozilla-mobile/prox PR #407 ships.
//
// Written from a description of that form, not from any post's code, and following it literally:
// the page P comes from the properties, the page index from the current offset r (the
// proposal and every inset are ignored), a release faster than the flick velocity moves to
// the next boundary past r in its direction, and the index is clamped to [0, n − 1] with n
// the items of section 0, in that order (so no items gives index 0).
//
// Deviations:
// - The posts write the rule once per axis; the port reads `scrollDirection` and runs the
//   same rule along it.
// - The flick velocity is 0.3 pt/ms, or the option `flickVelocity` (0.5 also appears).
// - The index stays a `CGFloat`, as the canonical form never converts it to `Int`.
import Foundation
import SnapModel

/// The velocity-nudge recipe: round the current offset to a page, or ceil/floor it when the
/// release is a flick, clamped to the items of section 0.
package final class VelocityNudgeLayout: UICollectionViewFlowLayout {
  /// The velocity (pt/ms) past which a release moves to the next boundary.
  package let flickVelocity: CGFloat

  /// A recipe layout with the given flick velocity.
  package init(flickVelocity: CGFloat = 0.3) {
    self.flickVelocity = flickVelocity
    super.init()
  }

  /// UIKit's archive initializer: the recipe is made in code, never decoded.
  package required init?(coder: NSCoder) { nil }

  /// `prepare()`: sets `.fast` (the proposal is never read, so the rate changes nothing).
  package override func prepare() {
    super.prepare()
    collectionView?.decelerationRate = .fast
  }

  /// The recipe: `k·P` with `k` the page of `r/P` (ceil for a forward flick, floor for a
  /// backward one, else rounded), clamped to `[0, n − 1]`; the cross axis is the proposal's.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let view = collectionView else { return proposedContentOffset }
    let axis = scrollDirection
    let page = axis.main(itemSize) + minimumLineSpacing
    let position = axis.main(view.contentOffset) / page
    let speed = axis.main(velocity)
    var index: CGFloat
    if speed > flickVelocity {
      index = position.rounded(.up)
    } else if speed < -flickVelocity {
      index = position.rounded(.down)
    } else {
      index = position.rounded()
    }
    index = max(min(index, CGFloat(view.numberOfItems(inSection: 0) - 1)), 0)
    return axis.replacingMain(of: proposedContentOffset, with: index * page)
  }

  /// `recipe-velocity-nudge` in the registry.
  /// The options `recipe-velocity-nudge` takes.
  package enum Options {
    /// The velocity (pt/ms) past which a release moves to the next boundary (0.5 also appears in the posts).
    package static let flickVelocity = AlgorithmOption<Double>(
      "flickVelocity", "the velocity (pt/ms) past which a release moves to the next boundary", default: 0.3, .real)
  }

  static let algorithm = Algorithm(
    id: "recipe-velocity-nudge",
    origin: "zoo: the velocity-nudge layout recipe (Stack Overflow answers; mozilla-mobile/prox PR #407)",
    summary: "pages from the current offset: ceil or floor past ±0.3 pt/ms, else round; clamped to section 0's items; insets ignored",
    options: [Options.flickVelocity.declaration],
    host: .wide,
    contract: { _ in SnapContract(alignment: .leading, pageCap: nil, keepsState: false, hasTransforms: false) },
    make: { _, options in
      LayoutUnderTest(layout: VelocityNudgeLayout(flickVelocity: options[Options.flickVelocity]))
    })
}
