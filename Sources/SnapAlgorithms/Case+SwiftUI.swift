import SnapModel

extension Case {
  /// The case as `framework`'s scroll view shows it: itself on its own framework; a UIKit
  /// case on SwiftUI is a `ScrollView` over a lazy stack of its items and view (one run of
  /// children, sections and reloads summed, a batch update a reload with the children it
  /// leaves), the line spacing as the stack's spacing, and the
  /// section inset the geometry used as the content margins; the UIKit-only settings go. How the golden corpus and the generator give a
  /// SwiftUI algorithm the cases a UIKit one gets.
  package func hosted(on framework: HostFramework) -> Case {
    guard framework != configuration.host, framework == .swiftui else { return self }
    let d = configuration
    var c = LayoutConfiguration.swiftUI
    c.sections = [d.itemCount]
    c.scrollDirection = d.scrollDirection
    (c.itemWidth, c.itemHeight) = (d.itemWidth, d.itemHeight)
    c.itemSizes = d.itemSizes
    c.lineSpacing = d.lineSpacing
    c.sectionInset = d.geometryInset
    (c.viewWidth, c.viewHeight) = (d.viewWidth, d.viewHeight)
    c.screenScale = d.screenScale
    c.decelerationRate = d.decelerationRate
    var counts = d.sections
    let stackEvents = events.map { event -> Event in
      switch event {
      case .reload(let sections):
        counts = sections
        return .reload(itemCount: sections.reduce(0, +))
      case .update(let batch):
        // A stack shows its new children: the update is a reload with their number.
        counts = batch.newCounts(oldCounts: counts)
        return .reload(itemCount: counts.reduce(0, +))
      case .drag, .scroll, .resize:
        return event
      }
    }
    return Case(configuration: c, events: stackEvents)
  }
}
