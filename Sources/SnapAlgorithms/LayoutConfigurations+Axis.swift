import Foundation
import SnapModel

extension LayoutConfigurations {
  /// Whether the space reads the same on either axis: it fixes no size and no inset, so
  /// there is nothing to turn when a case scrolls vertically.
  package var isAxisNeutral: Bool {
    if case .generated = itemSize, viewSizes == nil, devices == nil, sectionInsets == nil, contentInsets == nil { return true }
    return false
  }

  /// The space turned a quarter: widths and heights swapped, insets' top ↔ left and
  /// bottom ↔ right. The space is written in UIKit terms, whatever the axis; the generator
  /// draws every case as a horizontal one and turns a vertical case at the end, so it draws
  /// a vertical case in this space to land, once turned, on the sizes the app wrote.
  package var transposed: LayoutConfigurations {
    var space = self
    switch itemSize {
    case .generated: break
    case .fixed(let size): space.itemSize = .fixed(size.transposed)
    case .range(let width, let height): space.itemSize = .range(width: height, height: width)
    case .relative(let size): space.itemSize = .relative { view in size(view.transposed).transposed }
    }
    space.viewSizes = viewSizes?.map(\.transposed)
    space.devices = devices?.map(\.transposed)
    space.sectionInsets = sectionInsets?.map(\.transposed)
    space.contentInsets = contentInsets?.map(\.transposed)
    return space
  }
}
