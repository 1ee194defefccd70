import Foundation

/// UIKit's `UIStackView`: a view that lines up its arranged subviews (compile-only: the
/// model lays nothing out, so the arranged views keep the frames code gives them).
///
///     let stack = UIStackView(arrangedSubviews: [UILabel(), UIImageView(image: nil)])
///     stack.axis = .vertical
///     stack.arrangedSubviews.count  // 2
open class UIStackView: UIView {
  /// UIKit's `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    /// Fill the axis.
    case fill
    /// Equal sizes.
    case fillEqually
    /// Sizes in proportion.
    case fillProportionally
    /// Equal spacing.
    case equalSpacing
    /// Equal centring.
    case equalCentering
  }

  /// UIKit's `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    /// Fill across the axis.
    case fill
    /// At the leading edge.
    case leading
    /// At the top.
    public static let top = Alignment.leading
    /// At the first baseline.
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
    /// At the bottom.
    public static let bottom = Alignment.trailing
    /// At the last baseline.
    case lastBaseline
  }

  /// The arranged subviews, in order.
  open private(set) var arrangedSubviews: [UIView] = []
  /// The axis views line up along (stored).
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// How the views share the axis (stored).
  open var distribution: Distribution = .fill
  /// How the views sit across the axis (stored).
  open var alignment: Alignment = .fill
  /// The space between views (stored).
  open var spacing: CGFloat = 0
  /// Whether the margins are laid out from (stored).
  open var isLayoutMarginsRelativeArrangement = false

  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds `view` at the end, as a subview too.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `stackIndex` (clamped), as a subview too.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  /// Sets the space after `arrangedSubview` (ignored: nothing is laid out).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

/// UIKit's `UINib`: a nib file by name (compile-only: the model loads no nibs).
open class UINib: NSObject {
  /// The nib's name.
  public let name: String

  /// The nib `name` in `bundleOrNil`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// The objects in the nib: none, as the model loads no nibs.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

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

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
