import Foundation

/// SwiftUI's `ScrollTarget`: where a scroll view should try to scroll to.
///
/// The host gives a behaviour the rect the view would show, `(offset, containerSize)` along
/// the scroll axis in the content's coordinates (margins included), and rests at its origin.
public struct ScrollTarget: Sendable {
  /// The rect the scroll view should try to show.
  public var rect: CGRect
  /// Where within the visible region the rect should be aligned; nil aligns its origin.
  ///
  /// SnapCheck does not model anchors: a behaviour that sets one ends the scenario
  /// `unsupported: anchor`.
  public var anchor: UnitPoint?

  /// A target showing `rect`, aligned at `anchor`.
  package init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}
