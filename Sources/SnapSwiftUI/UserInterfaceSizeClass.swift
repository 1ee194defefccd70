import Foundation

/// SwiftUI's `UserInterfaceSizeClass`: how much room a dimension of the interface has.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
  /// Constrained space: a phone's width in portrait.
  case compact
  /// Expansive space: a tablet's width.
  case regular
}
