import Foundation
import SnapAlgorithms
import SnapCorpus
import SnapModel
import Testing

/// Expects the rests of the orthogonal-section edge case `name` under each baseline:
/// `uikit-group-paging` (`leading`), `uikit-group-paging-centered` (`centred`),
/// `uikit-continuous-group-leading` (`free`) and `uikit-orthogonal-paging` (`pages`).
private func expectRests(_ name: String, leading: [CGFloat?], centred: [CGFloat?], free: [CGFloat?], pages: [CGFloat?]) throws {
  let entry = try #require(EdgeCases.orthogonalSections.first { $0.name == name })
  let expected = ["uikit-group-paging": leading, "uikit-group-paging-centered": centred, "uikit-continuous-group-leading": free, "uikit-orthogonal-paging": pages]
  for baseline in CompositionalBaseline.all {
    let rests = baseline.simulator(for: entry.configuration).run(entry.events).steps.map(\.rest)
    #expect(rests == expected[baseline.id], "\(baseline.id)")
  }
}

// The four named edge cases of UIKit's orthogonal baselines, each under each baseline, worked
// out by hand from A19 and A20 in the banner case's 375×150 view at @3x (groups 10 apart; a
// fling's natural target is release + (v − 0.01)/0.0020020027 at .normal; A20's "first past
// the release" ignores how far a rubber-banded release went).
@Suite("The orthogonal baselines' named edge cases, worked out by hand (A19, A20)")
struct OrthogonalEdgeCaseTests {
  @Test("A group wider than the view: five groups of 500")
  func groupWiderThanView() throws {
    // Groups at 510·j, content 5·500 + 4·10 = 2540, range [0, 2165]. Drags: 200 at v = 1,
    // −100 at rest, 600 at v = 2, −40 at v = −1.
    // Leading positions 0, 510, 1020, 1530, 2040: 510 (first past 200); 510 (410 is nearest
    // 510); from 510 past 1110 is 1530, held one from 510: 1020; from 1020 before 980: 510.
    let leading: [CGFloat?] = [510, 510, 1020, 510]
    // Centred positions roundPx(510·j + 250 − 187.5) = 188/3, 1718/3, 3248/3, …: the same
    // steps by index.
    let centred: [CGFloat?] = [1718.0 / 3, 1718.0 / 3, 3248.0 / 3, 1718.0 / 3]
    // Natural targets: 200 + 494.505 → 2084/3 (nearest 510); 410 (510); 1110 + 994.005 → 2104
    // (2040, no cap); 2000 − 494.505 → 4516/3 = 1505.33 (1530).
    let free: [CGFloat?] = [510, 510, 2040, 1530]
    // Pages 0, 375, …, 1875, 2165: 375; 375 (275 is nearest 375); from 375 past 975 is 1125,
    // held to 750; from 750 before 710: 375.
    let pages: [CGFloat?] = [375, 375, 750, 375]
    try expectRests("orthogonal-group-wider-than-view", leading: leading, centred: centred, free: free, pages: pages)
  }

  @Test("Fractional groups that do not divide the view: eight of .fractionalWidth(0.3)")
  func fractionalGroups() throws {
    // Eight items (even): groups .fractionalWidth(0.3) of 375 = 112.5, at 122.5·j; content
    // 8·112.5 + 7·10 = 970, range [0, 595]. Drags: 100 at v = 1, 60 at rest, −300 at v = −2
    // (from about 120 the finger passes 0: a release below 0).
    // Leading positions roundPx(122.5·j): 0, 368/3, 245, 1103/3, 490, 595: 368/3 (first past
    // 100); 368/3 (182.67 is 60 from it, 62.33 from 245); 0 (nothing lies before the release).
    let leading: [CGFloat?] = [368.0 / 3, 368.0 / 3, 0]
    // Centred positions roundPx(122.5·j − 131.25): 0, 0, 341/3, 709/3, …: 341/3; 341/3 (173.67
    // is 60 from it, 62.67 from 709/3); 0.
    let centred: [CGFloat?] = [341.0 / 3, 341.0 / 3, 0]
    // Natural targets: 100 + 494.505 → 1784/3 = 594.67 (nearest 595); 655 rubber-banded, at
    // rest clamped to 595 (595); 295 − 994.005, clamped to 0 (0).
    let free: [CGFloat?] = [595, 595, 0]
    // Pages 0, 375, 595: 375; 375 (435 is 60 from it); 0 (the last before 75).
    let pages: [CGFloat?] = [375, 375, 0]
    try expectRests("orthogonal-fractional-groups-not-dividing", leading: leading, centred: centred, free: free, pages: pages)
  }

  @Test("Insets larger than a group: five groups of 100 inside insets of 200")
  func insetsLargerThanGroup() throws {
    // Groups at 200 + 110·j; content 200 + 500 + 40 + 200 = 940, range [0, 565]. Drags: 50 at
    // v = 1, 80 at rest, −500 at v = −3 (a release below 0).
    // Leading positions group.min − 200 = 110·j: 110 (first past 50); 220 (190 is 30 from
    // it); from 220 nothing lies before the release, the first position, held one from 220: 110.
    let leading: [CGFloat?] = [110, 220, 110]
    // Centred positions roundPx(200 + 110·j + 50 − 187.5) = 188/3, 518/3, 848/3, …: group 0's
    // lies past its leading one. 188/3 (first past 50); 518/3 (142.67 is 30 from it); 188/3.
    let centred: [CGFloat?] = [188.0 / 3, 518.0 / 3, 188.0 / 3]
    // Natural targets: 50 + 494.505 → 1634/3 = 544.67 (nearest 440); 520 (440); below 0,
    // clamped to 0 (0).
    let free: [CGFloat?] = [440, 440, 0]
    // Pages 0, 375, 565: 375; 375 (455 is 80 from it, 110 from 565); 0.
    let pages: [CGFloat?] = [375, 375, 0]
    try expectRests("orthogonal-insets-larger-than-group", leading: leading, centred: centred, free: free, pages: pages)
  }

  @Test("One group: 300 long in a 375 view, nothing to scroll, every drag stays at 0")
  func oneGroup() throws {
    // Content 300 < 375: range [0, 0], and the section does not bounce, so no drag begins.
    let still: [CGFloat?] = [0, 0]
    try expectRests("orthogonal-one-group", leading: still, centred: still, free: still, pages: still)
  }
}
