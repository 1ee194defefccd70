import Foundation
import SnapAlgorithms
import SnapModel

/// The corners the targeted search tries once from each of its best cases (`JointSearch`):
/// places a hundred random cases seldom reach and no chain of small mutations climbs to,
/// because the score does not rise on the way there.
extension TargetedSearch {
  /// The resizes of a scenario a resize corner is made before: the first two.
  static let cornerResizes = 2

  /// The corners that the properties reading only their own run check, from the climber of
  /// rank `rank` (0 for its best) of `property`: its resize corners (with the round trips
  /// from the best), and, from the best climber of a property that reads only its own run
  /// too, its sequence corner, its wide corners and its empty-start corner.
  static func ownRunCorners(of scenario: Scenario, rank: Int, of property: Property) -> [Scenario] {
    let resizes = resizeCorners(of: scenario, roundTrips: rank == 0)
    guard rank == 0, property.readsOwnRunOnly else { return resizes }
    let sequence = [sequenceCorner(of: scenario)].compactMap { $0 }
    return resizes + sequence + wideCorners(of: scenario) + [emptyStartCorner(of: scenario)].compactMap { $0 }
  }

  /// The climbers of a property deriving runs of its own whose corners it checks.
  static let derivedCornerClimbers = 2

  /// The corners tried from a climber of rank `rank` of a property deriving runs of its own:
  /// for its best `derivedCornerClimbers`, its resize corners and its wide corners, and for
  /// its best, the gesture corners (`TargetedSearch+GestureCorners`). No sequence corner:
  /// such a property replays a run's prefixes or varies each of its drags, so its cost grows
  /// with the square of the run's length.
  static func derivedCorners(of scenario: Scenario, rank: Int, of property: Property) -> [Scenario] {
    guard rank < derivedCornerClimbers else { return [] }
    let corners = resizeCorners(of: scenario, roundTrips: rank == 0) + wideCorners(of: scenario)
    return rank == 0 ? corners + gestureCorners(of: scenario, for: property) : corners
  }

  /// The page a corner moves by: the item's length along the scrolling axis plus the line
  /// spacing, made positive, or nil when it is zero or not a finite number.
  static func pageSpace(of configuration: LayoutConfiguration) -> CGFloat? {
    let pageSpace = BoundaryValues(configuration).pageSpace
    return pageSpace > 0 ? pageSpace : nil
  }

  /// The resize corners of `scenario`: for each of its first `cornerResizes` resizes, the
  /// scenario with a still drag inserted just before the resize, so the resize starts from a
  /// later item than the first: a drag of one page length and a drag of a page per item,
  /// which ends at the far end of the range, where the range's end, not the item's place,
  /// sets the snap position; and the round trip, the resize followed by a resize back to the
  /// view before it (a rotation and back), whose second resize starts where the first one's
  /// range clamped the view, once as it is and once from the far end (a scroll there, which
  /// the view clamps, so a layout that moves only on a release's velocity gets there too);
  /// the round trips only with `roundTrips` (a property's best case: they cost as much as the
  /// rest). None when the scenario has no resize, no page length or no room for more events.
  static func resizeCorners(of scenario: Scenario, roundTrips: Bool = true) -> [Scenario] {
    guard let pageSpace = pageSpace(of: scenario.configuration), scenario.events.count + 2 <= eventLimit else { return [] }
    let toEnd = CGFloat(max(scenario.configuration.itemCount, 1)) * pageSpace
    let drags: [Event] = [.drag(distance: pageSpace, velocity: 0), .drag(distance: toEnd, velocity: 0)]
    var view = CGSize(width: scenario.configuration.viewWidth, height: scenario.configuration.viewHeight)
    var corners: [Scenario] = []
    var resizes = 0
    for (index, event) in scenario.events.enumerated() where resizes < cornerResizes {
      guard case .resize(let width, let height) = event else { continue }
      resizes += 1
      for drag in drags {
        var corner = scenario
        corner.events.insert(drag, at: index)
        corners.append(corner)
      }
      var roundTrip = scenario
      roundTrip.events.insert(.resize(width: view.width, height: view.height), at: index + 1)
      var fromEnd = roundTrip
      fromEnd.events.insert(.scroll(offset: toEnd), at: index)
      corners += roundTrips ? [roundTrip, fromEnd] : [fromEnd]
      view = CGSize(width: width, height: height)
    }
    return corners
  }

  /// Drags a sequence corner adds: twice the most events a generated case has (8).
  static let sequenceDrags = 16

