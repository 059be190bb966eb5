/// Untrusted text (ids, labels, names, descriptions from scene files) made safe
/// for a terminal: control characters and escape sequences never pass raw.
public enum SafeText {
    /// The text with every control character shown visibly: ESC as `^[`, other
    /// C0 controls as `^X`, DEL as `^?`, C1 controls, invisible format and
    /// direction characters as `\u{XXXX}`.
    ///
    /// Under a UTF-8 locale (`DisplayWidth.unicode`) every other character
    /// stays as it is, wide or combining (`DisplayWidth` says how many cells it
    /// takes); one the C library cannot print (`wcwidth` −1, e.g. newer than
    /// its tables) is shown as `\u{XXXX}`, and a combining mark that starts the
    /// text is drawn on a dotted circle (◌). Without a UTF-8 locale the ASCII
    /// fallback applies: double-width characters and combining marks become
    /// `?`, so one character is always one cell, and `TextFallback` says so once.
    public static func visible(_ s: String) -> String {
        let unicode = DisplayWidth.unicode
        var out = ""
        var fellBack = false
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            let v = u.value
            switch v {
            case 0x00..<0x20, 0x7F:
                out += caret(v)
            case 0x200C...0x200D where unicode:
                // Joiners hold emoji sequences and some scripts' words together.
                out.unicodeScalars.append(u)
            case 0x80..<0xA0, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF:
                out += hex(v)
            default:
                if unicode {
                    let w = DisplayWidth.wcwidth(u)
                    if w < 0 {
                        out += hex(v)
                    } else {
                        if w == 0 && out.isEmpty { out += "\u{25CC}" }
                        out.unicodeScalars.append(u)
                    }
                } else if isWide(u) || u.properties.generalCategory == .nonspacingMark
                            || u.properties.generalCategory == .enclosingMark {
                    out += "?"
                    fellBack = true
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        if fellBack { TextFallback.used() }
        return out
    }

    static func hex(_ v: UInt32) -> String { "\\u{" + String(v, radix: 16, uppercase: true) + "}" }

    /// A C0 control or DEL in caret notation, as terminals show them: `^@`
    /// to `^_` (ESC as `^[`), DEL as `^?`.
    static func caret(_ v: UInt32) -> String {
        v == 0x7F ? "^?" : "^" + String(UnicodeScalar(UInt8(truncatingIfNeeded: v + 0x40)))
    }

    /// A control character shown as `visible` shows it: C0 and DEL in caret
    /// notation, C1 as `\u{XX}`; nil for any other character.
    @Sendable static func control(_ u: Unicode.Scalar) -> String? {
        let v = u.value
        if v < 0x20 || v == 0x7F { return caret(v) }
        return (0x80..<0xA0).contains(v) ? hex(v) : nil
    }

    /// East Asian wide and emoji ranges (two terminal columns), for the ASCII
    /// fallback only: without a UTF-8 locale `wcwidth` cannot tell them.
    static func isWide(_ u: Unicode.Scalar) -> Bool {
        let v = u.value
        return (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
