import Foundation
import SnapModel

/// A configuration built from UIKit's defaults with the given changes.
func configuration(_ change: (inout LayoutConfiguration) -> Void) -> LayoutConfiguration {
  var configuration = LayoutConfiguration()
  change(&configuration)
  return configuration
}

/// A simulator running the base flow layout (which returns the proposal unchanged), with
/// `delegate` installed when given.
func baseSimulator(delegate: UIScrollViewDelegate? = nil, _ change: (inout LayoutConfiguration) -> Void) -> Simulator {
  let configuration = configuration(change)
  let layout = UICollectionViewFlowLayout()
  layout.apply(configuration)
  return Simulator(configuration: configuration, layout: layout, delegate: delegate)
}

/// A base-layout simulator of `itemCount` items `itemWidth` wide and 100 high, with
/// `retention`, scrolled to `offset`.
func scrolledSimulator(itemCount: Int, itemWidth: CGFloat, offset: CGFloat, retention: CellRetention) -> Simulator {
  let simulator = baseSimulator {
    $0.itemCount = itemCount; $0.itemWidth = itemWidth; $0.itemHeight = 100; $0.cellRetention = retention
  }
  _ = simulator.apply(.scroll(offset: offset), index: 0)
  return simulator
}

/// The geometry of a configuration, as the base flow layout lays it out in its view.
func geometry(_ change: (inout LayoutConfiguration) -> Void) -> FlowGeometry {
  baseSimulator(change).collectionView.itemGeometry
}
