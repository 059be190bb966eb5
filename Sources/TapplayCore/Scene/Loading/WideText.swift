/// UTF-16 text, as Windows PowerShell's `>` writes it (little-endian with a
/// byte-order mark), and as other tools write it without one: recognised and
/// decoded, so that such a file reads like its UTF-8 twin.
///
/// Without a byte-order mark, UTF-16 is recognised by the zero bytes that
/// ASCII characters leave in every other byte: in the first 4 KiB, at least
/// 8 two-byte units, a zero high byte in at least 70% of them and a zero low
/// byte in at most 10%. Anything else with NUL bytes stays binary.
enum WideText {
    enum Encoding: Equatable {
        case utf16LittleEndian
        case utf16BigEndian
    }

    /// The encoding and the length of its byte-order mark (0 when recognised
    /// without one), or nil for text that is not UTF-16.
    static func utf16(_ b: [UInt8]) -> (encoding: Encoding, markLength: Int)? {
        if b.starts(with: [0xFF, 0xFE]) && !b.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return (.utf16LittleEndian, 2)
        }
        if b.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        let units = min(b.count, 4096) / 2
        guard units >= 8 else { return nil }
        var zeroLow = 0, zeroHigh = 0
        for u in 0..<units {
            if b[2 * u] == 0 { zeroLow += 1 }
            if b[2 * u + 1] == 0 { zeroHigh += 1 }
        }
        // Little-endian ASCII: `A\0`; big-endian: `\0A`.
        if zeroHigh * 10 >= units * 7 && zeroLow * 10 <= units { return (.utf16LittleEndian, 0) }
        if zeroLow * 10 >= units * 7 && zeroHigh * 10 <= units { return (.utf16BigEndian, 0) }
        return nil
    }

    /// The text of `b` (without its byte-order mark), or where the first unit
    /// that is not valid UTF-16 (a lone surrogate) is. A last odd byte, the
    /// half of a unit a cut file ends in, is left out.
    static func decode(_ b: ArraySlice<UInt8>, _ encoding: Encoding) -> Result<String, TextPosition> {
        var units: [UInt16] = []
        units.reserveCapacity(b.count / 2)
        var i = b.startIndex
        while i + 1 < b.endIndex {
            let first = UInt16(b[i]), second = UInt16(b[i + 1])
            units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
            i += 2
        }
        if let bad = TextPosition.firstInvalid(units, as: UTF16.self) { return .failure(bad) }
        return .success(String(decoding: units, as: UTF16.self))
    }
}
