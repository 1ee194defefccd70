import Foundation

extension UICollectionView {
  /// UIKit's `UICollectionView.ScrollDirection`: the axis a flow layout scrolls along.
  public enum ScrollDirection: String, Sendable, CaseIterable {
    /// Items fill columns and the content scrolls sideways (the default).
    case horizontal
    /// Items fill rows and the content scrolls up and down.
    case vertical
  }
}

/// The scroll axis as the model computes with it: a vertical view is a horizontal one transposed,
/// so every computation is written once along a "main" axis (the one that scrolls) and a
/// "cross" axis, and these helpers map main and cross onto x and y.
package typealias Axis = UICollectionView.ScrollDirection

extension UICollectionView.ScrollDirection {
  /// The other axis.
  package var transposed: Axis { self == .horizontal ? .vertical : .horizontal }

  /// The coordinate of `point` along the axis.
  @inline(__always)
  package func main(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
  /// The coordinate of `point` across the axis.
  @inline(__always)
  package func cross(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.y : point.x }
  /// The extent of `size` along the axis.
  @inline(__always)
  package func main(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
  /// The extent of `size` across the axis.
  @inline(__always)
  package func cross(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }
  /// The inset at the leading edge along the axis (left or top).
  @inline(__always)
  package func leading(_ insets: UIEdgeInsets) -> CGFloat { self == .horizontal ? insets.left : insets.top }
  /// Insets of `leading` on this axis's leading side, zero elsewhere.
  package func insets(leading: CGFloat) -> UIEdgeInsets {
    self == .horizontal ? UIEdgeInsets(top: 0, left: leading, bottom: 0, right: 0) : UIEdgeInsets(top: leading, left: 0, bottom: 0, right: 0)
  }
  /// The inset at the trailing edge along the axis (right or bottom).
  @inline(__always)
  package func trailing(_ insets: UIEdgeInsets) -> CGFloat { self == .horizontal ? insets.right : insets.bottom }
  /// The inset at the leading edge across the axis (top or left).
  @inline(__always)
  package func crossLeading(_ insets: UIEdgeInsets) -> CGFloat { self == .horizontal ? insets.top : insets.left }
  /// The inset at the trailing edge across the axis (bottom or right).
  @inline(__always)
  package func crossTrailing(_ insets: UIEdgeInsets) -> CGFloat { self == .horizontal ? insets.bottom : insets.right }

  /// The point at `main` along the axis and `cross` across it.
  @inline(__always)
  package func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
  }
  /// The size `main` long along the axis and `cross` across it.
  @inline(__always)
  package func size(main: CGFloat, cross: CGFloat) -> CGSize {
    self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
  /// The rectangle with the given origin and lengths along and across the axis.
  @inline(__always)
  package func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
  }
  /// `point` with its coordinate along the axis replaced by `main`.
  @inline(__always)
  package func replacingMain(of point: CGPoint, with main: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: main, y: point.y) : CGPoint(x: point.x, y: main)
  }
}

extension CGSize {
  /// Width and height swapped: the size on the other axis.
  package var transposed: CGSize { CGSize(width: height, height: width) }
}

extension UIEdgeInsets {
  /// The insets of the transposed rectangle: top↔left, bottom↔right.
  package var transposed: UIEdgeInsets { UIEdgeInsets(top: left, left: top, bottom: right, right: bottom) }

  /// The sum of two insets, edge by edge.
  package static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }
}
