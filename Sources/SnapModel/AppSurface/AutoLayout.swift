import Foundation

/// Auto Layout's `NSLayoutConstraint`: a relation between two anchors, stored and never
/// solved.
///
/// Compile-only: the model solves no constraints and moves no view because of one. The
/// simulated collection view's frame is the scenario's, whatever constraints say.
public final class NSLayoutConstraint: NSObject {
  /// UIKit's `UILayoutPriority`: how much a constraint matters.
  public typealias Priority = UILayoutPriority

  /// The constrained anchor.
  public let firstAnchor: AnyObject
  /// The anchor it is related to, if any.
  public let secondAnchor: AnyObject?
  /// The constant added to the second anchor.
  public var constant: CGFloat
  /// The multiplier of a dimension constraint.
  public let multiplier: CGFloat
  /// Whether the constraint is active (stored; nothing is solved).
  public var isActive = false
  /// How much the constraint matters.
  public var priority: UILayoutPriority = .required
  /// A name for debugging.
  public var identifier: String?

  init(_ first: AnyObject, _ second: AnyObject?, constant: CGFloat, multiplier: CGFloat = 1) {
    firstAnchor = first
    secondAnchor = second
    self.constant = constant
    self.multiplier = multiplier
  }

  /// The attribute of the first item, for a constraint made from items (`.notAnAttribute`
  /// for one made from anchors).
  public private(set) var firstAttribute: Attribute = .notAnAttribute
  /// The attribute of the second item, likewise.
  public private(set) var secondAttribute: Attribute = .notAnAttribute
  /// The relation, for a constraint made from items (`.equal` for one made from anchors).
  public private(set) var relation: Relation = .equal

  /// Auto Layout's item form: `item1.attr1 relation item2.attr2 × multiplier + c`, stored
  /// (compile-only, as every constraint).
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(view1 as AnyObject, view2.map { $0 as AnyObject }, constant: c, multiplier: multiplier)
    firstAttribute = attr1
    secondAttribute = attr2
    self.relation = relation
  }

  /// Auto Layout's `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Sendable {
    /// No attribute.
    case notAnAttribute
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The last baseline.
    case lastBaseline
    /// The first baseline.
    case firstBaseline
  }

  /// Auto Layout's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    /// At most.
    case lessThanOrEqual = -1
    /// Equal.
    case equal
    /// At least.
    case greaterThanOrEqual
  }

  /// Auto Layout's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Across.
    case horizontal
    /// Down.
    case vertical
  }

  /// Activates every constraint in `constraints`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, 1–1000.
  public let rawValue: Float
  /// A priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority from its value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// 1000: must hold.
  public static let required = UILayoutPriority(1000)
  /// 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250.
  public static let defaultLow = UILayoutPriority(250)
}

/// Auto Layout's `NSLayoutAnchor`: an edge, centre or dimension of a view or guide that
/// makes constraints.
public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// A constraint: this anchor equal to `anchor` plus `c`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor, constant: c)
  }
  /// A constraint: this anchor at least `anchor` plus `c`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor, constant: c)
  }
  /// A constraint: this anchor at most `anchor` plus `c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor, constant: c)
  }
}

/// Auto Layout's `NSLayoutXAxisAnchor`: a horizontal edge or centre.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Auto Layout's `NSLayoutYAxisAnchor`: a vertical edge or centre.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Auto Layout's `NSLayoutDimension`: a width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint: this dimension equal to `c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, nil, constant: c) }
  /// A constraint: this dimension at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, nil, constant: c) }
  /// A constraint: this dimension at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, nil, constant: c) }
  /// A constraint: this dimension equal to `anchor` times `m` plus `c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor, constant: c, multiplier: m)
  }
}

/// The anchors every view and layout guide has.
public final class LayoutAnchors {
  /// The leading edge.
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// The trailing edge.
  public let trailingAnchor = NSLayoutXAxisAnchor()
  /// The left edge.
  public let leftAnchor = NSLayoutXAxisAnchor()
  /// The right edge.
  public let rightAnchor = NSLayoutXAxisAnchor()
  /// The horizontal centre.
  public let centerXAnchor = NSLayoutXAxisAnchor()
  /// The top edge.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// The bottom edge.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// The vertical centre.
  public let centerYAnchor = NSLayoutYAxisAnchor()
  /// The first line's baseline (the top edge, for views without text).
  public let firstBaselineAnchor = NSLayoutYAxisAnchor()
  /// The last line's baseline (the bottom edge, for views without text).
  public let lastBaselineAnchor = NSLayoutYAxisAnchor()
  /// The width.
  public let widthAnchor = NSLayoutDimension()
  /// The height.
  public let heightAnchor = NSLayoutDimension()

  init() {}
}

/// UIKit's `UILayoutGuide`: a rectangle constraints can refer to (the safe area, the margins).
public class UILayoutGuide: NSObject {
  /// The guide's anchors, made on first use.
  private lazy var anchors = LayoutAnchors()
  /// The view that owns the guide.
  public weak var owningView: UIView?
  /// A name for debugging.
  public var identifier = ""

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leadingAnchor }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailingAnchor }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.leftAnchor }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.rightAnchor }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerXAnchor }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.topAnchor }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottomAnchor }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerYAnchor }
  /// The width.
  public var widthAnchor: NSLayoutDimension { anchors.widthAnchor }
  /// The height.
  public var heightAnchor: NSLayoutDimension { anchors.heightAnchor }
}

extension UIView {
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leadingAnchor }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailingAnchor }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.leftAnchor }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.rightAnchor }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerXAnchor }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { anchors.topAnchor }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottomAnchor }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerYAnchor }
  /// The first line's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaselineAnchor }
  /// The last line's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaselineAnchor }
  /// The width.
  public var widthAnchor: NSLayoutDimension { anchors.widthAnchor }
  /// The height.
  public var heightAnchor: NSLayoutDimension { anchors.heightAnchor }
}
