import Foundation
import SnapModel

/// The demo configurations of the seed articles themselves.
package enum SeedDemos {
  /// One entry per seed article whose demo sets a layout.
  package static let all: [CorpusEntry] = [
    demo(
      "seed-000-demo",
      "Seed 000's demo: 250×150 items, spacing 15, sectionInset zero, delegate inset left 10, 375 wide.",
      { $0.itemCount = 10; $0.itemWidth = 250; $0.itemHeight = 150; $0.lineSpacing = 15; $0.interitemSpacing = 15; $0.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0) },
      [.drag(distance: 120, velocity: 1.5), .drag(distance: 40, velocity: 0), .drag(distance: -300, velocity: -3)]),
    demo(
      "seed-001-demo",
      "Seed 001's banner: 300-wide items, spacing 10, the first item centred by inset 37.5.",
      { $0.itemCount = 5; $0.itemWidth = 300; $0.itemHeight = 150; $0.lineSpacing = 10; $0.sectionInset = UIEdgeInsets(top: 0, left: 37.5, bottom: 0, right: 37.5) },
      [.drag(distance: 80, velocity: 0.5), .drag(distance: 80, velocity: 0.5), .drag(distance: -700, velocity: -2)]),
    demo(
      "seed-002-demo",
      "Seed 002's photos: 180×180 items, spacing 40, centring insets (W − 180)/2, 200 high.",
      { $0.itemCount = 10; $0.itemWidth = 180; $0.itemHeight = 180; $0.lineSpacing = 40; $0.viewHeight = 200; $0.sectionInset = UIEdgeInsets(top: 0, left: 97.5, bottom: 0, right: 97.5) },
      [.drag(distance: 120, velocity: 1.5), .drag(distance: 60, velocity: 0), .drag(distance: -90, velocity: -6)]),
    demo(
      "seed-003-demo",
      "Seed 003's rows: insets 10, no spacing, items 40 narrower than the view.",
      { $0.itemCount = 8; $0.itemWidth = 335; $0.itemHeight = 130; $0.lineSpacing = 0; $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) },
      [.drag(distance: 100, velocity: 1), .drag(distance: 100, velocity: 3.5), .drag(distance: -50, velocity: 0)]),
    demo(
      "seed-004-demo",
      "Seed 004's cards: 200×100 items, spacing 20, centring insets, 150 high.",
      { $0.itemCount = 12; $0.itemWidth = 200; $0.itemHeight = 100; $0.lineSpacing = 20; $0.sectionInset = UIEdgeInsets(top: 0, left: 87.5, bottom: 0, right: 87.5) },
      [.drag(distance: 150, velocity: 2), .drag(distance: -30, velocity: 0), .drag(distance: 400, velocity: 10)]),
  ]

  /// A demo entry: UIKit's default configuration with `change` applied.
  private static func demo(
    _ name: String, _ summary: String, _ change: (inout LayoutConfiguration) -> Void, _ events: [Event]
  ) -> CorpusEntry {
    var configuration = LayoutConfiguration()
    change(&configuration)
    return CorpusEntry(name: name, summary: summary, configuration: configuration, events: events)
  }
}
