import Foundation

#if !canImport(ObjectiveC)
extension Timer {
  /// Foundation's selector-based timer, which Foundation on Linux leaves out (compile-only):
  /// Swift on Linux cannot send `aSelector` to `target`, so the timer is made but not
  /// scheduled and never fires. A timer the check needs to fire is written with a block
  /// (`scheduledTimer(withTimeInterval:repeats:block:)`), which Foundation runs.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
  }

  /// Foundation's selector-based timer, unscheduled (compile-only): it never fires, as
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` explains.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
  ) {
    self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
  }
}
#endif
