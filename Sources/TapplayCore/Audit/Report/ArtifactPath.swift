import Foundation

/// Where a scene or dump file is, as reports name it: relative to the current
/// directory when the file is under it (a repository-relative path in CI),
/// else absolute.
public struct ArtifactPath: Sendable, Hashable {
    /// Path segments, without `.` or `..`.
    public var segments: [String]
    /// Whether `segments` are relative to the current directory.
    public var isRelative: Bool

    /// Locates `path` (as given on the command line) against `currentDirectory`.
    public init(_ path: String, currentDirectory: String) {
        let cwd = Self.normalized(currentDirectory)
        let absolute = path.hasPrefix("/") ? Self.normalized(path) : Self.normalized(currentDirectory + "/" + path)
        if let rest = Self.relative(absolute, to: cwd) {
            segments = rest
            isRelative = true
            return
        }
        // The same places reached through symbolic links (macOS's /tmp is /private/tmp).
        let realCwd = Self.normalized(URL(fileURLWithPath: currentDirectory).resolvingSymlinksInPath().path)
        let realFile = Self.normalized(URL(fileURLWithPath: "/" + absolute.joined(separator: "/"))
            .resolvingSymlinksInPath().path)
        if let rest = Self.relative(realFile, to: realCwd) {
            segments = rest
            isRelative = true
            return
        }
        segments = absolute
        isRelative = false
    }

    /// The plain path: `Scenes/demo.yaml`, or `/abs/demo.yaml`.
    public var path: String {
        isRelative ? segments.joined(separator: "/") : "/" + segments.joined(separator: "/")
    }

    /// An RFC 3986 URI reference: a relative reference for a relative path, else
    /// a `file://` URI; every character a path segment may not hold is
    /// percent-encoded as UTF-8 (`a b:c.yaml` → `a%20b%3Ac.yaml` relative,
    /// `file:///x/a%20b:c.yaml` absolute: a colon would start a scheme only in a
    /// relative reference's first segment, and is encoded in every relative one).
    public var uri: String {
        if isRelative {
            return segments.map { Self.percentEncoded($0, allowColon: false) }.joined(separator: "/")
        }
        return "file:///" + segments.map { Self.percentEncoded($0, allowColon: true) }.joined(separator: "/")
    }

    /// A directory as a `file://` URI ending in `/`, as SARIF's base URIs must.
    public static func directoryURI(_ directory: String) -> String {
        let segments = normalized(directory)
        if segments.isEmpty { return "file:///" }
        return "file:///" + segments.map { percentEncoded($0, allowColon: true) }.joined(separator: "/") + "/"
    }

    /// `pchar` of RFC 3986 without percent-encoding: unreserved, sub-delims, `@`
    /// (and `:` when allowed).
    static func percentEncoded(_ segment: String, allowColon: Bool) -> String {
        var out = ""
        for byte in segment.utf8 {
            let c = Character(UnicodeScalar(byte))
            let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || "-._~".contains(c)
            if byte < 0x80 && (unreserved || "!$&'()*+,;=@".contains(c) || (allowColon && c == ":")) {
                out.append(c)
            } else {
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// The segments of an absolute path, with `.` and `..` resolved (`..` at
    /// the root stays at the root).
    static func normalized(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !out.isEmpty { out.removeLast() }
            default: out.append(String(part))
            }
        }
        return out
    }

    private static func relative(_ path: [String], to base: [String]) -> [String]? {
        guard path.count > base.count, Array(path.prefix(base.count)) == base else { return nil }
        return Array(path.dropFirst(base.count))
    }
}
