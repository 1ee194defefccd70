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
    var c = configuration
    for step in configuration.host == .swiftui ? Self.swiftUITransposition : Self.transposition { step(configuration, &c) }
    return Case(configuration: c, events: events.map(\.transposed))
  }

  /// The transposition of the classic host's fields, worked out once from their declarations.
  private static let transposition = steps(LayoutConfiguration.fields(of: .uikit))
  /// The transposition of the SwiftUI host's fields, worked out once from their declarations.
  private static let swiftUITransposition = steps(LayoutConfiguration.fields(of: .swiftui))

  /// What transposing does to each of `fields` that changes (a swap's partner found once).
  private static func steps(_ fields: [ConfigurationField]) -> [TransposeStep] {
    fields.compactMap { field in
      switch field.transpose {
      case .keep: return nil
      case .axis: return TransposeStep { old, c in c.scrollDirection = old.scrollDirection.transposed }
      case .swap(let key):
        guard let partner = fields.first(where: { $0.key == key }) else { return nil }
        return TransposeStep { old, c in partner.copy(from: old, to: &c, as: field) }
      case .insets:
        switch field.value {
        case .inset(let path): return TransposeStep { old, c in c[keyPath: path] = old[keyPath: path].transposed }
        case .optionalInset(let path): return TransposeStep { old, c in c[keyPath: path] = old[keyPath: path]?.transposed }
        case .counts, .number, .flag, .choice, .itemSizesForViewSizes, .size, .itemSizes: return nil
        }
      case .sizes:
        switch field.value {
        case .itemSizesForViewSizes:
          return TransposeStep { old, c in
            c.itemSizesForViewSizes = old.itemSizesForViewSizes.map {
              LayoutConfiguration.ItemSizeForViewSize(view: $0.view.transposed, item: $0.item.transposed)
            }
          }
        case .size(let path): return TransposeStep { old, c in c[keyPath: path] = old[keyPath: path].transposed }
        case .itemSizes: return TransposeStep { old, c in c.itemSizes = old.itemSizes.map(\.transposed) }
        case .counts, .number, .flag, .choice, .inset, .optionalInset: return nil
        }
      }
    }
  }
}

/// One field's part of a transposition: sets the field in the turned configuration from the
/// original. A struct, as `ConfigurationField.Setter` is, so its call takes the configuration
/// as it is rather than a copy.
private struct TransposeStep: Sendable {
  /// Sets the field in the second configuration from the first.
  let apply: @Sendable (LayoutConfiguration, inout LayoutConfiguration) -> Void

  /// Sets the field in `turned` from `original`.
  func callAsFunction(_ original: LayoutConfiguration, _ turned: inout LayoutConfiguration) { apply(original, &turned) }
}
