import Foundation

/// SwiftUI's `PreviewProvider`: the previews of an app file compile, and are never read.
///
///     struct CardsPreviews: PreviewProvider {
///       static var previews: some View { Cards() }
///     }
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views Xcode previews.
  @ViewBuilder static var previews: Previews { get }
}
