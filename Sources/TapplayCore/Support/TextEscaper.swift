/// Text made safe for one kind of output by replacing some of its
/// characters: the one loop behind every escaper of untrusted text here
/// (`XMLText` for JUnit XML and SVG, `GitHubReporter`'s workflow commands).
/// `JSON` escapes on its own, as the JSON grammar says; `SafeText.visible`,
/// for the terminal, also measures widths.
struct TextEscaper: Sendable {
    /// Characters with a fixed replacement (markup characters, separators).
    let replacements: [Unicode.Scalar: String]
    /// How any other character is shown, or nil to keep it as it is.
    let other: @Sendable (Unicode.Scalar) -> String?

    func callAsFunction(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            if let r = replacements[u] {
                out += r
            } else if let r = other(u) {
                out += r
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
