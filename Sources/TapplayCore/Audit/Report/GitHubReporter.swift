import Foundation

/// GitHub Actions workflow commands, one per finding and nothing else:
/// `::warning file=F,line=L,title=tapplay KIND (POLICY)::MESSAGE` for a
/// certain finding, `::notice …` for one to review (SPEC 5.3), which the
/// runner turns into an annotation on the pull request's diff. `F` is the
/// file relative to the current directory (the checkout) when it is under it;
/// `close` findings, which no policy makes, are titled `(geometry)`.
enum GitHubReporter {
    static func render(_ report: AuditReport) -> String {
        render(report, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    static func render(_ report: AuditReport, currentDirectory: String) -> String {
        var paths: [String: String] = [:]
        var out = ""
        for f in report.findings {
            let file = paths[f.file] ?? ArtifactPath(f.file, currentDirectory: currentDirectory).path
            paths[f.file] = file
            let title = "tapplay \(f.kind.rawValue) (\(f.policy?.rawValue ?? "geometry"))"
            out += "::\(command(f.certainty)) file=\(escapeProperty(file)),line=\(max(1, f.line ?? 1)),"
                + "title=\(escapeProperty(title))::\(escapeData(FindingFormat.textLine(f)))\n"
        }
        return out
    }

    /// `warning` for a certain finding, `notice` for one to review.
    static func command(_ c: FindingCertainty) -> String { c.isCertain ? "warning" : "notice" }

    /// A command's message: `%`, CR and LF as `%25`, `%0D`, `%0A`, as the
    /// Actions toolkit escapes them, tab as a space; other control characters
    /// shown visibly as `SafeText` shows them (`^[` for ESC, `\u{85}`), so
    /// nothing reaches the log or a terminal raw.
    static func escapeData(_ s: String) -> String { dataEscaper(s) }

    /// A property value: as a message, plus `:` and `,` as `%3A` and `%2C`.
    static func escapeProperty(_ s: String) -> String { propertyEscaper(s) }

    private static let data: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A", "\t": " "]
    private static let dataEscaper = TextEscaper(replacements: data, other: SafeText.control)
    private static let propertyEscaper = TextEscaper(
        replacements: data.merging([":": "%3A", ",": "%2C"]) { a, _ in a }, other: SafeText.control)
}
