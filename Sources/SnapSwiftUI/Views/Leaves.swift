import Foundation

/// A leaf SwiftUI view as SnapCheck reads it: a node of one kind with no children.
package protocol LeafView: View, PrimitiveView where Body == Never {
  /// Whether its length comes from its content (text, an image's own size) or from the
  /// proposal (a colour, a shape).
  static var leafKind: ViewNode.Kind { get }
}

extension LeafView {
  /// One node of the leaf's kind.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode(ViewNode.typeName(of: Self.self), kind: Self.leafKind)]
  }
}

/// SwiftUI's `Text`: as long as its content.
public struct Text: LeafView, Hashable, Sendable {
  /// The text.
  let content: String
  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Text showing `content` as is.
  public init(verbatim content: String) { self.content = content }
  /// Text showing a date in `style` (drawn only).
  public init(_ date: Date, style: DateStyle) { content = "\(date)" }
  /// Content-sized.
  package static var leafKind: ViewNode.Kind { .content }

  /// How a date shows.
  public enum DateStyle: Sendable {
    /// Time.
    case time
    /// Date.
    case date
    /// Relative.
    case relative
    /// Offset.
    case offset
    /// Timer.
    case timer
  }
}

/// SwiftUI's `Image`: as large as its picture unless made resizable and framed.
public struct Image: LeafView, Hashable, Sendable {
  /// The picture's name.
  let name: String
  /// The image named `name` in the app's assets.
  public init(_ name: String) { self.name = name }
  /// The SF Symbol `systemName`.
  public init(systemName: String) { name = systemName }
  /// The image named `name` in `bundle`.
  public init(_ name: String, bundle: Bundle?) { self.name = name }
  /// Content-sized.
  package static var leafKind: ViewNode.Kind { .content }

  /// Fills the frame it is given (drawn only: its length still needs a frame).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
  /// How the picture is tinted (drawn only).
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// How an image is tinted.
  public enum TemplateRenderingMode: Sendable {
    /// As a template.
    case template
    /// As drawn.
    case original
  }
}

/// SwiftUI's `AsyncImage`: an image loaded from a URL, as large as it loads unless framed.
public struct AsyncImage<Content: View>: LeafView {
  /// The image's address.
  let url: URL?
  /// An image from `url`.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image { self.url = url }
  /// An image from `url`, shown by `content`, `placeholder` meanwhile.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> { self.url = url }
  /// An image from `url`, shown by `content` in each phase of loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) { self.url = url }
  /// Content-sized.
  package static var leafKind: ViewNode.Kind { .content }
}

/// SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// SwiftUI's `Transaction` (drawn only).
public struct Transaction: Sendable {
  /// The animation.
  public var animation: Animation?
  /// No animation.
  public init() {}
  /// `animation`.
  public init(animation: Animation?) { self.animation = animation }
}

/// SwiftUI's `Spacer`: takes the room it is given along its stack's axis.
public struct Spacer: LeafView, Sendable {
  /// A spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) {}
  /// Flexible.
  package static var leafKind: ViewNode.Kind { .flexible }
}

/// SwiftUI's `Divider`: a hairline across its stack.
public struct Divider: LeafView, Sendable {
  /// A divider.
  public init() {}
  /// Flexible.
  package static var leafKind: ViewNode.Kind { .flexible }
}

/// SwiftUI's `ProgressView`: as large as its content.
public struct ProgressView: LeafView, Sendable {
  /// An indefinite spinner.
  public init() {}
  /// A spinner labelled `title`.
  public init<S: StringProtocol>(_ title: S) {}
  /// A bar at `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
  /// A bar labelled `title` at `value` of `total`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {}
  /// Content-sized.
  package static var leafKind: ViewNode.Kind { .content }
}

/// SwiftUI's `Button`: as large as its label.
public struct Button<Label: View>: View, PrimitiveView {
  /// The label.
  let label: Label
  /// A button showing `label`, doing `action` when tapped (never, in a check).
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
  /// Never evaluated.
  public var body: Never { primitiveBody() }
  /// The label's nodes.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] { label.nodes(in: context) }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }
}

extension Button where Label == SnapSwiftUI.Label<Text, Image> {
  /// A button titled `title` with the symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    label = SnapSwiftUI.Label(title, systemImage: systemImage)
  }
}

/// SwiftUI's `Label`: a title and an icon, as large as they are.
public struct Label<Title: View, Icon: View>: LeafView {
  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
  /// Content-sized.
  package static var leafKind: ViewNode.Kind { .content }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {}
  /// A label titled `title` with the image `image`.
  public init<S: StringProtocol>(_ title: S, image: String) {}
}
