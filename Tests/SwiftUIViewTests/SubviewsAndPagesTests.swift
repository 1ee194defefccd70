import SnapAlgorithms
@testable import SnapCheck
import SnapModel
import SnapSwiftUI
import Testing

/// What the second round of the survey added, read as the SwiftUI views article says:
/// `ForEach(subviews:)` (iOS 18) is read, a page-style `TabView` compiles but is not read.
@Suite("Subviews and page-style TabViews")
struct SubviewsAndPagesTests {
  @Test("ForEach(subviews:) makes each view of the content a target, read where the ForEach is")
  func subviewsAreTargets() throws {
    let read = try reading(SubviewCarousel { Color.yellow; Color.orange; Color.red }, width: 400).get()
    // contentMargins(16) on every edge: the container is 400 − 2·16 = 368 (S6), each
    // subview as wide as it, the default spacing 8 between them.
    #expect(read.targets.map(\.length) == [368, 368, 368])
    #expect(read.spacing == 8)
    #expect(read.margins.leading == 16 && read.margins.trailing == 16)
  }

  @Test("A page-style TabView compiles, but a view paging only with one has no ScrollView to check")
  func tabViewIsNotRead() {
    let pages = TabView { ForEach(0..<3) { Color.blue.tag($0) } }.tabViewStyle(.page(indexDisplayMode: .never))
    let read = reading(pages).map { _ in true }
    #expect(read == .failure(CarouselReading.Unreadable(reason: "no ScrollView with one axis in the view")))
  }
}

/// A carousel of whatever views its content holds, as iOS 18 apps write one.
private struct SubviewCarousel<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(subviews: content) { subview in subview.containerRelativeFrame(.horizontal) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .contentMargins(16)
  }
}
