import SnapModel

/// Which host an algorithm is checked on: the classic one (horizontal, one section, no content inset)
/// or the wider one (sections, content insets, safe areas, `bounces` off), and along which axes.
///
/// The seeds were written for the classic host and are checked there, so their generated cases and
/// verdicts stay as they were; algorithms that declare the wider host also get sections,
/// content and safe-area insets, `bounces` off, and the vertical axis when they declare it.
package struct HostCoverage: Sendable, Equatable {
  /// The axes the algorithm supports, in the order generation prefers them.
  package var axes: [Axis]
  /// Whether generated cases use the wider host's features.
  package var isWide: Bool
  /// The framework of the scroll view: a UIKit collection view or a SwiftUI `ScrollView`.
  package var framework: HostFramework
  /// Whether generated cases hold batch updates (`update` events, TheUIKitModel), drawn from a
  /// stream of their own so the rest of each case stays as it was.
  package var coversUpdates: Bool
  /// Whether generated cases give items different sizes (`itemSizes`, TheUIKitModel) now and then.
  package var differentSizes: Bool
  /// Whether the SwiftUI view binds `scrollPosition(id:)` (then `position-coherent` applies).
  package var bindsScrollPosition = false

  /// A coverage.
  package init(
    axes: [Axis], isWide: Bool, framework: HostFramework = .uikit, coversUpdates: Bool = false, differentSizes: Bool = false
  ) {
    self.axes = axes
    self.isWide = isWide
    self.framework = framework
    self.coversUpdates = coversUpdates
    self.differentSizes = differentSizes
  }

  /// The classic host: horizontal, one section, no insets beyond the section inset.
  package static let classic = HostCoverage(axes: [.horizontal], isWide: false)
  /// The whole wider host, on both axes.
  package static let wide = HostCoverage(axes: [.horizontal, .vertical], isWide: true)
  /// Everything the model runs: the whole wider host on both axes, batch updates and items
  /// of different sizes (the reference, and UIKit's own code).
  package static let everything = HostCoverage(
    axes: [.horizontal, .vertical], isWide: true, coversUpdates: true, differentSizes: true)
  /// A SwiftUI `ScrollView` over a lazy stack, on both axes.
  package static let swiftUI = HostCoverage(axes: [.horizontal, .vertical], isWide: false, framework: .swiftui)
}
