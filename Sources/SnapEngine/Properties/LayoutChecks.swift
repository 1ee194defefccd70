import Foundation
import SnapAlgorithms
import SnapModel

extension Property {
  /// `layoutAttributesForElements(in:)` keeps the flow layout's contract.
  public static let rectContract = Property(id: "rect-contract", code: "rct", summary: "layoutAttributesForElements(in:) returns exactly the items meeting the rect, with the flow layout's frames.", check: LayoutChecks.rectContract)

  /// Transform scales are sane and largest at the centre.
  public static let scaleRange = Property(id: "scale-range", code: "scl", summary: "Every transform scale lies in (0, 1] and is largest for the item nearest the centre.", applicability: { _, contract in contract.hasTransforms ? nil : "sets no transforms" }, check: LayoutChecks.scaleRange)
}

/// Properties of the attributes a layout hands out: `rect-contract`, `scale-range`.
enum LayoutChecks {
  /// The family's properties, in matrix order.
  static let properties: [Property] = [.rectContract, .scaleRange]

  /// The rects asked about after each step: the bounds, the bounds half a view on along the
  /// scroll axis, the whole content, and a zero-width line across the axis through the
  /// view's centre.
  static func probeRects(_ view: UICollectionView) -> [CGRect] {
    let axis = view.scrollAxis
    let bounds = view.bounds
    let size = view.contentSize
    let (main, length) = (axis.main(bounds.origin), axis.main(bounds.size))
    return [
      bounds,
      axis.rect(main: main + length / 2, cross: axis.cross(bounds.origin), mainLength: length, crossLength: axis.cross(bounds.size)),
      CGRect(x: 0, y: 0, width: size.width, height: size.height),
      axis.rect(main: main + length / 2, cross: 0, mainLength: 0, crossLength: axis.cross(bounds.size)),
    ]
  }

  /// Asks the probe rects before any event and after every step, but not, between the two, a
  /// rect the layout was asked since it was last invalidated or prepared
  /// (`UICollectionViewLayout.generation`) with the same geometry: until then a layout
  /// answers from what it prepared, as UIKit keeps its attributes. After the last event every
  /// rect is asked again, since code of the app's own (a snap that asks the items near its
  /// target) asks whenever it runs: a layout whose answers follow the offset without
  /// invalidating is asked there, away from where it was first asked. A step that ends the
  /// scenario early (a fault, an unsupported step) is the last. So the whole content is
  /// asked once per prepared layout and after the last step, and the bounds again whenever
  /// the view moved.
  static func rectContract(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    // The last rect each probe asked, with the layout's generation and the geometry (the
    // same object: a geometry never changes) it was asked of.
    var asked: [(generation: Int, geometry: FlowGeometry, rect: CGRect)] = []
    let last = scenario.events.count - 1
    let observation = context.observe(scenario, inspect: { index, simulator in
      context.exercised()
      // A flow layout is held to the model's geometry; any other layout to its own
      // `layoutAttributesForItem(at:)` answers.
      let geometry = simulator.withScreen { simulator.collectionView.itemGeometry }
      let rects = probeRects(simulator.collectionView)
      // One binding of the screen for the step's queries: between them only the model's side
      // runs (it reads no screen), so each query sees the screen as it did with a binding of its own.
      return simulator.withScreen { () -> String? in
        let generation = simulator.layout.generation
        for (probe, rect) in rects.enumerated() {
          if index < last, !simulator.ended, probe < asked.count, asked[probe].generation == generation, asked[probe].geometry === geometry,
            sameBits(asked[probe].rect, rect)
          {
            continue
          }
          if probe < asked.count { asked[probe] = (generation, geometry, rect) } else { asked.append((generation, geometry, rect)) }
          let expected = geometry.items(intersecting: rect)
          let attributes = simulator.layout.layoutAttributesForElements(in: rect) ?? []
          guard let problem = rectProblem(attributes, expected: expected, geometry: geometry) else { continue }
          let place = index < 0 ? "before any event" : "after event \(index)"
          switch problem {
          case .items(let returned):
            let whose = simulator.layout is UICollectionViewFlowLayout ? "the flow layout's" : "layoutAttributesForItem(at:)'s"
            return "\(place), layoutAttributesForElements(in: \(describe(rect))) returns items \(list(returned)); \(whose) are \(list(expected))"
          case .frame(let wrong, let item):
            return "\(place), item \(item)'s frame is \(describe(wrong.frame)), not \(describe(geometry.frame(ofItem: item)))"
          }
        }
        return nil
      }
    }, grids: false)
    return observation.finding.map { Violation(scenario: scenario, message: $0.message, event: $0.event) }
  }

