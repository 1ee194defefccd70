import Foundation

/// SwiftUI's `TabView`: its pages compile, with the page style and its dots; a page-style
/// `TabView` is not read as a carousel (it pages without a `ScrollView`): a view whose only
/// pager is one is reported as having no `ScrollView`. A `ScrollView`
/// carousel inside one of its pages is read as it would be anywhere else.
///
///     TabView(selection: $page) { ForEach(0..<3) { Color.blue.tag($0) } }
///       .tabViewStyle(.page(indexDisplayMode: .never))
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  /// The pages.
  let content: Content

  /// Pages `content` builds, the shown one bound to `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Never evaluated.
  public var body: Never { primitiveBody() }

  /// The pages, laid over one another as the view shows one at a time.
  package func nodes(in context: ViewReadingContext) -> [ViewNode] {
    [ViewNode("TabView", kind: .stack(axis: nil, spacing: nil), children: content.nodes(in: context))]
  }
}

extension TabView where SelectionValue == Int {
  /// Pages `content` builds, with no selection bound.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// SwiftUI's `TabViewStyle`: how a `TabView` shows its pages (drawing only).
public protocol TabViewStyle {}

/// SwiftUI's `PageTabViewStyle`: pages swiped sideways, with dots for the index.
public struct PageTabViewStyle: TabViewStyle {
  /// When the index dots show.
  public enum IndexDisplayMode: Sendable {
    /// As the platform decides: on iOS, when there is more than one page.
    case automatic
    /// Always, even for one page.
    case always
    /// Never.
    case never
  }

  /// When the dots show.
  public var indexDisplayMode: IndexDisplayMode

  /// The page style with the dots shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// The page style.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// The page style with the dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// SwiftUI's `IndexViewStyle`: how a paged view's index shows (drawing only).
public protocol IndexViewStyle {}

/// SwiftUI's `PageIndexViewStyle`: the page dots, over a background or not.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots' background shows.
  public enum BackgroundDisplayMode: Sendable {
    /// As the platform decides.
    case automatic
    /// Always.
    case always
    /// Only while the dots are touched.
    case interactive
    /// Never.
    case never
  }

  /// When the background shows.
  public var backgroundDisplayMode: BackgroundDisplayMode

  /// The dots with their background shown as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// The page dots with their background shown as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Shows a `TabView`'s pages in `style` (drawing only).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
  /// Shows a paged view's index in `style` (drawing only).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
  /// The tab bar item of this page of a `TabView` (drawing only).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}
