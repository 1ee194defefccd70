import Foundation
import SnapAlgorithms
import SnapModel
import Testing

/// `SnapGrid`'s searches on grids that are not monotone as a whole (negative and zero line
/// advances, sections stepping back, non-finite sizes), against a scan of every line.
@Suite("SnapGrid: per-section searches answer as a scan of every line does")
struct SnapGridTests {
  /// The geometries: each changes a 40-item, 375-wide layout.
  private static let layouts: [(String, @Sendable (inout LayoutConfiguration) -> Void)] = [
    ("advance −10", { $0.itemWidth = 50; $0.lineSpacing = -60 }),
    ("advance 0", { $0.itemWidth = 50; $0.lineSpacing = -50 }),
    ("width 0, spacing 0", { $0.itemWidth = 0; $0.lineSpacing = 0 }),
    ("advance −0.4 at @3x", { $0.itemWidth = 50; $0.lineSpacing = -50.4 }),
    ("sections stepping back", { $0.sections = [7, 0, 12, 21]; $0.itemWidth = 40; $0.lineSpacing = -45 }),
    ("sections with a negative inset", {
      $0.sections = [10, 10, 20]; $0.itemWidth = 100; $0.sectionInset = UIEdgeInsets(top: 0, left: -700, bottom: 0, right: 30)
    }),
    ("infinite spacing", { $0.lineSpacing = .infinity }),
    ("NaN spacing", { $0.lineSpacing = .nan }),
    ("two per column, advance −20", { $0.itemWidth = 30; $0.lineSpacing = -50; $0.itemHeight = 60 }),
    ("vertical, height 0", { $0.scrollDirection = .vertical; $0.itemHeight = 0; $0.lineSpacing = -5 }),
  ]

  /// Every distinct non-NaN value of `values`, ascending.
  private func distinctAscending(_ values: [CGFloat]) -> [CGFloat] {
    var result: [CGFloat] = []
    for value in values.filter({ !$0.isNaN }).sorted() where result.last != value { result.append(value) }
    return result
  }

  @Test("nearestSlot, positions(within:of:) and allowedPositions agree with a scan", arguments: 0..<10)
  func agreesWithScan(layout index: Int) {
    let (name, change) = Self.layouts[index]
    for alignment in [Alignment.leading, .center] {
      // Kept in a variable: the grid reads the view the simulator holds.
      let shown = simulator("reference") {
        $0.itemCount = 40; $0.alwaysBounceHorizontal = true; $0.alwaysBounceVertical = true
        change(&$0)
      }
      let grid = SnapGrid(layout: shown.layout, alignment: alignment)
      let all = (0..<grid.count).map(grid.position(ofSlot:))
      let finite: Set<CGFloat> = Set(all.filter(\.isFinite))
      var points: [CGFloat] = [-1000, 0, 1e6, -.infinity]
      for p in finite.sorted() { points += [p, p - 0.5, p + 0.3, p + 17] }
      for x in points {
        let scanned = (0..<grid.count).min { abs(all[$0] - x) < abs(all[$1] - x) }
        #expect(grid.nearestSlot(to: x) == scanned, "\(name), \(alignment), nearest \(x)")
        for distance: CGFloat in [0, 0.5, 10, 60, 500] {
          let expected = distinctAscending(all.filter { abs($0 - x) <= distance })
          #expect(grid.positions(within: distance, of: x) == expected, "\(name), \(alignment), within \(distance) of \(x)")
        }
        let within = distinctAscending(all.filter { abs($0 - x) <= grid.reach(from: x, cap: 1, towards: $0) })
        var expected = within
        if shown.collectionView.itemGeometry.sections.count > 1, let anchor = scanned.map({ all[$0] }) {
          let distinct = distinctAscending(all)
          expected = distinctAscending(within + [distinct.last { $0 < anchor }, distinct.first { $0 > anchor }].compactMap { $0 })
        }
        #expect(grid.allowedPositions(from: x, cap: 1) == expected, "\(name), \(alignment), allowed from \(x)")
      }
    }
  }

  @Test("A million items in one column (advance 0) or running backwards cost a search, not a scan")
  func millionItemsSearch() {
    for spacing: CGFloat in [-50, -60] {
      let shown = simulator("reference") {
        $0.itemCount = 1_000_000; $0.itemWidth = 50; $0.lineSpacing = spacing; $0.alwaysBounceHorizontal = true
      }
      let grid = SnapGrid(layout: shown.layout, alignment: .leading)
      #expect(grid.count > 0)
      let clock = ContinuousClock()
      // A scan of a million lines per query took seconds for these 300 queries.
      let elapsed = clock.measure {
        for x in stride(from: CGFloat(-500), to: 500, by: 10) {
          _ = grid.nearestSlot(to: x)
          _ = grid.positions(within: 10, of: x)
          _ = grid.allowedPositions(from: x, cap: 1)
        }
      }
      #expect(elapsed < .seconds(1), "spacing \(spacing): \(elapsed)")
    }
  }
}
