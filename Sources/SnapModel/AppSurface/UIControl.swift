import Foundation

/// UIKit's `UIControl`: a view that runs actions on events such as a tap or a value change.
///
/// Compile-only: the model sends no touches, so no event happens unless code sends one with
/// `sendActions(for:)`. Only `UIAction`s can be added: `addTarget(_:action:for:)` takes a
/// `#selector`, which needs the Objective-C runtime that Swift on Linux does not have.
open class UIControl: UIView {
  /// UIKit's `UIControl.Event`: what happened to the control, with UIKit's bits.
  public struct Event: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An event from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The text of an editing control changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Whether the control responds (stored; the model sends no touches).
  open var isEnabled = true
  /// Whether the control is selected (stored, not drawn).
  open var isSelected = false
  /// Whether the control is highlighted (stored, not drawn).
  open var isHighlighted = false
  /// The actions added, each with its events, in the order they were added.
  private var actions: [(action: UIAction, events: Event)] = []
  /// The targets and selectors added with `addTarget(_:action:for:)` (kept, never called:
  /// Swift on Linux cannot send a selector).
  public private(set) var targetActions: [(target: Any?, action: Selector, events: Event)] = []
  /// How the content sits across the control (stored, not drawn).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How the content sits down the control (stored, not drawn).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// Keeps `target` and `action` for `controlEvents` (never called: add a `UIAction` for an
  /// action the model runs).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append((target, action, controlEvents))
  }

  /// Forgets `action` (every action for nil) on `controlEvents`.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll { (action == nil || $0.action == action) && !$0.events.intersection(controlEvents).isEmpty }
  }

  /// The control's state, from its flags.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// A control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control with `frame` running `primaryAction` on `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Runs `action` on `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stops running `action` on `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions = actions.compactMap { entry in
      guard entry.action === action else { return entry }
      let events = entry.events.subtracting(controlEvents)
      return events.isEmpty ? nil : (entry.action, events)
    }
  }

  /// Runs, in the order they were added, the actions added for any of `controlEvents`.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.perform() }
  }
}
