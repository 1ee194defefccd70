import SwiftUI

struct ShelfItem: Identifiable, Hashable {
    let id: Int
    let color: Color
}

struct UnalignedShelfView: View {
    let items: [ShelfItem]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Recently viewed")
                .font(.title2)
                .bold()
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 10) {
                    ForEach(items) { item in
                        item.color
                            .frame(width: 300, height: 180)
                            .clipShape(.rect(cornerRadius: 12))
                            .shadow(radius: 4)
                    }
                }
                .padding(.horizontal, 16)
            }
            .scrollTargetBehavior(.viewAligned)
        }
    }
}
