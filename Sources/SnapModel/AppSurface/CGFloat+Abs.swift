import Foundation

#if !canImport(CoreGraphics)
extension CGFloat {
  /// The magnitude of `x`, as the global `abs(_:)` gives it.
  ///
  /// Foundation on Linux gives `CGFloat` a static `abs(_:)`, which hides the global function
  /// from code inside a `CGFloat` extension: `abs(a - b)` there fails with "static member
  /// 'abs' cannot be used on instance of type 'CGFloat'". Apple's `CGFloat` has no such
  /// member, so code written for iOS calls `abs` there (CollectionViewPagingLayout's
  /// interpolation does); this is what the call finds.
  ///
  ///     extension CGFloat { func distance(to b: CGFloat) -> CGFloat { abs(b - self) } }
  ///     CGFloat(2).distance(to: 5)  // 3.0
  public func abs(_ x: CGFloat) -> CGFloat { Swift.abs(x) }
}
#endif
