/// The lines of a dump that stands in a log, each without the prefix its
/// logger put before it, numbered with the file's lines.
///
/// Espresso, dumpsys and Compose dumps are found in test logs, logcat and CI
/// output, where every line (or only the first) carries a prefix. These are
/// recognised and removed, repeatedly (a CI timestamp before logcat's):
/// - logcat's formats: `threadtime` (`12-09 22:12:17.806 25179 25197 D TAG     : `,
///   also with the year), `time` (`12-09 22:12:17.806 D/TAG( 1234): `),
///   `brief` and `tag` (`D/TAG( 1234): `, `I/flutter (12345): `, `E/TestRunner: `),
///   and Android Studio's (`2024-01-10 10:00:00.123  1234-1234  TAG  com.app  D  `);
/// - `flutter: `;
/// - `INSTRUMENTATION_STATUS: stack=`, `…: stream=` and `INSTRUMENTATION_RESULT: stream=` (`am instrument -r`);
/// - CI timestamps: ISO 8601 (`2024-05-01T12:34:56.1234567Z `, GitHub Actions),
///   bracketed (`[2024-05-01 12:34:56] `), fastlane's `[11:36:59]: ▸ `, a bare `12:34:56.789 `;
/// - terminal colour sequences (`ESC[…m`) at the start.
enum LogLines {
    /// The lines of `text`, split on `\n`, `\r\n` and a lone `\r`, each stripped of its log prefixes;
    /// with `withText`, only up to the line that makes that many lines with text after their prefixes.
    static func lines(_ text: String, withText limit: Int = .max) -> [DumpLine] {
        var out: [DumpLine] = []
        var number = 0
        var withText = 0
        for raw in DumpText.PhysicalLines(rest: Substring(text)) {
            number += 1
            let line = DumpLine(text: LogPrefix.strip(raw), number: number)
            out.append(line)
            if !line.text.trimmingSpaces.isEmpty { withText += 1 }
            if withText >= limit { break }
        }
        return out
    }
}

/// Log prefixes (see `LogLines`), recognised by hand-written scanners: no
/// backtracking, a bounded look at each line.
enum LogPrefix {
    /// `line` without the log prefixes before its text (at most four).
    static func strip(_ line: Substring) -> Substring {
        var s = line
        if s.last == "\r" { s = s.dropLast() }
        for _ in 0..<4 {
            guard let rest = stripOne(s) else { break }
            s = rest
        }
        return s
    }

    static func stripOne(_ s: Substring) -> Substring? {
        guard let f = s.utf8.first else { return nil }
        switch f {
        case 0x1B: return colour(s)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return timestamped(s)
        case UInt8(ascii: "["): return bracketed(s)
        case UInt8(ascii: "I"):
            if let r = instrumentation(s) { return r }
            return logcatBrief(s)
        case UInt8(ascii: "f"):
            return s.hasPrefix("flutter: ") ? s.dropFirst("flutter: ".count) : nil
        default: return logcatBrief(s)
        }
    }

    static let levels: Set<UInt8> = Set("VDIWEFA".utf8)

    /// `ESC[…X` sequences at the start.
    private static func colour(_ s: Substring) -> Substring? {
        var c = Cursor(s)
        var any = false
        while c.peek == 0x1B {
            c.advance()
            guard c.take(UInt8(ascii: "[")) else { return any ? c.rest : nil }
            var n = 0
            while let b = c.peek, (0x30...0x3F).contains(b), n < 32 { c.advance(); n += 1 }
            guard let end = c.peek, (0x40...0x7E).contains(end) else { return nil }
            c.advance()
            any = true
        }
        return c.rest
    }

    /// `INSTRUMENTATION_STATUS: stack=` and the `stream=` forms; other keys are the runner's own lines.
    private static func instrumentation(_ s: Substring) -> Substring? {
        for p in ["INSTRUMENTATION_STATUS: stack=", "INSTRUMENTATION_STATUS: stream=", "INSTRUMENTATION_RESULT: stream="]
            where s.hasPrefix(p) {
            return s.dropFirst(p.count)
        }
        return nil
    }

    /// logcat `brief`/`tag`/`time` after its date: `D/TAG( 1234): `, `I/flutter (12345): `, `E/TestRunner: `.
    private static func logcatBrief(_ s: Substring) -> Substring? {
        var c = Cursor(s)
        guard let level = c.peek, levels.contains(level) else { return nil }
        c.advance()
        guard c.take(UInt8(ascii: "/")) else { return nil }
        var tag = 0
        while let b = c.peek, b != UInt8(ascii: "("), b != UInt8(ascii: ":"), tag < 128 { c.advance(); tag += 1 }
        guard tag > 0 else { return nil }
        if c.take(UInt8(ascii: "(")) {
            c.spaces()
            guard c.digits(1...10) else { return nil }
            guard c.take(UInt8(ascii: ")")) else { return nil }
        }
        guard c.take(UInt8(ascii: ":")) else { return nil }
        _ = c.take(UInt8(ascii: " "))
        return c.rest
    }

    /// A line that starts with a date or a time: logcat's `threadtime` and
    /// `time`, Android Studio's logcat, an ISO 8601 or bare CI timestamp.
    private static func timestamped(_ s: Substring) -> Substring? {
        var c = Cursor(s)
        if c.digits(4...4) {
            // 2024-05-01T12:34:56.123Z or 2024-05-01 12:34:56.123
            guard c.take(UInt8(ascii: "-")), c.digits(2...2), c.take(UInt8(ascii: "-")), c.digits(2...2) else { return nil }
            guard c.take(UInt8(ascii: "T")) || c.take(UInt8(ascii: " ")) else { return nil }
            guard c.time() else { return nil }
            c.zone()
            return afterTime(c)
        }
        var d = Cursor(s)
        if d.digits(2...2), d.take(UInt8(ascii: "-")), d.digits(2...2), d.take(UInt8(ascii: " ")), d.time() {
            return afterTime(d)
        }
        var t = Cursor(s)
        guard t.time(), t.take(UInt8(ascii: " ")) else { return nil }
        return t.rest
    }

