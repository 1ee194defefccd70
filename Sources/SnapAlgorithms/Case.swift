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
