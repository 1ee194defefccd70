import Foundation
import SnapAlgorithms
import SnapModel

/// The gesture corners a property deriving runs of its own checks from its best case
/// (`TargetedSearch.derivedCorners`): the gestures where a layout's own arithmetic and the
/// snap grid part, which a hundred random cases meet only by luck and its small climb seldom
/// reaches, because the score does not rise on the way there.
extension TargetedSearch {
  /// The gesture corners of `scenario`, a best case of `property`: its memory corner, and,
  /// when `property` reads the snap positions (the grid the corners play a layout's own
  /// arithmetic against), its half-page corners and far-end corners; each when it has a page
  /// length (and room for the events it adds).
  static func gestureCorners(of scenario: Scenario, for property: Property) -> [Scenario] {
    let grid = property.readsSnapPositions ? halfPageCorners(of: scenario) + farEndCorners(of: scenario) : []
    return grid + [memoryCorner(of: scenario)].compactMap { $0 }
  }

  /// The half-page corners of `scenario`: its first drag (or, with none, a drag appended)
  /// made a still drag of exactly half a page, and of half a page and a pixel either side,
  /// along the drag's own direction; and the exact one on three items made cards four fifths
  /// of the view long, a line each. Exactly half a page is the tie a layout may break one
  /// way forward and the other way back, which `mirror` can judge only where the snap
  /// positions' midpoint is not the tie: from the middle of three cards, whose neighbours are
  /// both clamped ends of the range. A pixel either side crosses the midpoint of a layout
  /// whose own grid lies a fraction of a pixel off the snap positions (an inset or an item
  /// off the pixel grid). None without a page length.
  static func halfPageCorners(of scenario: Scenario) -> [Scenario] {
    var three = scenario
    three.configuration.itemCount = 3
    let onCards = cards(three).flatMap { halfPageCorner(of: $0, nudgedBy: 0) }
    return [0, 1, -1].compactMap { halfPageCorner(of: scenario, nudgedBy: $0) } + [onCards].compactMap { $0 }
  }

  /// `scenario` with its first drag (or, with none, a drag appended) made a still drag of
  /// half its page and `pixels` pixels, along the drag's own direction; nil without a page
  /// length or room for a drag.
  private static func halfPageCorner(of scenario: Scenario, nudgedBy pixels: CGFloat) -> Scenario? {
    guard let pageSpace = pageSpace(of: scenario.configuration) else { return nil }
    let first = scenario.events.firstIndex { $0.kind == .drag }
    guard first != nil || scenario.events.count < eventLimit else { return nil }
    var direction: CGFloat = 1
    if let first, case .drag(let distance, _) = scenario.events[first], distance < 0 { direction = -1 }
    let drag = Event.drag(distance: direction * (pageSpace / 2 + pixels * BoundaryValues(scenario.configuration).pixel), velocity: 0)
    var corner = scenario
    if let first { corner.events[first] = drag } else { corner.events.append(drag) }
    return corner
  }

  /// `scenario` with its items made cards on a 2× screen: four fifths of the view long along
  /// the scrolling axis (rounded to a pixel; the rare layouts' card that overflows the view
  /// in threes) and as long as the view across it, less the section's insets, so each item
  /// is a line of its own. On 2× a centred card's snap position, half a view from its
  /// centre, stays on the pixel grid, so the three positions mirror each other exactly. Nil
  /// when it has per-item sizes, the view has no finite, positive length, or the items
  /// already are so.
  private static func cards(_ scenario: Scenario) -> Scenario? {
    var c = scenario.configuration
    c.screenScale = 2
    let horizontal = c.scrollDirection == .horizontal
    let (along, across) = horizontal ? (c.viewWidth, c.viewHeight) : (c.viewHeight, c.viewWidth)
    let pixel = BoundaryValues(c).pixel
    let insets = horizontal ? c.sectionInset.top + c.sectionInset.bottom : c.sectionInset.left + c.sectionInset.right
    let length = (along * 4 / 5 / pixel).rounded() * pixel
    let breadth = ((across - insets) / pixel).rounded(.down) * pixel
    guard along.isFinite, along > 0, breadth.isFinite, breadth > 0, c.itemSizes.isEmpty else { return nil }
    if horizontal { (c.itemWidth, c.itemHeight) = (length, breadth) } else { (c.itemHeight, c.itemWidth) = (length, breadth) }
    guard c != scenario.configuration else { return nil }
    var result = scenario
    result.configuration = c
    return result
  }

  /// Phases of the page a far-end corner puts the range's end at: the view made this many
  /// parts of a page longer along the scrolling axis. Three: of three remainders a third of
  /// a page apart, one lies between a sixth and a half of the page past a page multiple,
  /// clear of both ties, where a layout that rounds to its own page rounds back.
  static let farEndPhases = 3

  /// The far-end corners of `scenario`: its drags up to its first other event, followed by a
  /// scroll to the far end of the range (a page per item along, which the view clamps),
  /// where the range's end, not an item's place, sets the snap position; once as it is and
  /// with its view a third and two thirds of a page longer (`farEndPhases`). A layout that
  /// rounds to its own page takes the end for a position only in some phases, and no drag of
  /// its own may rest there. (A scroll, resize
  /// or reload of its own would make the view its own again.) None without a page length.
  static func farEndCorners(of scenario: Scenario) -> [Scenario] {
    guard let pageSpace = pageSpace(of: scenario.configuration) else { return [] }
    let pixel = BoundaryValues(scenario.configuration).pixel
    var end = scenario
    end.events = Array(scenario.events.prefix { $0.kind == .drag }.prefix(eventLimit - 1))
    end.events.append(.scroll(offset: CGFloat(max(scenario.configuration.itemCount, 1)) * pageSpace))
    return (0..<farEndPhases).map { phase in
      var corner = end
      let longer = (CGFloat(phase) * pageSpace / CGFloat(farEndPhases) / pixel).rounded() * pixel
      if scenario.configuration.scrollDirection == .horizontal {
        corner.configuration.viewWidth += longer
      } else {
        corner.configuration.viewHeight += longer
      }
      return corner
    }
  }

  /// The memory corner of `scenario`: its drags up to its first other event, followed by a
  /// fling of one page, a scroll back to offset 0 and a still drag. A layout that remembers
  /// its last target (or counts pages) answers the still drag from the fling's memory, where
  /// a fresh layout at 0 would stay; `fresh-equivalent` judges the drag after a scenario's
  /// first change, so the corner's scroll is its first. Nil without a page length.
  static func memoryCorner(of scenario: Scenario) -> Scenario? {
    guard let pageSpace = pageSpace(of: scenario.configuration) else { return nil }
    let drags = scenario.events.prefix { $0.kind == .drag }.prefix(eventLimit - 3)
    var corner = scenario
    corner.events = Array(drags) + [.drag(distance: pageSpace, velocity: 1), .scroll(offset: 0), .drag(distance: 0, velocity: 0)]
    return corner
  }
}
