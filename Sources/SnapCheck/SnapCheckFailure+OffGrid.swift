import Foundation
import SnapAlgorithms
import SnapModel

extension SnapCheckFailure {
  /// A note for a counterexample whose view is, along its scroll axis, not a whole number of
  /// pixels long (at the start or after a resize): the realistic profile draws such lengths
  /// (the fractional widths of HowCasesAreFound), but on a device only a frame set in code has
  /// one, since every screen and every view Auto Layout sizes is a whole number of pixels (A5
  /// rounds offsets and origins, not sizes). A layout that divides offsets by such a length
  /// meets the rounded offsets off its page grid; the note says so, so that a user of a
  /// full-screen or Auto Layout collection view can tell a violation only such a frame shows.
  /// Nil when every length is on the grid: a length is off it when its pixels, printed to the
  /// thousandth as the note prints them, are not a whole number (so 1125.0004 px, printed
  /// 1125.000, is on it), so the note never calls a length it prints whole off the grid.
  ///
  ///     // a 411.42857 pt wide view at @2x: "note: the view is 411.42857142857144 pt wide, 822.857 px at @2x, off the pixel grid: …"
  static func offGridNote(_ scenario: Scenario) -> String? {
    let configuration = scenario.configuration
    let vertical = configuration.scrollDirection == .vertical
    let scale = configuration.screenScale
    var lengths = [vertical ? configuration.viewHeight : configuration.viewWidth]
    for case .resize(let width, let height) in scenario.events { lengths.append(vertical ? height : width) }
    guard scale > 0,
      let (length, pixels) = lengths.lazy.filter(\.isFinite).map({ ($0, String(format: "%.3f", Double($0 * scale))) })
        .first(where: { !$0.1.hasSuffix(".000") })
    else { return nil }
    return "note: the view is \(length) pt \(vertical ? "tall" : "wide"), \(pixels) px at @\(Int(scale))x, off the pixel grid:"
      + " on a device only a frame set in code has such a length (every screen, and every view Auto Layout sizes, is a whole"
      + " number of pixels); if this violation needs it, a full-screen or Auto Layout view never shows it"
  }
}
