import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `attribute-index` and `attribute-index-cell` (seed 001), worked out by hand on five (or
/// ten) 300-wide items with spacing 10 in a 375-wide view: pageSpace 310, item i at 310·i.
@Suite("attribute-index and attribute-index-cell: seed 001, branch by branch")
struct AttributeIndexTests {
  private func banner(_ id: String, items: Int = 5, _ change: (inout LayoutConfiguration) -> Void = { _ in }) -> Simulator {
    simulator(id) {
      $0.itemCount = items; $0.itemWidth = 300; $0.itemHeight = 100
      change(&$0)
    }
  }

  @Test("A forward drag moves one item: target is the release, scrollRectToVisible rests at 310")
  func forwardOneItem() throws {
    for id in ["attribute-index", "attribute-index-cell"] {
      let step = try #require(banner(id).apply(.drag(distance: 50, velocity: 0), index: 0))
      // Drag start: item 0's centre 150 is the docking point 0 + 0 + 150 → index 0.
      // leftX 50 > 0 and 1 < 5 → index 1; the method returns the offset, 50.
      #expect(step.target == 50, "\(id)")
      // scrollRectToVisible((310, 0, 375, 150)) from bounds 50…425: 685 ≥ 425 → 685 − 375.
      #expect(step.rest == 310, "\(id)")
    }
  }

  @Test("A backward drag moves one item back; a zero drag on the grid stays")
  func backwardAndStay() throws {
    let s = banner("attribute-index")
    let trace = s.run([.drag(distance: 50, velocity: 0), .drag(distance: -50, velocity: 0), .drag(distance: 0, velocity: 0)])
    // Second drag: start 310 docks item 1; leftX 260 < 310 → index 0; rect 0…375 from
    // bounds 260…635: 0 < 260 → 0. Third: leftX 0 = 0, neither branch; the rect is the
    // bounds, contained, so no scroll: rest = target = 0.
    #expect(trace.steps.map(\.rest) == [310, 0, 0])
    #expect(trace.steps.map(\.target) == [50, 260, 0])
  }

  @Test("At the last page a forward drag goes back an item (the last item cannot be left-aligned)")
  func snapsBackwardsAtTheEnd() throws {
    let s = banner("attribute-index")
    _ = s.apply(.scroll(offset: 2000), index: 0)
    let step = try #require(s.apply(.drag(distance: 50, velocity: 0), index: 1))
    // maxX = 1540 − 375 = 1165. Docking point 1315: item 4's centre 1390 is nearest → 4.
    // Rubber-banded release 1190.666…; leftX < 1240 and 3 ≥ 0 → index 3 → rect 930…
    #expect(step.start == 1165)
    #expect(step.release == 1190.6666666666667)
    #expect(step.target == 1190.6666666666667)
    #expect(step.rest == 930)
  }

  @Test("The last item bounds the index: past it, a forward drag stays on the last item")
  func lastItemBound() throws {
    for id in ["attribute-index", "attribute-index-cell"] {
      // A wide right inset lets the view reach item 4 (at 1240) with room past it: maxX 1565.
      let s = banner(id) { $0.sectionInset.right = 400 }
      _ = s.apply(.scroll(offset: 1240), index: 0)
      let step = try #require(s.apply(.drag(distance: 50, velocity: 0), index: 1))
      // Docked on item 4; leftX 1290 > 1240 but 4 + 1 < 5 fails, and 1290 < 1240 fails: it
      // stays 4, and scrollRectToVisible((1240, …)) from bounds 1290…1665 goes back to 1240.
      #expect(step.rest == 1240, "\(id)")
    }
  }

  @Test("With no items and bounce on, _attributesArray[0] raises NSRangeException")
  func emptyRaises() throws {
    let step = try #require(banner("attribute-index", items: 0) { $0.alwaysBounceHorizontal = true }
      .apply(.drag(distance: 10, velocity: 0), index: 0))
    #expect(step.outcome == .fault(.exception(
      name: "NSRangeException", reason: "*** -[__NSArray0 objectAtIndex:]: index 0 beyond bounds for empty NSArray")))
    #expect(step.target == nil)
  }

  @Test("A stale index past the cached attributes raises; the cell version reads nil instead")
  func staleIndex() throws {
    let s = banner("attribute-index")
    (s.layout as! AttributeIndexLayout).currentIndex = 7
    #expect(throws: SimulatedFault.exception(
      name: "NSRangeException", reason: "*** -[__NSArrayM objectAtIndexedSubscript:]: index 7 beyond bounds [0 .. 4]")) {
      try target(s, proposed: 0, velocity: 0)
    }
    let cell = banner("attribute-index-cell")
    (cell.layout as! AttributeIndexCellLayout).currentIndex = 7
    // nil cell → origin 0; leftX 0 is neither > nor < 0; 8 < 5 fails anyway: index stays 7.
    #expect(try target(cell, proposed: 0, velocity: 0) == 0)
    #expect((cell.layout as! AttributeIndexCellLayout).currentIndex == 7)
  }

  @Test("A recycled current cell reads origin 0 and jumps forward; cached attributes go back")
  func recycledCellSkips() throws {
    // Ten items; start at 930 (item 3), drag back 700 to 230: item 3 (930…1230) is off-screen.
    let events: [Event] = [.scroll(offset: 930), .drag(distance: -700, velocity: 0)]
    let cell = banner("attribute-index-cell", items: 10).run(events)
    // nil → 0: leftX 230 > 0 → index 4 → rect 1240…1615: 1615 ≥ 605 → 1240.
    #expect(cell.steps[1].rest == 1240)
    let attributes = banner("attribute-index", items: 10).run(events)
    // 230 < 930 → index 2 → rect 620…995: 995 ≥ 605 → 620.
    #expect(attributes.steps[1].rest == 620)
    let retained = banner("attribute-index-cell", items: 10) { $0.cellRetention = .all }.run(events)
    #expect(retained.steps[1].rest == 620)
  }

  @Test("The drag-start delegate keeps the first of equally near cells, whatever the order")
  func delegateNearestCell() throws {
    let s = banner("attribute-index")
    _ = s.apply(.scroll(offset: 155), index: 0)
    // Docking point 155 + 150 = 305: item 0's centre 150 and item 1's 460 are 155 away.
    s.collectionView.visibleCellsOrder = { $0.reversed() }
    _ = s.apply(.drag(distance: 0, velocity: 0), index: 1)
    // Reversed, item 1 comes first and wins the tie; leftX 155 < 310 → back to 0.
    #expect(s.collectionView.contentOffset.x == 0)
    let inOrder = banner("attribute-index")
    _ = inOrder.apply(.scroll(offset: 155), index: 0)
    _ = inOrder.apply(.drag(distance: 0, velocity: 0), index: 1)
    // In index order item 0 wins; leftX 155 > 0 → forward to 310.
    #expect(inOrder.collectionView.contentOffset.x == 310)
  }
}
