import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FlowGeometry {
  /// The geometry `init(axis:itemSize:itemSizes:sections:defaultLineSpacing:viewSize:adjustedInset:scale:)`
  /// lays out for these inputs: the one this thread laid out last when its inputs were the
  /// same to the bit, else a new one (kept as the thread's last).
  ///
  /// A geometry is immutable and a pure function of its inputs, so another layout handed the
  /// same object answers every query as it would with its own copy. Every simulator a
  /// property builds for one scenario (its probes, its replays) lays its first pass out from
  /// the same configuration: they share that pass's geometry instead of each laying it out.
  /// Inputs compare bit for bit (a zero's sign and a NaN's payload count), so a geometry is
  /// never handed out for inputs that could lay out differently.
  package static func reusing(
    axis: Axis, itemSize: CGSize, itemSizes: [CGSize]?, sections inputs: [SectionInput], defaultLineSpacing: CGFloat,
    viewSize: CGSize, adjustedInset: UIEdgeInsets, scale: CGFloat
  ) -> FlowGeometry {
    let last = LastFlowGeometry.ofThisThread
    if let geometry = last.geometry, last.axis == axis, sameBits(last.itemSize, itemSize),
      sameBits(last.defaultLineSpacing, defaultLineSpacing), sameBits(last.viewSize, viewSize),
      sameBits(last.adjustedInset, adjustedInset), sameBits(last.scale, scale), sameBits(last.inputs, inputs),
      sameBits(last.itemSizes, itemSizes)
    {
      return geometry
    }
    let geometry = FlowGeometry(
      axis: axis, itemSize: itemSize, itemSizes: itemSizes, sections: inputs, defaultLineSpacing: defaultLineSpacing,
      viewSize: viewSize, adjustedInset: adjustedInset, scale: scale)
    last.remember(
      geometry, axis: axis, itemSize: itemSize, itemSizes: itemSizes, inputs: inputs, defaultLineSpacing: defaultLineSpacing,
      viewSize: viewSize, adjustedInset: adjustedInset, scale: scale)
    return geometry
  }

  private static func sameBits(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

  private static func sameBits(_ a: CGSize, _ b: CGSize) -> Bool {
    sameBits(a.width, b.width) && sameBits(a.height, b.height)
  }

  private static func sameBits(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
    sameBits(a.top, b.top) && sameBits(a.left, b.left) && sameBits(a.bottom, b.bottom) && sameBits(a.right, b.right)
  }

  private static func sameBits(_ a: [SectionInput], _ b: [SectionInput]) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
      guard x.itemCount == y.itemCount, sameBits(x.lineSpacing, y.lineSpacing), sameBits(x.interitemSpacing, y.interitemSpacing),
        sameBits(x.inset, y.inset), sameBits(x.headerLength, y.headerLength), sameBits(x.footerLength, y.footerLength)
      else { return false }
    }
    return true
  }

  private static func sameBits(_ a: [CGSize]?, _ b: [CGSize]?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.count == b.count && zip(a, b).allSatisfy { sameBits($0, $1) }
    default: return false
    }
  }
}

/// The geometry a thread laid out last through `FlowGeometry.reusing(…)`, with its inputs.
///
/// A thread's own, so checks running in parallel never wait for each other; it holds one
/// geometry, which lives until the thread lays out another or ends.
private final class LastFlowGeometry {
  private(set) var geometry: FlowGeometry?
  private(set) var axis = Axis.horizontal
  private(set) var itemSize = CGSize.zero
  private(set) var itemSizes: [CGSize]?
  private(set) var inputs: [FlowGeometry.SectionInput] = []
  private(set) var defaultLineSpacing: CGFloat = 0
  private(set) var viewSize = CGSize.zero
  private(set) var adjustedInset = UIEdgeInsets.zero
  private(set) var scale: CGFloat = 0

  /// Keeps `geometry` as the last laid out, with its inputs.
  func remember(
    _ geometry: FlowGeometry, axis: Axis, itemSize: CGSize, itemSizes: [CGSize]?, inputs: [FlowGeometry.SectionInput],
    defaultLineSpacing: CGFloat, viewSize: CGSize, adjustedInset: UIEdgeInsets, scale: CGFloat
  ) {
    self.geometry = geometry
    self.axis = axis
    self.itemSize = itemSize
    self.itemSizes = itemSizes
    self.inputs = inputs
    self.defaultLineSpacing = defaultLineSpacing
    self.viewSize = viewSize
    self.adjustedInset = adjustedInset
    self.scale = scale
  }

  /// The thread-specific slot holding each thread's record, retained by the slot and released
  /// when the thread ends.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { record in
      guard let record else { return }
      Unmanaged<LastFlowGeometry>.fromOpaque(record).release()
    }
    precondition(status == 0, "FlowGeometry: no thread-specific key for the last geometry (pthread_key_create \(status))")
    return key
  }()

  /// This thread's record, made on first use.
  static var ofThisThread: LastFlowGeometry {
    let slot = Self.slot
    if let record = pthread_getspecific(slot) { return Unmanaged<LastFlowGeometry>.fromOpaque(record).takeUnretainedValue() }
    let record = LastFlowGeometry()
    pthread_setspecific(slot, Unmanaged.passRetained(record).toOpaque())
    return record
  }
}