    /// After a date and time: logcat's fields, or the text of a CI line.
    private static func afterTime(_ start: Cursor) -> Substring? {
        var c = start
        // A CI line's text starts after one space: its own indentation stays.
        var text = start
        guard text.take(0x20) || text.take(0x09) else { return nil }
        c.spaces()
        // threadtime: PID TID L TAG: (the tag padded with spaces)
        var t = c
        if t.digits(1...10), t.spaces() > 0, t.digits(1...10), t.spaces() > 0, let l = t.peek, levels.contains(l) {
            t.advance()
            if t.spaces() > 0, let r = t.afterColonSpace() { return r }
        }
        // Android Studio: PID-TID  TAG  package  L  text
        var a = c
        if a.digits(1...10), a.take(UInt8(ascii: "-")), a.digits(1...10), a.spaces() > 0 {
            for _ in 0..<3 {
                guard let word = a.word() else { break }
                if word.count == 1, let l = word.first, levels.contains(l) {
                    _ = a.take(UInt8(ascii: " "))
                    _ = a.take(UInt8(ascii: " "))
                    return a.rest
                }
                guard a.spaces() > 0 else { break }
            }
        }
        // time: L/TAG( PID):
        if let r = logcatBrief(c.rest) { return r }
        return text.rest
    }

    /// `[11:36:59]: ▸ ` (fastlane) or `[2024-05-01 12:34:56] `.
    private static func bracketed(_ s: Substring) -> Substring? {
        var c = Cursor(s)
        c.advance()
        var inner = c
        if inner.time(), inner.take(UInt8(ascii: "]")) {
            _ = inner.take(UInt8(ascii: ":"))
            _ = inner.take(0x20)
            let rest = inner.rest
            if rest.hasPrefix("▸ ") { return rest.dropFirst(2) }
            return rest
        }
        var date = c
        guard date.digits(4...4), date.take(UInt8(ascii: "-")), date.digits(2...2), date.take(UInt8(ascii: "-")),
              date.digits(2...2), date.take(UInt8(ascii: "T")) || date.take(UInt8(ascii: " ")), date.time() else { return nil }
        date.zone()
        guard date.take(UInt8(ascii: "]")) else { return nil }
        _ = date.take(0x20)
        return date.rest
    }

    /// A position in a line's UTF-8, with the few steps the scanners need.
    struct Cursor {
        let s: Substring
        var i: Substring.UTF8View.Index

        init(_ s: Substring) {
            self.s = s
            self.i = s.utf8.startIndex
        }

        var peek: UInt8? { i < s.utf8.endIndex ? s.utf8[i] : nil }
        var rest: Substring { Substring(s.utf8[i...]) }

        mutating func advance() { i = s.utf8.index(after: i) }

        mutating func take(_ b: UInt8) -> Bool {
            guard peek == b else { return false }
            advance()
            return true
        }

        /// Between `n.lowerBound` and `n.upperBound` ASCII digits.
        mutating func digits(_ n: ClosedRange<Int>) -> Bool {
            var k = 0
            var j = i
            while k < n.upperBound, j < s.utf8.endIndex, (48...57).contains(s.utf8[j]) {
                j = s.utf8.index(after: j)
                k += 1
            }
            guard k >= n.lowerBound else { return false }
            i = j
            return true
        }

        @discardableResult
        mutating func spaces() -> Int {
            var k = 0
            while peek == 0x20 || peek == 0x09 { advance(); k += 1 }
            return k
        }

        /// `hh:mm:ss` with optional fractions (`.123`, `,123`).
        mutating func time() -> Bool {
            var c = self
            guard c.digits(1...2), c.take(UInt8(ascii: ":")), c.digits(2...2), c.take(UInt8(ascii: ":")), c.digits(2...2) else {
                return false
            }
            var f = c
            if f.take(UInt8(ascii: ".")) || f.take(UInt8(ascii: ",")), f.digits(1...9) { c = f }
            self = c
            return true
        }

        /// An optional `Z` or `+01:00` after a time.
        mutating func zone() {
            if take(UInt8(ascii: "Z")) { return }
            var c = self
            if c.take(UInt8(ascii: "+")) || c.take(UInt8(ascii: "-")), c.digits(2...2) {
                _ = c.take(UInt8(ascii: ":"))
                if c.digits(2...2) { self = c }
            }
        }

        /// A run of non-blank bytes (at most 200).
        mutating func word() -> [UInt8]? {
            var out: [UInt8] = []
            while let b = peek, b != 0x20, b != 0x09, out.count < 200 { out.append(b); advance() }
            return out.isEmpty ? nil : out
        }

        /// The text after the first `: ` (or a final `:`) within 128 bytes: logcat's tag ends there.
        func afterColonSpace() -> Substring? {
            var c = self
            var n = 0
            while let b = c.peek, n < 128 {
                c.advance()
                n += 1
                if b == UInt8(ascii: ":") {
                    if c.peek == nil { return c.rest }
                    if c.take(0x20) { return c.rest }
                }
            }
            return nil
        }
    }
}
