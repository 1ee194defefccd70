import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's `UIScreen`, reduced to the scale snap code reads (`UIScreen.main.scale`).
///
/// `main` is the screen of the simulation that is running on this thread: each simulator
/// binds its scenario's screen around every call into the code under test
/// (`withMain(_:)`), so checks running in parallel never see each other's screens.
public final class UIScreen: Sendable {
  /// Pixels per point.
  public let scale: CGFloat

  /// A screen with `scale` pixels per point.
  package init(scale: CGFloat) {
    self.scale = scale
  }

  /// The screen outside any simulation: @3x.
  private static let standard = UIScreen(scale: 3)

  /// The thread-specific slot holding the bound screen, unretained (its simulator holds it
  /// for as long as the binding lasts).
  ///
  /// A thread's, not a task's: the code under test runs synchronously inside the binding,
  /// on the thread that made it, and binding costs two stores where a task-local value
  /// allocated and freed a record on every call into the layout (several per event).
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "UIScreen: no thread-specific key for the simulated screen (pthread_key_create \(status))")
    return key
  }()

  /// The screen of the running simulation (@3x outside any simulation).
  public static var main: UIScreen {
    guard let bound = pthread_getspecific(slot) else { return standard }
    return Unmanaged<UIScreen>.fromOpaque(bound).takeUnretainedValue()
  }

  /// Runs `body` with this screen as `UIScreen.main` on the current thread, then restores
  /// the screen bound before (bindings nest).
  package func withMain<Value>(_ body: () throws -> Value) rethrows -> Value {
    let slot = Self.slot
    let outer = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(slot, outer) }
    return try withExtendedLifetime(self) { try body() }
  }

  /// Pixels per point, as `nativeScale` reports it.
  public var nativeScale: CGFloat { scale }
}

/// UIKit's `UITraitCollection`, reduced to the display scale.
public struct UITraitCollection: Sendable {
  /// Pixels per point of the display the view is on.
  public let displayScale: CGFloat
}

/// UIKit's `UIUserInterfaceLayoutDirection`. SnapCheck models left-to-right only.
public enum UIUserInterfaceLayoutDirection: Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left (never reported: the model does not lay out right to left).
  case rightToLeft
}
