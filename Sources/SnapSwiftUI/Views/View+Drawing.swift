import Foundation

// The modifiers carousel views carry that only draw, animate or call back: each leaves the
// view as SnapCheck reads it (the SwiftUI views article lists them).
extension View {
  /// A background of `style` (drawn only).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
  /// A background colour (drawn only): a colour is both a style and a view, and reads as the style.
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
  /// A background of `style` in `shape` (drawn only).
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { self }
  /// A background view (drawn only).
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  /// A background view (drawn only).
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View { self }
  /// An overlay view (drawn only).
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  /// An overlay view (drawn only).
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View { self }
  /// An overlay of `style` in `shape` (drawn only).
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
  /// A border (drawn only).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
  /// The foreground style (drawn only).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// The foreground styles (drawn only).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
  /// The foreground colour (drawn only).
  public func foregroundColor(_ color: Color?) -> some View { self }
  /// The tint (drawn only).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
  /// The font (drawn only: text has no fixed length anyway).
  public func font(_ font: Font?) -> some View { self }
  /// The font weight (drawn only).
  public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  /// Bold text (drawn only).
  public func bold(_ isActive: Bool = true) -> some View { self }
  /// The most lines text takes (drawn only).
  public func lineLimit(_ number: Int?) -> some View { self }
  /// How lines of text align (drawn only).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  /// Clipped to `shape` (drawn only).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  /// Clipped to its frame (drawn only).
  public func clipped(antialiased: Bool = false) -> some View { self }
  /// Scaled to fit or fill at `aspectRatio` (drawn only: its length still needs a frame).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  /// Scaled to fill its frame (drawn only).
  public func scaledToFill() -> some View { self }
  /// Scaled to fit its frame (drawn only).
  public func scaledToFit() -> some View { self }
  /// Rounded corners (drawn only).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  /// A shadow (drawn only).
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// Opacity (drawn only).
  public func opacity(_ opacity: Double) -> some View { self }
  /// Scaled (drawn only: layout keeps the unscaled frame).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// Scaled (drawn only).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  /// Scaled (drawn only).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
  /// Turned (drawn only).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  /// Turned in 3D (drawn only).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View { self }
  /// Moved (drawn only: layout keeps the frame where it was).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// Moved (drawn only).
  public func offset(_ offset: CGSize) -> some View { self }
  /// Blurred (drawn only).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// Drawn above its siblings (drawn only).
  public func zIndex(_ value: Double) -> some View { self }
  /// A mask (drawn only).
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { self }
  /// The area that takes taps (drawn only).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  /// Extends into the safe area (drawn only: the scroll view keeps the safe area it is given).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
  /// Matched geometry (drawn only).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View { self }
  /// A tag (drawn only).
  public func tag<V: Hashable>(_ tag: V) -> some View { self }
  /// Whether it takes taps (drawn only).
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Whether it is disabled (drawn only).
  public func disabled(_ disabled: Bool) -> some View { self }
  /// Calls `action` when it appears (not called in a check).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Calls `action` when it disappears (not called in a check).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// Calls `action` when tapped (never, in a check).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  /// Calls `action` with the new value when `value` changes (not called in a check).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
  /// Calls `action` with the old and new values when `value` changes (not called in a check).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
  /// Calls `action` when `value` changes (not called in a check).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
  /// Runs `action` when it appears (not run in a check).
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
  /// Runs `action` when it appears and when `id` changes (not run in a check).
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
  /// Animates changes of `value` (drawn only).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// A transition (drawn only).
  public func transition(_ transition: AnyTransition) -> some View { self }
  /// A button style (drawn only).
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
  /// Accessibility label (drawn only).
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Accessibility label (drawn only).
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// Accessibility hint (drawn only).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// Accessibility value (drawn only).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Accessibility identifier (drawn only).
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// Accessibility traits (drawn only).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Accessibility children (drawn only).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// Hidden from accessibility (drawn only).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// A modifier of the app's own, applied to the view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> some View {
    _ViewModifier_Content<M>(self).applying(modifier)
  }
}

/// Calls `body`, animating the changes it makes (drawn only).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// SwiftUI's `ViewModifier`: a modifier of the app's own, whose `body` takes the content.
public protocol ViewModifier {
  /// The type of view the body is.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s `body` receives: the view it is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  /// How to read the view the modifier is applied to.
  private let read: (ViewReadingContext) -> [ViewNode]
  /// The content `view`.
  init<V: View>(_ view: V) { read = { view.nodes(in: $0) } }
  /// The view's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { read(context) }
  /// The modifier's body over this content.
  func applying(_ modifier: Modifier) -> Modifier.Body { modifier.body(content: self) }
}

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  /// Fits inside the frame.
  case fit
  /// Fills the frame.
  case fill
}

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The container's.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  /// Leading.
  case leading
  /// Centred.
  case center
  /// Trailing.
  case trailing
}

/// SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// A set from its bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 8)
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable {
  /// The value.
  let value: Int
  /// Ignored.
  public static let ignore = AccessibilityChildBehavior(value: 0)
  /// Contained.
  public static let contain = AccessibilityChildBehavior(value: 1)
  /// Combined.
  public static let combine = AccessibilityChildBehavior(value: 2)
}

/// SwiftUI's `PrimitiveButtonStyle` (drawn only).
public protocol PrimitiveButtonStyle {}

/// SwiftUI's built-in button styles (drawn only).
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
  /// The value.
  let value: Int
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
  /// Plain.
  public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(value: 0) }
  /// Bordered.
  public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(value: 1) }
  /// Bordered prominent.
  public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(value: 2) }
  /// Borderless.
  public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(value: 3) }
}

/// SwiftUI's `AnyTransition` (drawn only).
public struct AnyTransition: Sendable {
  /// The value.
  let value: Int
  /// Fades.
  public static let opacity = AnyTransition(value: 0)
  /// Slides.
  public static let slide = AnyTransition(value: 1)
  /// Scales.
  public static let scale = AnyTransition(value: 2)
  /// None.
  public static let identity = AnyTransition(value: 3)
}
