// Zoo entry 1: the snap rule of zepojo/UPCarouselFlowLayout, tag 1.1.2 =
// HEAD b1a3631 (2018-09-26), file UPCarouselFlowLayout/UPCarouselFlowLayout.swift.
//
// Written from a description of that file's rule, not from its code, and following the
// description literally, bugs included: candidates are only the items meeting the view at
// release, ties keep the lower index, no candidate centres a blank attributes object (centre
// 0), the target is floored to whole points and never clamped, and `zIndex` is Swift's
// trapping `Int(_:)` of 10·alpha (NaN when D = 0).
//
// Deviations, and what the model cannot do:
// - The trapping conversion is `try SwiftRuntime.int(_:)` inside `reportingFaults`: the step
//   records the trap instead of the process crashing. `layoutAttributesForElements(in:)`
//   then answers nil, so a snap that asked for its own attributes returns the proposal, and
//   the step is the trap's fault.
// - `isPagingEnabled`: the rule returns the proposal as described, but with paging on the
//   simulator does not ask the layout at all and rests on UIKit's page (A3, A4 in the UIKit
//   model article), which is how UPCarouselFlowLayout #12's carousel stops between items.
// - `sideItemShift` moves the attributes' frame across the axis rather than their centre: the
//   model stores the frame, and a centre set to itself plus 0 could move the origin by a
//   rounding error; in exact arithmetic the two are the same.
// - `sideItemScale`, `sideItemAlpha` and `sideItemShift` keep the library's defaults (0.6,
//   0.6, 0); the spacing mode is `fixed(spacing: 40)`, or `overlap(visibleOffset:)` with the
//   option `visibleOffset`.
// - In UIKit the `sectionInset` and `minimumLineSpacing` that `prepare()` sets invalidate the
//   layout once more; the model's flow properties only refresh the geometry. The next
//   `prepare()` would find the same (size, direction) pair and do nothing, so no rest differs.
import Foundation
import SnapModel

