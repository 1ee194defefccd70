import SnapModel

/// Which host an algorithm is checked on: §1's (horizontal, one section, no content inset)
/// or SPEC §5's wider one, and along which axes (SPEC §7, generation).
///
/// The seeds were written for §1's host and are checked there, so their generated cases and
/// verdicts stay as they were; algorithms that declare the wider host also get sections,
/// content and safe-area insets, `bounces` off, and the vertical axis when they declare it.
package struct HostCoverage: Sendable, Equatable {
  /// The axes the algorithm supports, in the order generation prefers them.
  package var axes: [Axis]
  /// Whether generated cases use the wider host's features.
  package var isWide: Bool

  /// A coverage.
  package init(axes: [Axis], isWide: Bool) {
    self.axes = axes
    self.isWide = isWide
  }

  /// §1's host: horizontal, one section, no insets beyond the section inset.
  package static let classic = HostCoverage(axes: [.horizontal], isWide: false)
  /// The whole wider host, on both axes.
  package static let wide = HostCoverage(axes: [.horizontal, .vertical], isWide: true)
}
