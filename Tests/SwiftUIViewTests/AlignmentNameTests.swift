import SnapCheck
import Testing

/// A view naming SwiftUI's `Alignment`, as app files do, beside a contract's alignment.
private struct Badge: View {
  var alignment: Alignment { .bottomTrailing }
  var body: some View { ZStack(alignment: alignment) { Color.red } }
}

@Suite("SwiftUI names through import SnapCheck")
struct AlignmentNameTests {
  @Test("Alignment is SwiftUI's; a contract's alignment is written .leading")
  func alignmentIsSwiftUIs() {
    #expect(Badge().alignment == Alignment(horizontal: .trailing, vertical: .bottom))
    #expect(LayoutContract(alignment: .leading).alignment == .leading)
  }
}
