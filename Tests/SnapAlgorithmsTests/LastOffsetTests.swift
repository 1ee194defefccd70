import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `last-offset` (seed 000), every branch of `targetContentOffset` worked out by hand on the
/// seed's demo (see `seed000Demo`).
@Suite("last-offset: seed 000's LBMiddleExpandLayout, branch by branch")
struct LastOffsetTests {
  private func layout(_ simulator: Simulator) -> LBMiddleExpandLayout {
    simulator.layout as! LBMiddleExpandLayout
  }

  @Test("prepare() sets .fast, so the eval example projects with ln 0.99")
  func prepareSetsFast() {
    #expect(seed000Demo("last-offset").collectionView.decelerationRate == .fast)
  }

  @Test("A move of exactly pageSpace/8 stays; one ε more pages, in both directions")
  func eighthPageThreshold() throws {
    let s = seed000Demo("last-offset")
    // |33.125 − 0| > 33.125 is false: else-branch, the last offset 0.
    #expect(try target(s, proposed: 33.125, velocity: 0) == 0)
    // 33.126 > 33.125, no velocity: pageFactor = (NSInteger)(33.126/265) = 0 → 1 page.
    #expect(try target(s, proposed: 33.126, velocity: 0) == 265)
    // From 265 backwards: 265 − 231.875 = 33.125 stays; 231.874 pages back to 0.
    #expect(try target(s, proposed: 231.875, velocity: 0) == 265)
    #expect(try target(s, proposed: 231.874, velocity: 0) == 0)
  }

  @Test("Velocity 2.999 truncates to 2 and pages once; 3.0 pages twice")
  func velocityPageFactor() throws {
    let once = seed000Demo("last-offset")
    #expect(try target(once, proposed: 500, velocity: 2.999) == 265)
    let twice = seed000Demo("last-offset")
    #expect(try target(twice, proposed: 500, velocity: 3.0) == 530)
    // Backwards at −3.5 from 530: ABS → 3 → 2 pages back.
    #expect(try target(twice, proposed: 100, velocity: -3.5) == 0)
  }

  @Test("Without velocity the drag distance decides: 3 pages' distance → 2 pages")
  func dragDistanceBranch() throws {
    // 794.9/265 = 2.99… → 2 → 1 page.
    #expect(try target(seed000Demo("last-offset"), proposed: 794.9, velocity: 0) == 265)
    // 795/265 = 3 exactly → 2 pages.
    #expect(try target(seed000Demo("last-offset"), proposed: 795, velocity: 0) == 530)
  }

  @Test("The memory is clamped to offsetMax = 2365 and to 0 before it is used")
  func memoryClamp() throws {
    let high = seed000Demo("last-offset")
    layout(high).lastOffset.x = 5000
    // Clamped to 2365; |2365 − 2365| = 0: else-branch returns the clamped memory.
    #expect(try target(high, proposed: 2365, velocity: 0) == 2365)
    layout(high).lastOffset.x = 5000
    // Clamped to 2365; 365 away → (NSInteger)(365/265) = 1 → 1 page back.
    #expect(try target(high, proposed: 2000, velocity: 0) == 2100)
    let low = seed000Demo("last-offset")
    layout(low).lastOffset.x = -50
    #expect(try target(low, proposed: 0, velocity: 0) == 0)
  }

  @Test("When offsetMax < 0 the memory clamps below zero and the target leaves the range")
  func negativeOffsetMax() throws {
    let s = simulator("last-offset") {
      $0.itemCount = 1; $0.itemWidth = 250; $0.itemHeight = 150; $0.lineSpacing = 15
      $0.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    }
    // content 260; offsetMax = 260 − 280 = −20; 0 > −20 → memory −20; −20 ≥ 0 fails: else.
    #expect(try target(s, proposed: 0, velocity: 0) == -20)
  }

  @Test("Objective-C saturates a NaN velocity to 0 (1 page) and an infinite one to Int.max (2 pages)")
  func nonFiniteVelocitySaturates() throws {
    #expect(try target(seed000Demo("last-offset"), proposed: 300, velocity: .nan) == 265)
    #expect(try target(seed000Demo("last-offset"), proposed: 300, velocity: .infinity) == 530)
    #expect(try target(seed000Demo("last-offset"), proposed: 300, velocity: 1e19) == 530)
  }

  @Test("The eval example: drag 120 at 1.5 proposes 268.333… and rests one page on, at 265")
  func evalExample() throws {
    let s = simulator("last-offset") {
      $0.itemCount = 10; $0.itemWidth = 250; $0.itemHeight = 150; $0.lineSpacing = 15; $0.interitemSpacing = 15
      $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    }
    let step = try #require(s.apply(.drag(distance: 120, velocity: 1.5), index: 0))
    #expect(step.proposed == 268.3333333333333)
    #expect(step.target == 265)
    #expect(step.rest == 265)
  }

  @Test("scrollAnimation scales y by |cos(distance/W · π/4)| and leaves x alone")
  func scrollAnimationScale() throws {
    let s = seed000Demo("last-offset")
    layout(s).scrollAnimation = true
    let attributes = try #require(s.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 800, height: 150)))
    #expect(attributes.map(\.indexPath.item) == [0, 1, 2])
    // Centres 135, 400, 665 against the view centre 187.5.
    let expected: [CGFloat] = [0.9939609554551797, 0.9025852843498606, 0.5402403204776551]
    for (attribute, scale) in zip(attributes, expected) {
      #expect(abs(attribute.transform3D.m22 - scale) < 1e-15)
      #expect(attribute.transform3D.m11 == 1)
    }
    layout(s).scrollAnimation = false
    #expect(s.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 800, height: 150))?.first?.transform3D
      == CATransform3DIdentity)
  }
}
