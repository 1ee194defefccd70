import SwiftUI

struct Story: Identifiable {
    let id: String
    let author: String
}

struct StoryStripView: View {
    let stories: [Story]
    @State private var currentStory: Story.ID?

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(stories) { story in
                        StoryCard(story: story)
                    }
                }
                .scrollTargetLayout()
            }
            .safeAreaPadding(.horizontal, 20)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollPosition(id: $currentStory)
            .scrollIndicators(.hidden)

            if let currentStory {
                Text("Now showing \(currentStory)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct StoryCard: View {
    let story: Story

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
            Label(story.author, systemImage: "person.circle")
                .padding(12)
        }
        .frame(width: 280, height: 420)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}
