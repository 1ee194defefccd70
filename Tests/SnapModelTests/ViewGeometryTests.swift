import Foundation
import SnapModel
import Testing

/// A flow layout that notes, each time it prepares, the screen and the device it sees.
private final class DeviceNotingLayout: UICollectionViewFlowLayout {
  var seen: [(size: CGSize, idiom: UIUserInterfaceIdiom, orientation: UIDeviceOrientation)] = []
  override func prepare() {
    super.prepare()
    seen.append((UIScreen.main.bounds.size, UIDevice.current.userInterfaceIdiom, UIDevice.current.orientation))
  }
}

/// Ten 300×150 items 10 apart in a 375×150 view, scrolled to x = 200.
private func scrolledTo200() -> Simulator {
  let simulator = baseSimulator {
    $0.itemCount = 10
    $0.itemWidth = 300
    $0.itemHeight = 150
  }
  _ = simulator.apply(.scroll(offset: 200), index: 0)
  return simulator
}

@Suite("Converting between views, the device and the screen, worked out by hand")
struct ViewGeometryTests {
  @Test("A cell's point converts through the collection view's offset: content x 310 shows at 110 when scrolled to 200")
  func cellToWindow() throws {
    let view = scrolledTo200().collectionView
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    // Item 1 starts at 300 + 10 in content coordinates; the view's bounds origin is (200, 0).
    #expect(cell.frame.origin == CGPoint(x: 310, y: 0))
    #expect(cell.convert(CGPoint.zero, to: view) == CGPoint(x: 310, y: 0))
    #expect(cell.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 0))
    #expect(view.convert(CGPoint(x: 250, y: 10), to: cell) == CGPoint(x: -60, y: 10))
    #expect(cell.convert(CGPoint(x: 250, y: 10), from: view) == CGPoint(x: -60, y: 10))
  }

  @Test("Through a superview: the collection view at y = 100 in a root view puts the cell's origin at (110, 100)")
  func cellToRootView() throws {
    let view = scrolledTo200().collectionView
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    view.frame.origin = CGPoint(x: 0, y: 100)
    root.addSubview(view)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 100))
    #expect(root.convert(CGPoint(x: 110, y: 100), to: cell) == .zero)
    #expect(cell.convert(CGPoint(x: 110, y: 100), from: root) == .zero)
    // A rect keeps its size; only its origin moves.
    #expect(cell.convert(cell.bounds, to: root) == CGRect(x: 110, y: 100, width: 300, height: 150))
    #expect(root.convert(CGRect(x: 120, y: 110, width: 5, height: 5), to: view) == CGRect(x: 320, y: 10, width: 5, height: 5))
  }

  @Test("Plain views add their frame origins: a subview at (20, 30) of a view at (5, 5) has its origin at (25, 35)")
  func plainViews() {
    let outer = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
    outer.addSubview(inner)
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 37))
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 21, y: 32))
    #expect(outer.convert(CGPoint(x: 21, y: 32), to: inner) == CGPoint(x: 1, y: 2))
  }

  @Test("The device follows the scenario's view: shorter side 600 or more is an iPad, wider than tall is landscape")
  func deviceFromViewSize() {
    for (width, height, idiom, orientation) in [
      (CGFloat(375), CGFloat(667), UIUserInterfaceIdiom.phone, UIDeviceOrientation.portrait),
      (844, 390, .phone, .landscapeLeft),
      (768, 1024, .pad, .portrait),
      (1024, 768, .pad, .landscapeLeft),
      (599, 900, .phone, .portrait),
      (600, 600, .pad, .portrait),
    ] {
      let simulator = baseSimulator {
        $0.viewWidth = width
        $0.viewHeight = height
      }
      simulator.withScreen {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: width, height: height))
        #expect(UIDevice.current.userInterfaceIdiom == idiom, "\(width)×\(height)")
        #expect(UIDevice.current.orientation == orientation, "\(width)×\(height)")
      }
    }
  }

  @Test("Outside a simulation the screen is an iPhone's 390 × 844 points, held upright")
  func deviceOutsideASimulation() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIDevice.current.orientation.isPortrait && !UIDevice.current.orientation.isLandscape)
  }

  @Test("A rotation turns the screen before the layout prepares for the new size")
  func rotationTurnsTheDevice() {
    let layout = DeviceNotingLayout()
    let configuration = configuration {
      $0.itemCount = 10
      $0.itemWidth = 300
      $0.itemHeight = 150
      $0.viewWidth = 375
      $0.viewHeight = 667
    }
    layout.apply(configuration)
    let simulator = Simulator(configuration: configuration, layout: layout, delegate: nil)
    _ = simulator.run([.resize(width: 667, height: 375)])
    let first = layout.seen.first
    let last = layout.seen.last
    #expect(first?.size == CGSize(width: 375, height: 667) && first?.orientation == .portrait)
    #expect(last?.size == CGSize(width: 667, height: 375) && last?.orientation == .landscapeLeft)
    #expect(last?.idiom == .phone)
  }

  @Test("inset(by:) takes left and right from the width, top and bottom from the height, unclamped as UIKit")
  func insetByEdgeInsets() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)) == CGRect(x: 10, y: 5, width: 70, height: 40))
    // 60 + 60 off a 100-wide rect leaves −20: UIKit's inline function does not clamp.
    let over = rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
    #expect(over.origin.x == 60 && over.size.width == -20)
  }

  @Test("equalTo, contains and intersects answer as the UIKit model article's rects: closed edges, so touching rects intersect")
  func comparisons() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
    #expect(!CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 2)))
    // A rect with a negative width equals the one it spans, as CGRectEqualToRect standardizes.
    #expect(CGRect(x: 10, y: 0, width: -10, height: 10).equalTo(rect))
    #expect(rect.contains(CGPoint(x: 0, y: 0)) && !rect.contains(CGPoint(x: 10, y: 5)))
    #expect(rect.contains(CGRect(x: 2, y: 2, width: 8, height: 8)))
    #expect(rect.intersects(CGRect(x: 10, y: 0, width: 5, height: 5)))
    #expect(!rect.intersects(CGRect(x: 10.5, y: 0, width: 5, height: 5)))
  }
}