  /// Whether two rects are the same bit for bit (a zero's sign and a NaN's payload count).
  private static func sameBits(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x.bitPattern == b.origin.x.bitPattern && a.origin.y.bitPattern == b.origin.y.bitPattern
      && a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
  }

  /// What a rect query's answer gets wrong.
  enum RectProblem: Equatable {
    /// The items it returns (sorted, −1 for an index path that names no item) are not the expected ones.
    case items(returned: [Int])
    /// The items are right, but this one's frame (the first in the answer's order) is not the geometry's.
    case frame(UICollectionViewLayoutAttributes, item: Int)
  }

  /// What is wrong with `attributes`, a layout's answer for a rect, against the `expected`
  /// items (in order) and their frames in `geometry`; nil when nothing is. Only items count:
  /// a header's or footer's attributes are not an item's.
  ///
  /// Most answers list exactly the expected items in order: one pass checks them and their
  /// frames. Any other answer is sorted and compared as a whole.
  static func rectProblem(
    _ attributes: [UICollectionViewLayoutAttributes], expected: [Int], geometry: FlowGeometry
  ) -> RectProblem? {
    var matched = 0
    var wrongFrame: RectProblem?
    var inOrder = true
    for cell in attributes where cell.representedElementCategory == .cell {
      guard matched < expected.count, let item = geometry.item(at: cell.indexPath), item == expected[matched] else {
        inOrder = false
        break
      }
      matched += 1
      if wrongFrame == nil, !SnapGrid.sameFrame(cell.frame, geometry.frame(ofItem: item)) { wrongFrame = .frame(cell, item: item) }
    }
    if inOrder && matched == expected.count { return wrongFrame }
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    let returned = cells.map { geometry.item(at: $0.indexPath) ?? -1 }.sorted()
    if returned != expected { return .items(returned: returned) }
    guard let wrong = cells.first(where: { !SnapGrid.sameFrame($0.frame, geometry.frame(ofItem: geometry.item(at: $0.indexPath) ?? 0)) })
    else { return nil }
    return .frame(wrong, item: geometry.item(at: wrong.indexPath) ?? 0)
  }

  static func scaleRange(_ scenario: Scenario, _ context: CheckContext) -> Violation? {
    let observation = context.observe(scenario, inspect: { index, simulator in
      let view = simulator.collectionView
      let attributes = simulator.withScreen { simulator.layout.layoutAttributesForElements(in: view.bounds) ?? [] }
      guard !attributes.isEmpty else { return nil }
      context.exercised()
      let place = index < 0 ? "before any event" : "after event \(index)"
      let scales = attributes.map(scale)
      if let bad = zip(attributes, scales).first(where: { !($0.1 > 0 && $0.1 <= 1) }) {
        return "\(place), item \(bad.0.indexPath.item) has scale \(show(bad.1)), outside (0, 1]"
      }
      let axis = view.scrollAxis
      let centre = axis.main(view.bounds.origin) + axis.main(view.bounds.size) / 2
      let distances = attributes.map { abs(axis.main($0.center) - centre) }
      guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }) else { return nil }
      if let larger = scales.indices.first(where: { scales[$0] > scales[nearest] + 1e-12 && distances[$0] > distances[nearest] }) {
        return "\(place), item \(attributes[larger].indexPath.item) (scale \(show(scales[larger]))) is larger than item \(attributes[nearest].indexPath.item) nearest the centre (scale \(show(scales[nearest])))"
      }
      return nil
    })
    return observation.finding.map { Violation(scenario: scenario, message: $0.message, event: $0.event) }
  }

  /// The smallest of an attribute's 2-D and 3-D scale factors.
  private static func scale(_ attributes: UICollectionViewLayoutAttributes) -> CGFloat {
    let factors = [
      attributes.transform.a, attributes.transform.d, attributes.transform3D.m11, attributes.transform3D.m22,
      attributes.transform3D.m33,
    ]
    return factors.contains { $0.isNaN } ? .nan : factors.min() ?? 1
  }

  private static func describe(_ rect: CGRect) -> String {
    "(\(show(rect.origin.x)), \(show(rect.origin.y)), \(show(rect.size.width)), \(show(rect.size.height)))"
  }

  private static func list(_ items: [Int]) -> String {
    items.count > 8 ? "[\(items.prefix(8).map(String.init).joined(separator: ", ")), … \(items.count) in all]"
      : "[\(items.map(String.init).joined(separator: ", "))]"
  }
}
