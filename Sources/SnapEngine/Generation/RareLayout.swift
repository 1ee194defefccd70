import Foundation
import SnapModel

/// The rare corners of the layout space where the verdicts' long tail lives: what the
/// generator's rare-layout stream (`CaseGenerator.rareCase(_:)`) draws a fraction of the
/// cases from, on purpose, instead of waiting for independent draws to meet there.
///
/// A case the ordinary draws reach only every few thousand cases is mostly a rare layout, not
/// a rare gesture: one to three items with a section inset beyond half the view or below
/// zero, an item as wide as a view whose width is off the pixel grid, or a resize, reload or
/// scroll before the first drag. Each corner is one draw here:
///
/// - `fewItems`: 0–3 items, the leading section inset one of the extremes (the centring inset
///   of another view, negative when the item is wider; half the view; the whole view; the view
///   and half an item; minus half an item), the trailing one the same, zero or another
///   extreme, the view off the pixel grid one time in three;
/// - `fractionalView`: a view width off the pixel grid (`offGridWidths`), an item as wide as it
///   (or 40 pt less, or four fifths of it on the third-point grid), no line spacing three times
///   in four, centred half the time;
/// - `firstChange`: before the first drag, a resize (a rotation of the view's device; across
///   devices, to another phone or tablet width, a narrower one three times in four), the inset
///   centring the item in the view it leaves half the time, a reload (from no items to some, or to at most three), or a scroll to a page
///   multiple or half a page past one.
///
///     var random = Xoshiro256StarStar(seed: 1)
///     var c = LayoutConfiguration()
///     RareLayout.fewItems.draw(&c, &random)  // c.itemCount ≤ 3, an extreme inset
package enum RareLayout: Sendable {
  /// 0–3 items with extreme section insets.
  case fewItems
  /// An item as wide as a view whose width is off the pixel grid.
  case fractionalView
  /// A resize, reload or scroll before the first drag.
  case firstChange

  /// How often each corner is drawn, by what it found in trial runs (three seeds, both
  /// profiles, ten times the default count): insets beyond the view or below zero before a few
  /// items, and a resize or reload first, met most of the pairs the default count missed; an
  /// item as wide as a fractional view the rest. A corner whose point `swarm` leaves out is
  /// never drawn: `fewItems` without section insets, `firstChange` without scrolls, resizes
  /// and reloads.
  static func weights(_ swarm: Swarm) -> [(weight: Int, value: RareLayout)] {
    let changes = swarm.includes(.scrolls) || swarm.includes(.resizes) || swarm.includes(.reloads)
    return [(swarm.includes(.sectionInsets) ? 2 : 0, .fewItems), (1, .fractionalView), (changes ? 2 : 0, .firstChange)]
  }

  /// View widths off the pixel grid: the two fractional widths `CaseGenerator` draws (392.73
  /// and 411.43), a quarter point off @2x and @3x (375.25), and a third of a point off @2x
  /// (414⅓).
  package static let offGridWidths: [CGFloat] = [392.72727272727275, 411.42857142857144, 375.25, 414 + 1.0 / 3]

  /// Redraws `c` into this corner; the events are drawn afterwards, for the result. Without
  /// `swarm`'s section insets, a fractional view is never centred by one.
  func draw(_ c: inout LayoutConfiguration, swarm: Swarm, _ random: inout Xoshiro256StarStar) {
    switch self {
    case .fewItems: Self.drawFewItems(&c, &random)
    case .fractionalView:
      Self.drawFractionalView(&c, &random)
      if !swarm.includes(.sectionInsets) { c.sectionInset = .zero }
    case .firstChange: break
    }
  }

  /// 0–3 items (one the likeliest) and extreme leading and trailing section insets, in a
  /// view off the pixel grid (`offGridWidths`) one time in three.
  package static func drawFewItems(_ c: inout LayoutConfiguration, _ random: inout Xoshiro256StarStar) {
    c.itemCount = random.weighted([(1, 0), (3, 1), (2, 2), (2, 3)])
    if random.chance(1.0 / 3) { c.viewWidth = random.element(of: offGridWidths) }
    let leading = extremeInset(c, &random)
    let trailing = random.weighted([(2, leading), (1, 0), (1, extremeInset(c, &random))])
    c.sectionInset = UIEdgeInsets(top: c.sectionInset.top, left: leading, bottom: c.sectionInset.bottom, right: trailing)
  }

  /// One extreme inset along the axis for `c`'s item and view: the centring inset of another
  /// of `CaseGenerator`'s view widths (beyond half this view, or negative when the item is
  /// wider than that view), half the view, the whole view, the view and half an item, or
  /// minus half an item.
  package static func extremeInset(_ c: LayoutConfiguration, _ random: inout Xoshiro256StarStar) -> CGFloat {
    let otherView = random.element(of: CaseGenerator.viewWidths)
    return random.weighted([
      (3, (otherView - c.itemWidth) / 2), (1, c.viewWidth / 2), (2, c.viewWidth), (1, c.viewWidth + c.itemWidth / 2),
      (2, (-c.itemWidth / 2).withoutNegativeZero),
    ])
  }

  /// A view width off the pixel grid and an item as wide as it (or a little narrower), with
  /// no line spacing three times in four and a centring inset half the time.
  package static func drawFractionalView(_ c: inout LayoutConfiguration, _ random: inout Xoshiro256StarStar) {
    let view = random.element(of: offGridWidths)
    c.viewWidth = view
    c.itemWidth = random.weighted([(3, view), (1, view - 40), (1, (view * 0.8 * 3).rounded() / 3)])
    c.lineSpacing = random.weighted([(3, 0), (1, 10)])
    c.itemCount = random.weighted([(2, 1...1), (2, 2...5), (1, 6...CaseGenerator.mostItems)]).randomElement(using: &random)
    let centring = (view - c.itemWidth) / 2
    c.sectionInset = random.chance(0.5) ? UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring) : .zero
  }

  /// The change a `firstChange` case begins with, for `c` (a reload from no items empties
  /// `c` first): a resize, a reload or a scroll to a page multiple or half a page past one, of
  /// the kinds `swarm` includes (nil when it includes none).
  package static func firstChange(_ c: inout LayoutConfiguration, swarm: Swarm, _ random: inout Xoshiro256StarStar) -> Event? {
    enum Kind { case resize, reload, scroll }
    let kinds = [(swarm.weight(.resizes, 2), Kind.resize), (swarm.weight(.reloads, 2), .reload), (swarm.weight(.scrolls, 1), .scroll)]
    guard kinds.contains(where: { $0.0 > 0 }) else { return nil }
    switch random.weighted(kinds) {
    case .resize:
      let narrower = CaseGenerator.viewWidths.filter { $0 < c.viewWidth }
      let width = random.chance(0.75) && !narrower.isEmpty ? random.element(of: narrower) : random.element(of: CaseGenerator.viewWidths)
      if random.chance(0.5), swarm.includes(.sectionInsets) {
        let centring = (c.viewWidth - c.itemWidth) / 2
        c.sectionInset = UIEdgeInsets(top: c.sectionInset.top, left: centring, bottom: c.sectionInset.bottom, right: centring)
      }
      return .resize(width: width, height: random.element(of: CaseGenerator.viewHeights))
    case .reload:
      if random.chance(0.5) {
        c.itemCount = 0
        return .reload(itemCount: random.weighted([(2, 1...3), (1, 4...CaseGenerator.mostItems)]).randomElement(using: &random))
      }
      return .reload(itemCount: random.int(in: 0...3))
    case .scroll:
      let page = c.itemWidth + c.lineSpacing
      return .scroll(offset: page * (CGFloat(random.int(in: 1...4)) + random.element(of: [0, 0.5] as [CGFloat])))
    }
  }
}
