import Foundation

extension UIControl {
  /// UIKit's `UIControl.State`: normal, highlighted, disabled, selected.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No flag set.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// UIKit's `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// At the left.
    case left
    /// At the right.
    case right
    /// Stretched across.
    case fill
    /// At the leading edge.
    case leading
    /// At the trailing edge.
    case trailing
  }

  /// UIKit's `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched down.
    case fill
  }
}

/// UIKit's `UIButton`: a control with a title and an image per state (compile-only: stored,
/// never drawn, never tapped).
///
///     let button = UIButton(type: .system)
///     button.setTitle("Next", for: .normal)
///     button.title(for: .highlighted)  // "Next", the normal title
open class UIButton: UIControl {
  /// UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom
    /// The system style.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An info button for a light background.
    case infoLight
    /// An info button for a dark background.
    case infoDark
    /// A contact-add button.
    case contactAdd
    /// A close button.
    case close
  }

  /// The button's type.
  public private(set) var buttonType: ButtonType = .custom
  /// The titles set, by state.
  private var titles: [UInt: String] = [:]
  /// The title colours set, by state.
  private var titleColors: [UInt: UIColor] = [:]
  /// The images set, by state.
  private var images: [UInt: UIImage] = [:]
  /// The label showing the title, made on first use.
  open private(set) lazy var titleLabel: UILabel? = UILabel(frame: .zero)
  /// The view showing the image, made on first use.
  open private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
  /// The insets around the content (stored, not drawn).
  open var contentEdgeInsets: UIEdgeInsets = .zero
  /// The insets around the title (stored, not drawn).
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// The insets around the image (stored, not drawn).
  open var imageEdgeInsets: UIEdgeInsets = .zero

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; the model keeps no archives.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the title for `state`.
  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }

  /// The title for `state`, else the normal one.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  /// Sets the title colour for `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

  /// The title colour for `state`, else the normal one.
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

  /// The image for `state`, else the normal one.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

  /// The title shown now: the one for the current state.
  open var currentTitle: String? { title(for: state) }
}
