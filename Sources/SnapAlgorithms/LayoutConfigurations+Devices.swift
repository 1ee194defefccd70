import Foundation
import SnapModel

extension LayoutConfigurations {
  /// The sizes a case's view may have: `viewSizes`, else both sizes of every declared device
  /// (in order, each once), else nil for the generator's.
  package var sizesOnDevices: [CGSize]? {
    if let viewSizes { return viewSizes }
    guard let devices else { return nil }
    var sizes: [CGSize] = []
    for size in devices.flatMap({ [$0.size, $0.rotatedSize] }) where !sizes.contains(size) { sizes.append(size) }
    return sizes
  }

  /// Whether a resize has somewhere to go: across devices when the space allows it, else a
  /// rotation, which `viewSizes` given without `devices` do not have.
  package var resizes: Bool { resizesAcrossDevices || viewSizes == nil }

  /// What is wrong with `devices`, in one line, or nil: given beside `viewSizes`, or a size
  /// that is not finite and positive.
  var devicesProblem: String? {
    guard let devices else { return nil }
    if viewSizes != nil { return "configurations.viewSizes and configurations.devices are both set; give the sizes as devices" }
    let sizes = devices.flatMap { [$0.size, $0.rotatedSize] }
    if let size = sizes.first(where: { !($0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite) }) {
      return "configurations.devices holds \(size.width)×\(size.height); sizes must be finite and positive"
    }
    return nil
  }

  /// `events` of a view that starts at `start`, each resize turned into a rotation of the
  /// view's device: the first declared device with the view's size (with none declared, the
  /// built-in one, `Device.builtInRotation(of:)`), which later resizes turn back and forth.
  /// A view on no declared device keeps its size. Across devices
  /// (`resizesAcrossDevices`), the events stay as drawn.
  package func rotatingResizes(_ events: [Event], from start: CGSize) -> [Event] {
    guard !resizesAcrossDevices else { return events }
    var current = start
    var device: Device?
    if let devices {
      device = devices.first { $0.rotation(of: start) != nil }
    } else if viewSizes == nil {
      device = Device(size: start, rotatedSize: Device.builtInRotation(of: start))
    }
    return events.map { event in
      guard case .resize = event else { return event }
      current = device?.rotation(of: current) ?? current
      return .resize(width: current.width, height: current.height)
    }
  }

  /// Whether every resize of `testCase` turns one device, the same all through the case: a
  /// declared one, or with none declared (and no `viewSizes`) the built-in one of the view's
  /// first size (`Device.builtInRotation(of:)`, on either axis), a resize to a huge length
  /// (`Device.hostileLength` or more: the hostile profile's) aside; true across devices
  /// (`resizesAcrossDevices`).
  func keepsToDevices(_ testCase: Case) -> Bool {
    guard !resizesAcrossDevices else { return true }
    var current = CGSize(width: testCase.configuration.viewWidth, height: testCase.configuration.viewHeight)
    guard let devices else {
      guard viewSizes == nil else { return true }
      // Along either axis: a vertical case is drawn as a horizontal one and turned.
      let sizes = [current, Device.builtInRotation(of: current), Device.builtInRotation(of: current.transposed).transposed]
      return testCase.events.allSatisfy { event in
        guard case .resize(let width, let height) = event else { return true }
        return sizes.contains(CGSize(width: width, height: height)) || !(max(width, height) < Device.hostileLength)
      }
    }
    var candidates = devices.filter { $0.rotation(of: current) != nil }
    for case .resize(let width, let height) in testCase.events {
      let next = CGSize(width: width, height: height)
      candidates = candidates.filter { $0.rotation(of: current) == next }
      if candidates.isEmpty { return false }
      current = next
    }
    return true
  }
}
