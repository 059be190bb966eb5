/// Reads idb's accessibility dumps of the iOS simulator: `idb ui describe-all`
/// (a flat JSON array, or with `--nested` each element's `children`),
/// `idb ui describe-point X Y` (one element), AXe's `describe-ui` (the same
/// elements, pretty-printed and nested), and idb's `--format complete`
/// (`{"elements": […], "screen": {…}}`).
///
/// Frames are absolute screen points: `AXFrame` `"{{x, y}, {w, h}}"`, else
/// `frame` `{x, y, width, height}`. `type` (else `role` without its `AX`) is the
/// view's type and makes it tappable as for `xcuitest` (`Button`, `Link`,
/// `Cell`, …), as do `custom_actions`; `enabled` false is `interactive: false`,
/// `hidden` true is `hidden`; label `AXLabel`, else `AXValue`; id from
/// `AXUniqueId`. The `Application` element is the scene (its label the
/// scene's name, its frame the canvas). A flat list has no tree: it is rebuilt
/// by frame containment in list order (an element's parent is the last
/// element before it whose frame contains its frame), and a warning says so.
enum IDBDumpParser {
    /// Containment checks the flat list's rebuilding may spend; past them the
    /// remaining elements are placed at the top level (with a warning).
    static let containmentBudget = 20_000_000

    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        var dump = ParsedDump(format: .idb, file: file, coordinates: .screen, platform: .ios, policies: [.uikit],
                              accessibilityOrder: true)
        let doc = try JSONDump.read(text, format: .idb, file: file, warnings: &dump.warnings)
        guard let top = doc.root else { return dump }
        var list: [Int]
        switch doc.kind(top) {
        case .null:
            throw SceneLoadError(problems: [SceneProblem(file: file, line: doc.line(top), message:
                "the idb dump is null: describe-point found no element at that point; nothing to import")])
        case .array:
            list = doc.children(top).filter { doc.kind($0) == .object }
        case .object:
            if let elements = doc.member(top, "elements"), doc.kind(elements) == .array {
                // `--format complete`: the screen's size, and whether idb cut the tree.
                list = doc.children(elements).filter { doc.kind($0) == .object }
                if let screen = doc.member(top, "screen"),
                   let w = doc.member(screen, "width").flatMap(doc.number),
                   let h = doc.member(screen, "height").flatMap(doc.number), w > 0, h > 0 {
                    dump.screenSize = Size(width: w, height: h)
                }
                if let t = doc.member(top, "truncated"), doc.flag(t) == true {
                    dump.warnings.add(line: doc.line(t), "idb cut this tree (truncated: true, at 50 levels or 3000 "
                                      + "elements): the screen holds more than the dump")
                }
            } else {
                list = [top]
                if doc.member(top, "children") == nil, !isApplication(doc, top) {
                    dump.warnings.add(line: doc.line(top), "one element (idb ui describe-point): the scene holds only it, "
                                      + "and the screen's size is not in the dump")
                }
            }
        default:
            throw SceneLoadError(problems: [SceneProblem(file: file, line: doc.line(top), message:
                "not an idb dump: the JSON is no element and no list of elements")])
        }
        let nested = list.contains { doc.member($0, "children") != nil }
        var reader = Reader(doc: doc, options: options)
        // Elements in document order, each under its element parent (nil: top level).
        var stack = list.reversed().map { (node: $0, parent: Int?.none) }
        while let (node, parent) = stack.popLast() {
            let index = reader.add(node, parent: parent, into: &dump)
            if let c = doc.member(node, "children"), doc.kind(c) == .array {
                for k in doc.children(c).reversed() where doc.kind(k) == .object { stack.append((k, index ?? parent)) }
            }
        }
        if !nested, dump.elements.count > 1 {
            rebuildTree(&dump)
            dump.warnings.add(line: dump.elements.first?.line, "idb's flat list has no tree: rebuilt by frame containment "
                              + "(an element's parent is the last element before it whose frame contains its frame)")
        }
        if dump.elements.isEmpty, let app = reader.application {
            // Only the application (AXe under Stage Manager): it is all there is to show.
            var e = reader.element(app, parent: nil, warnings: &dump.warnings)
            e.tappable = false
            dump.elements.append(e)
            dump.warnings.add(line: e.line, "the dump holds only the Application element; imported as one plain view")
        }
        return dump
    }

    static func isApplication(_ doc: JSONDocument, _ n: Int) -> Bool {
        Reader.type(doc, n) == "Application"
    }

    /// Each element's parent: the last element before it whose frame
    /// contains its frame (a frameless element has none, and contains none).
    static func rebuildTree(_ dump: inout ParsedDump) {
        var budget = containmentBudget
        var topLevel = 0
        let frames = dump.elements.map(\.frame)
        var parents = [Int?](repeating: nil, count: frames.count)
        for i in frames.indices {
            guard let f = frames[i] else { continue }
            var j = i - 1
            while j >= 0 {
                budget -= 1
                if budget < 0 { break }
                if let g = frames[j], contains(g, f) {
                    parents[i] = j
                    break
                }
                j -= 1
            }
            if budget < 0 { topLevel += 1 }
        }
        for i in parents.indices { dump.elements[i].parent = parents[i] }
        if topLevel > 0 {
            dump.warnings.add(line: nil, "the flat list is too long to rebuild fully: \(topLevel) elements placed at the top level")
        }
    }

    /// `outer` contains `inner`, edges within a millionth of a point counting as touching.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let e = 1e-6
        return inner.x >= outer.x - e && inner.y >= outer.y - e
            && inner.maxX <= outer.maxX + e && inner.maxY <= outer.maxY + e
    }

    private struct Reader {
        let doc: JSONDocument
        let options: ImportOptions
        /// The Application element, once seen.
        var application: Int?

        /// `type`, else `role` without its `AX` (`AXButton` → `Button`).
        static func type(_ doc: JSONDocument, _ n: Int) -> String {
            if let t = doc.string(n, "type"), !t.isEmpty { return t }
            if let r = doc.string(n, "role"), !r.isEmpty { return r.hasPrefix("AX") ? String(r.dropFirst(2)) : r }
            return ""
        }

        func text(_ n: Int, _ keys: [String]) -> String? {
            for k in keys {
                if let s = doc.string(n, k), !s.trimmingPrefixAndSuffix(while: \.isWhitespace).isEmpty { return s }
            }
            return nil
        }

        func element(_ n: Int, parent: Int?, warnings: inout WarningLog) -> DumpElement {
            let type = Reader.type(doc, n)
            var e = DumpElement(type: type, line: doc.line(n), parent: parent)
            e.frame = frame(n, line: e.line, warnings: &warnings)
            e.label = text(n, ["AXLabel", "label", "AXValue", "value", "title"])
            e.identifier = text(n, ["AXUniqueId", "identifier"])
            if let en = doc.member(n, "enabled").flatMap(doc.flag) { e.interactive = en }
            if let h = doc.member(n, "hidden").flatMap(doc.flag) { e.hidden = h }
            let actions = doc.member(n, "custom_actions").map { doc.kind($0) == .array && doc.children($0).contains { _ in true } }
            e.tappable = AccessibilityTypes.tappable.contains(type) || actions == true || options.namesTappable(type)
            e.scrollView = AccessibilityTypes.scrollViews.contains(type)
            e.isWindow = type == "Window"
            return e
        }

        /// Adds the element (nil for the Application, which is the scene); its index.
        mutating func add(_ n: Int, parent: Int?, into dump: inout ParsedDump) -> Int? {
            if Reader.type(doc, n) == "Application" {
                if application == nil {
                    application = n
                    dump.appName = text(n, ["AXLabel", "label", "title"])
                    if dump.screenSize == nil {
                        let f = frame(n, line: doc.line(n), warnings: &dump.warnings)
                        dump.screenReaches(to: f)
                    }
                }
                return nil
            }
            dump.elements.append(element(n, parent: parent, warnings: &dump.warnings))
            return dump.elements.count - 1
        }

        /// `AXFrame` `"{{x, y}, {w, h}}"`, else `frame` `{x, y, width, height}`.
        func frame(_ n: Int, line: Int, warnings: inout WarningLog) -> Rect? {
            if let s = doc.string(n, "AXFrame") {
                if let r = XCUITestDumpParser.frame(s) { return r }
                warnings.add(line: line, "cannot read AXFrame \"\(DumpText.excerpt(Substring(s)))\"")
            }
            if let f = doc.member(n, "frame"), doc.kind(f) == .object {
                let v = ["x", "y", "width", "height"].map { doc.member(f, $0) }
                if let x = v[0].flatMap(doc.number), let y = v[1].flatMap(doc.number),
                   let w = v[2].flatMap(doc.number), let h = v[3].flatMap(doc.number), w >= 0, h >= 0 {
                    return Rect(x: x, y: y, width: w, height: h)
                }
                let shown = zip(["x", "y", "width", "height"], v).map { "\($0)=\($1.map(doc.token) ?? "none")" }
                warnings.add(line: doc.line(f), "cannot read frame \(DumpText.excerpt(Substring(shown.joined(separator: " "))))")
            }
            return nil
        }
    }
}
