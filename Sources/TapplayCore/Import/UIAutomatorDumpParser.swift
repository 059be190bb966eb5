/// Reads `adb shell uiautomator dump` (`<hierarchy>` of `<node>`s) and Appium
/// UiAutomator2's variant (each element named by its class). Bounds
/// `[l,t][r,b]` are screen pixels, converted into dp (`PixelDensity`; the
/// `<hierarchy>` may state a `density`). The
/// label is the `text`, else the `content-desc`; the id comes from the last
/// part of the `resource-id`. `clickable` or `long-clickable` make a view
/// tappable, `enabled="false"` makes it `interactive: false`, and Appium's
/// `displayed="false"` makes it hidden.
enum UIAutomatorDumpParser {
    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        var dump = ParsedDump(format: .uiautomator, file: file, coordinates: .screen, units: .pixels,
                              platform: .android, policies: [.android])
        dump.visibleBounds = true
        let xml = try XMLDump.read(text, file: file, into: &dump.warnings)
        XMLDump.elements(of: xml, into: &dump) { tag, parent, dump in
            let a = tag.attributes
            if tag.name == "hierarchy" {
                // Appium's `width`/`height` are the app's window without the system bars;
                // the canvas is the root node's bounds (below), which a view may reach.
                if let d = a["density"], dump.densityInDump == nil {
                    switch PixelDensity.parse(d) {
                    case .success(let v): dump.densityInDump = v
                    case .failure(let e): dump.warnings.add(line: tag.line, "\(e); the density is assumed")
                    }
                }
                return nil
            }
            let type = a["class"].flatMap { $0.isEmpty ? nil : $0 } ?? tag.name
            var e = DumpElement(type: type, line: tag.line, parent: parent)
            if let bounds = a["bounds"] {
                e.frame = frame(bounds)
                if e.frame == nil {
                    dump.warnings.add(line: tag.line, "cannot read bounds \"\(DumpText.excerpt(Substring(bounds)))\"")
                }
            }
            e.identifier = a["resource-id"].flatMap(ViewIDs.resourceEntry)
            e.package = a["package"].flatMap { $0.isEmpty ? nil : $0 }
            e.label = [a["text"], a["content-desc"]].compactMap { $0 }.first { !$0.isEmpty }
            e.interactive = a["enabled"] != "false"
            e.hidden = a["displayed"] == "false" || a["visible-to-user"] == "false"
            e.scrollView = a["scrollable"] == "true"
            e.tappable = a["clickable"] == "true" || a["long-clickable"] == "true" || options.namesTappable(type)
            e.longPressOnly = a["long-clickable"] == "true" && a["clickable"] != "true" && !options.namesTappable(type)
            return e
        }
        // The canvas: the largest root node's bounds (the app's window in a dump of every window).
        let roots = dump.elements.filter { $0.parent == nil }.compactMap(\.frame)
        dump.screenReaches(to: roots.max { $0.width * $0.height < $1.width * $1.height })
        return dump
    }

    /// `[l,t][r,b]` with `r >= l` and `b >= t`.
    static func frame(_ s: String) -> Rect? {
        let parts = s.split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," || $0 == " " })
        guard parts.count == 4, let l = DumpNumber.parse(parts[0]), let t = DumpNumber.parse(parts[1]),
              let r = DumpNumber.parse(parts[2]), let b = DumpNumber.parse(parts[3]), r >= l, b >= t else { return nil }
        return Rect(x: l, y: t, width: r - l, height: b - t)
    }
}
