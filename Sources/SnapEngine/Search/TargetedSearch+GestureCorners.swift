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
  /// along the drag's own direction; the exact one on three items made cards four fifths
  /// of the view long, a line each, on whole points (`cards`), as the scenario's only event;
  /// and the exact one on its even-page corners (`evenPages`). Exactly half a page is the tie a layout may break one way forward and
  /// the other way back, which `mirror` can judge only where the snap positions' midpoint is
  /// not the tie: from the middle of three cards, whose neighbours are both clamped ends of
  /// the range; and one way on one page and the other way on another, which
  /// `translation-invariant` judges where the tie is exact. A pixel either side crosses the
  /// midpoint of a layout whose own grid lies a fraction of a pixel off the snap positions
  /// (an inset or an item off the pixel grid). None without a page length.
  static func halfPageCorners(of scenario: Scenario) -> [Scenario] {
    // The cards keep only the first drag (its direction): a resize or a scroll was made for
    // the scenario's view, not theirs, and `mirror` drags from the middle card itself.
    var three = scenario
    three.configuration.itemCount = 3
    three.events = scenario.events.first { $0.kind == .drag }.map { [$0] } ?? []
    let onCards = cards(three).flatMap { halfPageCorner(of: $0, nudgedBy: 0) }
    let ties = evenPages(scenario).compactMap { halfPageCorner(of: $0, nudgedBy: 0) }
    return [0, 1, -1].compactMap { halfPageCorner(of: scenario, nudgedBy: $0) } + [onCards].compactMap { $0 } + ties
  }

  /// How many even-page corners a scenario gets: page lengths two pixels apart.
  static let evenPageLengths = 4

  /// The even-page corners of `scenario`, on a 3× screen: its items made as long as the view
  /// (so an item's centred and leading snap positions are one), with the view rounded to a
  /// pixel and, where needed, a pixel longer, so that the page (item and line spacing) is an
  /// even number of pixels; and the same with the view 2, 4, … pixels longer
  /// (`evenPageLengths` in all). There, a still drag of exactly half a page from a snap
  /// position is released exactly on the midpoint between two items: a tie that a layout
  /// dividing by its page or comparing distances breaks by the rounding of its arithmetic,
  /// which differs from page to page where a third of a point is no binary fraction (about one
  /// pair of pages in five), so each length is another draw for `translation-invariant`.
  /// None when it has per-item sizes, the view no finite, positive length, or the spacing is
  /// off the pixel grid.
  static func evenPages(_ scenario: Scenario) -> [Scenario] {
    var c = scenario.configuration
    c.screenScale = 3
    let pixel = BoundaryValues(c).pixel
    let horizontal = c.scrollDirection == .horizontal
    let view = horizontal ? c.viewWidth : c.viewHeight
    let spacingPixels = (c.lineSpacing / pixel).rounded()
    guard c.itemSizes.isEmpty, view.isFinite, view > 0, abs(c.lineSpacing / pixel - spacingPixels) < 1e-6 else { return [] }
    var pixels = (view / pixel).rounded()
    if !(pixels + spacingPixels).truncatingRemainder(dividingBy: 2).isZero { pixels += 1 }
    return (0..<evenPageLengths).map { pixels + 2 * CGFloat($0) }.map { length in
      var result = scenario
      result.configuration = c
      // Pixels divided by the scale, as a length on the pixel grid is written (`1130 / 3`,
      // not `1130 × (1 / 3)`, which rounds to another number).
      let points = length / c.screenScale
      if horizontal {
        (result.configuration.viewWidth, result.configuration.itemWidth) = (points, points)
      } else {
        (result.configuration.viewHeight, result.configuration.itemHeight) = (points, points)
      }
      return result
    }
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

  /// `scenario` with its items made cards on a 2× screen, on whole points along the scrolling
  /// axis: the view that long rounded to a point, each card four fifths of it (rounded to a
  /// point) and the line spacing rounded to a point; across it, the cards are as long as the
  /// view less the section's insets, so each is a line of its own. With the section's insets
  /// on the pixel grid, a centred card's snap position (half a card and half a view past the
  /// leading inset and whole pages), half a page and the range's end then all lie on the
  /// pixel grid, where a scroll and a release land exactly, and with equal insets the three
  /// positions mirror each other; a view off the grid (a 411.43 pt view) would put the middle
  /// card's position between two pixels, where no drag starts. Nil when it has per-item
  /// sizes, the view's length is not finite or rounds to no point, or the items already are
  /// so.
  private static func cards(_ scenario: Scenario) -> Scenario? {
    var c = scenario.configuration
    c.screenScale = 2
    let horizontal = c.scrollDirection == .horizontal
    let (along, across) = horizontal ? (c.viewWidth, c.viewHeight) : (c.viewHeight, c.viewWidth)
    let pixel = BoundaryValues(c).pixel
    let insets = horizontal ? c.sectionInset.top + c.sectionInset.bottom : c.sectionInset.left + c.sectionInset.right
    let view = along.rounded()
    let length = (view * 4 / 5).rounded()
    let breadth = ((across - insets) / pixel).rounded(.down) * pixel
    guard view.isFinite, view > 0, breadth.isFinite, breadth > 0, c.lineSpacing.isFinite, c.itemSizes.isEmpty else { return nil }
    c.lineSpacing = c.lineSpacing.rounded()
    if horizontal {
      (c.viewWidth, c.itemWidth, c.itemHeight) = (view, length, breadth)
    } else {
      (c.viewHeight, c.itemHeight, c.itemWidth) = (view, length, breadth)
    }
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
