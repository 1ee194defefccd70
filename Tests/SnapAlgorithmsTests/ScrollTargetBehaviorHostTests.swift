import Foundation
import SnapAlgorithms
import SnapModel
import SnapSwiftUI
import Testing

/// A behaviour that records every call and moves the target to the next of `moves` (nil
/// leaves it), with the anchor `anchor`.
private final class RecordingBehavior: ScrollTargetBehavior, @unchecked Sendable {
  /// One call: the target it was given and the context.
  struct Call {
    var target: ScrollTarget
    var context: ScrollTargetBehaviorContext
  }
  var calls: [Call] = []
  var moves: [CGFloat?]
  var anchor: UnitPoint?

  init(moves: [CGFloat?] = [], anchor: UnitPoint? = nil) {
    self.moves = moves
    self.anchor = anchor
  }

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    calls.append(Call(target: target, context: context))
    if !moves.isEmpty, let move = moves.removeFirst() {
      if context.axes.contains(.horizontal) { target.rect.origin.x = move } else { target.rect.origin.y = move }
    }
    if let anchor { target.anchor = anchor }
  }
}

/// The recording behaviour as an algorithm on the SwiftUI host.
private func recorder(_ behavior: RecordingBehavior) -> Algorithm {
  Algorithm(
    id: "recorder", origin: "test", summary: "records", host: .swiftUI,
    contract: { _ in SnapContract(alignment: .leading, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { configuration, _ in
      let host = ScrollTargetBehaviorHost(behavior: behavior, configuration: configuration)
      return LayoutUnderTest(layout: host, delegate: host)
    })
}

/// Ten 300×150 children, spacing 10, margins 20 left and right, in a 375×150 `ScrollView` at
/// @3x with a landscape phone's safe area of 44 on the left: container 331×150, content
/// 20 + 3000 + 90 + 20 = 3130, offsets 0…2799, child i's leading edge at 20 + 310·i.
private func cards(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> LayoutConfiguration {
  var c = LayoutConfiguration.swiftUI
  c.itemCount = 10
  c.itemWidth = 300
  c.itemHeight = 150
  c.lineSpacing = 10
  c.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
  c.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
  change(&c)
  return c
}

@Suite("The SwiftUI host: updateTarget after a drag and after a resize, its context, the rest")
struct ScrollTargetBehaviorHostTests {
  @Test("After a drag the behaviour gets the natural target and the context of the gesture; the view rests at the rounded, clamped origin")
  func afterDrag() throws {
    let behavior = RecordingBehavior(moves: [500.4])
    let trace = Scenario(Case(configuration: cards(), events: [.drag(distance: 100, velocity: 1.5)]), algorithm: recorder(behavior)).run()
    let step = try #require(trace.steps.first)
    // Release 100; proposal 100 − (1.5 − 0.01)/ln 0.998 = 844.2548 → @3x 844.3333.
    #expect(step.release == 100)
    #expect(step.proposed == 2533.0 / 3)
    let call = try #require(behavior.calls.first)
    #expect(call.target.rect == CGRect(x: 2533.0 / 3, y: 0, width: 331, height: 150))
    #expect(call.target.anchor == nil)
    #expect(call.context.originalTarget.rect == CGRect(x: 0, y: 0, width: 331, height: 150))
    #expect(call.context.velocity == CGVector(dx: 1500, dy: 0))  // S2: 1.5 pt/ms is 1500 pt/s
    #expect(call.context.containerSize == CGSize(width: 331, height: 150))  // 375 − 44
    #expect(call.context.contentSize == CGSize(width: 3130, height: 150))
    #expect(call.context.axes == .horizontal)
    #expect(call.context.horizontalSizeClass == .compact)  // 375 < 744
    // 500.4 rounds at @3x to 1501/3.
    #expect(step.target == 500.4)
    #expect(step.rest == 1501.0 / 3)
  }

  @Test("The rest is clamped to 0…max(0, content − container), and originalTarget is where the drag began, off the grid as it is")
  func range() throws {
    let behavior = RecordingBehavior(moves: [5000, -80])
    let events: [Event] = [.scroll(offset: 140), .drag(distance: 0, velocity: 0), .drag(distance: 0, velocity: 0)]
    let trace = Scenario(Case(configuration: cards(), events: events), algorithm: recorder(behavior)).run()
    #expect(trace.steps.map(\.rest) == [140, 2799, 0])
    #expect(behavior.calls.map(\.context.originalTarget.rect.minX) == [140, 2799])
    #expect(behavior.calls.map(\.context.velocity) == [.zero, .zero])
  }

  @Test("After a resize the behaviour gets the target keeping the leading child, clamped to the new range, with no velocity")
  func afterResize() throws {
    let behavior = RecordingBehavior(moves: [nil, 2300])
    // At the end, 2799: the leading child is 8 (2500…2800, its trailing edge beyond 2799),
    // 299 before the container's edge. At 667 wide the container is 623 and the range 0…2507:
    // 2500 + 299 = 2799 clamps to 2507.
    let events: [Event] = [.scroll(offset: 2799), .resize(width: 667, height: 150), .resize(width: 375, height: 150)]
    let trace = Scenario(Case(configuration: cards(), events: events), algorithm: recorder(behavior)).run()
    let first = try #require(behavior.calls.first)
    #expect(first.target.rect == CGRect(x: 2507, y: 0, width: 623, height: 150))
    #expect(first.context.originalTarget.rect == first.target.rect)
    #expect(first.context.velocity == .zero)
    #expect(first.context.containerSize == CGSize(width: 623, height: 150))
    #expect(first.context.horizontalSizeClass == .compact)  // 667 < 744
    #expect(trace.steps[1].rest == 2507)
    // Back at 375 the behaviour moves the target to 2300: child 8 (2500…2800) led at 2507,
    // 7 before the edge, so the natural target is 2507 and the rest the behaviour's 2300.
    #expect(behavior.calls[1].target.rect.minX == 2507)
    #expect(trace.steps[2].rest == 2300)
  }

  @Test("Children sized relative to the scroll view follow a resize: the size for the scroll view's new size, not the container's")
  func relativeChildrenFollowResize() throws {
    let behavior = RecordingBehavior()
    // The app's children: 300 wide in a 375 scroll view, 560 in a 667 one. A 623-wide entry
    // (the 667 view's container, less the 44 safe area) must not be read: children are sized
    // for the scroll view. At the end, 2799, child 8 leads 299 before the container's edge.
    // At 667: content 20 + 10·560 + 9·10 + 20 = 5730, container 623, range 0…5107; child 8
    // at 20 + 8·570 = 4580, so the kept target is 4580 + 299 = 4879.
    let configuration = cards { c in
      c.itemSizesForViewSizes = [
        .init(view: CGSize(width: 375, height: 150), item: CGSize(width: 300, height: 150)),
        .init(view: CGSize(width: 667, height: 150), item: CGSize(width: 560, height: 150)),
        .init(view: CGSize(width: 623, height: 150), item: CGSize(width: 100, height: 150)),
      ]
    }
    let events: [Event] = [.scroll(offset: 2799), .resize(width: 667, height: 150)]
    let trace = Scenario(Case(configuration: configuration, events: events), algorithm: recorder(behavior)).run()
    let call = try #require(behavior.calls.first)
    #expect(call.context.contentSize == CGSize(width: 5730, height: 150))
    #expect(call.target.rect == CGRect(x: 4879, y: 0, width: 623, height: 150))
    #expect(trace.steps[1].rest == 4879)
  }

  @Test("A vertical ScrollView: the velocity is dy, the axes vertical, the container the bounds less the notch and home indicator")
  func vertical() throws {
    let behavior = RecordingBehavior()
    let c = cards {
      $0.scrollDirection = .vertical
      ($0.itemWidth, $0.itemHeight) = (375, 120)
      ($0.viewWidth, $0.viewHeight) = (375, 667)
      $0.sectionInset = .zero
      $0.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    }
    let trace = Scenario(Case(configuration: c, events: [.drag(distance: -30, velocity: -2)]), algorithm: recorder(behavior)).run()
    let call = try #require(behavior.calls.first)
    #expect(call.context.velocity == CGVector(dx: 0, dy: -2000))
    #expect(call.context.axes == .vertical)
    #expect(call.context.containerSize == CGSize(width: 375, height: 574))  // 667 − 59 − 34
    #expect(call.context.contentSize == CGSize(width: 375, height: 1290))  // 10·120 + 9·10
    // Past the top edge the drag rubber-bands (S1); the target is clamped to 0.
    #expect(try #require(trace.steps[0].release) < 0)
    #expect(trace.steps[0].rest == 0)
  }

  @Test("A target with an anchor is not modelled: the scenario ends unsupported: anchor")
  func anchor() {
    let behavior = RecordingBehavior(anchor: .center)
    let events: [Event] = [.drag(distance: 100, velocity: 0), .drag(distance: 100, velocity: 0)]
    let trace = Scenario(Case(configuration: cards(), events: events), algorithm: recorder(behavior)).run()
    // The drag whose target carried the anchor is the unsupported one, and it ends the scenario.
    #expect(trace.steps.count == 1)
    #expect(trace.steps[0].outcome == .unsupported("anchor"))
    #expect(trace.steps[0].rest == nil)
    #expect(behavior.calls.count == 1)
  }
}

@Suite("The SwiftUI host's size class (S4): Apple's table, a landscape phone by its safe area")
struct HostSizeClassTests {
  /// The horizontal size class the host's behaviour sees after a drag in a `width`-wide
  /// scroll view in `safeArea`.
  func sizeClass(width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets) throws -> UserInterfaceSizeClass? {
    let behavior = RecordingBehavior()
    let configuration = cards { c in
      (c.viewWidth, c.viewHeight, c.itemHeight) = (width, height, 100)
      c.safeAreaInsets = safeArea
    }
    _ = Scenario(Case(configuration: configuration, events: [.drag(distance: 100, velocity: 1.5)]), algorithm: recorder(behavior)).run()
    return try #require(behavior.calls.first).context.environment.horizontalSizeClass
  }

  @Test("A landscape 844 × 390 phone is compact in width (narrower than 896 pt beside its notch); an iPad, 820 or 1180 wide, regular")
  func landscapePhoneAndIPad() throws {
    let landscapeNotch = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    #expect(try sizeClass(width: 844, height: 390, safeArea: landscapeNotch) == .compact)
    // A 932-pt Pro Max is as wide as the regular landscape phones.
    #expect(try sizeClass(width: 932, height: 430, safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)) == .regular)
    #expect(try sizeClass(width: 820, height: 1180, safeArea: .zero) == .regular)
    #expect(try sizeClass(width: 1180, height: 820, safeArea: .zero) == .regular)
    #expect(try sizeClass(width: 390, height: 844, safeArea: .zero) == .compact)
  }
}
