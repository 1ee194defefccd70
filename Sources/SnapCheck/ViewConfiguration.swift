import SnapAlgorithms
import SnapModel
import SnapSwiftUI

/// What a generated case gives the view it checks: the closure of `CheckedLayout(_:view:)`
/// builds the view from it, so the app's data follows the item count.
///
///     CheckedLayout("Cards", configurations: LayoutConfigurations(safeAreas: [.zero])) { configuration in
///       CardCarousel(cards: Card.samples(configuration.itemCount))
///     }
///
/// Every value comes from a field of the app's space (`LayoutConfigurations`), each with a
/// default the SwiftUI views article gives: the item count (`itemCounts`), the size the view
/// fills (`viewSizes`), the safe area around it (`safeAreas`), the horizontal size class
/// (`horizontalSizeClass`; by default from the width and, beside a landscape safe area, as a
/// landscape phone's), the vertical size class (`verticalSizeClass`; by default compact beside
/// a landscape safe area), the dynamic type size
/// (`dynamicTypeSize`; by default `.large`) and the screen's scale (`scales`).
public struct ViewConfiguration: Sendable, Equatable {
  /// How many items the app's data should hold.
  public var itemCount: Int
  /// The size the view fills: the scroll view's bounds.
  public var size: CGSize
  /// The safe area around the view.
  public var safeArea: EdgeInsets
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The dynamic type size.
  public var dynamicTypeSize: DynamicTypeSize
  /// Pixels per point.
  public var screenScale: CGFloat

  /// The configuration of a generated case in `space`.
  init(_ c: LayoutConfiguration, space: LayoutConfigurations) {
    itemCount = c.itemCount
    size = CGSize(width: c.viewWidth, height: c.viewHeight)
    let area = c.safeAreaInsets
    safeArea = EdgeInsets(top: area.top, leading: area.left, bottom: area.bottom, trailing: area.right)
    let defaults = SwiftUIAssumptions.sizeClasses(width: c.viewWidth, safeArea: area)
    horizontalSizeClass = space.horizontalSizeClass ?? defaults.horizontal
    verticalSizeClass = space.verticalSizeClass ?? defaults.vertical
    dynamicTypeSize = space.dynamicTypeSize ?? .large
    screenScale = c.screenScale
  }

  /// The environment the view is read in.
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = horizontalSizeClass
    environment.verticalSizeClass = verticalSizeClass
    environment.dynamicTypeSize = dynamicTypeSize
    environment.displayScale = screenScale
    return environment
  }
}
