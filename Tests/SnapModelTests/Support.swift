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

/// The geometry of a configuration, as the base flow layout lays it out in its view.
func geometry(_ change: (inout LayoutConfiguration) -> Void) -> FlowGeometry {
  baseSimulator(change).collectionView.itemGeometry
}
