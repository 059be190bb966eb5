/// A small, forgiving XML reader for page-source dumps: start tags with their
/// attributes and line, end tags, nothing else. It walks the bytes once,
/// without recursion, so depth and size cost nothing but memory.
///
/// The XML declaration, comments, `<!DOCTYPE …>`, processing instructions,
/// CDATA and text between tags are skipped; the five named entities and
/// numeric character references are decoded in attribute values. Text outside
/// the root element is reported (`uiautomator dump`'s own "UI hierchary dumped
/// to …" line is expected after it). An end tag that does not match, or a tag
/// that cannot be read, is an error with its line and column; elements still
/// open at the end of the file are closed, with a warning.
struct XMLReader {
    struct Tag {
        var name: String
        var attributes: [String: String]
        var line: Int
    }

    enum Event {
        case start(Tag)
        case end
    }

    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private(set) var events: [Event] = []
    /// Text outside the root element: (line, text).
    private(set) var strayText: [(line: Int, text: String)] = []
    /// Elements left open at the end of the file: (line opened, name).
    private(set) var unclosed: [(line: Int, name: String)] = []

    private let b: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) throws(Failure) {
        b = Array(text.utf8)
        try read()
    }

    private mutating func read() throws(Failure) {
        var open: [(name: String, line: Int)] = []
        while i < b.count {
            if b[i] != UInt8(ascii: "<") {
                let start = i, startLine = line
                while i < b.count, b[i] != UInt8(ascii: "<") { advance() }
                if open.isEmpty {
                    let text = String(decoding: b[start..<i], as: UTF8.self)
                        .trimmingPrefixAndSuffix(while: \.isWhitespace)
                    if !text.isEmpty {
                        let lead = b[start..<i].prefix { $0 == 10 || $0 == 13 || $0 == 32 || $0 == 9 }
                        let skipped = lead.filter { $0 == 10 }.count
                        strayText.append((startLine + skipped, text))
                    }
                }
                continue
            }
            if starts("<?") { try skip(past: "?>", what: "processing instruction"); continue }
            if starts("<!--") { try skip(past: "-->", what: "comment"); continue }
            if starts("<![CDATA[") { try skip(past: "]]>", what: "CDATA section"); continue }
            if starts("<!") { try skipDeclaration(); continue }
            if starts("</") {
                let (l, c) = (line, column)
                advance(2)
                let name = readName()
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: ">") else {
                    throw Failure(line: l, column: c, message: "cannot read the end tag </\(name)")
                }
                advance()
                guard let top = open.popLast() else {
                    throw Failure(line: l, column: c, message: "</\(name)> closes nothing")
                }
                guard top.name == name else {
                    throw Failure(line: l, column: c, message: "</\(name)> closes <\(top.name)> opened on line \(top.line)")
                }
                events.append(.end)
                continue
            }
            let (l, c) = (line, column)
            advance()
            let name = readName()
            guard !name.isEmpty else { throw Failure(line: l, column: c, message: "'<' that starts no tag") }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                skipSpace()
                guard i < b.count else {
                    throw Failure(line: l, column: c, message: "the file ends inside the tag <\(name)")
                }
                if b[i] == UInt8(ascii: ">") { advance(); break }
                if starts("/>") { advance(2); selfClosing = true; break }
                let (al, ac) = (line, column)
                let key = readName()
                guard !key.isEmpty else {
                    throw Failure(line: al, column: ac, message: "unexpected '\(Character(Unicode.Scalar(b[i])))' in the tag <\(name)")
                }
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: "=") else {
                    throw Failure(line: al, column: ac, message: "attribute \(key) of <\(name)> has no value")
                }
                advance()
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else {
                    throw Failure(line: al, column: ac, message: "the value of \(key) in <\(name)> is not quoted")
                }
                let q = b[i]
                advance()
                let start = i
                while i < b.count, b[i] != q { advance() }
                guard i < b.count else {
                    throw Failure(line: al, column: ac, message: "the value of \(key) in <\(name)> is never closed")
                }
                attributes[key] = Self.decodeEntities(b[start..<i])
                advance()
            }
            events.append(.start(Tag(name: name, attributes: attributes, line: l)))
            if selfClosing {
                events.append(.end)
            } else {
                open.append((name, l))
            }
        }
        for o in open.reversed() {
            unclosed.append((o.line, o.name))
            events.append(.end)
        }
    }

    private var column: Int { i - lineStart + 1 }

    private mutating func advance(_ n: Int = 1) {
        for _ in 0..<n where i < b.count {
            if b[i] == 10 { line += 1; lineStart = i + 1 }
            i += 1
        }
    }

    private func starts(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        return s.withUTF8Buffer { buf in
            for k in 0..<n where b[i + k] != buf[k] { return false }
            return true
        }
    }

    private mutating func skip(past end: StaticString, what: String) throws(Failure) {
        let (l, c) = (line, column)
        while i < b.count, !starts(end) { advance() }
        guard i < b.count else { throw Failure(line: l, column: c, message: "the \(what) is never closed") }
        advance(end.utf8CodeUnitCount)
    }

    /// `<!DOCTYPE …>`, with an internal subset in `[…]`.
    private mutating func skipDeclaration() throws(Failure) {
        let (l, c) = (line, column)
        var brackets = 0
        while i < b.count {
            switch b[i] {
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0:
                advance()
                return
            default: break
            }
            advance()
        }
        throw Failure(line: l, column: c, message: "the declaration is never closed")
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { advance() }
    }

    /// A tag or attribute name: up to a space, `/`, `>`, `=`, `<` or a quote.
    private mutating func readName() -> String {
        let start = i
        while i < b.count {
            switch b[i] {
            case 32, 9, 10, 13, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"),
                 UInt8(ascii: "\""), UInt8(ascii: "'"):
                return String(decoding: b[start..<i], as: UTF8.self)
            default:
                i += 1
            }
        }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    static func decodeEntities(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let s = String(decoding: bytes, as: UTF8.self)
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let name = after[..<semi]
            var decoded: String?
            switch name {
            case "lt": decoded = "<"
            case "gt": decoded = ">"
            case "amp": decoded = "&"
            case "quot": decoded = "\""
            case "apos": decoded = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X"), let v = UInt32(name.dropFirst(2), radix: 16),
                   let u = Unicode.Scalar(v) {
                    decoded = String(Character(u))
                } else if name.hasPrefix("#"), let v = UInt32(name.dropFirst()), let u = Unicode.Scalar(v) {
                    decoded = String(Character(u))
                }
            }
            if let d = decoded {
                out += d
                rest = after[after.index(after: semi)...]
            } else {
                out += "&"
                rest = after
            }
        }
        out += rest
        return out
    }
}
