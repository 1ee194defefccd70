import Foundation
import SnapModel

/// The demo configurations of the seed articles themselves.
package enum SeedDemos {
  /// One entry per seed article whose demo sets a layout.
  package static let all: [CorpusEntry] = [
    CorpusEntry(
      name: "seed-000-demo",
      summary: "Seed 000's demo: 250×150 items, spacing 15, sectionInset zero, delegate inset left 10, 375 wide.",
      configuration: {
        var c = LayoutConfiguration()
        c.itemCount = 10; c.itemWidth = 250; c.itemHeight = 150; c.lineSpacing = 15; c.interitemSpacing = 15
        c.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        return c
      }(),
      events: [.drag(distance: 120, velocity: 1.5), .drag(distance: 40, velocity: 0), .drag(distance: -300, velocity: -3)]),
    CorpusEntry(
      name: "seed-001-demo",
      summary: "Seed 001's banner: 300-wide items, spacing 10, the first item centred by inset 37.5.",
      configuration: {
        var c = LayoutConfiguration()
        c.itemCount = 5; c.itemWidth = 300; c.itemHeight = 150; c.lineSpacing = 10
        c.sectionInset = UIEdgeInsets(top: 0, left: 37.5, bottom: 0, right: 37.5)
        return c
      }(),
      events: [.drag(distance: 80, velocity: 0.5), .drag(distance: 80, velocity: 0.5), .drag(distance: -700, velocity: -2)]),
    CorpusEntry(
      name: "seed-002-demo",
      summary: "Seed 002's photos: 180×180 items, spacing 40, centring insets (W − 180)/2, 200 high.",
      configuration: {
        var c = LayoutConfiguration()
        c.itemCount = 10; c.itemWidth = 180; c.itemHeight = 180; c.lineSpacing = 40; c.viewHeight = 200
        c.sectionInset = UIEdgeInsets(top: 0, left: 97.5, bottom: 0, right: 97.5)
        return c
      }(),
      events: [.drag(distance: 120, velocity: 1.5), .drag(distance: 60, velocity: 0), .drag(distance: -90, velocity: -6)]),
    CorpusEntry(
      name: "seed-003-demo",
      summary: "Seed 003's rows: insets 10, no spacing, items 40 narrower than the view.",
      configuration: {
        var c = LayoutConfiguration()
        c.itemCount = 8; c.itemWidth = 335; c.itemHeight = 130; c.lineSpacing = 0
        c.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return c
      }(),
      events: [.drag(distance: 100, velocity: 1), .drag(distance: 100, velocity: 3.5), .drag(distance: -50, velocity: 0)]),
    CorpusEntry(
      name: "seed-004-demo",
      summary: "Seed 004's cards: 200×100 items, spacing 20, centring insets, 150 high.",
      configuration: {
        var c = LayoutConfiguration()
        c.itemCount = 12; c.itemWidth = 200; c.itemHeight = 100; c.lineSpacing = 20
        c.sectionInset = UIEdgeInsets(top: 0, left: 87.5, bottom: 0, right: 87.5)
        return c
      }(),
      events: [.drag(distance: 150, velocity: 2), .drag(distance: -30, velocity: 0), .drag(distance: 400, velocity: 10)]),
  ]
}
