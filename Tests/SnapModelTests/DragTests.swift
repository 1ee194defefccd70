import Foundation
import SnapModel
import Testing

@Suite("Drags, rubber-banding and momentum, worked out by hand from TheUIKitModel")
struct DragTests {
  /// Two 500-wide items (one per column): content 1010, maxX 635 in a 375-wide view.
  private func wideItems(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    baseSimulator {
      $0.itemCount = 2; $0.itemWidth = 500; $0.itemHeight = 100
      change(&$0)
    }
  }

  @Test("Inside the range the offset follows the finger and the base layout rests at the proposal")
  func followsFinger() throws {
    let step = try #require(wideItems().apply(.drag(distance: 120.1, velocity: 0), index: 0))
    // roundPx(120.1) at @3x: 360.3 → 360 → 120.
    #expect(step.release == 120)
    #expect(step.proposed == 120)
    #expect(step.target == 120)
    #expect(step.rest == 120)
    #expect(step.outcome == .ok)
  }

  @Test("Past the trailing edge the release rubber-bands: 635 + (1 − 1/(65·0.55/375 + 1))·375")
  func rubberBandTrailing() throws {
    let simulator = wideItems()
    _ = simulator.apply(.scroll(offset: 600), index: 0)
    let step = try #require(simulator.apply(.drag(distance: 100, velocity: 0), index: 1))
    // 667.6384662203286 → ·3 = 2002.9… → 2003/3.
    #expect(step.release == 667.6666666666666)
    // The proposal is clamped back into the range; the view rests at maxX.
    #expect(step.proposed == 635)
    #expect(step.rest == 635)
  }

  @Test("Past the leading edge the release rubber-bands below zero")
  func rubberBandLeading() throws {
    let step = try #require(wideItems().apply(.drag(distance: -100, velocity: 0), index: 0))
    // −(1 − 1/(100·0.55/375 + 1))·375 = −47.965… → −143.9 → −144 → −48.
    #expect(step.release == -48)
    #expect(step.proposed == 0)
    #expect(step.rest == 0)
  }

  @Test("Without bounces the release is clamp(roundPx(raw)): ends off the pixel grid are never left (TheUIKitModel)")
  func noBounceClampsAfterRounding() throws {
    // Content insets of 0.25 put the range at [−10.25, 1010 + 0.25 − 375 = 635.25] at @2x.
    let simulator = wideItems {
      $0.bounces = false; $0.screenScale = 2
      $0.contentInset = UIEdgeInsets(top: 0, left: 10.25, bottom: 0, right: 0.25)
    }
    let leading = try #require(simulator.apply(.drag(distance: -0.25, velocity: 0), index: 0))
    // raw −10.5 → roundPx −10.5 → clamp −10.25 (rounding after the clamp gave −10.5).
    #expect(leading.start == -10.25)
    #expect(leading.release == -10.25)
    #expect(leading.rest == -10.25)
    let scroll = try #require(simulator.apply(.scroll(offset: 700), index: 1))
    #expect(scroll.rest == 635.25)
    let trailing = try #require(simulator.apply(.drag(distance: 0.25, velocity: 0), index: 2))
    // raw 635.5 → roundPx 635.5 → clamp 635.25 (rounding after the clamp gave 635.5).
    #expect(trailing.release == 635.25)
    #expect(trailing.rest == 635.25)
  }

