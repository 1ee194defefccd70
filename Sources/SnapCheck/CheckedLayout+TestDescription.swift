import Testing

/// A parameterised test over checked layouts names each case by the layout's name, not a dump
/// of the struct: `@Test(arguments: [carousel, feed])` lists `PagingCarouselLayout`, `feed`.
extension CheckedLayout: CustomTestStringConvertible {
  /// The layout's name.
  public var testDescription: String { name }
}
