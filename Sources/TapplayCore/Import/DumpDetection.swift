/// Recognises a dump's format from its content (`--format auto`).
///
/// XML whose first element is `<hierarchy>` (or that holds `bounds="[…`) is
/// `uiautomator`; `<AppiumAUT>` or `XCUIElementType…` elements are `appium`.
/// Otherwise the first lines decide: `Element subtree:`, `Attributes:` or a
/// line such as `Button, 0x…, {{…}}` is `xcuitest`; a line such as
/// `<UIView: 0x…; frame = (…); …>` is `uikit`. Only the first 256 KiB and 500
/// lines are looked at.
enum DumpDetection {
    static let window = 256 << 10
    static let maximumLines = 500

    static func detect(_ text: String) -> DumpFormat? {
        let head = text.utf8.count > window ? String(decoding: text.utf8.prefix(window), as: UTF8.self) : text
        if let xml = xmlFormat(head) { return xml }
        var seen = 0
        for line in DumpText.lines(head) {
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
