import SnapModel

/// What happens to a collection view, with no algorithm yet: a layout configuration and the
/// events applied to it in order (the UIKit model article's scenario).
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
  /// The same case on the other axis: every field and event number as its declaration
  /// transposes it (sizes, insets and bounces swapped; offsets unchanged, since they are along
  /// the scroll axis either way).
  package var transposed: Case {
    let old = configuration
    var c = old
    for field in old.hostFields {
      switch field.transpose {
      case .keep: break
      case .axis: c.scrollDirection = old.scrollDirection.transposed
      case .swap(let key): old.hostFields.first { $0.key == key }?.copy(from: old, to: &c, as: field)
      case .insets:
        switch field.value {
        case .inset(let path): c[keyPath: path] = old[keyPath: path].transposed
        case .optionalInset(let path): c[keyPath: path] = old[keyPath: path]?.transposed
        case .counts, .number, .flag, .choice, .itemSizesForViewSizes, .size, .itemSizes: break
        }
      case .sizes:
        switch field.value {
        case .itemSizesForViewSizes:
          c.itemSizesForViewSizes = old.itemSizesForViewSizes.map {
            LayoutConfiguration.ItemSizeForViewSize(view: $0.view.transposed, item: $0.item.transposed)
          }
        case .size(let path): c[keyPath: path] = old[keyPath: path].transposed
        case .itemSizes: c.itemSizes = old.itemSizes.map(\.transposed)
        case .counts, .number, .flag, .choice, .inset, .optionalInset: break
        }
      }
    }
    return Case(configuration: c, events: events.map(\.transposed))
  }
}
