import SnapAlgorithms

/// The families the report sorts snap rules into, as the catalog's ChoosingASnapRule article
/// does: rules of one family share their faults. An algorithm no family names (a user's own
/// layout) falls in `others`.
struct ReportFamily: Sendable {
  /// The family's name, as the index and each page write it.
  var name: String
  /// Its rule and typical faults, in a sentence.
  var summary: String
  /// The ids of the built-in algorithms it holds, in the registry's order.
  var members: [String]

  /// Every named family, in the index's order.
  static let all = [
    ReportFamily(
      name: "Nearest item to the proposal",
      summary: "natural to use, but a fling skips as many pages as its momentum carries, the unclamped ones aim outside the "
        + "content, and the ones that search only what is on screen or step by `itemSize + spacing` snap back or rest between items",
      members: ["center-nearest", "center-nearest-frame", "up-carousel", "centered-flow", "recipe-delegate-round"]),
    ReportFamily(
      name: "Page from the release point with a velocity threshold",
      summary: "one page per flick, counted from where the finger lifted, so a release just under the threshold rounds back "
        + "against the flick; insets and sections are ignored",
      members: ["recipe-velocity-nudge", "fs-pager"]),
    ReportFamily(
      name: "Page from remembered state",
      summary: "each drag steps from a stored target or index, which goes stale after a scroll, resize or reload; reading "
        + "cells adds the recycled-cell skip",
      members: ["last-offset", "swift-port", "attribute-index", "attribute-index-cell", "ms-peek"]),
    ReportFamily(
      name: "The reference's rule",
      summary: "the snap positions of the layout's real geometry within the cap of where the drag began, on the velocity's "
        + "side of the release, nearest where the view would coast; it holds everything",
      members: ["reference"]),
    ReportFamily(
      name: "UIKit with no snap code",
      summary: "what an app gets before writing any: a flow layout rests where momentum ends, and `isPagingEnabled` pages "
        + "one view length apart",
      members: ["uikit-flow", "uikit-paging"]),
    ReportFamily(
      name: "SwiftUI's built-ins",
      summary: "`.paging` keeps its own pages but pages from where the finger lifted; `.viewAligned` holds most of what "
        + "the reference holds",
      members: ["swiftui-paging", "swiftui-view-aligned"]),
    ReportFamily(
      name: "UIKit's orthogonal sections",
      summary: "a compositional section's `orthogonalScrollingBehavior` alone (A19, A20): group paging keeps one group per "
        + "swipe but can rest behind the drag's start, and none keeps its item across a rotation",
      members: ["uikit-group-paging", "uikit-group-paging-centered", "uikit-continuous-group-leading", "uikit-orthogonal-paging"]),
  ]

  /// The family of the algorithms no named family holds.
  static let others = ReportFamily(name: "Other layouts", summary: "layouts checked beside the built-ins", members: [])

  /// The family that holds `algorithm`.
  static func of(_ algorithm: String) -> ReportFamily {
    all.first { $0.members.contains(algorithm) } ?? others
  }

  /// The index's section: each family that holds a checked algorithm, with links to their pages.
  static func index(of algorithms: [Algorithm]) -> [String] {
    var lines = ["", "## The families", ""]
    for family in all + [others] {
      let held = algorithms.filter { of($0.id).name == family.name }
      guard !held.isEmpty else { continue }
      let links = held.map { "[`\($0.id)`](\(Report.page($0.id)))" }.joined(separator: ", ")
      lines.append("- **\(family.name)** (\(links)): \(family.summary).")
    }
    return lines
  }
}
