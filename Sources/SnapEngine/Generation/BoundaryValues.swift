import Foundation
import SnapModel

/// The drag lengths and release speeds where snapping code breaks, for one layout's page and
/// pixel: what the generator's boundary drags and the targeted search's boundary mutations
/// both draw from, so that combinations of them (a long drag released still, exactly half a
/// page at the momentum floor, two pages and a pixel with a fast flick) come up on purpose
/// rather than by the luck of independent uniform draws.
///
///     var random = Xoshiro256StarStar(seed: 1)
///     let values = BoundaryValues(pageSpace: 385, screenScale: 3)
///     values.drag(&random)  // e.g. .drag(distance: -770.3333333333334, velocity: 0)
///
/// Lengths, unsigned (a page is `pageSpace`, a pixel `1 / screenScale`):
/// - still: 0, and a single pixel;
/// - short: an eighth of a page (where the seeds' paging starts), exactly or a pixel either side;
/// - half a page: exactly, or a pixel either side (a tie between two positions);
/// - page multiples: one, two or three pages, exactly or a pixel either side;
/// - long: between one and a half and four pages, on the pixel grid.
///
/// Speeds, unsigned, in points per millisecond: zero; just under the momentum floor (0.2499,
/// which UIKit turns into zero); exactly at it (0.25); just over it (0.2501); 1; the
/// two-page threshold of the last-offset family and a hair either side (2.999, 3, 3.001);
/// and high ones (5, 10, 20).
///
/// A drag's direction is even odds; its velocity goes along it three times in four.
package struct BoundaryValues {
  /// The momentum floor: UIKit starts no momentum below this speed (points per millisecond).
  static let momentumFloor: CGFloat = 0.25

  /// The distance of one page, made positive (0 when it is not a finite number).
  let pageSpace: CGFloat
  /// One pixel, in points.
  let pixel: CGFloat

  /// The boundary values of a layout whose page is `pageSpace` points on a screen of
  /// `screenScale` pixels per point (a scale below 1 counts as 1).
  package init(pageSpace: CGFloat, screenScale: CGFloat) {
    self.pageSpace = pageSpace.isFinite ? abs(pageSpace) : 0
    pixel = 1 / (screenScale.isFinite ? max(screenScale, 1) : 1)
  }

  /// The boundary values of `configuration`'s scrolling axis.
  package init(_ configuration: LayoutConfiguration) {
    let item = configuration.scrollDirection == .horizontal ? configuration.itemWidth : configuration.itemHeight
    self.init(pageSpace: item + configuration.lineSpacing, screenScale: configuration.screenScale)
  }

  /// A drag length, unsigned.
  func length(_ random: inout Xoshiro256StarStar) -> CGFloat {
    let nudge = pixel * CGFloat(random.int(in: -1...1))
    let longPages = random.double(in: 1.5..<4)
    return random.weighted([
      (1, 0), (1, pixel), (2, pageSpace / 8 + nudge), (3, pageSpace / 2 + nudge),
      (4, pageSpace * CGFloat(random.int(in: 1...3)) + nudge), (4, (pageSpace * CGFloat(longPages) / pixel).rounded() * pixel),
    ])
  }

  /// A release speed, unsigned.
  func speed(_ random: inout Xoshiro256StarStar) -> CGFloat {
    random.weighted([
      (4, 0), (2, Self.momentumFloor - 0.0001), (1, Self.momentumFloor), (2, Self.momentumFloor + 0.0001), (1, 1),
      (1, 2.999), (1, 3), (1, 3.001), (2, random.element(of: [5, 10, 20])),
    ])
  }

  /// A drag whose length and speed are both boundary values, in a random direction.
  package func drag(_ random: inout Xoshiro256StarStar) -> Event {
    let direction: CGFloat = random.chance(0.5) ? 1 : -1
    let distance = (direction * length(&random)).withoutNegativeZero
    let velocity = ((random.chance(0.75) ? direction : -direction) * speed(&random)).withoutNegativeZero
    return .drag(distance: distance, velocity: velocity)
  }
}
