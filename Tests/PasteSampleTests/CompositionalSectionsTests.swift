import Foundation
import SnapAlgorithms
import SnapCheck
import SnapEngine
import SnapModel
import Testing

// A compositional layout as a whole: other sections placed as UIKit places them, the
// collection view's content inset around the checked section's scroller, and a `.continuous`
// section judged only by what reads no snap position (the CompositionalLayouts article, A19,
// A20), each worked out by hand at @3x.

/// A group `width` by `height` of one item filling it.
private func group(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
  let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  return .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), subitems: [item])
}

/// A vertical layout whose section `carousel` scrolls `behavior` (groups 200 by 120, 10 apart,
/// insets top 8 and leading 16) and whose other sections are rows `rowHeight` high across the
/// view's width; 10 between the sections.
private func stacked(
  carousel: Int = 1, rowHeight: NSCollectionLayoutDimension = .absolute(44),
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging
) -> UICollectionViewCompositionalLayout {
  let configuration = UICollectionViewCompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 10
  return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
    guard index == carousel else { return NSCollectionLayoutSection(group: group(.fractionalWidth(1), rowHeight)) }
    let section = NSCollectionLayoutSection(group: group(.absolute(200), .absolute(120)))
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 0)
    return section
  }, configuration: configuration)
}

/// A simulator of `layout` over `sections`, in the default 375×150 view at @3x, with `contentInset`.
private func simulator(_ layout: UICollectionViewLayout, sections: [Int], contentInset: UIEdgeInsets = .zero) -> Simulator {
  var configuration = LayoutConfiguration()
  configuration.sections = sections
  configuration.contentInset = contentInset
  return Simulator(configuration: configuration, layout: layout)
}

/// The distinct snap positions the engine reads from `simulator` for `alignment`.
private func positions(_ simulator: Simulator, _ alignment: SnapAlgorithms.Alignment) -> [CGFloat] {
  simulator.withScreen { SnapGrid(layout: simulator.layout, alignment: alignment).allPositions }
}

