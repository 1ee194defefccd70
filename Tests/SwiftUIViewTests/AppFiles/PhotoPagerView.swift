import SwiftUI

struct PhotoPagerView: View {
    let photoNames: [String]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(photoNames, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .scaledToFill()
                        .padding(sizeClass == .compact ? 8 : 24)
                        .containerRelativeFrame(.horizontal)
                        .clipped()
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.never)
        .ignoresSafeArea()
    }
}
