import Dispatch
import Foundation
import SnapModel
import Synchronization
import Testing

/// A flow layout that notes the screen scale its `prepare()` sees.
private final class ScaleReadingLayout: UICollectionViewFlowLayout {
  var preparedScales: [CGFloat] = []

  override func prepare() {
    super.prepare()
    preparedScales.append(UIScreen.main.scale)
  }
}

@Suite("UIScreen.main is the running simulation's screen, on its thread only")
struct UIScreenTests {
  @Test("Outside a simulation the screen is @3x; inside one, the scenario's; bindings nest and are undone")
  func bindingNestsAndEnds() {
    let double = baseSimulator { $0.screenScale = 2 }
    let single = baseSimulator { $0.screenScale = 1 }
    #expect(UIScreen.main.scale == 3)
    let scales = double.withScreen {
      let outer = UIScreen.main.scale
      let inner = single.withScreen { UIScreen.main.scale }
      return [outer, inner, UIScreen.main.scale]
    }
    #expect(scales == [2, 1, 2])
    #expect(UIScreen.main.scale == 3)
  }

  @Test("The layout's own code sees the scenario's screen: prepare() before the first event and after a reload")
  func layoutCodeSeesTheScenarioScreen() {
    var configuration = LayoutConfiguration()
    configuration.itemCount = 3
    configuration.screenScale = 1
    let layout = ScaleReadingLayout()
    layout.apply(configuration)
    let simulator = Simulator(configuration: configuration, layout: layout)
    _ = simulator.run([.reload(sections: [4])])
    #expect(layout.preparedScales == [1, 1])
    #expect(UIScreen.main.scale == 3)
  }

  @Test("Simulations on two threads at once each see their own screen")
  func threadsSeeTheirOwnScreens() {
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let expected: CGFloat = index == 0 ? 1 : 2
      let simulator = baseSimulator { $0.screenScale = expected }
      for _ in 0..<2000 {
        let seen = simulator.withScreen { UIScreen.main.scale }
        if seen != expected { mismatches.withLock { $0 += 1 } }
      }
    }
    #expect(mismatches.withLock { $0 } == 0)
  }
}
