import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a `Character` into the NUL-terminated wide string of one cell (two
/// for a double-width character, which ncurses places over both).
enum CellText {
    /// Fills `buf` (capacity ≥ 7) and returns the number of wide characters written:
    /// the base and up to four combining marks (ncurses' limit is five in all).
    /// Without a UTF-8 locale non-ASCII characters get ASCII stand-ins.
    static func fill(_ buf: inout [wchar_t], with ch: Character, utf8Locale: Bool) -> Int {
        var n = 0
        for (i, s) in ch.unicodeScalars.enumerated() {
            let v = s.value
            if i == 0 {
                if v < 0x20 || (v >= 0x7F && v < 0xA0) { break }
                if v >= 0x80 {
                    // One or two cells (a wide character's head); a lone combining mark goes on a space.
                    guard utf8Locale else { break }
                    let w = tp_wcwidth(wchar_t(v))
                    if w < 0 || w > 2 { break }
                    if w == 0 {
                        buf[n] = 0x20
                        n += 1
                    }
                }
            } else {
                // Only zero-width combining marks may follow the base character.
                if n >= 5 || tp_wcwidth(wchar_t(v)) != 0 { break }
            }
            buf[n] = wchar_t(v)
            n += 1
        }
        if n == 0 {
            buf[0] = wchar_t(fallback(ch).value)
            n = 1
        }
        buf[n] = 0
        return n
    }

    /// An ASCII stand-in for a character the locale cannot show in one column.
    static func fallback(_ ch: Character) -> Unicode.Scalar {
        guard let s = ch.unicodeScalars.first else { return " " }
        switch s.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: return "|"
        case 0x250C...0x254B, 0x2552...0x256C, 0x256D...0x2570: return "+"
        case 0x25CF, 0x2022, 0x25C9: return "*"
        case 0x25CB, 0x25E6: return "o"
        case 0x25D0...0x25D3: return "@"
        case 0x2588, 0x2593, 0x2592, 0x2591: return "#"
        case 0x2026: return "."
        default: return "?"
        }
    }
}
