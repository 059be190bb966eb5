import Foundation

/// Just enough Markdown for the docs tests: the links a page makes and the
/// anchors its headings get on GitHub. Fenced code blocks and inline code
/// spans are left out (a link or a `#` there is text, not Markdown).
enum Markdown {
    /// One link target, with the line it is on (1-based).
    struct Link: CustomStringConvertible {
        let target: String, line: Int
        var description: String { "line \(line): \(target)" }
    }

    /// The lines outside fenced code blocks, with their numbers, inline code spans removed.
    static func prose(_ text: String) -> [(line: Int, text: String)] {
        var fence: String?
        var out: [(Int, String)] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let f = fence {
                if trimmed.hasPrefix(f) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            out.append((i + 1, withoutCodeSpans(String(line))))
        }
        return out
    }

    /// `line` with every `` `code` `` span removed (an unclosed backtick is kept as text).
    static func withoutCodeSpans(_ line: String) -> String {
        line.replacingOccurrences(of: "(`+)[^`]*?\\1", with: "", options: .regularExpression)
    }

    /// Every link target: inline links and images `[text](target "title")`, reference
    /// definitions `[name]: target`, and HTML `href="…"` / `src="…"`.
    static func links(in text: String) throws -> [Link] {
        let patterns = [#"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#, #"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)"#,
                        #"(?:href|src)="([^"]+)""#]
        var links: [Link] = []
        for (number, line) in prose(text) {
            for pattern in patterns {
                links += try captures(pattern, in: line).map { Link(target: $0, line: number) }
            }
        }
        return links
    }

    /// The first capture group of every match of `pattern` in `line`.
    static func captures(_ pattern: String, in line: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
            Range(match.range(at: 1), in: line).map { String(line[$0]) }
        }
    }

    /// Whether a link target leaves the repository's files (a URL with a scheme, or mail).
    static func isExternal(_ target: String) -> Bool {
        target.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) != nil || target.hasPrefix("//")
    }

    /// The anchors GitHub gives the page's headings (`#`–`######`), duplicates numbered
    /// `-1`, `-2`, …, plus any HTML `id="…"` or `name="…"` anchors.
    static func anchors(in text: String) throws -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in prose(text) {
            if let m = line.range(of: #"^ {0,3}#{1,6}(\s+|$)"#, options: .regularExpression) {
                let title = line[m.upperBound...].replacingOccurrences(of: #"\s+#+\s*$"#, with: "", options: .regularExpression)
                let base = slug(title)
                let n = seen[base, default: 0]
                seen[base] = n + 1
                anchors.insert(n == 0 ? base : "\(base)-\(n)")
            }
            anchors.formUnion(try captures(#"(?:id|name)="([^"]+)""#, in: line))
        }
        return anchors
    }

    /// GitHub's heading slug (github-slugger): the heading's text (link targets, emphasis
    /// stars and code backticks gone), lowercased; every character but letters, digits,
    /// marks, '_', '-' and spaces removed; spaces made '-'.
    static func slug(_ heading: String) -> String {
        let text = heading.replacingOccurrences(of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
            .trimmingCharacters(in: .whitespaces).lowercased()
        let kept = text.unicodeScalars.filter { s in
            s == "_" || s == "-" || s == " " || CharacterSet.letters.contains(s) || CharacterSet.decimalDigits.contains(s)
                || CharacterSet.nonBaseCharacters.contains(s)
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }
}
