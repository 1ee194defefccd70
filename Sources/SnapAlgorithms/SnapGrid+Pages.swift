import Foundation
import SnapModel

extension SnapGrid {
  /// The most pages a `.pages` grid counts, so listing them stays cheap: with more (a view
  /// length under 1/65536 of the range, which only hostile sizes reach) the grid keeps the
  /// first pages and the last, `upper`, and drops those between.
  static let mostPages = 1 << 16

  /// The pages of `range` for a view `viewSize` large along `axis` (A3 in the UIKit model
  /// article, S3 for SwiftUI's `.paging`): as a geometry whose lines are the pages, one view
  /// length `P` long (or `pageLength`, when a contract declares it), so a `.pages` grid
  /// answers every query as an item grid does. Line `k` is the page `lower + k·P`, and the
  /// last line is `upper` (`PagingRule`'s pages).
  static func pageGeometry(axis: Axis, viewSize: CGSize, range: OffsetRange, scale: CGFloat, pageLength: CGFloat?) -> FlowGeometry {
    let rule = PagingRule(range: range, viewLength: pageLength ?? axis.main(viewSize))
    let pages = rule.lastIndex < CGFloat(mostPages) ? Int(rule.lastIndex) + 1 : mostPages
    return FlowGeometry(
      axis: axis, itemSize: axis.size(main: rule.pageLength, cross: axis.cross(viewSize)),
      sections: [FlowGeometry.SectionInput(itemCount: pages, lineSpacing: 0, interitemSpacing: .greatestFiniteMagnitude, inset: .zero)],
      defaultLineSpacing: 0, viewSize: viewSize, adjustedInset: .zero, scale: scale)
  }
}
