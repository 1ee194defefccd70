import Foundation
import SnapModel
import SnapSwiftUI
import Testing

/// Two targets of `card` in a horizontal scroll view with `.scrollTargetLayout()`.
private struct Strip<Card: View>: View {
  var margins: CGFloat = 0
  @ViewBuilder var card: () -> Card
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack { ForEach(0..<2) { _ in card() } }.scrollTargetLayout()
    }
    .contentMargins(.horizontal, margins)
  }
}

/// Each length rule of the SwiftUI views article, worked out by hand in a 400-point-wide view.
@Suite("Target lengths along the scroll axis")
struct LengthRuleTests {
  @Test("frame(width:) gives the length")
  func fixedFrame() {
    #expect(targetLengths(Strip { Color.red.frame(width: 120, height: 80) }) == .success([120, 120]))
  }

  @Test("containerRelativeFrame(axis) is the container less the content margins (S6)")
  func plainContainerRelativeFrame() {
    // 400 − 2·20.
    #expect(targetLengths(Strip(margins: 20) { Color.red.containerRelativeFrame(.horizontal) }) == .success([360, 360]))
  }

  @Test("containerRelativeFrame(axis, count:span:spacing:) takes span columns and the gaps between them")
  func countedContainerRelativeFrame() {
    // ((400 − 20·2) / 3) · 2 + 20·1 = 120·2 + 20.
    let view = Strip { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 20) }
    #expect(targetLengths(view) == .success([260, 260]))
  }

  @Test("containerRelativeFrame's closure is called with the container and the axis")
  func closureContainerRelativeFrame() {
    let view = Strip(margins: 50) {
      Color.red.containerRelativeFrame(.horizontal) { length, axis in axis == .horizontal ? length * 0.5 : 0 }
    }
    // (400 − 100) · 0.5.
    #expect(targetLengths(view) == .success([150, 150]))
  }

  @Test("containerRelativeFrame along the other axis leaves the scroll axis to the content")
  func crossAxisContainerRelativeFrame() {
    let view = Strip { Color.red.frame(width: 90).containerRelativeFrame(.vertical) }
    #expect(targetLengths(view) == .success([90, 90]))
  }

  @Test("padding outside the frame adds its leading and trailing amounts; inside it, the frame wins")
  func paddingAroundAndInside() {
    #expect(targetLengths(Strip { Color.red.frame(width: 100).padding(.horizontal, 10) }) == .success([120, 120]))
    #expect(targetLengths(Strip { Color.red.padding(10).frame(width: 100) }) == .success([100, 100]))
    // padding() with no amount is 16 on each side.
    #expect(targetLengths(Strip { Color.red.frame(width: 100).padding() }) == .success([132, 132]))
  }

  @Test("frame(minWidth:idealWidth:maxWidth:) gives its ideal, else its minimum")
  func flexibleFrame() {
    #expect(targetLengths(Strip { Color.red.frame(minWidth: 80, idealWidth: 150, maxWidth: 300) }) == .success([150, 150]))
    #expect(targetLengths(Strip { Color.red.frame(minWidth: 90, maxWidth: .infinity) }) == .success([90, 90]))
  }

  @Test("A flexible or content-sized target ends the scenario with the view's type and index")
  func unsupportedLengths() {
    #expect(targetLengths(Strip { Color.red.frame(maxWidth: .infinity) })
      == .failure(.init(reason: "Color at target 0 has no fixed length along the scroll axis")))
    #expect(targetLengths(Strip { Text("Hello") })
      == .failure(.init(reason: "Text at target 0 has no fixed length along the scroll axis")))
  }

  @Test("A target of the app's own view is named by its type; a stack along the axis sums its children")
  func appViewTarget() {
    #expect(targetLengths(Strip { Badge(width: nil) })
      == .failure(.init(reason: "Badge at target 0 has no fixed length along the scroll axis")))
    // An HStack of 40 and 60 with the default spacing 8: 108.
    #expect(targetLengths(Strip { Badge(width: 60) }) == .success([108, 108]))
  }

  @Test("A vertical scroll view reads heights")
  func verticalAxis() throws {
    let feed = ScrollView {
      LazyVStack(spacing: 4) { ForEach(0..<3) { _ in Color.red.frame(width: 50, height: 70) } }.scrollTargetLayout()
    }
    let read = try reading(feed).get()
    #expect(read.axis == .vertical)
    #expect(read.targets.map(\.length) == [70, 70, 70])
    #expect(read.spacing == 4)
  }

  @Test("The stack's spacing nil is 8")
  func defaultSpacing() throws {
    #expect(try reading(Strip { Color.red.frame(width: 10) }).get().spacing == 8)
  }
}

/// An app's view: an icon of 40 beside a label of `width` (none: the label's text).
private struct Badge: View {
  let width: CGFloat?
  var body: some View {
    HStack {
      Circle().frame(width: 40, height: 40)
      if let width {
        Color.gray.frame(width: width)
      } else {
        Text("label")
      }
    }
  }
}
