import Foundation

/// GitHub Actions workflow commands, one per finding and nothing else:
/// `::warning file=F,line=L,title=tapplay KIND (POLICY)::MESSAGE`, which the
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
            out += "::warning file=\(escapeProperty(file)),line=\(max(1, f.line ?? 1)),"
                + "title=\(escapeProperty(title))::\(escapeData(FindingFormat.textLine(f)))\n"
        }
        return out
    }

    /// A command's message: `%`, CR and LF as `%25`, `%0D`, `%0A`, as the
    /// Actions toolkit escapes them; other control characters shown visibly
    /// (`^[` for ESC), so nothing reaches the log or a terminal raw.
    static func escapeData(_ s: String) -> String {
        escape(s, extra: false)
    }

    /// A property value: as a message, plus `:` and `,` as `%3A` and `%2C`.
    static func escapeProperty(_ s: String) -> String {
        escape(s, extra: true)
    }

    private static func escape(_ s: String, extra: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where extra: out += "%3A"
            case "," where extra: out += "%2C"
            case "\t": out += " "
            default:
                if u.value < 0x20 {
                    out += "^" + String(UnicodeScalar(UInt8(u.value + 0x40)))
                } else if u.value == 0x7F {
                    out += "^?"
                } else if (0x80..<0xA0).contains(u.value) {
                    out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
