import Foundation
import SnapModel
import Testing

/// A scroll delegate that answers nothing.
private final class SilentDelegate: UIScrollViewDelegate {}

/// The scroll view holds its delegate weakly, as UIKit does, whether code set it or the
/// simulator installed the scenario's (which it pins while it runs the view).
@Suite("A scroll view's delegate reads as a weak reference would")
struct DelegateLifetimeTests {
  @Test("The scenario's delegate reads as itself while the simulator runs the view")
  func installedDelegateReads() {
    let delegate = SilentDelegate()
    let simulator = baseSimulator(delegate: delegate) { $0.itemCount = 3 }
    #expect(simulator.collectionView.delegate === delegate)
  }

  @Test("A delegate code sets in place of the scenario's reads as nil once nothing else holds it")
  func codeSetDelegateIsWeak() {
    let simulator = baseSimulator(delegate: SilentDelegate()) { $0.itemCount = 3 }
    do {
      let replacement = SilentDelegate()
      simulator.collectionView.delegate = replacement
      #expect(simulator.collectionView.delegate === replacement)
    }
    #expect(simulator.collectionView.delegate == nil)
  }

  @Test("A view that outlives its simulator reads its delegate as nil once the simulator, its only keeper, is gone")
  func viewOutlivingSimulator() {
    var simulator: Simulator? = baseSimulator(delegate: SilentDelegate()) { $0.itemCount = 3 }
    let view = simulator!.collectionView
    #expect(view.delegate != nil)
    simulator = nil
    #expect(view.delegate == nil)
  }

  @Test("A view that outlives its simulator keeps a delegate something else still holds")
  func delegateHeldElsewhere() {
    let delegate = SilentDelegate()
    var simulator: Simulator? = baseSimulator(delegate: delegate) { $0.itemCount = 3 }
    let view = simulator!.collectionView
    simulator = nil
    #expect(view.delegate === delegate)
  }
}
