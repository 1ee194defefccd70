import Foundation

extension Simulator {
  /// `configuration` as the code under test left it once the view was set up: every field
  /// whose home is the flow layout (when it is one) or the scroll view, read back after
  /// `prepare()`, so a layout that sets `.fast` or its own insets there shows them.
  ///
  /// Replaying the result gives the same run, since the layout sets the same values again.
  package func observedConfiguration(_ configuration: LayoutConfiguration) -> LayoutConfiguration {
    var c = configuration
    for field in configuration.hostFields {
      switch field.home {
      case .scenario: break
      case .flowLayout(_, let observe): if let flow = layout as? UICollectionViewFlowLayout { observe(flow, &c) }
      case .scrollView(_, let observe): observe(collectionView, &c)
      }
    }
    return c
  }
}
