// Port of seed 003: RowStyleLayout (Swift), from the SwiftScrollBanner article.
//
// The seed is Swift already; the port changes only what would crash the test process:
// `NSInteger(x)` becomes `try SwiftRuntime.int(x)` and `abs(_:)` on an `Int` becomes
// `try SwiftRuntime.abs(_:)`, which throw the runtime's trap message instead of trapping, and
// `self.collectionView!` becomes `try SwiftRuntime.unwrap(collectionView)`. The method's body
// runs inside `reportingFaults`, which hands such a trap to the simulator as the step's fault
// and keeps UIKit's signature. Everything else is the seed's, in the seed's order.
import Foundation
import SnapModel

/// Seed 003's paging layout: seed 000's algorithm in Swift, with Swift's trapping conversions.
package final class RowStyleLayout: UICollectionViewFlowLayout {
  /// `lastOffset: CGPoint!`, set to `.zero` in `init()`.
  @exclusivity(unchecked) private var lastOffset: CGPoint!

  /// `override init()`.
  package override init() {
    super.init()
    lastOffset = CGPoint.zero
  }

  /// `required init?(coder:)`, which UIKit demands beside `init()`; the seed shows none and
  /// SnapCheck never decodes layouts.
  package required init?(coder: NSCoder) { nil }

  /// `prepare()`: sets `.fast`.
  package override func prepare() {
    super.prepare()
    self.collectionView?.decelerationRate = .fast
  }

  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  package override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    reportingFaults(proposedContentOffset) { () throws(SimulatedFault) -> CGPoint in
      let pageSpace = self.stepSpace()
      let offsetMax: CGFloat = try SwiftRuntime.unwrap(self.collectionView).contentSize.width
        - (pageSpace + self.sectionInset.right + self.minimumLineSpacing)
      let offsetMin: CGFloat = 0
      if lastOffset.x < offsetMin {
        lastOffset.x = offsetMin
      } else if lastOffset.x > offsetMax {
        lastOffset.x = offsetMax
      }
      let offsetForCurrentPointX: CGFloat = abs(proposedContentOffset.x - lastOffset.x)
      let velocityX = velocity.x
      let direction: Bool = (proposedContentOffset.x - lastOffset.x) > 0
      var newProposedContentOffset: CGPoint = CGPoint.zero
      if (offsetForCurrentPointX > pageSpace / 8.0) && (lastOffset.x >= offsetMin) && (lastOffset.x <= offsetMax) {
        var pageFactor: Int = 0
        if velocityX != 0 {
          pageFactor = try SwiftRuntime.abs(SwiftRuntime.int(velocityX))  // abs(NSInteger(velocityX))
        } else {
          pageFactor = try SwiftRuntime.abs(SwiftRuntime.int(offsetForCurrentPointX / pageSpace))
        }
        pageFactor = pageFactor < 1 ? 1 : (pageFactor < 3 ? 1 : 2)
        let pageOffsetX: CGFloat = pageSpace * CGFloat(pageFactor)
        newProposedContentOffset = CGPoint(
          x: lastOffset.x + (direction ? pageOffsetX : -pageOffsetX), y: proposedContentOffset.y)
      } else {
        newProposedContentOffset = CGPoint(x: lastOffset.x, y: lastOffset.y)
      }
      lastOffset.x = newProposedContentOffset.x
      return newProposedContentOffset
    }
  }

  /// `stepSpace()`: `itemSize.width + minimumLineSpacing`.
  package func stepSpace() -> CGFloat {
    return self.itemSize.width + self.minimumLineSpacing
  }

  /// `swift-port` in the registry.
  static let algorithm = Algorithm(
    id: "swift-port",
    origin: "seed 003, RowStyleLayout (Swift)",
    summary: "seed 000's algorithm in Swift: the same pages, but Int(velocity) traps where Objective-C saturates",
    twin: Algorithm.Twin(id: "last-offset"),
    contract: { _ in SnapContract(alignment: .leading, pageCap: 2, keepsState: true, hasTransforms: false) },
    make: { _, _ in
      LayoutUnderTest(layout: RowStyleLayout())
    })
}
