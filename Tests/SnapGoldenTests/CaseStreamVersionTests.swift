import SnapAlgorithms
import SnapCorpus
import SnapEngine
import SnapGolden
import Testing

/// A user layout's golden names `CaseStream.version` in its corpus line, so that a golden
/// recorded with an earlier SnapCheck says first that SnapCheck's cases changed. This pins
/// what the version stands for: a change to the stream fails here until the version is
/// raised and the new cases are pinned with it.
@Suite("The case stream's version names its cases")
struct CaseStreamVersionTests {
  /// One fingerprint of the first 300 cases of each profile, for a classic-host algorithm
  /// and a wide-host one, at the default seed.
  private func streamFingerprint() throws -> String {
    var fingerprints: [String] = []
    for id in ["last-offset", "reference"] {
      let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
      for profile in Profile.allCases {
        let stream = CaseStream(seed: CheckDefaults.seed, profile: profile, algorithm: algorithm)
        fingerprints += (0..<300).map { GoldenTrace.fingerprint(stream.testCase($0)) }
      }
    }
    return Fingerprint.of(fingerprints.joined(separator: "\n").utf8)
  }

  @Test("Version 5 is these cases: a change to the stream raises the version and pins its new cases here")
  func versionPinsTheCases() throws {
    let fingerprint = try streamFingerprint()
    #expect(CaseStream.version == 5, "pin version \(CaseStream.version)'s cases here")
    #expect(
      fingerprint == "9970ae7966ea7a70",
      "the case stream is now \(fingerprint): raise CaseStream.version (say why in its doc comment) and pin the new fingerprint under it here")
  }
}
