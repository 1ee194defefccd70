// SwiftUI's `.paging` scroll target behaviour (iOS 17+), as SnapCheck's SwiftUI host models
// it: assumption S3 (`SwiftUIAssumptions`), since Apple publishes no page rule. The behaviour
// itself is `PagingScrollTargetBehavior` in SnapSwiftUI, the type an app's `.paging` names;
// this file declares it as an algorithm of the matrix.
//
// Deviation: none from S3. Its pages are the container's length apart, whatever the
// children's sizes, and its contract is its documented intent: the `.pages` alignment, so
// the matrix holds it to those pages (a child narrower or wider than the container is no
// violation of its own; `swiftui-view-aligned` is the behaviour that aligns children).
import SnapModel
import SnapSwiftUI

extension PagingScrollTargetBehavior {
  /// `swiftui-paging` in the registry.
  static let algorithm = Algorithm(
    id: "swiftui-paging",
    origin: "SwiftUI .paging (iOS 17), assumption S3",
    summary: "pages the container's length from the range's start: nearest page, or one page on past the release for a fling",
    host: .swiftUI,
    assumptions: [.s1, .s3],
    contract: { _ in SnapContract(alignment: .pages, pageCap: 1, keepsState: false, hasTransforms: false) },
    make: { configuration, _ in
      let host = ScrollTargetBehaviorHost(behavior: .paging, configuration: configuration)
      return LayoutUnderTest(layout: host, delegate: host)
    })
}
