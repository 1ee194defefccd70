import Foundation

extension View {
  /// Makes this stack's children the scroll view's targets (the SwiftUI views article: S5).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modified(.scrollTargetLayout(isEnabled: isEnabled))
  }

  /// The behaviour that decides where the scroll views inside come to rest.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    modified(.scrollTargetBehavior(behavior))
  }

  /// Margins around the scroll content (part of the content, S6) of `edges`.
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    modified(.contentMargins(insets.only(edges), placement: placement))
  }

  /// Margins of `length` on `edges` (nil: none).
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
    modified(.contentMargins(EdgeInsets(edges, length ?? 0), placement: placement))
  }

  /// Margins of `length` on every side.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }

  /// Padding added to the safe area: insets the scroll content and the container (S6).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modified(.safeAreaPadding(insets)) }

  /// Safe area padding of `length` (nil: SwiftUI's default padding) on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(.safeAreaPadding(EdgeInsets(edges, length ?? SwiftUIAssumptions.defaultPadding)))
  }

  /// Safe area padding of `length` on every side.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  /// Binds the id of the target the scroll view rests on (S7).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    modified(.scrollPosition(ScrollPositionBinding(id)))
  }

  /// Binds a `ScrollPosition` (compiles; SnapCheck keeps no value in it).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }

  /// Whether indicators show (drawn only).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

  /// Whether content draws outside the scroll view's bounds (drawn only).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Whether the scroll view takes drags (a check drags it anyway).
  public func scrollDisabled(_ disabled: Bool) -> some View { self }

  /// Where the scroll view starts (SnapCheck starts every scenario at offset 0).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

  /// Whether the scroll view bounces (S1: it bounces along its axis).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

  /// Calls `action` when a value of the scroll geometry changes (not called in a check).
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }

  /// Calls `action` with the targets' ids that become visible (not called in a check).
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View { self }

  /// Calls `action` when the scroll phase changes (not called in a check).
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

  /// Calls `action` when the scroll phase changes, with its context (not called in a check).
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { self }

  /// Effects that follow the view's place in the scroll view (drawn only).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }

  /// Effects that follow the view's place in the scroll view, topmost and bottommost apart (drawn only).
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }

  /// Effects computed from the view's geometry (drawn only).
  public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
}

/// SwiftUI's `ContentMarginPlacement`: which margins `contentMargins` sets.
public struct ContentMarginPlacement: Hashable, Sendable {
  /// The role.
  package enum Role: Hashable, Sendable {
    case automatic, scrollContent, scrollIndicators
  }
  /// The role.
  package let role: Role
  /// The content and the indicators.
  public static let automatic = ContentMarginPlacement(role: .automatic)
  /// The content only.
  public static let scrollContent = ContentMarginPlacement(role: .scrollContent)
  /// The indicators only (no length SnapCheck reads).
  public static let scrollIndicators = ContentMarginPlacement(role: .scrollIndicators)

  /// Whether the margins inset the scroll content.
  package var insetsContent: Bool { role != .scrollIndicators }
}

/// SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  /// The value.
  let value: Int
  /// The platform's default.
  public static let automatic = ScrollIndicatorVisibility(value: 0)
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(value: 1)
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(value: 2)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(value: 3)
}

/// SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  /// The value.
  let value: Int
  /// The platform's default.
  public static let automatic = ScrollBounceBehavior(value: 0)
  /// Always bounces.
  public static let always = ScrollBounceBehavior(value: 1)
  /// Bounces when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(value: 2)
}

/// SwiftUI's `ScrollGeometry`: the scroll view's geometry as `onScrollGeometryChange` sees it.
public struct ScrollGeometry: Equatable, Sendable {
  /// The offset.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The content's insets.
  public var contentInsets: EdgeInsets
  /// The container's size.
  public var containerSize: CGSize
  /// The visible rect.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The bounds.
  public var bounds: CGRect { visibleRect }
}

/// SwiftUI's `ScrollPhase`.
public enum ScrollPhase: Hashable, Sendable {
  /// At rest.
  case idle
  /// About to move.
  case tracking
  /// Following a finger.
  case interacting
  /// Coasting after a release.
  case decelerating
  /// Moving by itself, to a target set in code.
  case animating

  /// Whether the view moves.
  public var isScrolling: Bool { self != .idle }
}

/// SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
  /// The geometry at the change.
  public var geometry: ScrollGeometry
  /// The velocity, when known.
  public var velocity: CGVector?
}

/// SwiftUI's `ScrollPosition`: a position a scroll view can be bound to (iOS 18).
public struct ScrollPosition: Equatable {
  /// The id of the view scrolled to, if any.
  public private(set) var viewID: AnyHashable?
  /// The edge scrolled to, if any.
  public private(set) var edge: Edge?
  /// A position at none yet, or at `edge`.
  public init(edge: Edge? = nil) { self.edge = edge }
  /// A position keeping ids of `idType`, at none yet, or at `edge`.
  public init<ID: Hashable>(idType: ID.Type, edge: Edge? = nil) { self.edge = edge }
  /// A position at `id`.
  public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
  /// Scrolls to the view with `id`.
  public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {
    viewID = AnyHashable(id)
    edge = nil
  }
  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) {
    self.edge = edge
    viewID = nil
  }
  /// The id of the view scrolled to, as `type`.
  public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }
}

/// SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
  /// The value.
  let value: Int
  /// Follows the scroll.
  public static let interactive = ScrollTransitionConfiguration(value: 0)
  /// Animates when the view crosses a threshold.
  public static let animated = ScrollTransitionConfiguration(value: 1)
  /// Animates with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  /// No transition.
  public static let identity = ScrollTransitionConfiguration(value: 2)
  /// The threshold, drawn only.
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

  /// SwiftUI's threshold of a transition.
  public struct Threshold: Sendable {
    /// Wholly visible.
    public static let visible = Threshold()
    /// Hidden.
    public static let hidden = Threshold()
    /// `amount` visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
    /// Centred.
    public static let centered = Threshold()
  }
}

/// SwiftUI's `ScrollTransitionPhase`: where a view is relative to the visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region.
  case topLeading
  /// In it.
  case identity
  /// After it.
  case bottomTrailing

  /// Whether the view is in the visible region.
  public var isIdentity: Bool { self == .identity }
  /// -1 before, 0 in, 1 after.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// SwiftUI's `VisualEffect`: effects a `scrollTransition` or `visualEffect` applies (drawn only).
public protocol VisualEffect {}

extension VisualEffect {
  /// Scaled (drawn only).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  /// Scaled (drawn only).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  /// Scaled (drawn only).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  /// Faded (drawn only).
  public func opacity(_ opacity: Double) -> Self { self }
  /// Turned (drawn only).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  /// Turned in 3D (drawn only).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> Self { self }
  /// Moved (drawn only).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  /// Moved (drawn only).
  public func offset(_ offset: CGSize) -> Self { self }
  /// Blurred (drawn only).
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  /// Brightened (drawn only).
  public func brightness(_ amount: Double) -> Self { self }
  /// Saturated (drawn only).
  public func saturation(_ amount: Double) -> Self { self }
  /// Greyed (drawn only).
  public func grayscale(_ amount: Double) -> Self { self }
  /// Hue-rotated (drawn only).
  public func hueRotation(_ angle: Angle) -> Self { self }
}

/// SwiftUI's `EmptyVisualEffect`: the effect a transition starts from.
public struct EmptyVisualEffect: VisualEffect, Sendable {
  /// No effect.
  public init() {}
}
