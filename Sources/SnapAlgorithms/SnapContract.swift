import Foundation
import SnapModel

/// Where an algorithm means the view to rest relative to an item.
public enum Alignment: String, Sendable, CaseIterable {
  /// The item's leading edge at the section inset: rest = `x_i − inset.left`.
  case leading
  /// The item's centre at the view's centre: rest = `x_i + w/2 − W/2`.
  case center
  /// The view's pages, whatever the items: rest = `min + k·P` with `P` the view's length
  /// along the axis, the last page at `max` (A3; S3 for SwiftUI), where a view with
  /// `isPagingEnabled` or SwiftUI's `.paging` rests.
  case pages
}

/// What an algorithm promises, so the engine checks it against its own claims.
package struct SnapContract: Equatable, Sendable {
  /// The snap positions it aims for.
  package var alignment: Alignment
  /// The most pages one drag may move; nil holds the algorithm to 1 (see `page-cap`), unless
  /// `unlimitedPages` says it promises no cap at all.
  package var pageCap: Int?
  /// Whether it promises no page cap (a user's `.unlimited`): `page-cap` does not apply.
  package var unlimitedPages: Bool
  /// Whether it keeps memory between gestures.
  package var keepsState: Bool
  /// Whether its attributes carry scale transforms.
  package var hasTransforms: Bool
  /// Whether it has snap positions at all; false for a layout that rests wherever momentum
  /// ends (a compositional section scrolling `.continuous`, A20), which only the properties
  /// that read no snap position judge.
  package var hasSnapPositions: Bool

  /// With `.pages`, the distance between pages the layout declares (a layout whose frames
  /// move with the offset, such as stacked cards, has no item positions to read); nil for the
  /// view's length along the axis.
  package var pageLength: CGFloat?

  /// A contract.
  package init(
    alignment: Alignment, pageCap: Int?, keepsState: Bool, hasTransforms: Bool, unlimitedPages: Bool = false,
    pageLength: CGFloat? = nil, hasSnapPositions: Bool = true
  ) {
    self.alignment = alignment
    self.hasSnapPositions = hasSnapPositions
    self.pageLength = pageLength
    self.pageCap = pageCap
    self.unlimitedPages = unlimitedPages
    self.keepsState = keepsState
    self.hasTransforms = hasTransforms
  }
}
