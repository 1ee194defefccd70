import SnapSwiftUI

// One use of each SwiftUI hosting name of the real-code survey (`SurveyFixture.swift` in
// SnapModelTests, whose test reads these tags too): they live in the SwiftUI stand-in, which the
// model's tests do not import. Compiled, never run.

/// A representable as the surveyed files declare one.
private struct SurveyedRepresentable: UIViewControllerRepresentable {  // survey: UIViewControllerRepresentable
  func makeUIViewController(context: UIViewControllerRepresentableContext<Self>) -> UIHostingController<Text> {  // survey: UIViewControllerRepresentableContext
    UIHostingController(rootView: Text(""))  // survey: UIHostingController
  }

  func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {}
}