  /// The sequence corner of `scenario`: its events followed by `sequenceDrags` more drags, its
  /// own drags in turn, each followed by its mirror (the same distance and velocity reversed),
  /// so the view stays near where the scenario left it while a layout that counts its
  /// gestures, or drifts a little with each, is driven well past any generated case's last
  /// drag. With no drag of its own, a still drag of one page and its mirror. None when the
  /// scenario has no page length to drag by.
  static func sequenceCorner(of scenario: Scenario) -> Scenario? {
    var own: [(distance: CGFloat, velocity: CGFloat)] = scenario.events.compactMap {
      guard case .drag(let distance, let velocity) = $0 else { return nil }
      return (distance, velocity)
    }
    if own.isEmpty {
      guard let pageSpace = pageSpace(of: scenario.configuration) else { return nil }
      own = [(pageSpace, 0)]
    }
    var corner = scenario
    for index in 0..<sequenceDrags {
      let drag = own[(index / 2) % own.count]
      let sign: CGFloat = index.isMultiple(of: 2) ? 1 : -1
      corner.events.append(.drag(distance: (sign * drag.distance).withoutNegativeZero, velocity: (sign * drag.velocity).withoutNegativeZero))
    }
    return corner
  }

  /// How much longer than the view, along the scrolling axis, a wide corner makes the item
  /// or the leading inset.
  static let wideRatio: CGFloat = 1.2

  /// The wide corners of `scenario`: its item made `wideRatio` times as long as the view
  /// along the scrolling axis (rounded to a pixel); its leading section inset made that long
  /// instead; and both. A layout that centres an item, or measures the room beside it, by
  /// `view − item` or `view − inset` meets a negative room there, which the generator draws
  /// only in its rare layouts. None when the view has no finite, positive length; no wide item
  /// when the scenario has per-item sizes (its items are not one size to widen).
  static func wideCorners(of scenario: Scenario) -> [Scenario] {
    guard let wide = wideLength(of: scenario.configuration) else { return [] }
    let horizontal = scenario.configuration.scrollDirection == .horizontal
    var wideItem = scenario
    if horizontal { wideItem.configuration.itemWidth = wide } else { wideItem.configuration.itemHeight = wide }
    let wideInset = withLeadingInset(wide, scenario)
    var both = wideItem
    both.configuration.sectionInset = wideInset.configuration.sectionInset
    return scenario.configuration.itemSizes.isEmpty ? [wideItem, wideInset, both] : [wideInset]
  }

  /// `wideRatio` times the view's length along the scrolling axis, rounded to a pixel; nil
  /// when the view has no finite, positive length.
  private static func wideLength(of c: LayoutConfiguration) -> CGFloat? {
    let view = c.scrollDirection == .horizontal ? c.viewWidth : c.viewHeight
    guard view.isFinite, view > 0 else { return nil }
    let pixel = BoundaryValues(c).pixel
    return (view * wideRatio / pixel).rounded() * pixel
  }

  /// `scenario` with its leading section inset (left, or top when it scrolls vertically)
  /// made `inset`.
  static func withLeadingInset(_ inset: CGFloat, _ scenario: Scenario) -> Scenario {
    var result = scenario
    if scenario.configuration.scrollDirection == .horizontal {
      result.configuration.sectionInset.left = inset
    } else {
      result.configuration.sectionInset.top = inset
    }
    return result
  }

  /// The velocity of the empty-start corner's fling, in points per millisecond: a flick.
  static let emptyStartVelocity: CGFloat = 1

  /// The empty-start corner of `scenario`: its leading inset made as long as the wide
  /// corners make it, so the view at the start of the range shows no item, and its events
  /// replaced by a fling forward from there (a still view's length short of the first item:
  /// half the stretch of inset the view does not cover) and a still drag back past the start
  /// (a page per item and the inset). A layout that looks for the nearest item among those
  /// in the view, or in a view's length at the proposal, finds none there: the fling is
  /// released with no item in view and the drag back proposes where none is, which the wide
  /// inset corner meets only if the scenario's own drags go there. Nil when the view has no
  /// finite, positive length, or the scenario no page length.
  static func emptyStartCorner(of scenario: Scenario) -> Scenario? {
    let c = scenario.configuration
    guard let wide = wideLength(of: c), let pageSpace = pageSpace(of: c) else { return nil }
    let view = c.scrollDirection == .horizontal ? c.viewWidth : c.viewHeight
    let pixel = BoundaryValues(c).pixel
    let fling = ((wide - view) / 2 / pixel).rounded() * pixel
    let back = CGFloat(max(c.itemCount, 1)) * pageSpace + wide
    var corner = withLeadingInset(wide, scenario)
    corner.events = [.drag(distance: fling, velocity: emptyStartVelocity), .drag(distance: -back, velocity: 0)]
    return corner
  }
}
