/// Recognises a dump's format from its content (`--format auto`).
///
/// XML whose first element is `<hierarchy>` (or that holds `bounds="[…`) is
/// `uiautomator`; `<AppiumAUT>` or `XCUIElementType…` elements are `appium`.
/// JSON (after a tool's first lines, such as Maestro's `Running on …`) with
/// `"AXFrame"` is `idb`; with `"attributes"` and `"bounds"`, or a commands
/// file's `"command"` and `"metadata"`, `maestro`. Otherwise the first lines
/// decide, each read without its log prefix (`LogPrefix`): a
/// `Printing with useUnmergedTree` or `Node #N at (l=…` line is `compose`; a
/// `SemanticsNode#N` line (or Flutter's `Semantics not generated`) `flutter`; a
/// `+>Class{id=…` line `espresso`; a first line `TASK …`, an `ACTIVITY
/// pkg/.Class` line or an indented `Class{hash VFED…` view line `dumpsys`; and
/// as they are: `Element subtree:`, `Attributes:` or a line such as
/// `Button, 0x…, {{…}}` is `xcuitest`; a line such as
/// `<UIView: 0x…; frame = (…); …>` is `uikit`. Only the first 256 KiB and 500
/// lines are looked at.
enum DumpDetection {
    static let window = 256 << 10
    static let maximumLines = 500

    /// The format of the first window of `text`; when it has none, the
    /// format of the window after the first line longer than a window (a
    /// log line of 300 KiB before the dump would otherwise fill the window),
    /// and so on past each such line: a 4 MiB file has at most 16 of them.
    static func detect(_ text: String) -> DumpFormat? {
        var rest = Substring(text)
        while true {
            if let format = detectWindow(rest) { return format }
            guard let next = afterLongLine(rest) else { return nil }
            rest = next
        }
    }

    /// The text after its first line longer than `window` bytes, nil when it has none.
    static func afterLongLine(_ text: Substring) -> Substring? {
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if bytes.distance(from: start, to: end) > window {
                guard end < bytes.endIndex else { return nil }
                return text[bytes.index(after: end)...]
            }
            guard end < bytes.endIndex else { return nil }
            start = bytes.index(after: end)
        }
        return nil
    }

    /// The format of the first `window` bytes of `text`.
    static func detectWindow(_ text: Substring) -> DumpFormat? {
        let head = text.utf8.count > window ? String(decoding: text.utf8.prefix(window), as: UTF8.self) : String(text)
        if let xml = xmlFormat(head) { return xml }
        // The loops below read at most `maximumLines` lines with text.
        let logLines = LogLines.lines(head, withText: maximumLines + 1)
        if let json = jsonFormat(head, logLines) { return json }
        if let logged = loggedFormat(logLines) { return logged }
        var seen = 0
        for line in DumpText.lines(head, withText: maximumLines + 1) {
            let t = line.text.trimmingSpaces
            if t.isEmpty { continue }
            seen += 1
            if seen > maximumLines { break }
            if t == "Element subtree:" || t.hasPrefix("Attributes: ") { return .xcuitest }
            if let l = UIKitLine.parse(line.text), l.value("frame") != nil { return .uikit }
            if let (_, fields) = XCUITestDumpParser.split(line.text), fields.count >= 2,
               XCUITestDumpParser.isTypeName(fields[0]),
               fields[1].hasPrefix("0x") || fields[1].hasPrefix("{{") || fields[1].hasPrefix("pid: ") {
                return .xcuitest
            }
        }
        return nil
    }

    /// The JSON formats: the first line that opens JSON, among the first 20
    /// lines with text, and the keys in the text that follows it.
    private static func jsonFormat(_ head: String, _ lines: [DumpLine]) -> DumpFormat? {
        let firstLines = lines.lazy.filter { !$0.text.trimmingSpaces.isEmpty }.prefix(20)
        guard let start = firstLines.first(where: { l in
            let t = l.text.trimmingSpaces
            return t.hasPrefix("{") || t.hasPrefix("[")
        }) else { return nil }
        let t = start.text.trimmingSpaces
        // `[` alone, `[{`, `[ {`, `{`, `{"…`: JSON, not a bracketed log line.
        let second = t.dropFirst().drop { $0 == " " || $0 == "\t" }.first
        guard second == nil || second == "{" || second == "\"" || second == "]" || second == "}" else { return nil }
        // Byte searches: Foundation's `contains` goes through NSString on Linux, over up to 256 KiB.
        let text = Substring(head)
        if text.containsBytes("\"AXFrame\"") || (text.containsBytes("\"elements\"") && text.containsBytes("\"coordinate_space\"")) {
            return .idb
        }
        if text.containsBytes("\"attributes\"") && text.containsBytes("\"bounds\"") { return .maestro }
        if text.containsBytes("\"command\"") && text.containsBytes("\"metadata\"") { return .maestro }
        return nil
    }

    /// The formats found in logs, by a line without its log prefix.
    private static func loggedFormat(_ lines: [DumpLine]) -> DumpFormat? {
        var seen = 0
        for l in lines {
            let t = l.text.trimmingSpaces
            if t.isEmpty { continue }
            seen += 1
            if seen > maximumLines { break }
            if seen == 1, t.hasPrefix("TASK ") { return .dumpsys }
            if t.hasPrefix("Printing with useUnmergedTree") { return .compose }
            if FlutterDumpParser.nodeLine(l.text) != nil || t.hasPrefix("Semantics not generated") { return .flutter }
            if let (_, header) = ComposeDumpParser.nodeLine(l.text), ComposeDumpParser.parseHeader(header) != nil {
                return .compose
            }
            if EspressoDumpParser.head(l.text) != nil, l.text.contains("{id=") || l.text.contains("visibility=") {
                return .espresso
            }
            if t.hasPrefix("ACTIVITY "), t.dropFirst(9).prefix(while: { $0 != " " }).contains("/") { return .dumpsys }
            if DumpsysDumpParser.indent(l.text) > 0, let v = DumpsysDumpParser.view(l.text), !v.flags.isEmpty {
                return .dumpsys
            }
        }
        return nil
    }

    /// The XML formats, by the first element's name.
    private static func xmlFormat(_ head: String) -> DumpFormat? {
        var s = Substring(head)
        if s.hasPrefix("\u{FEFF}") { s = s.dropFirst() }
        s = s.drop { $0.isWhitespace }
        guard s.hasPrefix("<?xml") || s.hasPrefix("<!") || s.hasPrefix("<hierarchy") || s.hasPrefix("<AppiumAUT")
                || s.hasPrefix("<XCUIElementType") || s.hasPrefix("<node") else { return nil }
        // The first element: `<` then a letter.
        var rest = s
        while let lt = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: lt)...]
            if let f = after.first, f.isLetter {
                let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                if name == "hierarchy" || name == "node" { return .uiautomator }
                if name == "AppiumAUT" || name.hasPrefix("XCUIElementType") { return .appium }
                break
            }
            rest = after
        }
        if s.contains("bounds=\"[") { return .uiautomator }
        if s.contains("<XCUIElementType") { return .appium }
        return nil
    }
}
