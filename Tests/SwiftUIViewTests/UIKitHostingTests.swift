import SnapCheck
import SnapSwiftUI
import Testing

@Suite("UIKit inside SwiftUI and SwiftUI inside UIKit: compile-only, inert")
struct UIKitHostingTests {
  @Test("A representable's controller is made and updated as the app's code says; its hosting controller keeps the view")
  func controllerRepresentable() {
    let pager = HostedPagerView(pages: ["first", "last"])
    let context = HostedPagerView.Context(coordinator: pager.makeCoordinator(), environment: EnvironmentValues())
    let controller = pager.makeUIViewController(context: context)
    #expect(controller.rootView == Text("first"))
    pager.updateUIViewController(controller, context: context)
    #expect(controller.rootView == Text("last"))
    #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
  }

  @Test("A view representable gets its coordinator: 5 dots, the coordinator's page 2")
  func viewRepresentable() {
    let dots = HostedPageDots()
    let context = HostedPageDots.Context(coordinator: dots.makeCoordinator(), environment: EnvironmentValues())
    let view = dots.makeUIView(context: context)
    dots.updateUIView(view, context: context)
    #expect(view.numberOfPages == 5)
    #expect(view.currentPage == 2)
  }

  @Test("Read as a SwiftUI view, a representable is one view that fills what it is offered, never asked for a body")
  func readAsAFlexibleLeaf() {
    let context = ViewReadingContext(environment: EnvironmentValues(), proposal: CGSize(width: 390, height: 300))
    let nodes = HStack { HostedPagerView(pages: ["a"]); HostedPageDots() }.nodes(in: context)
    #expect(nodes.count == 1)
    #expect(nodes.first?.children.map(\.typeName) == ["HostedPagerView", "HostedPageDots"])
    #expect(nodes.first?.children.allSatisfy { if case .flexible = $0.kind { true } else { false } } == true)
  }
}
