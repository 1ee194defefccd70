import Foundation

extension FlowGeometry {
  /// The geometry of a layout that is not a flow layout, from the frames its attributes give
  /// each item (`frames[section][item]`), so snap positions and every query read it as they
  /// read a flow layout's items of different sizes: each item is a line of its own.
  ///
  /// Snap positions by alignment (the "any layout" part of the model): centred, `frame_i.mid −
  /// V/2`; leading, `frame_i.min − frame_0.min + min`, item i resting where item 0 rests at the
  /// start. The leading form comes out of the flow formula `origin − inset.leading −
  /// adj.leading` by giving every section the leading inset `frame_0.min` (`min` is
  /// `−adj.leading`), or `firstLeading` when given (item 0's frame may be missing, NaN). A
  /// section's other flow properties are zero; there are no headers.
  ///
  ///     // Items 200 wide every 240 from 87.5, in a 375-wide view:
  ///     FlowGeometry(axis: .horizontal, placedFrames: [frames], contentLength: 2255,
  ///                  viewSize: CGSize(width: 375, height: 300), adjustedInset: .zero, scale: 3)
  ///     // centred positions 0, 240, 480, …; leading positions the same.
  package convenience init(
    axis: Axis, placedFrames frames: [[CGRect]], contentLength: CGFloat, viewSize: CGSize,
    adjustedInset: UIEdgeInsets, scale: CGFloat, firstLeading: CGFloat? = nil
  ) {
    let firstLeading = firstLeading ?? frames.lazy.compactMap(\.first).first.map { axis.main($0.origin) } ?? 0
    let inset = axis.insets(leading: firstLeading)
    var lines = FlowLines()
    var sections: [Section] = []
    var firstItem = 0
    for section in frames {
      lines.place(section, axis: axis)
      sections.append(Section(
        input: SectionInput(itemCount: section.count, lineSpacing: 0, interitemSpacing: 0, inset: inset),
        firstItem: firstItem, firstLine: firstItem, itemsPerLine: 0, lines: section.count, start: 0, headerStart: 0,
        footerStart: contentLength, available: axis.cross(viewSize)))
      firstItem += section.count
    }
    self.init(
      axis: axis, itemSize: .zero, placedLines: lines, sections: sections, viewSize: viewSize,
      adjustedInset: adjustedInset, scale: scale, contentLength: contentLength)
  }
}
