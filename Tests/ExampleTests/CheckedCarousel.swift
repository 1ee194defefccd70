import SnapCheck

// What the app checks, shared by its tests and its command line (`Sources/example-check`
// links to this file): the carousel, its contract and the app's configurations.

/// The app's carousels: phones and a tablet, items as wide as the view less 40 points.
let appConfigurations = LayoutConfigurations(
  itemSize: .relative { view in CGSize(width: view.width - 40, height: view.height) },
  lineSpacings: [0, 10], sectionInsets: [.zero, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)],
  viewSizes: [CGSize(width: 375, height: 200), CGSize(width: 390, height: 200), CGSize(width: 430, height: 220), CGSize(width: 768, height: 300)])

/// The example carousel as the app checks it.
let carousel = CheckedLayout(
  "PagingCarouselLayout", contract: LayoutContract(alignment: .leading), configurations: appConfigurations,
  knownViolations: [.resizeKeepsItem], layout: { PagingCarouselLayout() })
