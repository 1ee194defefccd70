import SwiftUI

struct FeaturedCard: Identifiable {
    let id: Int
    let title: String
}

struct FeaturedCardsView: View {
    let cards: [FeaturedCard]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(cards) { card in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.blue.gradient)
                        .overlay(alignment: .bottomLeading) {
                            Text(card.title)
                                .font(.headline)
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .frame(height: 200)
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}
