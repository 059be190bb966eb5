/// One line of `-[UIView recursiveDescription]`, split into its parts:
///
///     "   |    | <UILabel: 0x8ab64b0; frame = (0 3; 163 22); text = 'Fish'; layer = <CALayer: 0x8ab6550>> - trailing"
///
/// The depth is the number of `|` before the first `<`. Inside the element,
/// fields are split on `;` only outside `<…>`, `{…}`, `(…)`, `[…]` and quoted
/// text; a quote opened right after `=` or `:` closes at the first matching
/// quote followed by `;`, `>` or the end of the line, so `text = 'What's'`
/// stays whole. `<<_UITextContainerView: …>> minSize = …` (a description
/// wrapped twice) reads the inner element. Addresses are optional, as in
/// dumps with addresses stripped.
struct UIKitLine {
    var depth: Int
    var className: String
    /// `key = value` and `key: value` fields, in order.
    var fields: [(key: String, value: String)]
    /// The element's `>` was found.
    var closed: Bool
    /// Text after the element's closing `>`, trimmed.
    var trailing: String

    func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// nil when the line holds no element (`<` after a prefix of spaces and `|`).
    static func parse(_ line: Substring) -> UIKitLine? {
        let b = Array(line.utf8)
        var i = 0
        var depth = 0
        while i < b.count, b[i] != UInt8(ascii: "<") {
            switch b[i] {
            case UInt8(ascii: "|"): depth += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return nil
            }
            i += 1
        }
        guard i < b.count else { return nil }
        var opens = 0
        while i < b.count, b[i] == UInt8(ascii: "<") { opens += 1; i += 1 }
        // The class name: up to ':', ';', '>' or a space.
        let nameStart = i
        while i < b.count, !isOneOf(b[i], ":; >\t") { i += 1 }
        guard i > nameStart else { return nil }
        let className = String(decoding: b[nameStart..<i], as: UTF8.self)
        guard isPlausibleClassName(className) else { return nil }
        // An address `: 0x…`, when present.
        if i < b.count, b[i] == UInt8(ascii: ":") {
            var j = i + 1
            while j < b.count, b[j] == UInt8(ascii: " ") { j += 1 }
            if j + 1 < b.count, b[j] == UInt8(ascii: "0"), b[j + 1] == UInt8(ascii: "x") || b[j + 1] == UInt8(ascii: "X") {
                j += 2
                while j < b.count, isHex(b[j]) { j += 1 }
                i = j
            }
        }
        var fields: [(String, String)] = []
        var closers: [UInt8] = []
        var fieldStart = i
        var closed = false
        var noSingle = false, noDouble = false
        func endField(_ end: Int) {
            guard end > fieldStart else { return }
            if let f = field(b[fieldStart..<end]) { fields.append(f) }
        }
        scan: while i < b.count {
            let c = b[i]
            switch c {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // Whether a closing quote exists past a point does not depend on
                // where the quote opened: once none is found, none is looked for again.
                let none = c == UInt8(ascii: "'") ? noSingle : noDouble
                if !none, opensQuote(b, at: i, from: fieldStart) {
                    if let close = closingQuote(b, c, after: i) {
                        i = close
                    } else if c == UInt8(ascii: "'") {
                        noSingle = true
                    } else {
                        noDouble = true
                    }
                }
            case UInt8(ascii: "<"): closers.append(UInt8(ascii: ">"))
            case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
            case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
            case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                if closers.last == c {
                    closers.removeLast()
                } else if c == UInt8(ascii: ">"), closers.isEmpty {
                    endField(i)
                    i += 1
                    closed = true
                    break scan
                }
            case UInt8(ascii: ";") where closers.isEmpty:
                endField(i)
                fieldStart = i + 1
            default: break
            }
            i += 1
        }
        if !closed { endField(b.count) }
        // `<<inner>> rest`: the extra `>` of each extra `<` belongs to the outer description.
        var rest = i
        var extra = opens - 1
        while extra > 0, rest < b.count, b[rest] == UInt8(ascii: ">") { rest += 1; extra -= 1 }
        let trailing = closed ? String(decoding: b[min(rest, b.count)...], as: UTF8.self) : ""
        return UIKitLine(depth: depth, className: className, fields: fields, closed: closed,
                         trailing: Substring(trailing).trimmingSpaces.description)
    }

    /// `key = value` or `key: value`; nil for an empty field.
    private static func field(_ bytes: ArraySlice<UInt8>) -> (String, String)? {
        let text = Substring(String(decoding: bytes, as: UTF8.self)).trimmingSpaces
        guard !text.isEmpty else { return nil }
        let eq = text.range(of: " = ") ?? text.range(of: "=")
        let colon = text.range(of: ": ")
        let split: Range<Substring.Index>?
        switch (eq, colon) {
        case let (e?, c?): split = e.lowerBound < c.lowerBound ? e : c
        case let (e?, nil): split = e
        case let (nil, c?): split = c
        default: split = nil
        }
        guard let s = split else { return (String(text), "") }
        return (String(text[..<s.lowerBound].trimmingSpaces), String(text[s.upperBound...].trimmingSpaces))
    }

    /// A quote opens a quoted value when only spaces stand between it and a
    /// preceding `=` or `:` of the current field.
    private static func opensQuote(_ b: [UInt8], at i: Int, from start: Int) -> Bool {
        var j = i - 1
        while j >= start, b[j] == UInt8(ascii: " ") { j -= 1 }
        return j >= start && (b[j] == UInt8(ascii: "=") || b[j] == UInt8(ascii: ":"))
    }

    /// The matching quote followed (after spaces) by `;`, `>`, or the end of the line.
    private static func closingQuote(_ b: [UInt8], _ q: UInt8, after i: Int) -> Int? {
        var j = i + 1
        while j < b.count {
            if b[j] == q {
                var k = j + 1
                while k < b.count, b[k] == UInt8(ascii: " ") { k += 1 }
                if k == b.count || b[k] == UInt8(ascii: ";") || b[k] == UInt8(ascii: ">") { return j }
            }
            j += 1
        }
        return nil
    }

    private static func isOneOf(_ c: UInt8, _ set: StaticString) -> Bool {
        var found = false
        set.withUTF8Buffer { found = $0.contains(c) }
        return found
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)
    }

    /// Objective-C and Swift class names: letters, digits, `_`, `.`, `$`.
    private static func isPlausibleClassName(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, f == "_" || f == "$" || f.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0 == "$" || $0.properties.isAlphabetic
            || ($0.value >= 48 && $0.value <= 57) }
    }
}
