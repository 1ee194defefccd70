import SnapAlgorithms
@testable import SnapCheck
import SnapModel
import SnapSwiftUI
import Testing

/// What a generated case gives the view reaches its body through `@Environment`, each value
/// from a field of the app's space or its documented default (the SwiftUI views article).
@Suite("The environment a checked view is read in")
struct EnvironmentTests {
  static let view: @Sendable (ViewConfiguration) -> AdaptiveCards = { AdaptiveCards(count: $0.itemCount) }

  /// The cards' width and spacing in a `width`-wide case with `safeArea`, in `space`.
  static func cards(
    _ space: LayoutConfigurations = LayoutConfigurations(), width: CGFloat = 393, safeArea: UIEdgeInsets = .zero
  ) -> (width: CGFloat, spacing: CGFloat) {
    let layout = CheckedLayout("AdaptiveCards", configurations: space, view: view)
    let c = carouselScenario(layout, width: width, safeArea: safeArea, events: []).configuration
    return (c.itemWidth, c.lineSpacing)
  }

  @Test("By default: compact width under 744 pt, regular from it; vertical compact only beside a landscape safe area; .large type")
  func defaults() {
    #expect(Self.cards() == (200, 10))
    #expect(Self.cards(width: 800) == (300, 10))
    #expect(Self.cards(safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 0)) == (200, 4))
  }

  @Test("A landscape phone is compact in width below 896 pt: an 852-pt iPhone 15 Pro (compact, compact), a 932-pt Pro Max (regular, compact)")
  func landscapePhones() {
    let landscape = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    // Compact width: 200-pt cards; compact height: spacing 4.
    #expect(Self.cards(width: 852, safeArea: landscape) == (200, 4))
    #expect(Self.cards(width: 895, safeArea: landscape) == (200, 4))
    // Regular width: 300-pt cards; still compact height.
    #expect(Self.cards(width: 896, safeArea: landscape) == (300, 4))
    #expect(Self.cards(width: 932, safeArea: landscape) == (300, 4))
  }

  @Test("An app fixes each: a regular width, a regular height beside the safe area, an accessibility type size")
  func fixedBySpace() {
    let space = LayoutConfigurations(horizontalSizeClass: .regular, verticalSizeClass: .regular, dynamicTypeSize: .accessibility2)
    // 300 for the regular width, 60 more for an accessibility size; spacing 10 for a regular height.
    #expect(Self.cards(space, safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 0)) == (360, 10))
  }
}

/// Cards sized by the environment, as adaptive apps write them.
struct AdaptiveCards: View {
  let count: Int
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: vertical == .compact ? 4 : 10) {
        ForEach(0..<count, id: \.self) { _ in
          Color.blue.frame(width: (horizontal == .regular ? 300 : 200) + (typeSize.isAccessibilitySize ? 60 : 0))
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
  }
}
