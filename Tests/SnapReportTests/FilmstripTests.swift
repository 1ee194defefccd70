import Foundation
import SnapReport
import Testing

@Suite("Filmstrips that show the failure")
struct FilmstripTests {
  @Test("A title is wrapped at spaces into lines that fit, the last shortened when it runs over")
  func titlesWrap() {
    // "aaa bbb" is 7 characters and a space follows: the first line; then "ccc ddd", the
    // second and last line, shortened to 6 characters and "…" since "eee" is left over.
    #expect(Filmstrip.wrap("aaa bbb ccc ddd eee", width: 7, limit: 2) == ["aaa bbb", "ccc dd…"])
    #expect(Filmstrip.wrap("aaa bbb ccc ddd eee", width: 8, limit: 3) == ["aaa bbb", "ccc ddd", "eee"])
    #expect(Filmstrip.wrap("short", width: 8, limit: 3) == ["short"])
  }

  @Test("Every filmstrip of the report has every mark in its legend and a title that fits")
  func legendAndTitles() {
    let pictures = ReportTests.report.files.filter { $0.name.hasSuffix(".svg") }
    #expect(!pictures.isEmpty)
    // 760 pt less two margins of 20, at 7.2 pt a bold 12 pt character: 100 characters.
    #expect(Filmstrip.titleWidth(760) == 100)
    for picture in pictures {
      for line in Filmstrip.legend { #expect(picture.contents.contains(">\(line)</text>"), "\(picture.name)") }
      let titles = picture.contents.split(separator: "\n").filter { $0.contains("font-weight=\"bold\"") }
      for title in titles {
        let text = title.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        #expect(text.count <= 100, "\(picture.name): \(text)")
      }
    }
  }

  @Test("An in-bounds filmstrip draws the layout's out-of-range target where it is, beyond the scroll range's end")
  func outOfRangeTarget() {
    let pictures = ReportTests.report.files.filter { $0.name.hasSuffix("--in-bounds.svg") }
    #expect(!pictures.isEmpty)
    let drawn = pictures.filter { $0.contents.contains("the layout's target, outside the scroll range (the view clamps it): offset ") }
    #expect(!drawn.isEmpty, "\(pictures.map(\.name))")
  }
}
