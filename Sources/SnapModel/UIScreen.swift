import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's `UIScreen`, reduced to the scale and size snap code reads (`UIScreen.main.scale`,
/// `UIScreen.main.bounds`).
///
/// `main` is the screen of the simulation that is running on this thread: each simulator
/// binds its scenario's screen around every call into the code under test
/// (`withMain(_:)`), so checks running in parallel never see each other's screens.
///
/// The screen is as large as the scenario's view: a carousel that sizes its items from
/// `UIScreen.main.bounds` fills the simulated view, as it fills a full-screen collection view
/// on a device. A resize (a rotation) gives the screen the new size before the controller
/// hears `viewWillTransition(to:with:)`, as UIKit's screen bounds follow the interface
/// orientation.
///
///     UIScreen.main.bounds.size  // (390.0, 844.0) outside a simulation
public final class UIScreen: @unchecked Sendable {
  /// Pixels per point.
  public let scale: CGFloat
  /// The size in points; only the simulator that owns the screen changes it, on its thread.
  @exclusivity(unchecked) package var size: CGSize

  /// A screen with `scale` pixels per point and `size` points.
  package init(scale: CGFloat, size: CGSize = UIScreen.standardSize) {
    self.scale = scale
    self.size = size
  }

  /// The size of the screen outside any simulation: an iPhone's 390 × 844 points.
  package static let standardSize = CGSize(width: 390, height: 844)

  /// The screen outside any simulation: @3x, 390 × 844 points.
  private static let standard = UIScreen(scale: 3)

  /// The screen's rectangle in points, at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale) }

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
