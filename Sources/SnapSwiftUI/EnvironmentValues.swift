import Foundation

/// SwiftUI's `EnvironmentValues`: what a view reads with `@Environment` and a scroll target
/// behaviour through its context (`context.horizontalSizeClass`).
///
/// SnapCheck fills it from the generated configuration a view is checked in: the size
/// classes, the dynamic type size and the screen's scale; the rest keep SwiftUI's defaults
/// on an iPhone (left to right, light).
public struct EnvironmentValues: Sendable {
  /// The horizontal size class of the scroll view's environment.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class of the scroll view's environment.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// The direction text and stacks run in.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The user's preferred size of text.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// Light or dark appearance.
  public var colorScheme: ColorScheme = .light
  /// Pixels per point of the screen.
  public var displayScale: CGFloat = 3

  /// Values with no size class.
  public init() {}

  /// The values the view being read sees: set by SnapCheck while it evaluates `body`, the
  /// defaults otherwise.
  @TaskLocal package static var current = EnvironmentValues()
}

/// SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// SwiftUI's `DynamicTypeSize`: the user's text size, from `xSmall` to `accessibility5`.
public enum DynamicTypeSize: String, Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Sizes compare in the order they grow.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