@Suite("Compositional layouts as a whole: other sections, the view's content inset, .continuous (A19, A20)")
struct CompositionalSectionsTests {
  @Test("Other sections have attributes where UIKit stacks them, in the checked section's coordinates; snap positions are the checked section's alone")
  func otherSections() throws {
    let run = simulator(stacked(.groupPaging), sections: [1, 5])
    let layout = run.layout
    // Section 1, checked, starts at 0: its items lie below its top inset 8, at y = 8,
    // x = 16 + 210·k. Section 0, one row 44 high across the width 375, starts 44 + 10 = 54
    // before it, at y = −54.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: -54, width: 375, height: 44))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame == CGRect(x: 436, y: 8, width: 200, height: 120))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 1)) == nil)
    // The rect [0, 375] × [−54, 150] meets the header, and section 1's items 0 [16, 216] and
    // 1 [226, 426]; item 2 starts at 436.
    let inView = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -54, width: 375, height: 204))?.map(\.indexPath)
    #expect(inView == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    // From 0, a release at 100 with v = 1 goes to the first group leading position past it, 210.
    let expected: [CGFloat?] = [210]
    #expect(run.run([.drag(distance: 100, velocity: 1)]).steps.map(\.rest) == expected)
    // The header does not scroll with the carousel: at offset 210 it is at x = 210.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 210, y: -54, width: 375, height: 44))
    // Section 1: content 16 + 5·200 + 4·10 = 1056, range [0, 681]. Leading positions 210·k
    // (the last, 840, clamped to 681); centred 16 + 210·k + 100 − 187.5 = 210·k − 71.5, at
    // @3x 138.5 → 416/3 and so on (the first clamped to 0, the last, 768.5, to 681). The
    // header adds none.
    #expect(positions(run, .leading) == [0, 210, 420, 630, 681])
    let centred: [CGFloat] = [0, 416.0 / 3, 1046.0 / 3, 1676.0 / 3, 681]
    #expect(positions(run, .center) == centred)
  }

  @Test("A tall section before the checked one leaves the checked section's cells on screen; a section after it stays on screen at any offset")
  func checkedSectionOnScreen() throws {
    // A hero row 200 high, then the carousel: the carousel starts at 0 in the view's window
    // [0, 150], its items 0 [16, 216] and 1 [226, 426] at y [8, 128] meet the bounds
    // [0, 375] × [0, 150]; the hero, at y [−210, −10], does not.
    let hero = simulator(stacked(rowHeight: .absolute(200)), sections: [1, 5])
    let heroView = hero.collectionView
    #expect(hero.withScreen { heroView.indexPathsForVisibleItems } == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    #expect(hero.withScreen { heroView.cellForItem(at: IndexPath(item: 1, section: 1)) } != nil)
    // The carousel, then a footer row: the carousel is 8 + 120 = 128 high, the row starts at
    // 128 + 10 = 138, 44 high. Range [0, 681] (content 1056). At offset 500 the bounds are
    // [500, 875] × [0, 150]: items 2 [436, 636], 3 [646, 846], 4 [856, 1056], and the row,
    // which stays on screen, at x = 500.
    let footer = simulator(stacked(carousel: 0), sections: [5, 1])
    let footerView = footer.collectionView
    footer.withScreen { footerView.contentOffset = CGPoint(x: 500, y: 0) }
    #expect(footer.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 500, y: 138, width: 375, height: 44))
    let visible = footer.withScreen { footerView.indexPathsForVisibleItems }
    #expect(visible == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 1)])
    // The frames that move with the offset are what the rect queries answer after every move.
    let checked = CheckedLayout(
      "CarouselAndFooter", contract: LayoutContract(alignment: .leading),
      configurations: LayoutConfigurations(itemCounts: 5...5, sectionCounts: 2...2), layout: { stacked(carousel: 0) })
    #expect(SnapCheck.check(checked, cases: 10, targeted: false).results.first { $0.property == .rectContract }?.verdict == .holds)
  }

  @Test("A list section's group height fractional of the width is that fraction of the container; a section outside A19 ends the step naming it")
  func otherSectionGeometry() throws {
    // Rows .fractionalWidth(0.2) high: 0.2 · 375 = 75, two of them, 150; the carousel starts
    // 150 + 10 = 160 after section 0's start, so section 0's rows are at y = −160 and −85.
    let square = simulator(stacked(rowHeight: .fractionalWidth(0.2)), sections: [2, 5])
    #expect(square.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: -160, width: 375, height: 75))
    #expect(square.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: -85, width: 375, height: 75))
    #expect(square.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 8, width: 200, height: 120))
    // Section 0 scrolls on its own with groups as wide as the height: a fraction of the other
    // axis, outside A19; the checked section 1 after it would start at an unknown place.
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
      let section = NSCollectionLayoutSection(group: group(index == 0 ? .fractionalHeight(1) : .absolute(200), .absolute(120)))
      section.orthogonalScrollingBehavior = .groupPaging
      return section
    })
    layout.checkedSection = 1
    let outcomes = simulator(layout, sections: [3, 3]).run([.drag(distance: 100, velocity: 1)]).steps.map(\.outcome)
    #expect(outcomes == [.unsupported("section 0: group width fractional of the height in a section scrolling horizontally")])
  }

  @Test("Once the section has moved, the handler hears every layout pass: a resize at the same offset calls it again")
  func handlerAfterRelayout() throws {
    var offsets: [CGFloat] = []
    let section = NSCollectionLayoutSection(group: group(.absolute(200), .absolute(120)))
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset.x) }
    let run = simulator(UICollectionViewCompositionalLayout(section: section), sections: [5])
    // Groups at 210·k, content 5·200 + 4·10 = 1040, range [0, 665]. A drag of 210 at rest
    // releases on group 1's leading position, 210, and rests there: one change, one call.
    // The resize to 375 × 200 keeps the width, so the range and the offset: no change of
    // offset, but a layout pass, which the handler hears at 210.
    let trace = run.run([.drag(distance: 210, velocity: 0), .resize(width: 375, height: 200)])
    #expect(trace.steps.map(\.outcome) == [.ok, .ok])
    #expect(offsets == [210, 210])
  }

  @Test("The view's content inset: pages L apart from its start, the handler told the section's own offset")
  func contentInset() throws {
    // View 375 with content inset 20 at both sides: the scroller is L = 335. Full-width groups
    // are 335, four of them: content 1340; the view rests in [−20, 1340 + 20 − 375 = 985],
    // pages −20 + 335·k: −20, 315, 650, 985.
    var offsets: [CGFloat] = []
    var visible: [[Int]] = []
    let section = NSCollectionLayoutSection(group: group(.fractionalWidth(1), .fractionalHeight(1)))
    section.orthogonalScrollingBehavior = .paging
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      offsets.append(offset.x)
      visible.append(items.map(\.indexPath.item))
    }
    let run = simulator(UICollectionViewCompositionalLayout(section: section), sections: [4], contentInset: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(positions(run, .pages) == [-20, 315, 650, 985])
    // From −20, a release at 80 with v = 1: the first page past it, 315. From 315, a release
    // at 265 at rest: the nearest, 315. From 315, a release at 715 with v = 3: the first page
    // past it is 985, held to one page from 315: 650.
    let trace = run.run([.drag(distance: 100, velocity: 1), .drag(distance: -50, velocity: 0), .drag(distance: 400, velocity: 3)])
    let expected: [CGFloat?] = [315, 315, 650]
    #expect(trace.steps.map(\.rest) == expected)
    // The handler hears the section's offset, the view's plus 20: the first release at 80 is
    // 100, the rest at 315 is 335. At 100 the scroller shows [100, 435]: items 0 [0, 335] and
    // 1 [335, 670].
    #expect(Array(offsets.prefix(2)) == [100, 335])
    #expect(visible.first == [0, 1])
  }

  @Test(".continuous with no snap positions: only what reads no position judges it, and it holds")
  func continuousHasNoPositions() throws {
    let strip = CheckedLayout(
      "ScalingCardsController", contract: LayoutContract(alignment: .leading, hasSnapPositions: false),
      configurations: LayoutConfigurations(itemCounts: 5...5), controller: { ScalingCardsController() })
    let run = SnapCheck.verify(strip, cases: 40)
    #expect(run.passed && run.unsupportedCases == 0)
    // Read no snap position, and apply with this contract (one axis, no transforms, no state,
    // no port twin, never paging).
    let judged: Set<String> = [
      "finite", "in-bounds", "no-recycling-skip", "order-independent", "thresholds", "rect-contract", "deterministic",
      "unsupported-free",
    ]
    let applied = Set(run.results.filter { $0.verdict != .notApplicable }.map(\.property.id))
    #expect(applied == judged)
    #expect(run.results.filter { $0.verdict != .notApplicable }.allSatisfy { $0.verdict == .holds })
    // The same layout held to leading positions is judged by them: on-boundary applies.
    let positional = CheckedLayout(
      "ScalingCardsController", contract: LayoutContract(alignment: .leading, pageCap: .unlimited),
      configurations: LayoutConfigurations(itemCounts: 5...5), controller: { ScalingCardsController() })
    #expect(SnapCheck.check(positional, cases: 10, targeted: false).results.first { $0.property == .onBoundary }?.verdict != .notApplicable)
  }
}
