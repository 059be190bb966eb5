/// The lines of a dump, each with the line of the file it came from.
///
/// lldb shows a Swift `String` (`po app.debugDescription`) as one quoted line
/// with `\n`, `\'` and `\"` escapes; such a line is unescaped into the lines it
/// holds, all numbered with the file line they came from.
struct DumpLine {
    var text: Substring
    /// 1-based line in the file.
    var number: Int
}

enum DumpText {
    /// The lines of `text`; with `withText`, only up to the line that makes
    /// that many lines with text (not only spaces and tabs): recognising a
    /// format reads the first lines of a large dump, not all of it.
    static func lines(_ text: String, withText limit: Int = .max) -> [DumpLine] {
        var out: [DumpLine] = []
        var number = 0
        var withText = 0
        func add(_ line: DumpLine) -> Bool {
            out.append(line)
            if !line.text.trimmingSpaces.isEmpty { withText += 1 }
            return withText < limit
        }
        for raw in PhysicalLines(rest: Substring(text)) {
            number += 1
            var line = raw
            if line.last == "\r" { line = line.dropLast() }
            if let inner = escapedString(line) {
                for part in unescape(inner).split(omittingEmptySubsequences: false, whereSeparator: isLineEnd) {
                    guard add(DumpLine(text: part, number: number)) else { return out }
                }
            } else {
                guard add(DumpLine(text: line, number: number)) else { return out }
            }
        }
        return out
    }

    /// The file's lines one at a time, split on `\n`, `\r\n` and a lone `\r`
    /// ("\r\n" is one Character in Swift), as `split(omittingEmptySubsequences:
    /// false, whereSeparator: isLineEnd)` gives them, without making them all.
    struct PhysicalLines: Sequence, IteratorProtocol {
        var rest: Substring
        var done = false
        mutating func next() -> Substring? {
            guard !done else { return nil }
            guard let end = rest.firstIndex(where: DumpText.isLineEnd) else {
                done = true
                return rest
            }
            defer { rest = rest[rest.index(after: end)...] }
            return rest[..<end]
        }
    }

    /// A line ends at `\n`, `\r\n`, or a lone `\r` (classic Mac line ends, as
    /// some editors still save them: without it such a dump would be one line).
    static func isLineEnd(_ c: Character) -> Bool { c == "\n" || c == "\r\n" || c == "\r" }

    /// `text` with every lone `\r` made a `\n`, so that every reader (the XML
    /// and JSON ones count lines by `\n`) sees the same lines; `\r\n` stays.
    static func withLineFeeds(_ text: String) -> String {
        // Copied only when there is a lone `\r` to change: CRLF files, the usual
        // case with `\r`, are returned as they are (opening a dump calls this twice).
        guard text.utf8.contains(13), hasLoneCarriageReturn(text) else { return text }
        var bytes = Array(text.utf8)
        for i in bytes.indices where bytes[i] == 13 && (i + 1 == bytes.count || bytes[i + 1] != 10) {
            bytes[i] = 10
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether some `\r` in `text` is not followed by `\n`.
    static func hasLoneCarriageReturn(_ text: String) -> Bool {
        var afterCR = false
        for b in text.utf8 {
            if afterCR && b != 10 { return true }
            afterCR = b == 13
        }
        return afterCR
    }

    /// The inside of a line that is one escaped string (`"…\n…"`, maybe after
    /// lldb's `(String) $R0 = `), when it holds escaped line breaks.
    static func escapedString(_ line: Substring) -> Substring? {
        guard line.containsBytes("\\n") else { return nil }
        var s = line.drop { $0 == " " || $0 == "\t" }
        if s.hasPrefix("("), let eq = s.range(of: " = \"") { s = s[s.index(before: eq.upperBound)...] }
        guard s.first == "\"" else { return nil }
        s = s.dropFirst()
        s = s.droppingLast { $0 == " " || $0 == "\t" }
        if s.last == "\"" { s = s.dropLast(1) }
        return s
    }

    /// Swift's and lldb's string escapes undone: `\n \t \r \0 \\ \" \'` and `\u{…}`.
    static func unescape(_ s: Substring) -> String {
        var out = String.UnicodeScalarView()
        var it = s.unicodeScalars.makeIterator()
        while let u = it.next() {
            guard u == "\\", let e = it.next() else {
                out.append(u)
                continue
            }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                var closed = false
                if let b = it.next(), b == "{" {
                    while let h = it.next() {
                        if h == "}" { closed = true; break }
                        hex.unicodeScalars.append(h)
                        if hex.count > 8 { break }
                    }
                }
                if closed, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                    out.append(scalar)
                } else {
                    out.append(contentsOf: "\\u{\(hex)".unicodeScalars)
                }
            default: out.append(e)
            }
        }
        return String(out)
    }

