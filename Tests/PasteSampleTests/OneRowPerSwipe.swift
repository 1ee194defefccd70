#if canImport(SwiftUI)
import SwiftUI
#else
import SnapCheck
#endif

/// Snaps a vertical feed of fixed-height rows to a row's top edge (the last position being
/// the bottom of the content), never against the swipe, and lets one swipe move at most one
/// row from the row it began on.
struct OneRowPerSwipe: ScrollTargetBehavior {
    var rowHeight: CGFloat
    var spacing: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pitch = rowHeight + spacing
        guard pitch > 0, context.axes.contains(.vertical) else { return }
        let maxOffset = max(0, context.contentSize.height - context.containerSize.height)
        let lastRow = (maxOffset / pitch).rounded(.up)

        func offset(ofRow row: CGFloat) -> CGFloat {
            min(min(max(row, 0), lastRow) * pitch, maxOffset)
        }
        func nearestRow(to y: CGFloat) -> CGFloat {
            let below = min(max((y / pitch).rounded(.down), 0), lastRow)
            let above = min(below + 1, lastRow)
            return offset(ofRow: above) - y < y - offset(ofRow: below) ? above : below
        }

        let startRow = nearestRow(to: context.originalTarget.rect.minY)
        let y = target.rect.minY
        var row = nearestRow(to: y)
        if context.velocity.dy > 0, offset(ofRow: row) < y { row += 1 }
        if context.velocity.dy < 0, offset(ofRow: row) > y { row -= 1 }
        row = min(max(row, startRow - 1), startRow + 1)
        target.rect.origin.y = offset(ofRow: row)
    }
}
