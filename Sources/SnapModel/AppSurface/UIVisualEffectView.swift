import Foundation

/// UIKit's `UIVisualEffect`: what a visual-effect view shows (compile-only).
open class UIVisualEffect: NSObject {}

/// UIKit's `UIBlurEffect` (compile-only: nothing is blurred).
open class UIBlurEffect: UIVisualEffect {
  /// UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    /// Lighter than the content.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// Regular.
    case regular = 4
    /// Prominent.
    case prominent
    /// The adaptive material.
    case systemMaterial
    /// The thin adaptive material.
    case systemThinMaterial
    /// The ultra-thin adaptive material.
    case systemUltraThinMaterial
    /// The thick adaptive material.
    case systemThickMaterial
    /// The chrome material.
    case systemChromeMaterial
    /// The light material.
    case systemMaterialLight
    /// The dark material.
    case systemMaterialDark
  }

  /// The style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
  }
}

/// UIKit's `UIVibrancyEffect` (compile-only).
open class UIVibrancyEffect: UIVisualEffect {
  /// A vibrancy over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {}
}

/// UIKit's `UIVisualEffectView`: shows an effect over what is behind it (compile-only: stored,
/// never drawn).
open class UIVisualEffectView: UIView {
  /// The effect shown.
  open var effect: UIVisualEffect?
  /// The view content goes in, made on first use.
  open private(set) lazy var contentView = UIView(frame: bounds)

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  /// A view with `frame` and no effect (what `UIVisualEffectView()` makes).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
