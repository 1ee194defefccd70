import Foundation
import Testing

/// A surveyed file: where it comes from, and what kind of snapping code it is.
struct SurveyedFile {
  /// The kinds of snapping code the survey covers.
  enum Kind {
    /// A `UICollectionViewFlowLayout` subclass (usually overriding `targetContentOffset`).
    case flowLayout
    /// A custom `UICollectionViewLayout`, or attributes for one.
    case customLayout
    /// A scroll-view delegate that snaps (`scrollViewWillEndDragging`, paging helpers).
    case delegate
    /// A controller or collection view that pages (`isPagingEnabled`, recentring views).
    case controller
    /// A compositional layout with orthogonal sections.
    case compositional
    /// One of the twelve libraries' source folders.
    case library
  }

  /// The repository, `owner/name`.
  let repository: String
  /// The file's path in it (a folder's, ending in `/`, for a library).
  let path: String
  /// The kind of code.
  let kind: Kind
}

/// A framework name the surveyed files use, with its file count and status.
struct SurveyedName {
  /// What SnapCheck does with a name.
  enum Status: Equatable {
    /// The model computes it as UIKit does.
    case modelled
    /// It compiles and is inert (documented on the symbol).
    case compileOnly
    /// It does not compile, for the reason given.
    case notCovered(String)
  }

  /// The name: a type or global, or `Owner.member(labels:)`.
  let name: String
  /// How many surveyed files use it.
  let files: Int
  /// What SnapCheck does with it.
  let status: Status

  init(_ name: String, files: Int, _ status: Status) {
    self.name = name
    self.files = files
    self.status = status
  }

  /// Whether the name compiles.
  var compiles: Bool { status == .modelled || status == .compileOnly }
}

/// The real-code survey, kept as a fixture and a compiled file of uses (the AppFilesAsWritten
/// article, "The real-code survey").
@Suite("The real-code survey")
struct SurveyFixtureTests {
  /// The names tagged `// survey:` in `SurveyedNameUses.swift` and, for the SwiftUI hosting
  /// names the model's tests cannot import, in SwiftUIViewTests' `SurveyedHostingUses.swift`,
  /// in order of appearance.
  private static func taggedNames() throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = [
      folder.appendingPathComponent("SurveyedNameUses.swift"),
      folder.appendingPathComponent("../../SwiftUIViewTests/SurveyedHostingUses.swift").standardized,
    ]
    return try files.flatMap { file in
      try String(contentsOf: file, encoding: .utf8).split(separator: "\n").flatMap { line -> [String] in
        guard let tag = line.range(of: "// survey: ") else { return [] }
        return line[tag.upperBound...].split(separator: " ").map(String.init)
      }
    }
  }

  @Test("every modelled or compile-only name has exactly one compiled use, and every use is such a name")
  func usesMatchTheFixture() throws {
    let tagged = try Self.taggedNames()
    #expect(Set(tagged).count == tagged.count, "a name is tagged twice")
    let compiling = Set(surveyedNames.filter(\.compiles).map(\.name))
    #expect(Set(tagged).subtracting(compiling).sorted() == [], "tagged but not listed as compiling")
    #expect(compiling.subtracting(tagged).sorted() == [], "listed as compiling but no use is compiled")
  }

  @Test("the names are listed once each, and every name not covered says why")
  func namesAreWellFormed() {
    let names = surveyedNames.map(\.name)
    #expect(Set(names).count == names.count)
    for name in surveyedNames {
      if case .notCovered(let why) = name.status { #expect(why.count > 20, "\(name.name): say why it is not covered") }
      #expect(name.files >= 0)
    }
  }

  @Test("at least 40 surveyed files come from distinct repositories, besides the twelve libraries")
  func filesComeFromDistinctRepositories() {
    let files = surveyedFiles.filter { $0.kind != .library }
    #expect(Set(files.map(\.repository)).count == files.count)
    #expect(files.count >= 40)
    #expect(surveyedFiles.filter { $0.kind == .library }.count == 12)
    for kind in [SurveyedFile.Kind.flowLayout, .customLayout, .delegate, .controller, .compositional] {
      #expect(files.contains { $0.kind == kind }, "no \(kind) file surveyed")
    }
  }

  @Test("at least 95% of the surveyed names compile")
  func shareOfNamesThatCompile() {
    let compiling = surveyedNames.filter(\.compiles).count
    #expect(compiling * 100 >= surveyedNames.count * 95, "\(compiling) of \(surveyedNames.count) names compile")
  }
}
