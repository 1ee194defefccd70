import Foundation
import SnapModel
import Testing

/// A section of one group `width` long (`count` items split across it), `spacing` apart, with
/// `insets`, scrolling `behavior`.
private func section(
  _ width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension = .fractionalHeight(1), count: Int = 1,
  itemSpacing: CGFloat = 0, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets = .zero,
  behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), repeatingSubitem: item, count: count)
  group.interItemSpacing = .fixed(itemSpacing)
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = spacing
  section.contentInsets = insets
  section.orthogonalScrollingBehavior = behavior
  return section
}

/// The geometry of `section` with `items` items in a 375×150 view scrolling horizontally, at @2x.
private func geometry(_ section: NSCollectionLayoutSection, items: Int) throws -> OrthogonalSectionGeometry {
  try OrthogonalSectionGeometry(section: section, itemCount: items, viewSize: CGSize(width: 375, height: 150), axis: .horizontal, scale: 2)
}

@Suite("An orthogonal section's geometry (A19) and behaviours (A20), worked out by hand")
struct OrthogonalSectionTests {
  @Test("Group lengths: .absolute and .estimated are their value; .fractionalWidth is of L less the insets")
  func groupLengths() throws {
    #expect(try geometry(section(.absolute(180)), items: 3).groupLength == 180)
    #expect(try geometry(section(.estimated(140)), items: 3).groupLength == 140)
    // L 375, insets 25 and 50: 0.5 · (375 − 75) = 150.
    let insets = NSDirectionalEdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 50)
    #expect(try geometry(section(.fractionalWidth(0.5), insets: insets), items: 3).groupLength == 150)
  }

  @Test("A group width fractional of the height is outside the model")
  func otherAxisUnsupported() {
    #expect(throws: OrthogonalSectionUnsupported.self) { try geometry(section(.fractionalHeight(0.5)), items: 3) }
  }

  @Test("Insets and spacing: groups from the leading inset, spacing apart; content and range")
  func insetsAndSpacing() throws {
    // Groups 100, 12 apart, leading 30, trailing 40, 6 groups: group j at 30 + 112·j;
    // content 30 + 600 + 60 + 40 = 730, range [0, 355].
    let shape = try geometry(section(.absolute(100), spacing: 12, insets: NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40)), items: 6)
    #expect((0..<3).map(shape.groupStart) == [30, 142, 254])
    #expect(shape.contentLength == 730 && shape.range.upper == 355)
    // Leading positions group.min − 30: 0, 112, 224, 336, 448 → 355 (clamped).
    #expect((0..<5).map(shape.leadingPosition) == [0, 112, 224, 336, 355])
    // Centred positions group.mid − 187.5: 30 + 50 − 187.5 < 0 → 0; 192 − 187.5 = 4.5; 116.5.
    #expect((0..<3).map(shape.centredPosition) == [0, 4.5, 116.5])
    // One group shorter than the view: content 170, nothing to scroll.
    #expect(try geometry(section(.absolute(100), insets: NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40)), items: 1).range.upper == 0)
  }

  @Test("Items inside a group: count splits it with interItemSpacing, in the section's coordinates")
  func itemsInGroups() throws {
    // A group 300 long of 3 items, 15 apart: each (300 − 30)/3 = 90; groups 10 apart from 20,
    // the section's top inset 8 before them. Item 4 is group 1's second: 20 + 310 + 105 = 435.
    let shape = try geometry(
      section(.absolute(300), height: .absolute(100), count: 3, itemSpacing: 15, spacing: 10,
              insets: NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 0, trailing: 20)), items: 6)
    #expect(shape.groupCount == 2)
    #expect(shape.itemFrame(0) == CGRect(x: 20, y: 8, width: 90, height: 100))
    #expect(shape.itemFrame(4) == CGRect(x: 435, y: 8, width: 90, height: 100))
    // Visible at 0 (range [0, 375]): items 0 [20, 110], 1 [125, 215], 2 [230, 320], 3 [330, 420].
    #expect(shape.visibleItems(at: 0, itemCount: 6) == [0, 1, 2, 3])
  }

  @Test("Every behaviour of A20 over the same section")
  func behaviours() throws {
    // Groups 200, 10 apart, no insets, 5 groups: content 1040, range [0, 665]; leading
    // positions [0, 210, 420, 630, 665]; centred positions 210·j + 100 − 187.5:
    // [0, 122.5, 332.5, 542.5, 665 (752.5 clamped)].
    func rule(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws -> OrthogonalSnapRule {
      OrthogonalSnapRule(behavior: behavior, geometry: try geometry(section(.absolute(200), spacing: 10, behavior: behavior), items: 5))
    }
    #expect(try rule(.groupPaging).positions == [0, 210, 420, 630, 665])
    #expect(try rule(.groupPagingCentered).positions == [0, 122.5, 332.5, 542.5, 665])
    #expect(try rule(.continuous).positions == [])
    // .paging: A3 with P = 375: [0, 375, 665].
    #expect(try rule(.paging).positions == [0, 375, 665])
    // .continuous rests at the natural target.
    #expect(try rule(.continuous).target(release: 50, velocity: 1, start: 0, natural: 543) == 543)
    // .continuousGroupLeadingBoundary: the leading position nearest 543 is 630 (87 away; 420 is 123).
    #expect(try rule(.continuousGroupLeadingBoundary).target(release: 50, velocity: 1, start: 0, natural: 543) == 630)
    // .groupPaging, v = 0: nearest the release 300 is 210; v > 0 from 0: first past 50 is 210;
    // v > 0 from 210, release 500: first past it is 630, one from 210 is 420.
    let paging = try rule(.groupPaging)
    #expect(paging.target(release: 300, velocity: 0, start: 210, natural: 300) == 210)
    #expect(paging.target(release: 50, velocity: 1, start: 0, natural: 543) == 210)
    #expect(paging.target(release: 500, velocity: 2, start: 210, natural: 665) == 420)
    // v < 0 from 420, release 400: the last before it, 210.
    #expect(paging.target(release: 400, velocity: -1, start: 420, natural: 0) == 210)
    // .groupPagingCentered, v > 0 from 122.5, release 130: the first past it, 332.5.
    #expect(try rule(.groupPagingCentered).target(release: 130, velocity: 1, start: 122.5, natural: 600) == 332.5)
    // .paging from 0, release 100 at v = 1: the first page past it, 375.
    #expect(try rule(.paging).target(release: 100, velocity: 1, start: 0, natural: 600) == 375)
  }

  @Test("Insets longer than the view leave fractional groups no length; a section with no groups rests at its start")
  func degenerateSections() throws {
    // L 375, insets 200 and 250: L less the insets is −75, so a .fractionalWidth(0.5) group is
    // 0 long, not −37.5. Three groups 10 apart: content 200 + 0 + 20 + 250 = 470, range [0, 95].
    let wide = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 250)
    let squeezed = try geometry(section(.fractionalWidth(0.5), spacing: 10, insets: wide), items: 3)
    #expect(squeezed.groupLength == 0 && squeezed.contentLength == 470 && squeezed.range.upper == 95)
    // No items, insets 247 at both ends: content 494, range [0, 119]; the one position is 0,
    // so a drag released at 1 with no velocity rests at 0, whatever the behaviour.
    let even = NSDirectionalEdgeInsets(top: 0, leading: 247, bottom: 0, trailing: 247)
    for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary] {
      let rule = OrthogonalSnapRule(behavior: behavior, geometry: try geometry(section(.absolute(50), insets: even), items: 0))
      #expect(rule.positions == [0] && rule.target(release: 1, velocity: 0, start: 0, natural: 1) == 0, "\(behavior)")
    }
  }
}
