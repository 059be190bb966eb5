/// Text made safe for XML 1.0: markup characters as entities, and characters
/// XML cannot hold at all (C0 controls other than tab, LF and CR; U+FFFE,
/// U+FFFF) shown visibly instead (`^[` for ESC, U+FFFD).
enum XMLText {
    /// For element content: `&`, `<`, `>` as entities, CR as `&#13;` (a parser
    /// would turn a raw CR into LF).
    static func content(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// For a double- or single-quoted attribute value: also both quotes, and
    /// tab, LF and CR as character references, which a parser would otherwise
    /// normalise to spaces.
    static func attribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\r": out += "&#13;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                if u.value < 0x20 {
                    out += "^" + String(UnicodeScalar(UInt8(u.value + 0x40)))
                } else if u.value == 0xFFFE || u.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
