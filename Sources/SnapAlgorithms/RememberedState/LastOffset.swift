// Port of seed 000: LBMiddleExpandLayout (Objective-C), by liubo, 2023.
//
// Line by line from the article's .m file, the seed's names in comments. Objective-C
// semantics are kept: `NSInteger pageFactor = ABS(x)` truncates a double with arm64's
// saturation (`ObjectiveC.integer`), `ABS()` on a CGFloat stays a double, and a message to a
// nil `collectionView` returns zero.
//
// Transcription damage: the article lost its line breaks, so each `//` comment appears to
// swallow the code after it (`//基本尺寸/邊距設置self.sectionInsets = insets;…`). Read by
// evident intent, which the Swift twin in seed 003 confirms: the comments end at the line
// break the article lost, and the code after them runs.
//
// Deviations: none in `targetContentOffset`. `initWithSectionInset:…` takes the layout's
// own `sectionInset` property value (the demo passes UIEdgeInsetsZero and returns its real
// inset, 10 on the left, from the delegate, which the geometry uses via
// `delegateSectionInset`).
import Foundation
import SnapModel

/// Seed 000's banner layout: pages by `itemWidth + lineSpacing` from the last target it
/// returned, one page, or two for a velocity of 3 points/ms or a drag of three pages.
package final class LBMiddleExpandLayout: UICollectionViewFlowLayout {
  /// `scrollAnimation`: whether items get the cosine y-scale.
  @exclusivity(unchecked) package var scrollAnimation = false
  /// `lastOffset`: the offset the previous call returned.
  @exclusivity(unchecked) package var lastOffset = CGPoint.zero
  /// `_sectionInsets`.
  private let sectionInsets: UIEdgeInsets
  /// `_miniLineSpace`.
  private let miniLineSpace: CGFloat
  /// `_miniInterItemSpace`.
  private let miniInterItemSpace: CGFloat
  /// `_eachItemSize`.
  private let eachItemSize: CGSize

  /// `initWithSectionInset:andMiniLineSapce:andMiniInterItemSpace:andItemSize:`.
  package init(sectionInset insets: UIEdgeInsets, miniLineSpace: CGFloat, miniInterItemSpace: CGFloat, itemSize: CGSize) {
    sectionInsets = insets
    self.miniLineSpace = miniLineSpace
    self.miniInterItemSpace = miniInterItemSpace
    eachItemSize = itemSize
    super.init()
    lastOffset = .zero
  }

  /// `initWithCoder:`, which UIKit demands beside the seed's initializer; the seed shows none
  /// and SnapCheck never decodes layouts.
  package required init?(coder: NSCoder) { nil }

  /// `prepareLayout`: copies the stored sizes into the flow properties and sets `.fast`.
  package override func prepare() {
    super.prepare()
    scrollDirection = .horizontal
    sectionInset = sectionInsets
    minimumLineSpacing = miniLineSpace
    minimumInteritemSpacing = miniInterItemSpace
    itemSize = eachItemSize
    collectionView?.decelerationRate = .fast
  }

  /// `targetContentOffsetForProposedContentOffset:withScrollingVelocity:`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    var proposedContentOffset = proposedContentOffset
    let pageSpace = stepSpace()  // CGFloat pageSpace = [self stepSpace];
    // CGFloat offsetMax = self.collectionView.contentSize.width - (pageSpace + self.sectionInset.right + self.miniLineSpace);
    let offsetMax = (collectionView?.contentSize.width ?? 0) - (pageSpace + sectionInset.right + miniLineSpace)
    let offsetMin: CGFloat = 0
    if lastOffset.x < offsetMin {
      lastOffset.x = offsetMin
    } else if lastOffset.x > offsetMax {
      lastOffset.x = offsetMax
    }
    let offsetForCurrentPointX = abs(proposedContentOffset.x - lastOffset.x)  // ABS(): stays a double
    let velocityX = velocity.x
    let direction = (proposedContentOffset.x - lastOffset.x) > 0
    if offsetForCurrentPointX > pageSpace / 8.0 && lastOffset.x >= offsetMin && lastOffset.x <= offsetMax {
      var pageFactor = 0  // NSInteger pageFactor = 0;
      if velocityX != 0 {
        pageFactor = ObjectiveC.integer(abs(velocityX))  // pageFactor = ABS(velocityX);
      } else {
        pageFactor = ObjectiveC.integer(abs(offsetForCurrentPointX / pageSpace))  // ABS(offsetForCurrentPointX/pageSpace)
      }
      pageFactor = pageFactor < 1 ? 1 : (pageFactor < 3 ? 1 : 2)
      let pageOffsetX = pageSpace * CGFloat(pageFactor)
      proposedContentOffset = CGPoint(
        x: lastOffset.x + (direction ? pageOffsetX : -pageOffsetX), y: proposedContentOffset.y)
    } else {
      proposedContentOffset = CGPoint(x: lastOffset.x, y: lastOffset.y)
    }
    lastOffset.x = proposedContentOffset.x
    return proposedContentOffset
  }

  /// `stepSpace`: `eachItemSize.width + miniLineSpace`.
  func stepSpace() -> CGFloat {
    eachItemSize.width + miniLineSpace
  }

  /// `shouldInvalidateLayoutForBoundsChange:` → YES.
  package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// `layoutAttributesForElementsInRect:`: copies of the flow attributes, with the cosine
  /// y-scale `|cos(distance/W · π/4)|` when `scrollAnimation` is on.
  package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let arr = getCopyOfAttributes(super.layoutAttributesForElements(in: rect) ?? [])
    if scrollAnimation {
      let width = collectionView?.bounds.size.width ?? 0
      let centerX = (collectionView?.contentOffset.x ?? 0) + width / 2.0
      for attributes in arr {
        let distance = abs(attributes.center.x - centerX)  // fabs
        let apartScale = distance / width
        let scale = abs(cos(apartScale * Double.pi / 4))  // fabs(cos(apartScale * M_PI/4))
        var plane3D = CATransform3DIdentity
        plane3D = CATransform3DScale(plane3D, 1, scale, 1)
        attributes.transform3D = plane3D
      }
    }
    return arr
  }

  /// `getCopyOfAttributes:`.
  private func getCopyOfAttributes(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
    attributes.map { $0.copied() }  // [attribute copy], typed
  }

  /// `last-offset` in the registry.
  /// The options `last-offset` takes.
  package enum Options {
    /// Seed 000's cosine y-scale in `layoutAttributesForElements(in:)`.
    package static let scrollAnimation = AlgorithmOption<Bool>(
      "scrollAnimation", "seed 000's cosine y-scale in layoutAttributesForElements(in:)", default: false, .flag)
  }

  static let algorithm = Algorithm(
    id: "last-offset",
    origin: "seed 000, LBMiddleExpandLayout (Objective-C)",
    summary: "remembers the last target and pages by itemWidth + lineSpacing from it, 1 or 2 pages",
    options: [Options.scrollAnimation.declaration],
    twin: Algorithm.Twin(id: "swift-port"),
    contract: { options in
      SnapContract(alignment: .leading, pageCap: 2, keepsState: true, hasTransforms: options[Options.scrollAnimation])
    },
    make: { configuration, options in
      let layout = LBMiddleExpandLayout(
        sectionInset: configuration.sectionInset, miniLineSpace: configuration.lineSpacing,
        miniInterItemSpace: configuration.interitemSpacing,
        itemSize: CGSize(width: configuration.itemWidth, height: configuration.itemHeight))
      layout.scrollAnimation = options[Options.scrollAnimation]
      return LayoutUnderTest(layout: layout)
    })
}
