import SwiftUI
import UIKit

/// A SwiftUI view that hosts a UIKit pager, as apps bridge the two: a controller that shows a
/// SwiftUI page, and page dots with a coordinator.
struct HostedPagerView: UIViewControllerRepresentable {
    let pages: [String]

    func makeUIViewController(context: Context) -> UIHostingController<Text> {
        let controller = UIHostingController(rootView: Text(pages.first ?? ""))
        controller.view.backgroundColor = .clear
        return controller
    }

    func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {
        uiViewController.rootView = Text(pages.last ?? "")
    }
}

/// Page dots whose current page is the coordinator's count of taps.
struct HostedPageDots: UIViewRepresentable {
    final class Coordinator {
        var taps = 2
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIPageControl {
        let dots = UIPageControl()
        dots.numberOfPages = 5
        return dots
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = context.coordinator.taps
    }
}
