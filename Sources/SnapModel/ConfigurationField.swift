import Foundation

/// One field of a scenario's layout configuration, declared once.
///
/// Everything that handles a configuration reads its fields from `LayoutConfiguration.fields`:
/// the scenario JSON reader and writer and their error messages, the shrinker, the
/// explanation of a counterexample, the transposition to the other axis, the simulator's
/// setup of the view and the layout, the configuration read back after `prepare()`, and the
/// README's field table. A new field is one declaration there plus the model code that uses it.
package struct ConfigurationField: Sendable {
  /// What kind of value the field holds, and where it lives in `LayoutConfiguration`.
  package enum Value: Sendable {
    /// The item counts: `itemCount` for one section, `sections` for several.
    case counts
    /// A real number; `allowed` lists the only values UIKit allows, if it limits them.
    case number(WritableKeyPath<LayoutConfiguration, CGFloat> & Sendable, allowed: [CGFloat]?)
    /// A Boolean flag.
    case flag(WritableKeyPath<LayoutConfiguration, Bool> & Sendable)
    /// One of a few named values.
    case choice(Choice)
    /// Four insets, `{top, left, bottom, right}`, each defaulting to 0.
    case inset(WritableKeyPath<LayoutConfiguration, UIEdgeInsets> & Sendable)
    /// Insets or `null`.
    case optionalInset(WritableKeyPath<LayoutConfiguration, UIEdgeInsets?> & Sendable)
    /// Item sizes by view size: `[{viewWidth, viewHeight, itemWidth, itemHeight}, …]`.
    case itemSizesForViewSizes
    /// A size, `[width, height]`.
    case size(WritableKeyPath<LayoutConfiguration, CGSize> & Sendable)
    /// One size per item, `[[width, height], …]`, or per section `[[[width, height], …], …]`.
    case itemSizes
  }

  /// A field that takes one of a few names, such as a `scrollDirection`.
  package struct Choice: Sendable {
    /// Every name, in declaration order.
    package var names: [String]
    /// The field's name in `configuration`.
    package var get: @Sendable (LayoutConfiguration) -> String
    /// Sets the field to the value called `name`; false when no value is called so.
    package var set: @Sendable (inout LayoutConfiguration, String) -> Bool

    /// A choice over an enumeration's cases, by their raw values.
    package init<Named: RawRepresentable & CaseIterable & Sendable>(
      _ path: WritableKeyPath<LayoutConfiguration, Named> & Sendable
    ) where Named.RawValue == String {
      names = Named.allCases.map(\.rawValue)
      get = { $0[keyPath: path].rawValue }
      set = { configuration, name in
        guard let value = Named(rawValue: name) else { return false }
        configuration[keyPath: path] = value
        return true
      }
    }
  }

  /// When the JSON writer writes the field.
  package enum Written: Sendable {
    /// On every scenario (the classic host's fields).
    case always
    /// Only when it differs from its default (the wider host's fields), so a
    /// classic scenario's JSON, and every golden fingerprint made from it, stays as it was.
    case whenChanged
  }

  /// One way the shrinker simplifies the field, with its rank: the shrinker tries every
  /// field's steps in rank order (lowest first), so the order that decides which simpler
  /// scenario wins stays fixed as fields are added.
  package enum Shrink: Equatable, Sendable {
    /// Fewer sections, then fewer items.
    case counts(rank: Int)
    /// Back to its default.
    case reset(rank: Int)
    /// Toward its default and rounder (the default itself, a whole number, a multiple of ten,
    /// halfway).
    case rounder(rank: Int)
    /// The inset's `edges` rounder and toward their defaults, one by one in that order.
    case edges([Edge], rank: Int)

    /// Where the step comes in the shrinker's order.
    package var rank: Int {
      switch self {
      case .counts(let rank), .reset(let rank), .rounder(let rank), .edges(_, let rank): return rank
      }
    }
  }

  /// How a counterexample's explanation varies the field.
  package enum Explain: Sendable {
    /// Not at all.
    case never
    /// The item counts, each a whole number ≥ 0.
    case counts
    /// Any real value, at least `floor` when there is one.
    case real(floor: CGFloat?)
    /// Each value UIKit allows.
    case choice([CGFloat])
    /// The named edges of an inset, each any real value.
    case edges([Edge])
  }

  /// One edge of an inset, as explanations and the shrinker name it.
  package enum Edge: String, Sendable, CaseIterable {
    /// `top`.
    case top
    /// `left`.
    case left
    /// `bottom`.
    case bottom
    /// `right`.
    case right

    /// The edge of the insets at `insets`, as a place in a configuration.
    package func path(in insets: WritableKeyPath<LayoutConfiguration, UIEdgeInsets>) -> WritableKeyPath<LayoutConfiguration, CGFloat> {
      let edge: WritableKeyPath<UIEdgeInsets, CGFloat> = path
      return insets.appending(path: edge)
    }

    /// The edge's place in `UIEdgeInsets`.
    package var path: WritableKeyPath<UIEdgeInsets, CGFloat> & Sendable {
      switch self {
      case .top: return \.top
      case .left: return \.left
      case .bottom: return \.bottom
      case .right: return \.right
      }
    }
  }

  /// What becomes of the field when a case moves to the other axis.
  package enum Transpose: Sendable {
    /// It stays.
    case keep
    /// It takes the value of the field called so (width ↔ height, horizontal ↔ vertical).
    case swap(with: String)
    /// Its insets are transposed (top ↔ left, bottom ↔ right).
    case insets
    /// It is the axis, which flips.
    case axis
    /// Its sizes' widths and heights swap (a `size`, every size of `itemSizesForViewSizes` or
    /// of `itemSizes`).
    case sizes
  }

  /// Where the model keeps the field once a view is set up, besides the scenario.
  package enum Home: Sendable {
    /// Only the simulator's setup of the view reads it (counts, sizes, scale, retention).
    case scenario
    /// A property of the flow layout: set before the first `prepare()`, read back after it.
    case flowLayout(
      apply: @Sendable (UICollectionViewFlowLayout, LayoutConfiguration) -> Void,
      observe: @Sendable (UICollectionViewFlowLayout, inout LayoutConfiguration) -> Void)
    /// A property of the scroll view: set when the view is made, read back after `prepare()`.
    case scrollView(
      apply: @Sendable (UIScrollView, LayoutConfiguration) -> Void,
      observe: @Sendable (UIScrollView, inout LayoutConfiguration) -> Void)
  }

  /// A field's setter on its home (the flow layout or the scroll view), as the simulator's
  /// setup runs it for every view it makes.
  ///
  /// A struct, not a bare closure in an array: an array keeps its closures in their most
  /// general form, whose call copies the whole configuration (and retains its arrays) on the
  /// way in; a closure stored here is called with the configuration as it is.
  ///
  /// It names its field by position in `LayoutConfiguration.fields`, not by key: a setter
  /// holds nothing counted, so running one costs no retain of a string.
  package struct Setter<Target: AnyObject>: Sendable {
    /// The field's position in `LayoutConfiguration.fields`.
    let field: Int
    /// Sets the field on `target` from the configuration.
    let apply: @Sendable (Target, LayoutConfiguration) -> Void

    /// The field's key.
    package var key: String { LayoutConfiguration.fields[field].key }

    /// Sets the field on `target` from `configuration`.
    package func callAsFunction(_ target: Target, _ configuration: LayoutConfiguration) {
      apply(target, configuration)
    }
  }

  /// The JSON key, which also names the field in messages and explanations.
  package var key: String
  /// What the field means, in one line, for the README's table.
  package var summary: String
  /// Its kind and place in the configuration.
  package var value: Value
  /// When JSON writes it.
  package var written: Written
  /// How it shrinks (none: the axis, which the shrinker changes by transposing the whole case).
  package var shrink: [Shrink]
  /// How explanations vary it.
  package var explain: Explain
  /// What transposition does to it.
  package var transpose: Transpose
  /// Where the model keeps it.
  package var home: Home
  /// The unit messages write after its values (`pt` for lengths), or nil for a count, a
  /// scale, a rate or a flag.
  package var unit: String?
  /// The keys of the fields that may not be given with this one once it is away from its
  /// default (JSON refuses both; the writer leaves them out, at their defaults).
  package var excludes: [String]

  /// A field declaration.
  package init(
    _ key: String, _ summary: String, value: Value, written: Written = .always, shrink: [Shrink], explain: Explain = .never,
    transpose: Transpose = .keep, home: Home = .scenario, unit: String? = nil, excludes: [String] = []
  ) {
    self.unit = unit
    self.excludes = excludes
    self.key = key
    self.summary = summary
    self.value = value
    self.written = written
    self.shrink = shrink
    self.explain = explain
    self.transpose = transpose
    self.home = home
  }

  /// Whether the field holds the same value in `a` and `b`.
  package func isEqual(_ a: LayoutConfiguration, _ b: LayoutConfiguration) -> Bool {
    switch value {
    case .counts: return a.sections == b.sections
    case .number(let path, _): return a[keyPath: path] == b[keyPath: path]
    case .flag(let path): return a[keyPath: path] == b[keyPath: path]
    case .choice(let choice): return choice.get(a) == choice.get(b)
    case .inset(let path): return a[keyPath: path] == b[keyPath: path]
    case .optionalInset(let path): return a[keyPath: path] == b[keyPath: path]
    case .itemSizesForViewSizes: return a.itemSizesForViewSizes == b.itemSizesForViewSizes
    case .size(let path): return a[keyPath: path] == b[keyPath: path]
    case .itemSizes: return a.itemSizes == b.itemSizes
    }
  }

  /// Copies this field's value in `source` into `destination`'s place in `target`: how
  /// transposition swaps a field with its partner. Fields of different kinds copy nothing
  /// (the schema's tests check that every partner has its field's kind).
  package func copy(from source: LayoutConfiguration, to target: inout LayoutConfiguration, as destination: ConfigurationField) {
    switch (value, destination.value) {
    case (.counts, .counts): target.sections = source.sections
    case (.number(let from, _), .number(let to, _)): target[keyPath: to] = source[keyPath: from]
    case (.flag(let from), .flag(let to)): target[keyPath: to] = source[keyPath: from]
    case (.choice(let from), .choice(let to)): _ = to.set(&target, from.get(source))
    case (.inset(let from), .inset(let to)): target[keyPath: to] = source[keyPath: from]
    case (.optionalInset(let from), .optionalInset(let to)): target[keyPath: to] = source[keyPath: from]
    case (.itemSizesForViewSizes, .itemSizesForViewSizes): target.itemSizesForViewSizes = source.itemSizesForViewSizes
    case (.size(let from), .size(let to)): target[keyPath: to] = source[keyPath: from]
    case (.itemSizes, .itemSizes): target.itemSizes = source.itemSizes
    default: break
    }
  }
}
