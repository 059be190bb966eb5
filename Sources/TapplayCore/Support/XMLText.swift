/// Text made safe for XML 1.0: markup characters as entities, and characters
/// XML cannot hold at all (C0 controls other than tab, LF and CR; U+FFFE,
/// U+FFFF) shown visibly instead (`^[` for ESC, U+FFFD).
enum XMLText {
    /// For element content: `&`, `<`, `>` as entities, CR as `&#13;` (a parser
    /// would turn a raw CR into LF).
    static func content(_ s: String) -> String { contentEscaper(s) }

    /// For a double- or single-quoted attribute value: also both quotes, and
    /// tab, LF and CR as character references, which a parser would otherwise
    /// normalise to spaces.
    static func attribute(_ s: String) -> String { attributeEscaper(s) }

    /// For a picture's text (SVG), content or attribute alike: markup
    /// characters and both quotes as entities, and every control character
    /// shown rather than kept: C0 controls (tab, LF and CR too) as `^X`, DEL,
    /// C1 controls, U+FFFE and U+FFFF as `?`.
    static func picture(_ s: String) -> String { pictureEscaper(s) }

    private static let markup: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
    private static let quotes: [Unicode.Scalar: String] = ["\"": "&quot;", "'": "&apos;"]

    private static let contentEscaper = TextEscaper(
        replacements: markup.merging(["\r": "&#13;"]) { a, _ in a }, other: unstorable)

    private static let attributeEscaper = TextEscaper(
        replacements: markup.merging(quotes) { a, _ in a }
            .merging(["\r": "&#13;", "\n": "&#10;", "\t": "&#9;"]) { a, _ in a },
        other: unstorable)

    private static let pictureEscaper = TextEscaper(replacements: markup.merging(quotes) { a, _ in a }) { u in
        let v = u.value
        if v < 0x20 { return SafeText.caret(v) }
        return v == 0x7F || (0x80..<0xA0).contains(v) || v == 0xFFFE || v == 0xFFFF ? "?" : nil
    }

    /// What XML 1.0 cannot hold: C0 controls other than tab and LF (CR is
    /// replaced before) as `^X`, the non-characters U+FFFE and U+FFFF as U+FFFD.
    @Sendable private static func unstorable(_ u: Unicode.Scalar) -> String? {
        let v = u.value
        if v < 0x20 && u != "\t" && u != "\n" { return SafeText.caret(v) }
        return v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : nil
    }
}
