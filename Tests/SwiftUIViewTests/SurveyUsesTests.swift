import Foundation
import Testing

/// The survey of SwiftUI carousel files and the file that uses its names stay in step.
@Suite("The SwiftUI carousel survey")
struct SurveyUsesTests {
  /// The survey's lines, split at tabs.
  static let rows: [[String]] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/swiftui-carousel-survey.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
  }()

  /// The names SurveyUses.swift marks as used.
  static let used: Set<String> = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SurveyUses.swift")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(text.components(separatedBy: "// uses: ").dropFirst().map { $0.prefix { $0 != " " && $0 != "\n" } }.map(String.init))
  }()

  @Test("Every name the survey says compiles is used in the compiled file, and every used name is in the survey")
  func surveyAndUsesAgree() {
    let names = Self.rows.filter { $0.first == "name" }
    let compiled = Set(names.filter { $0[3] != "not-covered" }.map { $0[1] })
    #expect(compiled == Self.used)
    #expect(names.filter { ["not-covered", "compiles-unread"].contains($0[3]) }.allSatisfy { $0.count == 5 && !$0[4].isEmpty })
  }

  @Test("The survey holds files of sixteen repositories and 61 names, 59 of which (97 %) compile: 30 read, 26 drawn, 3 unread")
  func surveyShape() {
    let repositories = Set(Self.rows.filter { $0.first == "file" }.map { $0[1] })
    #expect(repositories.count == 16)
    let names = Self.rows.filter { $0.first == "name" }
    // 59 of 61 names compile (the SwiftUI views article gives the share: 97 %): 30 read,
    // 26 drawn only, 3 of the page-style TabView compiled but not read.
    #expect(names.count == 61)
    #expect(names.filter { $0[3] != "not-covered" }.count == 59)
    #expect(names.filter { $0[3] == "modelled" }.count == 30)
    #expect(names.filter { $0[3] == "compiles-unread" }.count == 3)
  }
}
