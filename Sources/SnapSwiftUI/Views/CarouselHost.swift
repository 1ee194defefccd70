import Foundation
import SnapModel

/// The SwiftUI host running the carousel a view builds: the host of the SwiftUI host article
/// (`ScrollTargetBehaviorHost`) with the behaviour the view installs, and, for a view with
/// `scrollPosition(id:)`, the binding kept as S7 says.
package enum CarouselHost {
  /// The layout and delegate one case runs for `reading` in `configuration` (already laid out
  /// by the reading), with the horizontal size class `sizeClass`.
  ///
  /// The behaviour is the one the view installs; with none, the view keeps the natural
  /// target: momentum only (with `.viewAligned` and no `.scrollTargetLayout()` too, S5: the
  /// configuration says so). At a resize the host takes the carousel `turned` reads at the
  /// new size.
  package static func subject(
    _ reading: CarouselReading, configuration: LayoutConfiguration, sizeClass: UserInterfaceSizeClass,
    turned: ((CGSize) -> Result<TurnedCarousel, CarouselReading.Unreadable>)? = nil
  ) -> (layout: ScrollTargetBehaviorHost, delegate: UIScrollViewDelegate) {
    let behavior = reading.behavior ?? NaturalTargetBehavior()
    let host = ScrollTargetBehaviorHost(behavior: behavior, configuration: configuration, sizeClass: sizeClass)
    host.turned = turned
    return (host, ScrollPositionKeeper(host: host, reading: reading))
  }

  /// A host whose every case ends at its first step `unsupported: <reason>`: for a view that
  /// cannot be read as a carousel.
  package static func unsupported(_ reason: String, configuration: LayoutConfiguration) -> ScrollTargetBehaviorHost {
    let host = ScrollTargetBehaviorHost(behavior: NaturalTargetBehavior(), configuration: configuration)
    host.hostUnsupportedFeature = reason
    return host
  }
}

/// No behaviour: the view rests where momentum carries it.
package struct NaturalTargetBehavior: ScrollTargetBehavior {
  /// Leaves the target as proposed.
  package func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// The scroll view's delegate for a carousel read from a view: tells the host where each drag
/// begins and, with `scrollPosition(id:)`, writes the bound id at every change of offset and
/// at every rest (`position(atRest:)`) (S7:
/// the id of the target whose leading edge is nearest the container's leading edge after the
/// margins; ties go to the earlier target).
package final class ScrollPositionKeeper: UIScrollViewDelegate {
  /// The host, told where drags begin.
  private let host: ScrollTargetBehaviorHost
  /// The bound position, if any.
  package let binding: ScrollPositionBinding?
  /// Each target's id.
  private let ids: [AnyHashable?]

  /// A keeper for `reading`'s binding, beside `host`.
  init(host: ScrollTargetBehaviorHost, reading: CarouselReading) {
    self.host = host
    binding = reading.position
    ids = reading.targets.map(\.id)
  }

  /// The content before the first target, along the axis: the host's leading margin, the
  /// one the view builds at its current size.
  private var leadingMargin: CGFloat {
    host.scrollDirection == .horizontal ? host.sectionInset.left : host.sectionInset.top
  }

  /// Tells the host.
  package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    host.scrollViewWillBeginDragging(scrollView)
  }

  /// Writes S7's id for the new offset.
  package func scrollViewDidScroll(_ scrollView: UIScrollView) { keepPosition(of: scrollView) }

  /// Writes the id of the target at the view's offset (S7).
  private func keepPosition(of scrollView: UIScrollView) {
    guard let binding, let index = targetAtLeadingEdge(offset: scrollView.mainOffset) else { return }
    binding.write(ids[index])
  }

  /// S7: the target whose leading edge, less the leading margin, is nearest `offset` (ties to
  /// the earlier), or nil with no target.
  package func targetAtLeadingEdge(offset: CGFloat) -> Int? {
    let geometry = host.flowGeometry
    let axis = host.scrollDirection
    var best: (index: Int, distance: CGFloat)?
    for item in 0..<geometry.itemCount {
      let distance = abs(axis.main(geometry.frame(ofItem: item).origin) - leadingMargin - offset)
      if best.map({ distance < $0.distance }) ?? true { best = (item, distance) }
    }
    return best?.index
  }

  /// A rest at `offset`, where SwiftUI writes the binding (S7, the first rest too): the target
  /// the view rests on, its id, and the id the binding then holds (another when the binding's
  /// type cannot hold the target's id), or nil without a binding.
  package func position(atRest offset: CGFloat) -> (target: Int, expected: AnyHashable?, bound: AnyHashable?)? {
    guard let binding, let index = targetAtLeadingEdge(offset: offset) else { return nil }
    binding.write(ids[index])
    return (index, ids[index], binding.read())
  }
}
