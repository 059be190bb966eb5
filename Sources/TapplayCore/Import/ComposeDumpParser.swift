/// Reads a Jetpack Compose test's `printToLog(…)` / `printToString()` of the
/// semantics tree, merged or unmerged, with or without logcat prefixes
/// (removed by `LogLines`), with or without the leading spaces a copy and
/// paste may strip.
///
/// `Node #N at (l=…, t=…, r=…, b=…)px[, Tag: '…']` lines are the nodes; a
/// child's line has `|-` before `Node`, and its depth is the column of that
/// marker (the root has none). The lines after a node are its properties:
/// `Name = 'value'` (a value may run over lines), `Actions = […]`, and bare
/// flags such as `[Disabled]`. Bounds are window pixels, not clipped.
/// `OnClick` or `OnLongClick` among the actions is tappable, `[Disabled]` is
/// `interactive: false`; type the `Role`; label the `Text` list's items joined
/// by `, `, else the `ContentDescription`'s; id from `Tag`, else `node-N`; a
/// scroll range (`VerticalScrollAxisRange`, …) clips. The unmerged tree's fake
/// nodes (ids of a billion or more, zero bounds) are not views.
enum ComposeDumpParser {
    static let fakeNodeIDs = 1_000_000_000
    static let maximumValueLines = 200

