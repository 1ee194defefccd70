import Foundation

/// UIKit's `UIContentConfiguration`: what a cell shows, described as a value.
///
/// Compile-only: configurations are stored on cells, never drawn.
public protocol UIContentConfiguration {}

/// UIKit's `UIListContentConfiguration`: text, secondary text and an image, as list cells
/// show them.
///
/// Compile-only: stored, never drawn.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How the text is drawn.
  public struct TextProperties {
    /// UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Sendable {
      /// The language's natural alignment.
      case natural
      /// Centred.
      case center
      /// Justified.
      case justified
    }

    /// The alignment.
    public var alignment = TextAlignment.natural
    /// The font.
    public var font = UIFont.preferredFont(forTextStyle: .body)
    /// The colour.
    public var color = UIColor.label
    /// The most lines (0: any number).
    public var numberOfLines = 0
  }

  /// The text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the text is drawn.
  public var textProperties = TextProperties()
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties()

  /// A configuration for a plain list cell.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A configuration for a cell with its secondary text below.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A configuration for a cell with its secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// UIKit's `UIBackgroundConfiguration`: a cell's background colour, corner radius and insets.
///
/// Compile-only: stored, never drawn.
public struct UIBackgroundConfiguration {
  /// The fill colour.
  public var backgroundColor: UIColor?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// The stroke colour.
  public var strokeColor: UIColor?
  /// The stroke width.
  public var strokeWidth: CGFloat = 0
  /// The insets from the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// A custom view behind the fill.
  public var customView: UIView?

  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
  /// A plain list cell's background.
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
}
