import Foundation
import SnapAlgorithms
import SnapModel

extension CaseGenerator {
  /// Whether generated cases may hold events of `kind` (every kind without a space).
  func allows(_ kind: EventKind) -> Bool {
    space?.allows(kind) ?? true
  }

  /// Redraws the fields `space` constrains, from a stream of their own, so the generator's
  /// other draws stay as they were. Fields the layout sets itself keep the generator's value
  /// (never applied), and the stand-in flow-delegate inset is dropped unless the space
  /// generates it (`generatesDelegateInsets`).
  func constrain(_ c: inout LayoutConfiguration, to space: LayoutConfigurations, case index: Int) {
    var random = spaceRandom(case: index)
    let drawn = c
    if let sizes = space.sizesOnDevices, !sizes.isEmpty {
      let size = random.element(of: sizes)
      (c.viewWidth, c.viewHeight) = (size.width, size.height)
    }
    if let scales = space.scales, !scales.isEmpty { c.screenScale = random.element(of: scales) }
    switch space.itemSize {
    case .generated: break
    case .range(let width, let height):
      c.itemWidth = Self.third(random.double(in: Double(width.lowerBound)..<Double(width.upperBound)), in: width)
      c.itemHeight = Self.third(random.double(in: Double(height.lowerBound)..<Double(height.upperBound)), in: height)
    case .fixed, .relative:
      if let size = space.itemSize(forView: CGSize(width: c.viewWidth, height: c.viewHeight)) {
        (c.itemWidth, c.itemHeight) = (size.width, size.height)
      }
    }
    if let spacings = space.lineSpacings, !spacings.isEmpty { c.lineSpacing = random.element(of: spacings) }
    if let spacings = space.interitemSpacings, !spacings.isEmpty { c.interitemSpacing = random.element(of: spacings) }
    if let insets = space.sectionInsets, !insets.isEmpty {
      c.sectionInset = random.element(of: insets)
    } else {
      c.sectionInset = Self.redrawnInset(c.sectionInset, drawn: drawn, now: c)
    }
    if !space.generatesDelegateInsets { c.delegateSectionInset = nil }
    if let rates = space.decelerationRates, !rates.isEmpty { c.decelerationRate = random.element(of: rates).rawValue }
    constrainWide(&c, to: space, &random)
    // Drawn last, so a space without it draws everything else as before.
    if let paging = space.pagingEnabled, !paging.isEmpty { c.isPagingEnabled = random.element(of: paging) }
  }

  /// Redraws the sections and content inset `space` constrains: after the wider host's own
  /// draws too, which would otherwise replace them.
  func constrainWide(_ c: inout LayoutConfiguration, to space: LayoutConfigurations, _ random: inout Xoshiro256StarStar) {
    if space.itemCounts != nil || space.sectionCounts != nil {
      c.sections = sections(in: space, current: c.sections.count, &random)
    }
    if let insets = space.contentInsets, !insets.isEmpty { c.contentInset = random.element(of: insets) }
  }

  /// Item counts per section inside `space`: as many sections as `current` unless the space
  /// sets how many.
  func sections(in space: LayoutConfigurations, current: Int, _ random: inout Xoshiro256StarStar) -> [Int] {
    let count = space.sectionCounts.map { $0.randomElement(using: &random) } ?? max(current, 1)
    let items = space.itemCounts ?? 0...60
    return (0..<count).map { _ in items.randomElement(using: &random) }
  }

  /// A generated section inset that was drawn from the sizes before the space constrained
  /// them (centring the item, or twice the line spacing), drawn again from the sizes now.
  private static func redrawnInset(_ inset: UIEdgeInsets, drawn: LayoutConfiguration, now: LayoutConfiguration) -> UIEdgeInsets {
    let centring = (drawn.viewWidth - drawn.itemWidth) / 2
    if inset == UIEdgeInsets(top: 0, left: centring, bottom: 0, right: centring) {
      let side = (now.viewWidth - now.itemWidth) / 2
      return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    if inset == UIEdgeInsets(top: 0, left: 2 * drawn.lineSpacing, bottom: 0, right: 2 * drawn.lineSpacing) {
      return UIEdgeInsets(top: 0, left: 2 * now.lineSpacing, bottom: 0, right: 2 * now.lineSpacing)
    }
    return inset
  }

  /// The stream the space's draws for case `index` come from; `salt` gives another stream
  /// for another round of draws (the wider host's, the non-finite sizes, the boundary drags).
  func spaceRandom(case index: Int, salt: UInt64 = 0) -> Xoshiro256StarStar {
    var mixer = SplitMix64(seed: seed ^ 0x0C0F_F16E_5CA5_E5ED ^ salt)
    let base = mixer.next()
    var caseMixer = SplitMix64(seed: base &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15)
    return Xoshiro256StarStar(seed: caseMixer.next())
  }

  /// `value` to a third of a point, inside `range`.
  private static func third(_ value: Double, in range: ClosedRange<CGFloat>) -> CGFloat {
    min(max((CGFloat(value) * 3).rounded() / 3, range.lowerBound), range.upperBound)
  }
}
