import Foundation
import SnapModel
import Testing

@Suite("The flow layout's rect queries hand out fresh attributes, within the work bound")
struct FlowLayoutAttributesTests {
  /// Ten 100×100 items, spacing 10, in a 375×150 view: one item per column, item i at
  /// x = 110·i, y = (150 − 100) / 2 = 25.
  private func tenItems() -> Simulator {
    baseSimulator { $0.itemCount = 10; $0.itemWidth = 100; $0.itemHeight = 100 }
  }

  /// Items 0 and 1: x 0…100 and 110…210.
  private let firstTwo = CGRect(x: 0, y: 0, width: 150, height: 300)

  @Test("Attributes nobody holds any more come back as fresh ones: the next answer has identity transforms, alpha 1, z 0, shown")
  func droppedAnswerComesBackFresh() throws {
    let layout = tenItems().layout
    for attributes in try #require(layout.layoutAttributesForElements(in: firstTwo)) {
      attributes.transform = CGAffineTransformMakeScale(0.5, 0.5)
      attributes.transform3D = CATransform3DScale(CATransform3DIdentity, 1, 0.5, 1)
      attributes.alpha = 0.25
      attributes.zIndex = 7
      attributes.isHidden = true
      attributes.frame.origin.x += 1000
    }
    // Items 2 and 3 now: x 220…320 and 330…430.
    let next = try #require(layout.layoutAttributesForElements(in: CGRect(x: 215, y: 0, width: 120, height: 300)))
    #expect(next.map(\.indexPath) == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    #expect(next.map(\.frame) == [CGRect(x: 220, y: 25, width: 100, height: 100), CGRect(x: 330, y: 25, width: 100, height: 100)])
    for attributes in next {
      #expect(attributes.transform == .identity)
      #expect(attributes.transform3D == CATransform3DIdentity)
      #expect(attributes.alpha == 1)
      #expect(attributes.zIndex == 0)
      #expect(!attributes.isHidden)
      #expect(attributes.representedElementCategory == .cell)
    }
  }

  @Test("Attributes code keeps, or an answer it keeps, are never handed out again")
  func keptAttributesStayTheirs() throws {
    let layout = tenItems().layout
    let kept = try #require(layout.layoutAttributesForElements(in: firstTwo))
    kept[0].alpha = 0.25
    let one = try #require(layout.layoutAttributesForElements(in: firstTwo)?[1])
    one.zIndex = 3
    let next = try #require(layout.layoutAttributesForElements(in: firstTwo))
    #expect(next.count == 2)
    #expect(!next.contains { $0 === kept[0] || $0 === kept[1] || $0 === one })
    #expect(kept.map(\.alpha) == [0.25, 1])
    #expect(kept.map(\.frame.origin.x) == [0, 110])
    #expect(one.zIndex == 3)
    #expect(next.map(\.alpha) == [1, 1])
    #expect(next.map(\.zIndex) == [0, 0])
  }

  @Test("Attributes past a shorter answer come back fresh in a longer one, unless code keeps them")
  func leftoverAttributesComeBackFreshUnlessKept() throws {
    let layout = tenItems().layout
    // Items 0 to 3: x 0…100, 110…210, 220…320, 330…430; item 4 starts at 440.
    let firstFour = CGRect(x: 0, y: 0, width: 370, height: 300)
    var long = try #require(layout.layoutAttributesForElements(in: firstFour))
    let kept = long[2]
    kept.alpha = 0.25
    long[3].zIndex = 5
    long[3].transform = CGAffineTransformMakeScale(0.5, 0.5)
    long = []
    // Item 0 alone (x 0…100): items 1 to 3 of the long answer are left over.
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 50, height: 300))?.count == 1)
    let again = try #require(layout.layoutAttributesForElements(in: firstFour))
    #expect(again.map(\.indexPath.item) == [0, 1, 2, 3])
    #expect(again.map(\.frame.origin.x) == [0, 110, 220, 330])
    #expect(!again.contains { $0 === kept })
    #expect(again.map(\.zIndex) == [0, 0, 0, 0])
    #expect(again.map(\.alpha) == [1, 1, 1, 1])
    #expect(again.allSatisfy { $0.transform == .identity })
    #expect(kept.alpha == 0.25)
    #expect(kept.indexPath.item == 2)
  }

  @Test("A query of more elements than the work bound has left answers empty and puts the view over it; one of exactly what is left answers in full")
  func queryPastWhatIsLeft() throws {
    let simulator = tenItems()
    let view = simulator.collectionView
    let layout = simulator.layout
    // Three elements left.
    #expect(view.charge(UICollectionView.elementBudget - view.elementsHandedOut - 3))
    // Items 0…4 (x 0…540): five, two more than are left.
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 500, height: 300))?.isEmpty == true)
    #expect(view.isOverElementBudget)

    let fresh = tenItems()
    #expect(fresh.collectionView.charge(UICollectionView.elementBudget - fresh.collectionView.elementsHandedOut - 3))
    // Items 0…2 (x 0…320): exactly the three left.
    let three = try #require(fresh.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 300)))
    #expect(three.map(\.indexPath.item) == [0, 1, 2])
    #expect(!fresh.collectionView.isOverElementBudget)
  }
}
