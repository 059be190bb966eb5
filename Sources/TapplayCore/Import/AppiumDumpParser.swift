/// Reads the page source Appium (or WebDriverAgent) gives for an iOS app:
/// `XCUIElementType…` elements, optionally inside `<AppiumAUT>`, with
/// `x y width height` in screen points. The application element becomes the
/// scene itself (its label, else its name, the scene's name); `visible="false"`
/// is `hidden`, `enabled="false"` is `interactive: false`; the label is the
/// `label` (a `name` alone is an identifier), and the id comes from the `name`.
enum AppiumDumpParser {
    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        var dump = ParsedDump(format: .appium, file: file, coordinates: .screen, platform: .ios, policies: [.uikit],
                              accessibilityOrder: true)
        let xml = try XMLDump.read(text, file: file, into: &dump.warnings)
        XMLDump.elements(of: xml, into: &dump) { tag, parent, dump in
            let a = tag.attributes
            let type = a["type"] ?? tag.name
            if tag.name == "AppiumAUT" || type == "XCUIElementTypeApplication" {
                if type == "XCUIElementTypeApplication", dump.appName == nil {
                    dump.appName = [a["label"], a["name"]].compactMap { $0 }.first { !$0.isEmpty }
                }
                return nil
            }
            var e = DumpElement(type: type, line: tag.line, parent: parent)
            e.frame = frame(a, line: tag.line, warnings: &dump.warnings)
            e.identifier = a["name"].flatMap { $0.isEmpty ? nil : $0 }
            // `name` is the identifier when there is one, else the label, which
            // WebDriverAgent then writes too: a `name` without a `label` is an identifier.
            e.label = a["label"].flatMap { $0.isEmpty ? nil : $0 }
            e.hidden = a["visible"] == "false"
            e.interactive = a["enabled"] != "false"
            let short = TypeName.short(type)
            e.isWindow = short == "Window"
            e.scrollView = AccessibilityTypes.scrollViews.contains(short)
            e.tappable = AccessibilityTypes.tappable.contains(short) || options.namesTappable(type)
            return e
        }
        return dump
    }

    /// `x y width height`: nil when any is missing or unreadable (with a warning
    /// for an unreadable one); sizes must not be negative.
    static func frame(_ a: [String: String], line: Int, warnings: inout WarningLog) -> Rect? {
        let keys = ["x", "y", "width", "height"]
        let raw = keys.compactMap { a[$0] }
        guard raw.count == keys.count else { return nil }
        let v = raw.map { DumpNumber.parse($0) }
        guard let x = v[0], let y = v[1], let w = v[2], let h = v[3], w >= 0, h >= 0 else {
            let text = zip(keys, raw).map { "\($0)=\"\($1)\"" }.joined(separator: " ")
            warnings.add(line: line, "cannot read the frame \(DumpText.excerpt(Substring(text)))")
            return nil
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
