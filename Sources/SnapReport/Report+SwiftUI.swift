import Foundation
import SnapAlgorithms
import SnapEngine
import SnapModel
import SnapSwiftUI

extension Report {
  /// SwiftUI's section, when `check` covers a SwiftUI algorithm: SwiftUI's assumptions
  /// (S1–S7), each built-in's rule and what SnapCheck finds, and where each limit behaviour of
  /// `.viewAligned` rests after one flick.
  static func swiftUI(_ check: CheckReport, algorithms: [Algorithm]) -> [String] {
    let builtIns = algorithms.filter { $0.host.framework == .swiftui && check.algorithms.contains($0.id) }
    guard !builtIns.isEmpty else { return [] }
    var lines = [
      "", "## SwiftUI's built-in scroll target behaviours", "",
      "`.scrollTargetBehavior(.paging)` and `.viewAligned(limitBehavior:)` (iOS 17), run in SnapCheck's SwiftUI host: a",
      "`ScrollView` over a lazy stack of children, the container being the bounds less the safe area. Apple publishes",
      "no rule for them, so the host names its assumptions (S1–S4; S5–S7 are read only when a view is checked as",
      "written):", "",
      "| assumption | the model |", "|---|---|",
    ]
    lines += SwiftUIAssumption.allCases.map { "| \($0.rawValue) | \($0.rule) |" }
    lines += ["", "The matrix holds both to the children's leading edges, one child per drag: their documented intent for a carousel."]
    for algorithm in builtIns {
      let violated = check.results.filter { $0.algorithm == algorithm.id && $0.verdict == .violated }
        .map { "[`\($0.property.id)`](\(page(algorithm.id))#\(anchor(algorithm.id, $0.property)))" }
      lines += [
        "", "### [`\(algorithm.id)`](\(page(algorithm.id)))", "",
        "**Rule:** \(algorithm.summary).", "",
      ] + (algorithm.restsOn.map { ["**Every verdict \($0)**.", ""] } ?? []) + [
        "**SnapCheck finds:** " + (violated.isEmpty ? "nothing violated." : "it violates " + violated.joined(separator: ", ") + "."),
      ]
    }
    if let aligned = builtIns.first(where: { $0.id == "swiftui-view-aligned" }) { lines += limitBehaviours(of: aligned) }
    return lines
  }

  /// Where each limit behaviour rests after one flick, on a phone and a tablet width.
  private static func limitBehaviours(of algorithm: Algorithm) -> [String] {
    var lines = [
      "", "Each limit behaviour of `swiftui-view-aligned` after one flick (released at 120 pt with 1.5 pt/ms, the natural",
      "target 864.33) over ten 250-wide children with the default spacing of 8 (children at 0, 258, 516, 774, 1032, …):", "",
      "| `limitBehavior` | 375 pt wide (compact) | 800 pt wide (regular) |", "|---|---|---|",
    ]
    for kind in ViewAlignedScrollTargetBehavior.LimitBehavior.Kind.allCases {
      let rests = [375, 800].map { (width: CGFloat) -> String in
        var c = LayoutConfiguration.swiftUI
        c.itemCount = 10
        c.itemWidth = 250
        c.viewWidth = width
        let testCase = Case(configuration: c, events: [.drag(distance: 120, velocity: 1.5)])
        let options = AlgorithmOptions(ViewAlignedScrollTargetBehavior.Options.limitBehavior, kind)
        return Scenario(testCase, algorithm: algorithm, options: options).run().steps.first?.rest.map(DisplayNumber.short) ?? "-"
      }
      lines.append("| `\(kind.rawValue)` | \(rests[0]) | \(rests[1]) |")
    }
    return lines
  }
}