    /// A node as read, before it becomes an element.
    private struct Node {
        var id: Int
        var line: Int
        var marker: Int
        var frame: Rect?
        var tag: String?
        var properties: [(name: Substring, value: String)] = []
        var flags: Set<Substring> = []
    }

    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        // A Compose screen resolves taps by Compose's rules: the `compose` policy.
        var dump = ParsedDump(format: .compose, file: file, coordinates: .screen, units: .pixels,
                              platform: .android, policies: [.compose])
        let lines = LogLines.lines(text)
        guard let start = lines.firstIndex(where: { nodeLine($0.text) != nil }) else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "no node lines ('Node #N at (l=…, t=…, r=…, b=…)px') in this compose dump")])
        }
        // 1. Nodes and their properties.
        var nodes: [Node] = []
        var k = start
        var otherTree: Int?
        var unread: [(line: Int, text: Substring)] = []
        while k < lines.count {
            let l = lines[k]
            k += 1
            let t = l.text.trimmingSpaces
            if t.isEmpty { continue }
            if t.hasPrefix("Printing with useUnmergedTree") || t == "printToLog:" {
                if t.hasPrefix("Printing") { otherTree = l.number; break }
                continue
            }
            if let (marker, header) = nodeLine(l.text) {
                var n = Node(id: 0, line: l.number, marker: marker)
                guard let (id, frame, tag) = parseHeader(header) else {
                    dump.warnings.add(line: l.number, "cannot read this node line, skipped with its properties: "
                                      + "'\(DumpText.excerpt(t))'")
                    n.id = -1
                    nodes.append(n)
                    continue
                }
                n.id = id
                n.frame = frame
                n.tag = tag
                nodes.append(n)
                continue
            }
            guard !nodes.isEmpty else { continue }
            let p = property(l.text)
            if p.hasPrefix("[") && p.hasSuffix("]") && !p.containsCharacters(" = ") {
                nodes[nodes.count - 1].flags.insert(p.dropFirst().dropLast())
                continue
            }
            if p.hasPrefix("Has "), p.hasSuffix(")") || p.hasSuffix("s") {
                dump.warnings.add(line: l.number, "printToString's maxDepth left this out: '\(DumpText.excerpt(p))'")
                continue
            }
            guard let eq = p.rangeOfCharacters(" = ") else {
                unread.append((l.number, t))
                continue
            }
            let name = p[..<eq.lowerBound]
            var value = String(p[eq.upperBound...])
            // A quoted value without its closing quote runs on over the next lines.
            if value.hasPrefix("'"), value.count == 1 || !value.hasSuffix("'") {
                var joined = 0
                while k < lines.count, joined < maximumValueLines {
                    let next = lines[k].text
                    if nodeLine(next) != nil { break }
                    value += "\n" + String(next)
                    k += 1
                    joined += 1
                    if next.trimmingSpaces.hasSuffix("'") { break }
                }
            }
            nodes[nodes.count - 1].properties.append((name, value))
        }
        if let other = otherTree {
            dump.warnings.add(line: other, "another tree is printed from here; the first one is imported")
        }
        for u in unread {
            dump.warnings.add(line: u.line, "not a node or a property, skipped: '\(DumpText.excerpt(u.text))'")
        }
        // 2. Elements: a node's parent is the nearest node above it whose marker is further left.
        var stack: [(marker: Int, index: Int?)] = []
        var fakes = 0, firstFake: Int?
        for n in nodes {
            while let top = stack.last, top.marker >= n.marker { stack.removeLast() }
            let parent = stack.last?.index ?? nil
            if n.id < 0 || (n.id >= fakeNodeIDs && (n.frame ?? .zero) == .zero) {
                // Not a view: its children go to its parent.
                if n.id >= 0 {
                    fakes += 1
                    if firstFake == nil { firstFake = n.line }
                }
                stack.append((n.marker, parent))
                continue
            }
            var e = DumpElement(type: "", line: n.line, parent: parent)
            e.frame = n.frame
            e.identifier = n.tag.flatMap { $0.isEmpty ? nil : $0 } ?? "node-\(n.id)"
            var actions: [Substring] = []
            var text: String?, description: String?
            for (name, value) in n.properties {
                switch name {
                case "Actions": actions = list(value).map { Substring($0) }
                case "Role": e.type = unquote(value)
                case "Text": text = text ?? joined(value)
                case "ContentDescription": description = description ?? joined(value)
                case "VerticalScrollAxisRange", "HorizontalScrollAxisRange": e.scrollView = true
                default: break
                }
            }
            e.label = [text, description].compactMap { $0 }.first { !$0.isEmpty }
            e.tappable = actions.contains("OnClick") || actions.contains("OnLongClick") || options.namesTappable(e.type)
            e.longPressOnly = !actions.contains("OnClick") && actions.contains("OnLongClick") && !options.namesTappable(e.type)
            e.interactive = !n.flags.contains("Disabled")
            stack.append((n.marker, dump.elements.count))
            dump.elements.append(e)
        }
        if fakes > 0 {
            dump.warnings.add(line: firstFake, "\(fakes) node\(fakes == 1 ? "" : "s") of the unmerged tree with ids of a "
                              + "billion or more and zero bounds (Compose's fakes) are not views")
        }
        dump.screenReachesToFirstRoot()
        return dump
    }

    /// The column of the `|-` marker (-1 for a root line without one) and the
    /// text from `Node #` on, when `line` is a node line.
    static func nodeLine(_ line: Substring) -> (Int, Substring)? {
        guard let r = line.rangeOfCharacters("Node #") else { return nil }
        let before = line[..<r.lowerBound]
        var marker = -1
        if before.hasSuffix("|-") {
            marker = before.unicodeScalars.count - 2
            guard before.dropLast(2).allSatisfy({ $0 == " " || $0 == "|" || $0 == "\t" }) else { return nil }
        } else {
            guard before.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        }
        let rest = line[r.lowerBound...]
        guard rest.containsCharacters(" at (l=") else { return nil }
        return (marker, rest)
    }

    /// `Node #12 at (l=1.0, t=2.0, r=3.0, b=4.0)px, Tag: 'x'`.
    static func parseHeader(_ s: Substring) -> (Int, Rect?, String?)? {
        var rest = s.dropFirst("Node #".count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 19, let id = Int(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(" at ("), let close = rest.firstIndex(of: ")") else { return nil }
        var values: [String: Double] = [:]
        var unreadable = false
        for part in rest[rest.index(rest.startIndex, offsetBy: 5)..<close].split(separator: ",") {
            let kv = part.split(separator: "=", maxSplits: 1)
            guard kv.count == 2 else { unreadable = true; continue }
            if let v = DumpNumber.parse(kv[1]) { values[String(kv[0].trimmingSpaces)] = v } else { unreadable = true }
        }
        var frame: Rect?
        if !unreadable, let l = values["l"], let t = values["t"], let r = values["r"], let b = values["b"], r >= l, b >= t {
            frame = Rect(x: l, y: t, width: r - l, height: b - t)
        }
        var tag: String?
        let after = rest[rest.index(after: close)...]
        if let tr = after.rangeOfCharacters("Tag: '") {
            var v = after[tr.upperBound...]
            if v.hasSuffix("'") { v = v.dropLast() }
            tag = String(v)
        }
        return (id, frame, tag)
    }

    /// A property line without the tree's rails (` | `) before it.
    static func property(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "|" || $0 == "\t" }.trimmingSpaces
    }

    /// `'Button'` → `Button`.
    static func unquote(_ v: String) -> String {
        var s = Substring(v).trimmingSpaces
        if s.hasPrefix("'") { s = s.dropFirst() }
        if s.hasSuffix("'") { s = s.dropLast() }
        return String(s)
    }

    /// `'[Save, draft]'` → `Save, draft` (the list's items joined by `, `).
    static func joined(_ v: String) -> String {
        list(unquote(v)).joined(separator: ", ")
    }

    /// The items of `[a, b]` (or of a bare value).
    static func list(_ v: String) -> [String] {
        var s = Substring(v).trimmingSpaces
        if s.hasPrefix("[") && s.hasSuffix("]") { s = s.dropFirst().dropLast() }
        return s.split(separator: ", ").map { $0.trimmingPrefixAndSuffix(while: { $0 == " " }) }.filter { !$0.isEmpty }
    }
}
