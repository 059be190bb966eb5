/// Text as every picture shows it (the playground, `render`, the SVG; SPEC
/// §6.1): a label on one line, with no control character shown as `^X`, and
/// cut with `…` when it does not fit. The trace and the status line keep
/// `SafeText`'s escapes: they report what the file says, a picture shows what
/// the screen says.
public enum PictureText {
    /// The mark that ends a cut text.
    public static let ellipsis = "…"

    /// `s` on one line: newlines, tabs and every other control or invisible
    /// format character become a space, runs of spaces one space, and the
    /// ends trimmed. Joiners and emoji variation selectors are dropped: a
    /// terminal (tmux 3.3, glibc's `wcwidth`) gives them no cell, and a
    /// joined emoji whose parts it draws apart is as wide as its parts
    /// (`👩‍💻` is `👩💻`, four cells, as `wcswidth` counts it); `⚠️` is `⚠`, one
    /// cell, where a terminal honouring the selector would draw two.
    public static func line(_ s: String) -> String {
        if isPlainLine(s) { return s }
        var out = String.UnicodeScalarView()
        var space = false
        for u in s.unicodeScalars {
            let v = u.value
            if v == 0x200D || v == 0xFE0E || v == 0xFE0F { continue }
            let blank = v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || u.properties.isWhitespace
                || (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v)
                || (0x2060...0x206F).contains(v) || v == 0xFEFF
            if blank {
                space = !out.isEmpty
                continue
            }
            if space { out.append(" ") }
            space = false
            out.append(u)
        }
        return String(out)
    }

    /// Printable ASCII with single spaces between words and none at the ends:
    /// already a line, as `line` would make it (most labels and ids are).
    static func isPlainLine(_ s: String) -> Bool {
        var previous: UInt8 = 0x20
        for b in s.utf8 {
            guard b >= 0x20 && b < 0x7F, !(b == 0x20 && previous == 0x20) else { return false }
            previous = b
        }
        return previous != 0x20
    }

    /// `text` (already on one line) within `width` cells: whole when it fits,
    /// else its longest start that leaves a cell for `…`, cut between two
    /// characters. Empty when `width` is under one cell.
    public static func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.columns(text) <= width { return text }
        let head = DisplayWidth.prefix(text, fitting: width - 1).text
        var trimmed = head
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed) + ellipsis
    }

    /// Whether `text` fits whole in `width` cells (a title is drawn whole or not at all).
    public static func fits(_ text: String, width: Int) -> Bool {
        width > 0 && DisplayWidth.columns(text) <= width
    }
}
