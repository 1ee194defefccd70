import Foundation
@testable import SnapCheck
import SnapAlgorithms
import Testing

/// A counterexample whose view is not a whole number of pixels long along its scroll axis
/// says so (A5 rounds offsets, not sizes; every screen and every view Auto Layout sizes is a
/// whole number of pixels), so a user can tell a violation only a frame set in code shows.
@Suite("A counterexample on a view off the pixel grid says so")
struct OffGridNoteTests {
  /// The reference algorithm's scenario with `layout` fields and `events`.
  private func scenario(_ layout: String, events: String = "") throws -> Scenario {
    try Scenario(json: #"{"algorithm": "reference", "layout": {\#(layout)}, "events": [\#(events)]}"#)
  }

  @Test("A width off the grid is named with its pixels; one on the grid, or a height across the axis, is not")
  func widths() throws {
    // 411.42857142857144 × 2 = 822.857… px: off the @2x grid.
    #expect(
      SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 411.42857142857144, "screenScale": 2"#))
        == "note: the view is 411.42857142857144 pt wide, 822.857 px at @2x, off the pixel grid: on a device only a frame set in code"
        + " has such a length (every screen, and every view Auto Layout sizes, is a whole number of pixels); if this violation"
        + " needs it, a full-screen or Auto Layout view never shows it")
    // 375 × 3 = 1125 px; 414⅓ × 3 = 1243 px: on the grid. A horizontal view's height is across its axis.
    #expect(SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 375, "viewHeight": 150.1, "screenScale": 3"#)) == nil)
    #expect(SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 414.3333333333333, "screenScale": 3"#)) == nil)
    // 375.25 × 2 = 750.5 px.
    #expect(SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 375.25, "screenScale": 2"#))?.hasPrefix(
      "note: the view is 375.25 pt wide, 750.500 px at @2x, off the pixel grid:") == true)
  }

  @Test("A length is off the grid exactly when its pixels, printed to the thousandth, are not whole")
  func printedRounding() throws {
    // 375.00013 × 3 = 1125.00039 px, printed 1125.000: a whole number of pixels as printed, so no note.
    #expect(SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 375.00013, "screenScale": 3"#)) == nil)
    // 375.00018 × 3 = 1125.00054 px, printed 1125.001: past the half-thousandth, so off the grid.
    #expect(SnapCheckFailure.offGridNote(try scenario(#""viewWidth": 375.00018, "screenScale": 3"#))?.hasPrefix(
      "note: the view is 375.00018 pt wide, 1125.001 px at @3x, off the pixel grid:") == true)
  }

  @Test("A resize to a length off the grid, and a vertical view's height, are judged too")
  func resizeAndVertical() throws {
    // Turned to 914.2857142857143 pt: 2742.857… px at @3x.
    let turned = try scenario(#""viewWidth": 390, "screenScale": 3"#, events: #"{"type": "resize", "width": 914.2857142857143, "height": 150}"#)
    #expect(SnapCheckFailure.offGridNote(turned)?.hasPrefix("note: the view is 914.2857142857143 pt wide, 2742.857 px at @3x,") == true)
    // 300.25 × 2 = 600.5 px along a vertical view's axis.
    let vertical = try scenario(#""scrollDirection": "vertical", "viewWidth": 375, "viewHeight": 300.25, "screenScale": 2"#)
    #expect(SnapCheckFailure.offGridNote(vertical)?.hasPrefix("note: the view is 300.25 pt tall, 600.500 px at @2x,") == true)
  }
}