  @Test("A view that cannot scroll, without bounce, never begins the drag")
  func nonScrollableNoBounce() throws {
    let step = try #require(baseSimulator { $0.itemCount = 1; $0.itemWidth = 100 }
      .apply(.drag(distance: 50, velocity: 3), index: 0))
    #expect(step.start == 0)
    #expect(step.release == 0)
    #expect(step.velocity == 0)
    #expect(step.proposed == nil)
    #expect(step.target == nil)
    #expect(step.rest == 0)
  }

  @Test("A view that cannot scroll but bounces rubber-bands and drops the velocity")
  func nonScrollableBounces() throws {
    let simulator = baseSimulator { $0.itemCount = 1; $0.itemWidth = 100; $0.alwaysBounceHorizontal = true }
    let step = try #require(simulator.apply(.drag(distance: 50, velocity: 3), index: 0))
    // (1 − 1/(50·0.55/375 + 1))·375 = 25.62… → 76.86 → 77 → 25.666…
    #expect(step.release == 25.666666666666668)
    #expect(step.velocity == 0)
    #expect(step.proposed == 0)
    #expect(step.rest == 0)
  }

  @Test("Below 0.25 points/ms there is no momentum; at 0.25 there is")
  func momentumFloor() throws {
    let slow = try #require(wideItems().apply(.drag(distance: 100, velocity: 0.2499), index: 0))
    #expect(slow.velocity == 0)
    #expect(slow.proposed == 100)
    let floor = try #require(wideItems().apply(.drag(distance: 100, velocity: 0.25), index: 0))
    #expect(floor.velocity == 0.25)
    // 100 − 0.24/ln(0.998) = 219.879… → 659.6 → 660 → 220.
    #expect(floor.proposed == 220)
  }

  @Test("The projection uses ln(rate): +494.5 per point/ms at .normal, rounded and clamped")
  func projectionNormal() throws {
    let simulator = baseSimulator { $0.itemCount = 10; $0.itemWidth = 300; $0.itemHeight = 100 }
    let step = try #require(simulator.apply(.drag(distance: 100, velocity: 1), index: 0))
    // 100 − 0.99/ln(0.998) = 594.5048… → 1783.5 → 1784 → 594.666…
    #expect(step.proposed == 594.6666666666666)
  }

  @Test("A negative velocity projects backwards at .fast, @2x")
  func projectionNegativeFast() throws {
    let simulator = baseSimulator {
      $0.itemCount = 10; $0.itemWidth = 300; $0.itemHeight = 100; $0.decelerationRate = 0.99; $0.screenScale = 2
    }
    _ = simulator.apply(.scroll(offset: 600), index: 0)
    let step = try #require(simulator.apply(.drag(distance: -100, velocity: -2), index: 1))
    // 500 − (−2 + 0.01)/ln(0.99) = 301.99666… → 603.99 → 604 → 302.
    #expect(step.proposed == 302)
    #expect(step.rest == 302)
  }

  @Test("Deceleration rates are quantised to 0.99 below 0.994 and 0.998 otherwise")
  func rateQuantisation() {
    #expect(UIScrollView.DecelerationRate(rawValue: 0.9939).rawValue == 0.99)
    #expect(UIScrollView.DecelerationRate(rawValue: 0.994).rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate(rawValue: 0.5).rawValue == 0.99)
    #expect(UIScrollView.DecelerationRate(rawValue: .nan).rawValue == 0.998)
    #expect(Double(UIScrollView.DecelerationRate.fast.naturalLogarithm) == Foundation.log(Double(0.99)))
    #expect(Double(UIScrollView.DecelerationRate.normal.naturalLogarithm) == Foundation.log(Double(0.998)))
  }

  @Test("An infinite velocity projects to the far edge; a NaN one stays NaN into the layout")
  func nonFiniteVelocity() throws {
    let infinite = try #require(wideItems().apply(.drag(distance: 10, velocity: .infinity), index: 0))
    #expect(infinite.proposed == 635)
    let nan = try #require(wideItems().apply(.drag(distance: 10, velocity: .nan), index: 0))
    #expect(nan.velocity?.isNaN == true)
    #expect(nan.proposed?.isNaN == true)
    #expect(nan.outcome == .fault(.nonFiniteTarget(.nan)))
    #expect(nan.rest == nil)
  }

  @Test("scroll, resize and reload clamp the offset; a fault stops the scenario")
  func otherEvents() throws {
    let simulator = wideItems()
    let trace = simulator.run([
      .scroll(offset: 1000.1), .resize(width: 800, height: 150), .reload(itemCount: 1),
      .drag(distance: 0, velocity: .nan), .scroll(offset: 10),
    ])
    // 1000.1 clamps to 635; at width 800 maxX = 1010 − 800 = 210; one item: 500 < 800, maxX 0.
    #expect(trace.steps.map(\.rest) == [635, 210, 0, 0, 0])
    // The view cannot scroll now, so the NaN drag never begins; the scroll is applied.
    #expect(trace.steps.count == 5)
    let faulting = wideItems().run([.drag(distance: 0, velocity: .nan), .scroll(offset: 10)])
    #expect(faulting.steps.count == 1)
    #expect(faulting.fault == .nonFiniteTarget(.nan))
  }
}
