import Foundation
import SnapModel
import Testing

/// A full-width, full-height group of one item.
private func pageGroup() -> NSCollectionLayoutGroup {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
  return .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
}

/// The outcome of one drag in a 375×150 view with sections of `sections` items, laid out by `layout`.
private func firstOutcome(_ layout: UICollectionViewLayout, sections: [Int] = [4]) -> Outcome {
  var configuration = LayoutConfiguration()
  configuration.sections = sections
  configuration.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
  return Simulator(configuration: configuration, layout: layout).run([.drag(distance: 100, velocity: 1)]).steps[0].outcome
}

@Suite("Compositional layouts, page controls: compile; an orthogonal section runs")
struct CompositionalLayoutTests {
  @Test("A compositional layout with no orthogonal section ends unsupported; one with such a section runs (A19, A20)")
  func unsupportedOutcome() {
    #expect(firstOutcome(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pageGroup())))
      == .unsupported("UICollectionViewCompositionalLayout"))
    let paging = NSCollectionLayoutSection(group: pageGroup())
    paging.orthogonalScrollingBehavior = .groupPagingCentered
    #expect(firstOutcome(UICollectionViewCompositionalLayout(section: paging)) == .ok)
    #expect(firstOutcome(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      == .unsupported("UICollectionViewCompositionalLayout"))
  }

  @Test("A checked section's attributes nobody holds come back fresh; attributes code keeps are never handed out again")
  func attributesComeBackFreshUnlessKept() throws {
    let paging = NSCollectionLayoutSection(group: pageGroup())
    paging.orthogonalScrollingBehavior = .paging
    var configuration = LayoutConfiguration()
    configuration.sections = [4]
    let layout = Simulator(configuration: configuration, layout: UICollectionViewCompositionalLayout(section: paging)).layout
    let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
    var first = try #require(layout.layoutAttributesForElements(in: everything))
    #expect(first.map(\.indexPath.item) == [0, 1, 2, 3])
    let frames = first.map(\.frame)
    let kept = first[1]
    kept.alpha = 0.25
    for attributes in first {
      attributes.zIndex = 9
      attributes.isHidden = true
    }
    first = []
    let again = try #require(layout.layoutAttributesForElements(in: everything))
    #expect(again.map(\.indexPath.item) == [0, 1, 2, 3])
    #expect(again.map(\.frame) == frames)
    #expect(!again.contains { $0 === kept })
    #expect(again.map(\.zIndex) == [0, 0, 0, 0])
    #expect(again.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    #expect(kept.alpha == 0.25 && kept.zIndex == 9)
  }

  @Test("A section provider is asked for each of the view's sections, in the view's size less its adjusted inset")
  func sectionProvider() {
    var asked: [String] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      let size = environment.container.effectiveContentSize
      asked.append("\(index): \(size.width)×\(size.height)")
      guard index > 0 else { return nil }
      let section = NSCollectionLayoutSection(group: pageGroup())
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    // Section 0 has no section from the provider; section 1 scrolls on its own and is the
    // checked one: the provider is asked once for each, in order, as the layout is prepared.
    #expect(firstOutcome(layout, sections: [4]) == .unsupported("UICollectionViewCompositionalLayout"))
    asked = []
    // The view is 375×150 with insets of 20 and 30 at the sides: the container is 325 wide.
    #expect(firstOutcome(layout, sections: [4, 2]) == .ok)
    #expect(asked == ["0: 325.0×150.0", "1: 325.0×150.0"])
  }

  @Test("Groups repeat their subitem; dimensions and spacings keep what they were made with")
  func buildingBlocks() {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, repeatingSubitem: item, count: 3)
    group.interItemSpacing = .flexible(8)
    #expect(group.subitems.count == 3 && group.subitems.allSatisfy { $0 === item })
    #expect(item.layoutSize.widthDimension.isAbsolute && item.layoutSize.widthDimension.dimension == 80)
    #expect(item.layoutSize.heightDimension.isEstimated && !item.layoutSize.heightDimension.isAbsolute)
    #expect(group.interItemSpacing?.isFlexibleSpacing == true && group.interItemSpacing?.spacing == 8)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: item.layoutSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    #expect(header.alignment == .top && header.extendsBoundary && !header.pinToVisibleBounds && header.offset == .zero)
    let section = NSCollectionLayoutSection(group: group)
    section.decorationItems = [.background(elementKind: "section-background")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "section-background")
    #expect(section.decorationItems.map(\.elementKind) == ["section-background"] && section.contentInsetsReference == .automatic)
    #expect(layout.configuration.scrollDirection == .vertical && layout.configuration.interSectionSpacing == 0)
  }

  @Test("Past an end, a checked section rubber-bands over its scroller's length L, not the view's (A12, A19)")
  func rubberBandOverSectionLength() {
    var configuration = LayoutConfiguration()
    configuration.sections = [4]
    configuration.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let paging = NSCollectionLayoutSection(group: pageGroup())
    paging.orthogonalScrollingBehavior = .paging
    let layout = UICollectionViewCompositionalLayout(section: paging)
    // View 375 at @3x, inset 20 at both sides: L = 335 and the view rests from −20. A drag
    // 100 pt back overshoots by 100: −20 − (1 − 1/(100·0.55/335 + 1))·335 = −20 − 3685/78 =
    // −67.2436…, on the @3x grid −202/3. Over the view's 375 it would be −20 − 4125/86 → −68.
    let step = Simulator(configuration: configuration, layout: layout).run([.drag(distance: -100, velocity: 0)]).steps[0]
    #expect(step.start == -20)
    #expect(step.release == -202.0 / 3)
  }

  @Test("A page control keeps its page within its pages; a control runs the actions added for an event, in order")
  func pageControl() {
    let dots = UIPageControl()
    dots.currentPage = 3
    #expect(dots.currentPage == 0)
    dots.numberOfPages = 5
    dots.currentPage = 7
    #expect(dots.currentPage == 4)
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1)
    dots.currentPage = -1
    #expect(dots.currentPage == 0)
    var ran: [String] = []
    let first = UIAction { _ in ran.append("first") }
    dots.addAction(first, for: [.valueChanged, .touchUpInside])
    dots.addAction(UIAction { _ in ran.append("second") }, for: .valueChanged)
    dots.sendActions(for: .valueChanged)
    dots.removeAction(first, for: .valueChanged)
    dots.sendActions(for: .valueChanged)
    dots.sendActions(for: .touchUpInside)
    #expect(ran == ["first", "second", "second", "first"])
  }
}
