/// Untrusted text (ids, labels, names, descriptions from scene files) made safe
/// for a terminal: control characters and escape sequences never pass raw.
public enum SafeText {
    /// The text with every control character shown visibly: ESC as `^[`, other
    /// C0 controls as `^X`, DEL as `^?`, C1 controls and other invisible format
    /// characters as `\u{XXXX}`; double-width characters replaced by `?` so one
    /// character is always one cell.
    public static func visible(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            let v = u.value
            switch v {
            case 0x00..<0x20:
                out += "^" + String(UnicodeScalar(UInt8(v + 0x40)))
            case 0x7F:
                out += "^?"
            case 0x80..<0xA0, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF:
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            default:
                if isWide(u) || u.properties.generalCategory == .nonspacingMark
                    || u.properties.generalCategory == .enclosingMark {
                    out += "?"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// East Asian wide and emoji ranges (two terminal columns).
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
