import Foundation

/// UIKit's `UIPageControl`: the row of dots under a carousel showing which page is current.
///
/// Compile-only: stored, never drawn or tapped. `currentPage` stays within the pages, as
/// UIKit pins it.
///
///     let dots = UIPageControl()
///     dots.numberOfPages = 5
///     dots.currentPage = 7
///     dots.currentPage  // 4
open class UIPageControl: UIControl {
  /// UIKit's `UIPageControl.BackgroundStyle`: the platter behind the dots.
  public enum BackgroundStyle: Int, Sendable {
    /// The system's choice.
    case automatic
    /// Always shown.
    case prominent
    /// Never shown.
    case minimal
  }

  /// How many dots there are; the current page follows into the new range.
  open var numberOfPages = 0 {
    didSet { currentPage = pinned(currentPage) }
  }
  /// The highlighted dot, between 0 and `numberOfPages − 1` (0 with no pages).
  open var currentPage = 0 {
    didSet {
      let page = pinned(currentPage)
      if page != currentPage { currentPage = page }
    }
  }
  /// Whether the control hides with a single page (stored, not drawn).
  open var hidesForSinglePage = false
  /// The colour of the other dots (stored, not drawn).
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current dot (stored, not drawn).
  open var currentPageIndicatorTintColor: UIColor?
  /// The platter behind the dots (stored, not drawn).
  open var backgroundStyle = BackgroundStyle.automatic
  /// Whether a drag along the dots scrubs through pages (stored; the model sends no touches).
  open var allowsContinuousInteraction = true

  /// `page` within the pages.
  private func pinned(_ page: Int) -> Int { min(max(page, 0), max(numberOfPages - 1, 0)) }
}
