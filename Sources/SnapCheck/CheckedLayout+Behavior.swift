import SnapAlgorithms
import SnapModel
import SnapSwiftUI

extension CheckedLayout {
  /// A SwiftUI scroll target behaviour of your own to check, as a layout is checked: in a
  /// `ScrollView` over a lazy stack of children (the SwiftUI host: the catalog's SwiftUI
  /// host article), its `updateTarget(_:context:)` called after every drag and resize.
  ///
  ///     let cards = CheckedLayout(
  ///       "CardPagingBehavior", contract: LayoutContract(alignment: .leading),
  ///       configurations: LayoutConfigurations(itemSize: .fixed(CGSize(width: 300, height: 200)), lineSpacings: [16]),
  ///       behavior: { CardPagingBehavior(cardWidth: 300, spacing: 16) })
  ///
  /// The configurations are written as for a layout: `itemSize` is each child's size,
  /// `lineSpacings` the stack's spacing, `sectionInsets` the content margins, `viewSizes` the
  /// scroll view's bounds; generated cases add a safe area now and then. `widerHost` is for
  /// UIKit layouts only.
  ///
  /// - Parameters:
  ///   - name: how messages, artifact files and the command line name it.
  ///   - contract: what it promises: the alignment to the children and the page cap.
  ///   - configurations: the app's space of scroll views (default: everything the generator draws).
  ///   - knownViolations: properties it is known to break (reported, not failed).
  ///   - caseTimeout: how long one run may take before it is a `timeout` fault
  ///     (default `$SNAPCHECK_CASE_TIMEOUT` seconds, else 3 s).
  ///   - behavior: builds a fresh behaviour; called once per case.
  public init(
    _ name: String, contract: LayoutContract, configurations: LayoutConfigurations = LayoutConfigurations(),
    knownViolations: [Property] = [], caseTimeout: Duration? = nil, behavior: @escaping @Sendable () -> any ScrollTargetBehavior
  ) {
    self.init(
      name, contract: contract, configurations: configurations, knownViolations: knownViolations,
      caseTimeout: caseTimeout, framework: .swiftui,
      subject: { configuration in
        let host = ScrollTargetBehaviorHost(behavior: behavior(), configuration: configuration)
        return LayoutUnderTest(layout: host, delegate: host)
      },
      replay: { "behavior: \(type(of: behavior()))()" })
  }
}
