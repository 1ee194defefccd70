import Foundation
import SnapAlgorithms
import SnapModel

/// A simulator running the registered algorithm `id` in a view made from UIKit's defaults
/// with `change` applied.
func simulator(
  _ id: String, options: AlgorithmOptions = AlgorithmOptions(), _ change: (inout LayoutConfiguration) -> Void
) -> Simulator {
  var configuration = LayoutConfiguration()
  change(&configuration)
  return AlgorithmRegistry.algorithm(id: id)!.simulator(for: configuration, options: options)
}

/// Seed 000's demo: ten 250×150 items, spacing 15, `sectionInset` zero and the delegate's
/// inset 10 on the left, a 375×150 view at @3x. pageSpace 265; content 10 + 2500 + 135 =
/// 2645; offsetMax = 2645 − (265 + 0 + 15) = 2365; the threshold pageSpace/8 = 33.125.
func seed000Demo(_ id: String) -> Simulator {
  simulator(id) {
    $0.itemCount = 10; $0.itemWidth = 250; $0.itemHeight = 150; $0.lineSpacing = 15; $0.interitemSpacing = 15
    $0.delegateSectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
  }
}

/// Calls the layout's `targetContentOffset` directly with a proposal and a velocity along its
/// scroll axis (0 across), and throws the fault it reported instead of a target, if it
/// reported one.
func target(_ simulator: Simulator, proposed: CGFloat, velocity: CGFloat) throws(SimulatedFault) -> CGFloat {
  let axis = simulator.collectionView.scrollAxis
  let target = simulator.layout.targetContentOffset(
    forProposedContentOffset: axis.point(main: proposed, cross: 0), withScrollingVelocity: axis.point(main: velocity, cross: 0))
  if let fault = simulator.layout.takeReportedFault() { throw fault }
  return axis.main(target)
}

/// Calls the installed delegate's `scrollViewWillEndDragging` directly with a pointee and a
/// velocity along `axis`, and returns what it wrote there; throws the fault it reported
/// through the layout instead, if it reported one.
func written(
  _ simulator: Simulator, pointee: CGFloat, velocity: CGFloat, axis: Axis = .horizontal
) throws(SimulatedFault) -> CGFloat {
  var target = axis.point(main: pointee, cross: 0)
  simulator.scrollDelegate?.scrollViewWillEndDragging(
    simulator.collectionView, withVelocity: axis.point(main: velocity, cross: 0), targetContentOffset: &target)
  if let fault = simulator.layout.takeReportedFault() { throw fault }
  return axis.main(target)
}

extension Simulator {
  /// The layout as a flow layout (a default one when it is not, so a test reading it fails
  /// on the value rather than trapping).
  var flowLayout: UICollectionViewFlowLayout { layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout() }
}
