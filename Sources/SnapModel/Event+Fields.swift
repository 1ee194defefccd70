import Foundation

/// One number of an event, declared once: the scenario JSON reader and writer, the shrinker,
/// explanations and the transposition read it.
package struct EventField: Sendable {
  /// The JSON key, which also names the number in explanations.
  package var key: String
  /// The key a horizontal view's scenario uses instead, if any (`x` for a scroll's offset).
  package var horizontalKey: String?
  /// The value when JSON leaves it out, or nil when it is required.
  package var defaultValue: CGFloat?
  /// The least value explanations try, if any (sizes are not negative).
  package var floor: CGFloat?
  /// The value the shrinker moves it toward.
  package var shrinksToward: CGFloat
  /// Where the shrinker tries it among the event's numbers (lowest first).
  package var shrinkRank: Int
  /// The field of the same event whose value it takes on the other axis, if any.
  package var transposesWith: String?
  /// The unit messages write after its values: `pt` for lengths, `pt/ms` for velocities.
  package var unit: String

  /// A field declaration.
  package init(
    _ key: String, horizontalKey: String? = nil, default defaultValue: CGFloat? = nil, floor: CGFloat? = nil,
    shrinksToward: CGFloat, shrinkRank: Int = 0, transposesWith: String? = nil, unit: String = "pt"
  ) {
    self.unit = unit
    self.key = key
    self.horizontalKey = horizontalKey
    self.defaultValue = defaultValue
    self.floor = floor
    self.shrinksToward = shrinksToward
    self.shrinkRank = shrinkRank
    self.transposesWith = transposesWith
  }

  /// The key on a view scrolling along `axis`.
  package func key(on axis: Axis) -> String { axis == .horizontal ? horizontalKey ?? key : key }
}

extension EventKind {
  /// The event's numbers, in the order JSON writes them; a `reload` has item counts instead,
  /// an `update` its calls (`BatchUpdate.Part`).
  package var fields: [EventField] {
    switch self {
    case .drag:
      // The velocity shrinks first: a drag without momentum is the simpler one.
      return [EventField("distance", shrinksToward: 0, shrinkRank: 1), EventField("velocity", default: 0, shrinksToward: 0, unit: "pt/ms")]
    case .scroll:
      return [EventField("offset", horizontalKey: "x", shrinksToward: 0)]
    case .resize:
      let view = LayoutConfiguration()
      return [
        EventField("width", floor: 0, shrinksToward: view.viewWidth, transposesWith: "height"),
        EventField("height", floor: 0, shrinksToward: view.viewHeight, transposesWith: "width"),
      ]
    case .reload, .update:
      return []
    }
  }

  /// The lists an event of this kind carries besides its numbers: an `update`'s calls.
  package var parts: [BatchUpdate.Part] { self == .update ? BatchUpdate.Part.allCases : [] }

  /// Whether the event carries item counts (`itemCount` or `sections`).
  package var hasCounts: Bool { self == .reload }
}

extension Event {
  /// The event's numbers, in the order of its kind's `fields`.
  package var numbers: [CGFloat] {
    switch self {
    case .drag(let distance, let velocity): return [distance, velocity]
    case .scroll(let offset): return [offset]
    case .resize(let width, let height): return [width, height]
    case .reload, .update: return []
    }
  }

  /// The event's item counts: a reload's sections, else none.
  package var counts: [Int] {
    if case .reload(let sections) = self { return sections }
    return []
  }

  /// The event of `kind` with `numbers` (in its fields' order) and `counts`; an `update`
  /// carries `update`.
  package init(_ kind: EventKind, numbers: [CGFloat], counts: [Int], update: BatchUpdate = BatchUpdate()) {
    func number(_ index: Int) -> CGFloat { index < numbers.count ? numbers[index] : 0 }
    switch kind {
    case .drag: self = .drag(distance: number(0), velocity: number(1))
    case .scroll: self = .scroll(offset: number(0))
    case .resize: self = .resize(width: number(0), height: number(1))
    case .reload: self = .reload(sections: counts)
    case .update: self = .update(update)
    }
  }

  /// An update's calls; an empty batch for any other event.
  package var batch: BatchUpdate {
    if case .update(let update) = self { return update }
    return BatchUpdate()
  }

  /// The same event with its number at `index` replaced by `value`.
  package func replacing(number index: Int, with value: CGFloat) -> Event {
    var changed = numbers
    changed[index] = value
    return Event(kind, numbers: changed, counts: counts, update: batch)
  }

  /// The same event with its item counts replaced by `counts`.
  package func replacing(counts: [Int]) -> Event {
    Event(kind, numbers: numbers, counts: counts, update: batch)
  }

  /// The event on the other axis: numbers that declare a partner take its value.
  package var transposed: Event {
    let fields = kind.fields
    let values = numbers
    let swapped = fields.indices.map { index in
      fields[index].transposesWith.flatMap { partner in fields.firstIndex { $0.key == partner } }.map { values[$0] }
        ?? values[index]
    }
    return Event(kind, numbers: swapped, counts: counts, update: batch)
  }
}
