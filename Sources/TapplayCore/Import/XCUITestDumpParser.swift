/// Reads `XCUIApplication().debugDescription` (`po app` in a UI test), also as
/// lldb's one-line escaped string and with the test log's `t = …s` lines before it.
///
/// Of its sections (`Attributes:`, `Element subtree:`, `Path to element:`,
/// `Query chain:`) only the subtree is the tree; a dump without section
/// headers is all subtree. Depth comes from indentation (the ` →` marker
/// counts as indentation): an element's parent is the nearest element above
/// it that is indented less. Frames `{{x, y}, {w, h}}` are in screen points.
/// `Application` becomes the scene itself (its label the scene's name).
enum XCUITestDumpParser {
    private enum Section { case tree, other }

    static func parse(_ text: String, file: String, options: ImportOptions) -> ParsedDump {
        var dump = ParsedDump(format: .xcuitest, file: file, coordinates: .screen, platform: .ios, policies: [.uikit],
                              accessibilityOrder: true)
        let lines = DumpText.lines(text)
        let hasSections = lines.contains { $0.text.trimmingSpaces == "Element subtree:" }
        var section: Section = hasSections ? .other : .tree
        // Open elements by indentation; index nil for the application.
        var stack: [(indent: Int, index: Int?)] = []
        for line in lines {
            let t = line.text.trimmingSpaces
            if t.isEmpty || isLogLine(t) { continue }
            switch t {
            case "Element subtree:":
                section = .tree
                stack = []
                continue
            case "Path to element:", "Query chain:":
                section = .other
                continue
            default: break
            }
            if t.hasPrefix("Attributes:") { continue }
            guard section == .tree else { continue }
            guard let (indent, fields) = split(line.text), let first = fields.first, isTypeName(first) else {
                dump.warnings.add(line: line.number, "not an element line, skipped: '\(DumpText.excerpt(t))'")
                continue
            }
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            let parent = stack.last?.index ?? nil
            var type = first
            var isMain = false
            if type.hasSuffix(" (Main)") {
                type = String(type.dropLast(" (Main)".count))
                isMain = true
            }
            var identifier: String?, label: String?, frame: Rect?, frameText: String?
            var disabled = false
            for f in fields.dropFirst() {
                if f.hasPrefix("{{") {
                    frameText = f
                    frame = Self.frame(f)
                } else if f.hasPrefix("identifier: ") {
                    identifier = unquote(f.dropFirst("identifier: ".count))
                } else if f.hasPrefix("label: ") {
                    label = unquote(f.dropFirst("label: ".count))
                } else if f == "Disabled" {
                    disabled = true
                }
            }
            if type == "Application" && frame == nil {
                if dump.appName == nil { dump.appName = label ?? identifier }
                stack.append((indent, nil))
                continue
            }
            if let ft = frameText, frame == nil {
                dump.warnings.add(line: line.number, "cannot read frame '\(DumpText.excerpt(Substring(ft)))'")
            }
            var e = DumpElement(type: type, line: line.number, parent: parent)
            e.frame = frame
            e.identifier = identifier.flatMap { $0.isEmpty ? nil : $0 }
            // The identifier names the element for tests (it gives the id); only
            // `label` is text the screen shows, so a bare identified container stays plain.
            e.label = label.flatMap { $0.isEmpty ? nil : $0 }
            e.interactive = !disabled
            e.isWindow = type == "Window"
            e.scrollView = AccessibilityTypes.scrollViews.contains(type)
            e.isMainWindow = isMain
            e.tappable = AccessibilityTypes.tappable.contains(type) || options.namesTappable(type)
            stack.append((indent, dump.elements.count))
            dump.elements.append(e)
        }
        return dump
    }

    /// `t =   110.37s Requesting snapshot…`: the test log.
    static func isLogLine(_ t: Substring) -> Bool {
        guard t.hasPrefix("t ="), let s = t.dropFirst(3).trimmingSpaces.split(separator: " ").first else { return false }
        return s.hasSuffix("s") && Double(s.dropLast()) != nil
    }

