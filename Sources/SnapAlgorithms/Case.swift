import SnapModel

/// What happens to a collection view, with no algorithm yet: a layout configuration and the
/// events applied to it in order (SPEC §1.4).
///
/// Generators and the corpus make cases; binding one to an algorithm makes a `Scenario`.
package struct Case: Equatable, Hashable, Sendable {
  /// The layout and view.
  package var configuration: LayoutConfiguration
  /// What happens, in order.
  package var events: [Event]

  /// A case.
  package init(configuration: LayoutConfiguration = LayoutConfiguration(), events: [Event] = []) {
    self.configuration = configuration
    self.events = events
  }
}

extension Case {
  /// The same case on the other axis: sizes, insets and bounces swapped, offsets unchanged
  /// (they are along the scroll axis either way).
  package var transposed: Case {
    var c = configuration
    c.scrollDirection = c.scrollDirection.transposed
    (c.itemWidth, c.itemHeight) = (c.itemHeight, c.itemWidth)
    (c.viewWidth, c.viewHeight) = (c.viewHeight, c.viewWidth)
    (c.alwaysBounceHorizontal, c.alwaysBounceVertical) = (c.alwaysBounceVertical, c.alwaysBounceHorizontal)
    c.sectionInset = c.sectionInset.transposed
    c.delegateSectionInset = c.delegateSectionInset?.transposed
    c.contentInset = c.contentInset.transposed
    c.safeAreaInsets = c.safeAreaInsets.transposed
    let events = self.events.map { event -> Event in
      guard case .resize(let width, let height) = event else { return event }
      return .resize(width: height, height: width)
    }
    return Case(configuration: c, events: events)
  }
}
