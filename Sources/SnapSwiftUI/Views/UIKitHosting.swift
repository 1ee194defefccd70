import Foundation
import SnapModel

/// SwiftUI's `UIHostingController`: a UIKit view controller that shows a SwiftUI view.
/// Compile-only: SnapCheck draws no view, so the controller keeps `rootView` and its `view` is a
/// plain `UIView` with nothing in it (the AppFilesAsWritten article, "What stays inert").
///
///     let host = UIHostingController(rootView: Text("Page 1"))
///     host.rootView = Text("Page 2")   // kept, never drawn
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view shown (kept, never drawn).
  public var rootView: Content

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer with the view to show; the model keeps no archives, so this
  /// makes the controller from `rootView` alone.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's archive initializer without a view: fails, as there is no view to show.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// The size the view would take in `size`: `size` itself, as a view that fills what it is
  /// offered (nothing is measured).
  open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// SwiftUI's `UIViewControllerRepresentable`: a SwiftUI view that shows a UIKit view controller
/// the app makes. Compile-only: SnapCheck never makes the controller; a view tree it reads takes
/// the representable as a view that fills what it is offered, as SwiftUI sizes one by default.
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// What the representable hands the controller's delegates and targets; `Void` by default.
  associatedtype Coordinator = Void
  /// What `makeUIViewController(context:)` and `updateUIViewController(_:context:)` are given.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Makes the controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with the representable's values.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// Cleans up before the controller goes.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

/// What a `UIViewControllerRepresentable` is given when it makes or updates its controller.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update (drawn only).
  public var transaction: Transaction
  /// The environment the representable sees.
  public var environment: EnvironmentValues

  /// A context with `coordinator`, an empty transaction and `environment`.
  package init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.transaction = Transaction()
    self.environment = environment
  }
}

/// SwiftUI's `UIViewRepresentable`: a SwiftUI view that shows a UIKit view the app makes.
/// Compile-only, as ``UIViewControllerRepresentable`` is: SnapCheck never makes the view.
public protocol UIViewRepresentable: View where Body == Never {
  /// The view's type.
  associatedtype UIViewType: UIView
  /// What the representable hands the view's delegates and targets; `Void` by default.
  associatedtype Coordinator = Void
  /// What `makeUIView(context:)` and `updateUIView(_:context:)` are given.
  typealias Context = UIViewRepresentableContext<Self>
  /// Makes the view.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with the representable's values.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// Cleans up before the view goes.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

/// What a `UIViewRepresentable` is given when it makes or updates its view.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update (drawn only).
  public var transaction: Transaction
  /// The environment the representable sees.
  public var environment: EnvironmentValues

  /// A context with `coordinator`, an empty transaction and `environment`.
  package init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.transaction = Transaction()
    self.environment = environment
  }
}
