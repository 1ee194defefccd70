// SwiftUI's `.viewAligned(limitBehavior:)` scroll target behaviour (iOS 17+; `alwaysByFew`
// and `alwaysByOne` iOS 18+), as SnapCheck's SwiftUI host models it: assumption S4
// (`SwiftUIAssumptions`), since Apple publishes no alignment or limit rule. The behaviour
// itself is `ViewAlignedScrollTargetBehavior` in SnapSwiftUI, the type an app's
// `.viewAligned` names; this file declares it as an algorithm of the matrix.
//
// Deviation: none from S4. The environment's horizontal size class, which `automatic` reads,
// is an option here (SwiftUI takes it from the device and window).
import SnapModel
import SnapSwiftUI

extension ViewAlignedScrollTargetBehavior {
  /// The options `swiftui-view-aligned` takes.
  package enum Options {
    /// The limit behaviour.
    package static let limitBehavior = AlgorithmOption<LimitBehavior.Kind>(
      "limitBehavior", "how many children one gesture may move (S4)", default: .automatic,
      .names(LimitBehavior.Kind.allCases.map(\.rawValue)))
    /// The environment's horizontal size class.
    package static let horizontalSizeClass = AlgorithmOption<UserInterfaceSizeClass?>(
      "horizontalSizeClass", "the environment's horizontal size class; none: compact when the view is narrower than 744 pt, or 896 pt beside a landscape safe area",
      default: nil, .names(UserInterfaceSizeClass.allCases.map(\.rawValue)))
  }

  /// `swiftui-view-aligned` in the registry.
  static let algorithm = Algorithm(
    id: "swiftui-view-aligned",
    origin: "SwiftUI .viewAligned(limitBehavior:) (iOS 17), assumption S4",
    summary: "aligns a child's leading edge at the content margin: the nearest to the natural target, one child from the start's when limited",
    options: [Options.limitBehavior.declaration, Options.horizontalSizeClass.declaration],
    host: .swiftUI,
    assumptions: [.s1, .s4],
    contract: { options in
      let limited = [.always, .alwaysByOne].contains(options[Options.limitBehavior])
      return SnapContract(alignment: .leading, pageCap: limited ? 1 : nil, keepsState: false, hasTransforms: false)
    },
    make: { configuration, options in
      let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: LimitBehavior(options[Options.limitBehavior]))
      let host = ScrollTargetBehaviorHost(
        behavior: behavior, configuration: configuration, sizeClass: options[Options.horizontalSizeClass])
      return LayoutUnderTest(layout: host, delegate: host)
    })
}

/// A limit by name.
extension ViewAlignedScrollTargetBehavior.LimitBehavior.Kind: OptionRepresentable {}

/// A size class by name.
extension UserInterfaceSizeClass: OptionRepresentable {}
