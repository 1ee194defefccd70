import Foundation

extension LayoutConfiguration {
  /// The first geometry field that is NaN or infinite, as `<field> is <value>`
  /// (`contentInset.left is inf`), or nil when every length is finite.
  ///
  /// A view size, an inset, an item, header or footer size or a spacing that is not finite is
  /// geometry UIKit itself rejects (Core Animation raises `CALayerInvalidGeometry` for a
  /// non-finite frame): such a scenario ends with the outcome `invalid geometry` and no
  /// property judges it (the Witnesses article, "What is never judged").
  package var invalidGeometry: String? {
    // Every scenario is asked, usually with every length finite: the sum of them all is
    // finite exactly then (a NaN or an infinity carries into it; a sum too large for a
    // double, or a non-finite scale or rate, only sends the case on to the field walk).
    guard !storedSum.isFinite else { return nil }
    for field in hostFields where field.unit == "pt" || field.key == "itemSizesForViewSizes" {
      if let bad = Self.firstNonFinite(field, in: self) { return "\(bad.name) is \(Self.spell(bad.value))" }
    }
    return nil
  }

  /// The sum of every real number the configuration stores: each length, and the scale and
  /// the rate besides. A superset of what `invalidGeometry` reads, so when it is finite so is
  /// every length (a field added to the configuration joins it here).
  private var storedSum: CGFloat {
    func sum(_ insets: UIEdgeInsets) -> CGFloat { insets.top + insets.left + insets.bottom + insets.right }
    func sum(_ size: CGSize) -> CGFloat { size.width + size.height }
    var total = itemWidth + itemHeight + lineSpacing + interitemSpacing + viewWidth + viewHeight + screenScale + decelerationRate
    total += sum(sectionInset) + (delegateSectionInset.map(sum) ?? 0) + sum(contentInset) + sum(safeAreaInsets)
    total += sum(headerSize) + sum(footerSize)
    for size in itemSizes { total += sum(size) }
    for entry in itemSizesForViewSizes { total += sum(entry.view) + sum(entry.item) }
    return total
  }

  /// The first non-finite length of `field` in `configuration`, named as scenario JSON names it.
  private static func firstNonFinite(
    _ field: ConfigurationField, in configuration: LayoutConfiguration
  ) -> (name: String, value: CGFloat)? {
    let key = field.key
    switch field.value {
    case .number(let path, _):
      let value = configuration[keyPath: path]
      return value.isFinite ? nil : (key, value)
    case .inset(let path):
      return nonFinite(configuration[keyPath: path], key)
    case .optionalInset(let path):
      return configuration[keyPath: path].flatMap { nonFinite($0, key) }
    case .size(let path):
      return nonFinite(configuration[keyPath: path], key)
    case .itemSizes:
      for (index, size) in configuration.itemSizes.enumerated() {
        if let bad = nonFinite(size, "\(key)[\(index)]") { return bad }
      }
      return nil
    case .itemSizesForViewSizes:
      for (index, entry) in configuration.itemSizesForViewSizes.enumerated() {
        if let bad = nonFinite(entry.view, "\(key)[\(index)].view") ?? nonFinite(entry.item, "\(key)[\(index)].item") {
          return bad
        }
      }
      return nil
    case .counts, .flag, .choice:
      return nil
    }
  }

  /// The first non-finite edge of `insets`, named `<name>.<edge>`.
  private static func nonFinite(_ insets: UIEdgeInsets, _ name: String) -> (name: String, value: CGFloat)? {
    let edges: [(String, CGFloat)] = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
    return edges.first { !$0.1.isFinite }.map { ("\(name).\($0.0)", $0.1) }
  }

  /// The first non-finite side of `size`, named `<name>.width` or `<name>.height`.
  private static func nonFinite(_ size: CGSize, _ name: String) -> (name: String, value: CGFloat)? {
    if !size.width.isFinite { return ("\(name).width", size.width) }
    if !size.height.isFinite { return ("\(name).height", size.height) }
    return nil
  }

  /// A non-finite value as scenario JSON spells it: `nan`, `inf` or `-inf`.
  package static func spell(_ value: CGFloat) -> String {
    value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf")
  }
}

extension Event {
  /// What is not finite in a `resize` event's size, as `<field> is <value>`
  /// (`viewWidth is nan`); nil for any other event or a finite size.
  package var invalidGeometry: String? {
    guard case .resize(let width, let height) = self else { return nil }
    if !width.isFinite { return "viewWidth is \(LayoutConfiguration.spell(width))" }
    if !height.isFinite { return "viewHeight is \(LayoutConfiguration.spell(height))" }
    return nil
  }
}
