import Foundation
import SnapModel
import SnapSwiftUI

extension EdgeCases {
  /// The named edge cases of SwiftUI carousels as apps write them (the SwiftUI views article):
  /// each is a view with a mistake real carousel files make, read as SnapCheck reads a checked
  /// view (its targets, spacing and margins, S6) in a phone-sized scroll view. They are in the
  /// goldens of SwiftUI's built-ins only, after the corpus (the other goldens keep theirs).
  package static let swiftUIViews: [CorpusEntry] = [
    view(
      "view-cards-not-dividing-container",
      "Three cards a screen at @2x: containerRelativeFrame(count: 3, spacing: 10) of 375 less the 16-pt margins makes 107.67-pt cards, off the pixel grid.",
      CardsNotDividingContainer(), scale: 2, [drag(120), drag(200, 1.5), drag(-90, -1)]),
    view(
      "view-margin-as-padding",
      "The margin given as the cards' padding(.horizontal, 16), not contentMargins: each card is 375 + 32 = 407 long, so pages of 375 drift off the cards.",
      MarginAsPadding(), [drag(200), drag(250, 1), drag(250, 1), drag(-100, -1)]),
    view(
      "view-target-layout-on-outer-stack",
      ".scrollTargetLayout() on the stack around a 120-pt header and the cards' stack: the targets are the header and the whole 1540-pt stack of five 300-pt cards.",
      TargetLayoutOnOuterStack(), [drag(100), drag(400, 1), drag(-300, -1)]),
    view(
      "view-landscape-safe-area",
      "Full-width cards with 24-pt margins on a landscape phone (852×393, 59 each side, 21 below): the container is 852 − 118 − 48 = 686.",
      FullWidthCards(), size: CGSize(width: 852, height: 393), safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      [drag(300), drag(400, 2), drag(-200, -1)]),
    view(
      "view-no-scroll-target-layout",
      "S5: 300-pt cards 10 apart with no .scrollTargetLayout(): .viewAligned has nothing to align to, so a drag rests where momentum leaves it (130, not a card's edge); .paging still pages.",
      NoScrollTargetLayout(), [drag(130), drag(400, 2), drag(-200, -1)]),
  ]

  /// The entry `view` makes in a scroll view of `size` with `safeArea` at `scale`: the view
  /// read as a checked view is, then `events`.
  private static func view<V: View>(
    _ name: String, _ summary: String, _ view: V, size: CGSize = CGSize(width: 375, height: 150),
    safeArea: UIEdgeInsets = .zero, scale: CGFloat = 3, _ events: [Event]
  ) -> CorpusEntry {
    var c = LayoutConfiguration.swiftUI
    (c.viewWidth, c.viewHeight) = (size.width, size.height)
    c.safeAreaInsets = safeArea
    c.screenScale = scale
    var environment = EnvironmentValues()
    environment.displayScale = scale
    guard case .success(let reading) = CarouselReading.read(view, size: size, safeArea: safeArea, environment: environment) else {
      preconditionFailure("the edge case \(name) is a view SnapCheck reads")
    }
    return CorpusEntry(name: name, summary: summary, configuration: reading.laidOut(c), events: events)
  }
}

/// Seven cards, three to a container of 343 (375 less 2 × 16): each (343 − 2 × 10) / 3 wide.
private struct CardsNotDividingContainer: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<7) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 16, for: .scrollContent)
  }
}

/// Five full-width cards whose margin is padding on each card.
private struct MarginAsPadding: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<5) { _ in Color.blue.containerRelativeFrame(.horizontal).padding(.horizontal, 16) }
      }
      .scrollTargetLayout()
    }
  }
}

/// A header and five cards, the layout modifier on the stack holding both.
private struct TargetLayoutOnOuterStack: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.gray.frame(width: 120)
        LazyHStack(spacing: 10) { ForEach(0..<5) { _ in Color.blue.frame(width: 300) } }
      }
      .scrollTargetLayout()
    }
  }
}

/// Six full-width cards, 12 apart, with 24-point margins.
private struct FullWidthCards: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 12) {
        ForEach(0..<6) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 1, spacing: 12) }
      }
      .scrollTargetLayout()
    }
    .contentMargins(.horizontal, 24, for: .scrollContent)
  }
}

/// Six 300-point cards, 10 apart, and no `.scrollTargetLayout()` (S5).
private struct NoScrollTargetLayout: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) { ForEach(0..<6) { _ in Color.blue.frame(width: 300) } }
    }
  }
}
