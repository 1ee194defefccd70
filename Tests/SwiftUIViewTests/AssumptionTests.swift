import SnapAlgorithms
@testable import SnapCheck
import SnapEngine
import SnapModel
import SnapSwiftUI
import Testing

/// S5–S7 of the SwiftUI views article, and the margins and generated inputs around them,
/// worked out by hand.
@Suite("SwiftUI view assumptions S5–S7")
struct AssumptionTests {
  @Test("S6: the container is the view less the safe area, safeAreaPadding and contentMargins on the axis; the margins are content")
  func containerAndMargins() throws {
    let view = ScrollView(.horizontal) {
      LazyHStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal) } }
        .scrollTargetLayout()
        .padding(.leading, 5)
    }
    .contentMargins(.horizontal, 16, for: .scrollContent)
    .contentMargins(.horizontal, 99, for: .scrollIndicators)
    .safeAreaPadding(.horizontal, 10)
    let read = try reading(view, width: 400, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 0)).get()
    // 400 − 44 − 2·10 − 2·16; the indicators' margins move nothing.
    #expect(read.containerLength == 304)
    #expect(read.targets.map(\.length) == [304, 304, 304])
    // Leading: 16 + 10 + the stack's padding 5; trailing 16 + 10.
    #expect(read.margins.leading == 31)
    #expect(read.margins.trailing == 26)
  }

  @Test("Views beside the target stack add their lengths and the enclosing stack's spacing")
  func siblingsOfTheTargetStack() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 6) {
        Color.blue.frame(width: 50)
        LazyHStack { ForEach(0..<2) { _ in Color.red.frame(width: 100) } }.scrollTargetLayout()
        Color.blue.frame(width: 30)
      }
    }
    let read = try reading(view).get()
    #expect(read.margins.leading == 56)
    #expect(read.margins.trailing == 36)
  }

  @Test("S5: with no .scrollTargetLayout(), .viewAligned keeps the natural target; the stack still lays the items out")
  func viewAlignedWithoutTargetLayout() throws {
    let layout = CheckedLayout("NoLayout") { configuration in
      ScrollView(.horizontal) {
        LazyHStack(spacing: 10) { ForEach(0..<configuration.itemCount, id: \.self) { _ in Color.red.frame(width: 200) } }
      }
      .scrollTargetBehavior(.viewAligned)
    }
    #expect(layout.notes.contains(CarouselReading.noTargetLayout))
    // A slow 130-point drag: the natural target 130, aligned would be 0 or 210.
    #expect(rests(carouselScenario(layout, count: 4, events: [.drag(distance: 130, velocity: 0)])) == [130])
  }

  @Test("A view with a behaviour of its own, or none, needs a contract")
  func contractFromTheBehaviour() {
    let plain = CheckedLayout("Plain") { _ in
      ScrollView(.horizontal) { LazyHStack { Color.red.frame(width: 10) }.scrollTargetLayout() }
    }
    #expect(plain.problem == "Plain: the view installs no scrollTargetBehavior: give a contract (what it promises)")
    let declared = CheckedLayout("Plain", contract: LayoutContract(alignment: .leading, pageCap: .unlimited)) { _ in
      ScrollView(.horizontal) { LazyHStack { Color.red.frame(width: 10) }.scrollTargetLayout() }
    }
    #expect(declared.problem == nil)
  }

  @Test("An unreadable view ends every case at its first step with the reason")
  func unreadableViewEndsUnsupported() {
    let layout = CheckedLayout("Texts", contract: LayoutContract(alignment: .leading)) { configuration in
      ScrollView(.horizontal) {
        LazyHStack { ForEach(0..<configuration.itemCount, id: \.self) { Text("\($0)") } }.scrollTargetLayout()
      }
    }
    let steps = carouselScenario(layout, events: [.drag(distance: 50, velocity: 0)]).run().steps
    #expect(steps.map(\.outcome) == [.unsupported("Text at target 0 has no fixed length along the scroll axis")])
  }

  @Test("S7: a binding that cannot hold the targets' ids is not position-coherent")
  func positionBindingOfTheWrongType() throws {
    let layout = CheckedLayout("MismatchedStrip") { configuration in
      MismatchedStrip(count: configuration.itemCount)
    }
    // Cards 300 wide, 10 apart: a slow 280-point drag rests on card 1 at 310, whose id is "c1";
    // the Int? binding never takes a String.
    let scenario = carouselScenario(layout, events: [.drag(distance: 280, velocity: 0)])
    #expect(rests(scenario) == [310])
    let violation = try #require(Property.positionCoherent.violation(in: scenario))
    #expect(violation.message == "event 0 (drag) rests at 310 on target 1 (id c1), but the scrollPosition binding (Int?) holds nil")
  }

  @Test("Generated cases take the safe areas of the space; [.zero] turns the landscape safe area off")
  func safeAreasOfTheSpace() throws {
    let view: @Sendable (ViewConfiguration) -> FeaturedCardsView = { configuration in
      FeaturedCardsView(cards: (0..<configuration.itemCount).map { FeaturedCard(id: $0, title: "\($0)") })
    }
    let off = CheckedLayout("Off", configurations: LayoutConfigurations(safeAreas: [.zero]), view: view)
    let stream = CaseStream(seed: 7, profile: .realistic, algorithm: off.algorithm)
    #expect((0..<200).allSatisfy { stream.testCase($0).configuration.safeAreaInsets == .zero })
    let notch = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 0)
    let landscape = CheckedLayout("Landscape", configurations: LayoutConfigurations(safeAreas: [notch]), view: view)
    let fixed = CaseStream(seed: 7, profile: .realistic, algorithm: landscape.algorithm)
    #expect((0..<50).allSatisfy { fixed.testCase($0).configuration.safeAreaInsets == notch })
  }

  @Test("Every generated case is laid out as the view builds it, and lies inside the space")
  func generatedCasesFollowTheView() {
    let algorithm = AppFileCarouselTests.featured.algorithm
    let stream = CaseStream(seed: 3, profile: .realistic, algorithm: algorithm)
    var withCards = 0
    for number in 0..<40 {
      let c = stream.testCase(number).configuration
      #expect(algorithm.admits(stream.testCase(number)))
      guard c.itemCount > 0 else { continue }
      withCards += 1
      // S6: each card is the view less the safe area and the 24-point margins.
      #expect(c.itemWidth == c.viewWidth - c.safeAreaInsets.left - c.safeAreaInsets.right - 48)
      #expect(c.lineSpacing == 12)
    }
    #expect(withCards > 20)
  }

  @Test("One formatter names the assumptions a verdict rests on, in order S1 to S7 whatever the set's order, and nothing for none")
  func restsOnFormatter() {
    #expect(SwiftUIAssumptions.restsOn([]) == nil)
    #expect(SwiftUIAssumptions.restsOn([.s7, .s2]) == "rests on S2 (the context's velocity), S7 (the scrollPosition binding)")
    #expect(SwiftUIAssumption.allCases.map(\.rawValue) == ["S1", "S2", "S3", "S4", "S5", "S6", "S7"])
  }
}

/// A strip whose binding's type is not the targets' id type: SwiftUI never writes it.
private struct MismatchedStrip: View {
  let count: Int
  @State private var selected: Int?
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10) {
        ForEach(0..<count, id: \.self) { index in Color.red.frame(width: 300).id("c\(index)") }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .scrollPosition(id: $selected)
  }
}