/// UPCarouselFlowLayout's rule: the item whose centre is nearest the proposal's centre, among
/// the items on screen at release, centred, with side items shrunk and faded.
package final class UPCarouselLayout: UICollectionViewFlowLayout {
  /// The library's `UPCarouselFlowLayoutSpacingMode`: how far apart `prepare()` puts items.
  package enum SpacingMode: Equatable, Sendable {
    /// A fixed gap between the scaled-down side items.
    case fixed(spacing: CGFloat)
    /// Side items overlapping the centred one, `visibleOffset` of them showing.
    case overlap(visibleOffset: CGFloat)
  }

  /// `sideItemScale`: the scale of an item a whole step D from the centre.
  package let sideItemScale: CGFloat = 0.6
  /// `sideItemAlpha`: the alpha of an item a whole step D from the centre.
  package let sideItemAlpha: CGFloat = 0.6
  /// `sideItemShift`: how far across the axis an item a whole step from the centre moves.
  package let sideItemShift: CGFloat = 0
  /// `spacingMode`, `fixed(spacing: 40)` by default.
  package let spacingMode: SpacingMode
  /// The (bounds size, scroll direction) pair `prepare()` last set the insets and spacing for.
  private var preparedFor = (size: CGSize.zero, direction: UICollectionView.ScrollDirection.horizontal)

  /// A carousel with the given spacing mode.
  package init(spacingMode: SpacingMode = .fixed(spacing: 40)) {
    self.spacingMode = spacingMode
    super.init()
  }

  /// UIKit's archive initializer: the port is made in code, never decoded.
  package required init?(coder: NSCoder) { nil }

  /// `prepare()`: for a new (size, direction) pair, `.fast`, insets that centre `itemSize`
  /// on both axes, and the line spacing of the spacing mode.
  package override func prepare() {
    super.prepare()
    guard let view = collectionView else { return }
    let size = view.bounds.size
    guard size != preparedFor.size || scrollDirection != preparedFor.direction else { return }
    view.decelerationRate = .fast
    let acrossHeight = (size.height - itemSize.height) / 2
    let acrossWidth = (size.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: acrossHeight, left: acrossWidth, bottom: acrossHeight, right: acrossWidth)
    let length = scrollDirection.main(itemSize)
    let scaledOffset = (length - length * sideItemScale) / 2
    switch spacingMode {
    case .fixed(let spacing):
      minimumLineSpacing = spacing - scaledOffset
    case .overlap(let visibleOffset):
      minimumLineSpacing = scrollDirection.leading(sectionInset) - (visibleOffset + scaledOffset)
    }
    preparedFor = (size, scrollDirection)
  }

  /// Always true: every scroll re-derives the transforms.
  package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The flow attributes in `rect`, each scaled, faded and stacked by its distance from the
  /// view's centre, up to one step D = item length + line spacing.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    return reportingFaults(nil) { () throws(SimulatedFault) -> [UICollectionViewLayoutAttributes]? in
      for item in attributes { try transform(item) }
      return attributes
    }
  }

  /// Applies the side-item effect to one item's attributes.
  ///
  /// - Throws: the trap of `Int(10·alpha)` when alpha is NaN (D = 0).
  private func transform(_ attributes: UICollectionViewLayoutAttributes) throws(SimulatedFault) {
    guard let view = collectionView else { return }
    let axis = scrollDirection
    let step = axis.main(itemSize) + minimumLineSpacing
    let offCentre = abs(axis.main(view.frame.size) / 2 - (axis.main(attributes.center) - axis.main(view.contentOffset)))
    let distance = min(offCentre, step)
    let ratio = (step - distance) / step
    let scale = sideItemScale + ratio * (1 - sideItemScale)
    let alpha = sideItemAlpha + ratio * (1 - sideItemAlpha)
    attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
    attributes.alpha = alpha
    attributes.zIndex = try SwiftRuntime.int(alpha * 10)
    let shift = (1 - ratio) * sideItemShift
    attributes.frame.origin = axis.point(
      main: axis.main(attributes.frame.origin), cross: axis.cross(attributes.frame.origin) + shift)
  }

  /// The snap rule: the candidate on screen whose centre is nearest `q + V/2`, centred and
  /// floored to whole points; the proposal with paging on or when the attributes are nil.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let view = collectionView, !view.isPagingEnabled,
      let candidates = layoutAttributesForElements(in: view.bounds)
    else { return proposedContentOffset }
    let axis = scrollDirection
    let halfView = axis.main(view.bounds.size) / 2
    let proposedCentre = axis.main(proposedContentOffset) + halfView
    let nearest = candidates.min {
      abs(axis.main($0.center) - proposedCentre) < abs(axis.main($1.center) - proposedCentre)
    } ?? UICollectionViewLayoutAttributes()
    let target = (axis.main(nearest.center) - halfView).rounded(.down)
    return axis.replacingMain(of: proposedContentOffset, with: target)
  }

  /// `up-carousel` in the registry.
  /// The options `up-carousel` takes.
  package enum Options {
    /// The spacing mode `overlap(visibleOffset:)` with this offset, instead of `fixed(spacing: 40)`.
    package static let visibleOffset = AlgorithmOption<Double?>(
      "visibleOffset", "the spacing mode overlap(visibleOffset:) with this offset, instead of fixed(spacing: 40)",
      default: nil, .real)
  }

  static let algorithm = Algorithm(
    id: "up-carousel",
    origin: "zoo: zepojo/UPCarouselFlowLayout 1.1.2 (b1a3631)",
    summary: "centres the on-screen item nearest the proposal's centre, floored to whole points, unclamped; shrinks and fades side items",
    options: [Options.visibleOffset.declaration],
    host: .wide,
    contract: { _ in SnapContract(alignment: .center, pageCap: nil, keepsState: false, hasTransforms: true) },
    make: { _, options in
      let mode = options[Options.visibleOffset].map { UPCarouselLayout.SpacingMode.overlap(visibleOffset: $0) } ?? .fixed(spacing: 40)
      return LayoutUnderTest(layout: UPCarouselLayout(spacingMode: mode))
    })
}
