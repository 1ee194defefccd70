/// FNV-1a (64-bit) of bytes, in 16 hex digits: a short name for an exact content, such as a
/// scenario in a golden's record or a file in a report's manifest. It tells a change apart,
/// not a deliberate collision.
package enum Fingerprint {
  /// The fingerprint of `bytes`.
  ///
  ///     Fingerprint.of(Array("a".utf8))  // "af63dc4c8601ec8c"
  package static func of(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
