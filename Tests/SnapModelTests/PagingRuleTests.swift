import Foundation
import SnapModel
import Testing

/// A 300-point view over 1000 points of content at @2x: the range is [0, 700], the pages
/// 0, 300, 600 and the last, 700 (A3).
private let rule = PagingRule(range: OffsetRange(contentLength: 1000, viewLength: 300, scale: 2), viewLength: 300)

@Suite("The paging rule (A3), worked out by hand from TheUIKitModel")
struct PagingRuleTests {
  @Test("Pages are one view length apart from the range's start, the last being the range's end")
  func pages() {
    #expect(rule.pages == [0, 300, 600, 700])
    // Content 900: the end, 600, is itself the third page, not a fourth.
    #expect(PagingRule(range: OffsetRange(contentLength: 900, viewLength: 300, scale: 2), viewLength: 300).pages == [0, 300, 600])
    // Insets of 20 at both ends: the range is [−20, 720], pages from −20.
    let inset = PagingRule(
      range: OffsetRange(contentLength: 1000, viewLength: 300, leadingInset: 20, trailingInset: 20, scale: 2), viewLength: 300)
    #expect(inset.pages == [-20, 280, 580, 720])
    // A view that cannot scroll has one page; a view of no length only the range's ends.
    #expect(PagingRule(range: OffsetRange(contentLength: 200, viewLength: 300, scale: 2), viewLength: 300).pages == [0])
    #expect(PagingRule(range: OffsetRange(contentLength: 1000, viewLength: 300, scale: 2), viewLength: 0).pages == [0, 700])
  }

  @Test("Released still, the view goes to the page nearest the release, wherever the drag started")
  func stillGoesToNearest() {
    // 420 is 120 from 300 and 180 from 600; 460 is 160 from 300 and 140 from 600.
    #expect(rule.target(release: 420, velocity: 0, start: 300) == 300)
    #expect(rule.target(release: 460, velocity: 0, start: 300) == 600)
    // Rubber-banded past the start: the first page.
    #expect(rule.target(release: -30, velocity: 0, start: 0) == 0)
  }

  @Test("An exact tie goes to the page with the smaller offset, for the release and for the start's page")
  func tiesGoToTheSmaller() {
    // 150 is 150 from both 0 and 300; 650 is 50 from both 600 and 700.
    #expect(rule.target(release: 150, velocity: 0, start: 0) == 0)
    #expect(rule.target(release: 650, velocity: 0, start: 600) == 600)
    // The start 450 ties between pages 1 (300) and 2 (600): its page is 1, so a fling
    // forward from 500 (first page beyond: 600, index 2) may go there, but from 610 (first
    // beyond: 700, index 3) only to index 2, 600.
    #expect(rule.target(release: 500, velocity: 1, start: 450) == 600)
    #expect(rule.target(release: 610, velocity: 1, start: 450) == 600)
    // Backwards from 450's page 1: 290 → first before it is 0 (index 0), one page away.
    #expect(rule.target(release: 290, velocity: -1, start: 450) == 0)
  }

  @Test("With velocity, the first page strictly beyond the release in its direction")
  func firstPageBeyond() {
    // From a page, moving on: the page itself is not beyond.
    #expect(rule.target(release: 300, velocity: 1, start: 300) == 600)
    #expect(rule.target(release: 300, velocity: -1, start: 300) == 0)
    // A slow fling just past the floor still pages: 301 at 0.25 pt/ms → 600; 599 at −0.25 → 300.
    #expect(rule.target(release: 301, velocity: 0.25, start: 300) == 600)
    #expect(rule.target(release: 599, velocity: -0.25, start: 600) == 300)
  }

  @Test("At most one page, by index, from the page nearest the start")
  func onePageAway() {
    // From 0 a long drag to 650 flung on: the first page beyond is 700 (index 3), but the
    // start's page is 0, so index 1: 300.
    #expect(rule.target(release: 650, velocity: 5, start: 0) == 300)
    // From 700 (index 3) back to 50 flung back: the first page before is 0 (index 0), held to index 2: 600.
    #expect(rule.target(release: 50, velocity: -5, start: 700) == 600)
    // Released still far from the start: the nearest page to 640 is 600 (index 2), held to index 1.
    #expect(rule.target(release: 640, velocity: 0, start: 0) == 300)
  }

  @Test("With no page beyond the release, the last page in that direction; the last page is the range's end")
  func noPageBeyond() {
    // Past the end, flung on: no page beyond 710, so the last, 700.
    #expect(rule.target(release: 710, velocity: 2, start: 700) == 700)
    // Before the start, flung back: no page before −30, so the first, 0.
    #expect(rule.target(release: -30, velocity: -2, start: 0) == 0)
    // Between the third page and the end: the end, 700, though 600 + 300 = 900 would be a page's length on.
    #expect(rule.target(release: 690, velocity: 1, start: 600) == 700)
  }

  @Test("A NaN release or velocity has no page")
  func nanHasNoPage() {
    #expect(rule.target(release: 100, velocity: .nan, start: 0).isNaN)
    #expect(rule.target(release: .nan, velocity: 1, start: 0).isNaN)
  }

  @Test("A rest is a page when it is a page rounded to the pixel grid and clamped")
  func isPage() {
    // A 250.5-point view at @2x: pages 0, 250.5, 501, then 700; at @1x 250.5 rounds to 251 (half away from zero).
    let odd = PagingRule(range: OffsetRange(contentLength: 1000, viewLength: 300, scale: 2), viewLength: 250.5)
    #expect(odd.pages == [0, 250.5, 501, 700])
    #expect(odd.isPage(250.5, scale: 2))
    #expect(odd.isPage(251, scale: 1))
    #expect(!odd.isPage(250, scale: 1))
    #expect(!rule.isPage(310, scale: 2))
    #expect(!rule.isPage(.nan, scale: 2))
  }
}