    /// An element type: `Button`, `Window (Main)`, `StaticText`.
    static func isTypeName(_ s: String) -> Bool {
        let name = s.hasSuffix(" (Main)") ? String(s.dropLast(7)) : s
        guard let f = name.unicodeScalars.first, f.properties.isUppercase else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ($0.value >= 48 && $0.value <= 57) }
    }

    /// The indentation (the `→` marker counts as one column) and the fields,
    /// split on `, ` outside `{…}` and outside quoted values. A quote opens
    /// after `: ` and closes at the first `'` followed by the end of the line
    /// or by `, ` and another field, so labels may hold `'` and `, `.
    static func split(_ line: Substring) -> (Int, [String])? {
        let s = Array(line.unicodeScalars)
        var i = 0
        var indent = 0
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\u{2192}" { indent += 1; i += 1 }
        guard i < s.count else { return nil }
        var fields: [String] = []
        var current = String.UnicodeScalarView()
        var braces = 0
        var lastNonSpace = s.count - 1
        while lastNonSpace >= 0, s[lastNonSpace] == " " { lastNonSpace -= 1 }
        // Whether a closing quote exists after a position does not depend on
        // where the quote opened: once none is found, none is looked for again.
        var noClosingQuote = false
        while i < s.count {
            let c = s[i]
            if c == "'", !noClosingQuote, isAfterColon(current) {
                if let close = closingQuote(s, after: i, lastNonSpace: lastNonSpace) {
                    current.append(contentsOf: s[i...close])
                    i = close + 1
                    continue
                }
                noClosingQuote = true
            }
            if c == "{" { braces += 1 }
            if c == "}" { braces = max(0, braces - 1) }
            if c == ",", braces == 0, i + 1 < s.count, s[i + 1] == " " {
                fields.append(String(current).trimmingChars(" "))
                current = String.UnicodeScalarView()
                i += 2
                continue
            }
            current.append(c)
            i += 1
        }
        fields.append(String(current).trimmingChars(" "))
        return (indent, fields)
    }

    private static func isAfterColon(_ v: String.UnicodeScalarView) -> Bool {
        var it = v.reversed().makeIterator()
        guard it.next() == " " else { return false }
        return it.next() == ":"
    }

    private static func closingQuote(_ s: [Unicode.Scalar], after i: Int, lastNonSpace: Int) -> Int? {
        var j = i + 1
        while j < s.count {
            if s[j] == "'" {
                if j >= lastNonSpace { return j }
                if s[j + 1] == ",", j + 2 < s.count, s[j + 2] == " ", startsField(s, at: j + 3) { return j }
            }
            j += 1
        }
        return nil
    }

    /// A field starts here: a word followed by `: `, `,` or the end (`Selected`, `Disabled`).
    private static func startsField(_ s: [Unicode.Scalar], at k: Int) -> Bool {
        var j = k
        while j < s.count, s[j].properties.isAlphabetic { j += 1 }
        guard j > k else { return s.count > k && s[k] == "{" }
        return j == s.count || s[j] == "," || (s[j] == ":" && j + 1 < s.count && s[j + 1] == " ")
    }

    /// `{{x, y}, {w, h}}`: finite, non-negative size.
    static func frame(_ f: String) -> Rect? {
        let parts = f.split(whereSeparator: { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " })
        guard parts.count == 4, let x = DumpNumber.parse(parts[0]), let y = DumpNumber.parse(parts[1]),
              let w = DumpNumber.parse(parts[2]), let h = DumpNumber.parse(parts[3]), w >= 0, h >= 0 else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `'text'` → `text`; an unquoted value as it is.
    static func unquote<S: StringProtocol>(_ s: S) -> String {
        let t = String(s)
        if t.count >= 2, t.first == "'", t.last == "'" { return String(t.dropFirst().dropLast()) }
        return t
    }
}