    /// Up to 60 characters of a line, for messages.
    static func excerpt(_ s: Substring) -> String {
        let t = s.trimmingSpaces
        return t.count > 60 ? String(t.prefix(57)) + "…" : String(t)
    }
}

extension Substring {
    /// Whether the text holds `needle`, compared byte by byte in UTF-8
    /// (Foundation's `contains` and `range(of:)` go through NSString on Linux:
    /// many times slower on every line of a large dump).
    func containsBytes(_ needle: StaticString) -> Bool { rangeOfBytes(needle) != nil }

    /// The first range holding `needle`, compared byte by byte in UTF-8. An
    /// ASCII needle's match starts and ends between Unicode scalars, but not
    /// always between characters: `#` then a combining accent is the one
    /// character `#́`, which Foundation's `range(of:)` does not match (`rangeOfCharacters` does as it does).
    func rangeOfBytes(_ needle: StaticString) -> Range<Substring.Index>? {
        let n = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = n.first else { return startIndex..<startIndex }
        let bytes = utf8
        var i = bytes.startIndex
        while let start = bytes[i...].firstIndex(of: first) {
            var j = start, k = 0
            while k < n.count, j < bytes.endIndex, bytes[j] == n[k] { bytes.formIndex(after: &j); k += 1 }
            if k == n.count { return start..<j }
            i = bytes.index(after: start)
        }
        return nil
    }

    /// The first range holding the ASCII `needle`, as Foundation's `range(of:)`
    /// finds it, mostly byte by byte: a match between ASCII bytes (or at an end)
    /// is the same, and there is no other where no bytes match. Only a match
    /// next to a non-ASCII character, which may combine with it (`#́`), is
    /// left to Foundation's rules; and a needle with `K`, `;` or `` ` ``, which
    /// Foundation also finds as the Kelvin sign, the Greek question mark and varia.
    func rangeOfCharacters(_ needle: StaticString) -> Range<Substring.Index>? {
        let n = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        if n.contains(where: { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") }) {
            return range(of: needle.description)
        }
        guard let r = rangeOfBytes(needle) else { return nil }
        let bytes = utf8
        let asciiBefore = r.lowerBound == startIndex || bytes[bytes.index(before: r.lowerBound)] < 0x80
        let asciiAfter = r.upperBound == endIndex || bytes[r.upperBound] < 0x80
        return asciiBefore && asciiAfter ? r : range(of: needle.description)
    }

    /// Whether the text holds the ASCII `needle` as Foundation's `contains` says (`rangeOfCharacters`).
    func containsCharacters(_ needle: StaticString) -> Bool { rangeOfCharacters(needle) != nil }

    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        self.drop { $0 == " " || $0 == "\t" }.droppingLast { $0 == " " || $0 == "\t" }
    }

    /// Without the characters at its end that satisfy `drop`, found in one pass
    /// from the end. (`dropLast()` without a count is `Collection`'s, which
    /// counts the whole text first: a loop of them took minutes on a line that
    /// ends in 60,000 spaces.)
    func droppingLast(while drop: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard drop(self[before]) else { break }
            end = before
        }
        return self[..<end]
    }
}

/// Reading numbers in dumps: finite decimals only.
enum DumpNumber {
    static func parse<S: StringProtocol>(_ s: S) -> Double? {
        let t = s.trimmingChars(" \t")
        guard !t.isEmpty, t.count < 40, let v = Double(t), v.isFinite else { return nil }
        return v
    }
}

extension StringProtocol {
    /// Without the given characters at either end (each one scalar: the set is matched by scalars).
    func trimmingChars(_ set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        return trimmingPrefixAndSuffix { $0.unicodeScalars.allSatisfy(scalars.contains) }
    }

    /// Without the characters that satisfy `drop` at either end.
    func trimmingPrefixAndSuffix(while drop: (Character) -> Bool) -> String {
        String(Substring(self).drop(while: drop).droppingLast(while: drop))
    }
}
