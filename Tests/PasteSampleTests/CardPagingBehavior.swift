#if canImport(SwiftUI)
import SwiftUI
#else
import SnapCheck
#endif

/// Pages a horizontal carousel of fixed-width cards, one card per page,
/// and makes sure a quick flick always moves at least one card in the flick direction.
struct CardPagingBehavior: ScrollTargetBehavior {
    var cardWidth: CGFloat
    var spacing: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let pageWidth = cardWidth + spacing
        guard pageWidth > 0 else { return }

        let maxOffset = max(0, context.contentSize.width - context.containerSize.width)
        let proposedPage = target.rect.minX / pageWidth

        var page: CGFloat
        if context.velocity.dx > 0.5 {
            page = proposedPage.rounded(.up)
        } else if context.velocity.dx < -0.5 {
            page = proposedPage.rounded(.down)
        } else {
            page = proposedPage.rounded()
        }

        let lastPage = (maxOffset / pageWidth).rounded(.up)
        page = min(max(page, 0), lastPage)
        target.rect.origin.x = min(page * pageWidth, maxOffset)
    }
}
