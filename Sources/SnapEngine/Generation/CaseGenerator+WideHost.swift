import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// Case `index` for an algorithm checked on `host`: what `check` and every other consumer
  /// of a `CaseStream` draws.
  ///
  /// The classic case is drawn as for every algorithm and some of its drags are redrawn as
  /// combinations of boundary values (`drawBoundaryDrags`); an algorithm that declares the wider host
  /// gets, from a second stream of its own (so classic cases never change), 1–4 sections with
  /// empty ones among them, content insets that centre the first item or small ones, a
  /// landscape phone's safe area, `bounces` off now and then, and the vertical axis in about
  /// a third of cases when it declares both axes: the horizontal case transposed. A host that
  /// covers updates gets one or two batch updates among the events (`drawUpdates`).
  ///
  /// An algorithm that declares different sizes gets, in realistic cases and from a third
  /// stream of its own, one size per item in about a quarter of them (`drawItemSizes`).
  ///
  /// An app's space is written in UIKit terms on either axis, so a vertical case is drawn in
  /// the space turned a quarter (`LayoutConfigurations.transposed`) and lands, once turned, on
  /// the sizes and insets the app wrote.
  ///
  /// Every optional feature is drawn only when the case's swarm includes it (`swarm(case:)`).
  ///
  /// - Parameter classic: case `index` of the classic host, when drawn already by a generator
  ///   of the same seed and profile with no app space (`CaseStream.testCase(_:classic:)`):
  ///   this generator's own classic case when it has no space either, so it is not drawn again.
  package func testCase(_ index: Int, host: HostCoverage, classic: Case? = nil) -> Case {
    testCase(index, host: host, swarm: swarm(case: index), classic: classic)
  }

  /// Case `index` for `host` with the features of `swarm` instead of the case's own
  /// (`classic`: the classic case with these features, as in `testCase(_:host:classic:)`).
  package func testCase(_ index: Int, host: HostCoverage, swarm: Swarm, classic: Case? = nil) -> Case {
    if host.framework == .swiftui { return swiftUICase(index, axes: host.axes, swarm: swarm) }
    var testCase = (space == nil ? classic : nil) ?? checkedCase(index, swarm: swarm)
    guard host != .classic else { return testCase }
    var random = wideRandom(case: index)
    let vertical = widen(&testCase, host: host, swarm: swarm, &random)
    if vertical, let space, !space.isAxisNeutral {
      let turned = CaseGenerator(seed: seed, profile: profile, space: space.transposed)
      testCase = turned.checkedCase(index, swarm: swarm)
      random = wideRandom(case: index)
      _ = turned.widen(&testCase, host: host, swarm: swarm, &random)
    }
    if host.isWide, let space {
      var spaceRandom = spaceRandom(case: index, salt: 0x57DE)
      constrainWide(&testCase.configuration, to: vertical ? space.transposed : space, &spaceRandom)
    }
    if host.differentSizes, profile == .realistic, space == nil { drawItemSizes(&testCase.configuration, swarm: swarm, case: index) }
    if vertical { testCase = testCase.transposed }
    if host.isWide, random.chance(swarm.chance(.safeAreas, 0.15)) {
      let side = random.element(of: [44, 47, 59] as [CGFloat])
      testCase.configuration.safeAreaInsets = random.chance(0.5)
        ? UIEdgeInsets(top: 0, left: side, bottom: 21, right: 0) : UIEdgeInsets(top: 0, left: 0, bottom: 21, right: side)
      testCase.configuration.contentInsetAdjustmentBehavior = random.weighted([(6, .automatic), (1, .never), (1, .always)])
    }
    if host.coversUpdates, space?.allows(.update) ?? true, swarm.includes(.updates) { drawUpdates(&testCase, case: index) }
    return testCase
  }

  /// The features case `index` of a `CaseStream` uses, drawn from a stream of their own: every
  /// feature at its base chance in `Swarm.everythingShare` of the cases, else a drawn swarm.
  package func swarm(case index: Int) -> Swarm {
    var random = spaceRandom(case: index, salt: 0x5A2B_0000_0000_0000)
    let drawn = Swarm(&random)
    return random.chance(Swarm.everythingShare) ? .everything : drawn
  }

  /// Classic case `index` with the features of `swarm`, about one in five drawn in a rare
  /// corner of the layout space (`rareCase(_:swarm:)`), with some of its drags redrawn as
  /// combinations of boundary values: what the classic host checks.
  private func checkedCase(_ index: Int, swarm: Swarm) -> Case {
    var testCase = rareCase(index, swarm: swarm) ?? self.testCase(index, swarm: swarm)
    drawBoundaryDrags(&testCase, swarm: swarm, case: index)
    return testCase
  }

  /// Draws the wider host's sections, insets and `bounces` onto `testCase` (when `host` is
  /// wide) and then whether the case scrolls vertically, from `random`.
  private func widen(_ testCase: inout Case, host: HostCoverage, swarm: Swarm, _ random: inout Xoshiro256StarStar) -> Bool {
    if host.isWide { widen(&testCase.configuration, swarm: swarm, &random) }
    return host.axes == [.vertical] || (host.axes.contains(.vertical) && random.chance(1.0 / 3))
  }

  /// The second stream of case `index`, for the wider host's draws.
  private func wideRandom(case index: Int) -> Xoshiro256StarStar {
    var mixer = SplitMix64(seed: seed ^ 0x0057_1DE0_57AB_CDEF)
    let base = mixer.next()
    var caseMixer = SplitMix64(seed: base &+ UInt64(bitPattern: Int64(index)) &* 0xD1B5_4A32_D192_ED03)
    return Xoshiro256StarStar(seed: caseMixer.next() ^ (profile == .hostile ? 0x5A5A_5A5A_5A5A_5A5A : 0))
  }

  /// In about a quarter of cases, one size per item drawn onto a horizontal configuration
  /// (`itemSizes`, which excludes `itemWidth`/`itemHeight`, so those go back to their
  /// defaults): widths from half to twice the drawn width, heights the drawn height or
  /// smaller, so columns hold one item or several of different heights.
  private func drawItemSizes(_ c: inout LayoutConfiguration, swarm: Swarm, case index: Int) {
    var random = spaceRandom(case: index, salt: 0x512E5)
    guard random.chance(swarm.chance(.itemSizes, 0.25)), c.itemCount > 0, c.itemWidth.isFinite, c.itemHeight.isFinite, c.itemWidth >= 0, c.itemHeight >= 0 else { return }
    let (width, height) = (c.itemWidth, c.itemHeight)
    let sizes = (0..<c.itemCount).map { _ in
      CGSize(
        width: (width * random.element(of: [0.5, 0.75, 1, 1.25, 1.5, 2] as [CGFloat])).rounded(),
        height: (height * random.element(of: [1, 1, 0.5, 0.3] as [CGFloat])).rounded())
    }
    (c.itemWidth, c.itemHeight) = (LayoutConfiguration().itemWidth, LayoutConfiguration().itemHeight)
    c.itemSizes = sizes
  }

  /// Sections, content insets and `bounces` drawn onto a horizontal configuration.
  private func widen(_ c: inout LayoutConfiguration, swarm: Swarm, _ random: inout Xoshiro256StarStar) {
    if random.chance(swarm.chance(.sections, 0.35)) {
      let total = Swift.max(0, c.itemCount)
      let count = random.int(in: 2...4)
      let cuts = [0] + (1..<count).map { _ in random.int(in: 0...total) }.sorted() + [total]
      var sections = (0..<count).map { cuts[$0 + 1] - cuts[$0] }
      if random.chance(0.4) { sections[random.int(in: 0...(count - 1))] = 0 }
      c.sections = sections
    }
    if random.chance(swarm.chance(.contentInsets, 0.3)) {
      let centring = Swift.max(0, (c.viewWidth - c.itemWidth) / 2)
      let small = random.element(of: [8, 16, 20] as [CGFloat])
      c.contentInset = random.weighted([
        (2, UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring)),
        (2, UIEdgeInsets(top: 0, left: small, bottom: 0, right: small)),
        (1, UIEdgeInsets(top: small, left: small, bottom: small, right: small)),
      ])
    }
    if random.chance(0.1) { c.bounces = false }
  }
}
