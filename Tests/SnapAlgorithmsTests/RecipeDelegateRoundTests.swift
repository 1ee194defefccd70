import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `recipe-delegate-round`, worked out by hand from the recipe's description on ten 300×150 items with
/// spacing 10 in a 375×150 view at @3x: P = 310, content 3090, maxX 2715.
@Suite("recipe-delegate-round: the rounded-pointee delegate recipe, case by case")
struct RecipeDelegateRoundTests {
  private func banner(_ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    simulator("recipe-delegate-round") {
      $0.itemCount = 10; $0.itemWidth = 300; $0.itemHeight = 150
      change(&$0)
    }
  }

  @Test("k = round(pointee/P) rounds halves away from zero, on both sides of 0")
  func roundsHalvesAway() throws {
    // 155/310 = 0.5 → 1 → 310; 154/310 = 0.497 → 0; −155/310 = −0.5 → −1 → −310.
    #expect(try written(banner(), pointee: 155, velocity: 0) == 310)
    #expect(try written(banner(), pointee: 154, velocity: 0) == 0)
    #expect(try written(banner(), pointee: -155, velocity: 0) == -310)
  }

  @Test("The velocity is ignored")
  func ignoresVelocity() throws {
    // round(100/310 = 0.32) = 0, however fast the flick.
    #expect(try written(banner(), pointee: 100, velocity: 5) == 0)
    #expect(try written(banner(), pointee: 100, velocity: -5) == 0)
  }

  @Test("The target is not clamped: past maxX it is written as is, and the view clamps it")
  func noClamp() throws {
    let s = banner()
    _ = s.apply(.scroll(offset: 2715), index: 0)
    // Pointee 2715: round(8.76) = 9 → 2790 > maxX 2715; the view rests at 2715.
    let step = try #require(s.apply(.drag(distance: 0, velocity: 0), index: 1))
    #expect(step.target == 2790)
    #expect(step.rest == 2715)
  }

  @Test("The rate is left alone: at .normal a flick proposes about 499.5·v ahead")
  func rateLeftAlone() throws {
    let s = banner()
    #expect(s.collectionView.decelerationRate == .normal)
    // Release 10; 10 + 0.99/0.002002 = 504.51 → @3x 504.67; round(504.67/310 = 1.63) = 2 → 620.
    let step = try #require(s.apply(.drag(distance: 10, velocity: 1), index: 0))
    #expect(step.proposed == 504.6666666666667)
    #expect(step.rest == 620)
  }

  @Test("A content inset puts the grid off the leading positions")
  func contentInsetIgnored() throws {
    let s = banner { $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) }
    // Start −20 (item 0's position); release 180: round(180/310 = 0.58) = 1 → 310, while
    // item 1's leading position is 310 − 20 = 290.
    let step = try #require(s.apply(.drag(distance: 200, velocity: 0), index: 0))
    #expect(step.start == -20)
    #expect(step.rest == 310)
  }

  @Test("Vertical rounds along y with P = itemSize.height + lineSpacing")
  func vertical() throws {
    let s = banner { $0.scrollDirection = .vertical; $0.viewWidth = 150; $0.viewHeight = 375; $0.itemWidth = 150; $0.itemHeight = 300 }
    // P = 300 + 10 = 310 along y: 155 → 310; a slow drag of 200 → round(0.65) = 1 → 310.
    #expect(try written(s, pointee: 155, velocity: 0, axis: .vertical) == 310)
    #expect(s.apply(.drag(distance: 200, velocity: 0), index: 0)?.rest == 310)
  }
}
