import Foundation
import SnapAlgorithms
import SnapModel

extension CaseStream {
  /// `testCase` (a named corpus case, drawn for no space) moved into the algorithm's
  /// configurations, or nil where it does not fit.
  ///
  /// The fields the space fixes are drawn from it as case `index`'s are (view size, item size,
  /// spacings, insets, scale, rate, item counts); each resize turns the view's device (or,
  /// when the space lets resizes go across devices, goes to the next of its sizes after the
  /// one the view has), so a rotation stays a rotation; drags, scrolls and reloads stay as
  /// written. A vertical-only algorithm gets the case turned to its axis.
  /// The result must then lie inside the space (`LayoutConfigurations.admits`): a case whose
  /// events the space does not allow, or whose reload counts it does not hold, does not fit;
  /// nor does one whose batch updates disagree with the counts the space gave it.
  package func fitted(_ testCase: Case, index: Int) -> Case? {
    let space = generator.space ?? LayoutConfigurations()
    let vertical = !host.axes.contains(.horizontal)
    let turned = vertical ? space.transposed : space
    var fitted = testCase
    generator.constrain(&fitted.configuration, to: turned, case: index)
    var current = CGSize(width: fitted.configuration.viewWidth, height: fitted.configuration.viewHeight)
    if let sizes = turned.sizesOnDevices, !sizes.isEmpty, turned.resizesAcrossDevices {
      fitted.events = fitted.events.map { event in
        guard case .resize = event else { return event }
        let next = sizes[((sizes.firstIndex(of: current) ?? -1) + 1) % sizes.count]
        current = next
        return .resize(width: next.width, height: next.height)
      }
    } else if turned.sizesOnDevices != nil {
      fitted.events = turned.rotatingResizes(fitted.events, from: current)
    }
    if vertical { fitted = fitted.transposed }
    fitted = space.laidOut(fitted)
    let updatesAgree = Event.updateProblem(in: fitted.events, startingWith: fitted.configuration.sections) == nil
    return space.admits(fitted) && updatesAgree ? fitted : nil
  }
}
