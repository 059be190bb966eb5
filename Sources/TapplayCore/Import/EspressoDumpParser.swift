/// Reads the `View Hierarchy:` of an Espresso `NoMatchingViewException` or
/// `AmbiguousViewMatcherException`, as Android Studio, `am instrument`, logcat
/// or a CI log prints it (log prefixes removed by `LogLines`).
///
/// One view a node: `+`, one `-` per level of depth, `>`, then
/// `ClassName{key=value, …}`, separated by `|` lines. A value may run over
/// several lines (layout params, a text with line breaks) and hold commas and
/// braces: a node's text runs until the `}` that closes it, and fields are split
/// only before a known key (`, width=`). Positions `x`, `y` are pixels relative
/// to the parent (the DecorView at the window's origin): they add up.
/// `visibility=GONE`/`INVISIBLE` is `hidden`, `is-enabled=false` is
/// `interactive: false`, `is-clickable=true` is tappable; type the class as
/// printed; label `text`, else `desc`; id from `res-name`. Views Espresso
/// marked `****MATCHES****` are named in a warning.
enum EspressoDumpParser {
    /// The keys `HumanReadables.describe()` writes, for splitting fields.
    static let keys: Set<String> = [
        "id", "res-name", "desc", "visibility", "width", "height", "has-focus", "has-focusable", "has-window-focus",
        "is-clickable", "is-enabled", "is-focused", "is-focusable", "is-layout-requested", "is-selected",
        "layout-params", "tag", "root-is-layout-requested", "has-input-connection", "editor-info", "x", "y", "text",
        "error-text", "hint", "input-type", "ime-target", "has-links", "is-checked", "child-count", "is-long-clickable",
        "alpha",
    ]
    static let matchMark = "****MATCHES****"
    /// Most lines and bytes one node's text may run over.
    static let maximumContinuation = 400
    static let maximumNodeBytes = 256 << 10

    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        // Positions are added up here, so the builder gets window pixels, converted edge by edge.
        var dump = ParsedDump(format: .espresso, file: file, coordinates: .screen, units: .pixels,
                              platform: .android, policies: [.android])
        let lines = LogLines.lines(text)
        guard let start = lines.firstIndex(where: { head($0.text) != nil }) else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "no view lines ('+>Class{…}') in this espresso dump")])
        }
        // 1. The nodes' texts, each with its first line.
        var nodes: [(line: Int, text: String)] = []
        var open = false
        // The open node's `{` less its `}`, counted line by line as the node grows.
        var braces = 0
        var continued = 0
        var end = lines.count
        var k = start
        while k < lines.count {
            let l = lines[k]
            let t = l.text.trimmingSpaces
            if head(l.text) != nil {
                nodes.append((l.number, String(l.text)))
                braces = braceBalance(l.text)
                open = !closes(lastLine: l.text, braces: braces)
                continued = 0
            } else if open, continued < maximumContinuation, nodes[nodes.count - 1].text.utf8.count < maximumNodeBytes {
                nodes[nodes.count - 1].text += "\n" + String(l.text)
                braces += braceBalance(l.text)
                open = !closes(lastLine: l.text, braces: braces)
                continued += 1
            } else if t == "|" {
                // A separator between nodes.
            } else if t.isEmpty {
                // A run of blank lines inside the hierarchy when a node or a
                // separator follows it: the run is skipped whole (looking ahead
                // from each blank line would be quadratic in the run's length).
                var next = k + 1
                while next < lines.count, lines[next].text.trimmingSpaces.isEmpty { next += 1 }
                guard next < lines.count, head(lines[next].text) != nil || lines[next].text.trimmingSpaces == "|" else {
                    end = k
                    break
                }
                k = next
                continue
            } else {
                end = k
                break
            }
            k += 1
        }
        if open, let last = nodes.last {
            dump.warnings.add(line: last.line, "the dump ends inside this view's description: it looks cut; "
                              + "imported what it has")
        }
        // 2. What the log says around it.
        var otherHierarchies: [Int] = []
        for l in lines[end...] {
            let t = l.text.trimmingSpaces
            if t == "View Hierarchy:" { otherHierarchies.append(l.number) }
            if t.contains("The complete view hierarchy is available in artifact file") {
                dump.warnings.add(line: l.number, "Espresso cut this hierarchy: \(DumpText.excerpt(t))")
            }
        }
        if let first = otherHierarchies.first {
            let more = otherHierarchies.count > 1 ? " (and \(otherHierarchies.count - 1) more)" : ""
            dump.warnings.add(line: first, "another View Hierarchy: starts here\(more) (a test log repeats it); "
                              + "the first one, line \(nodes[0].line), is imported")
        }
        // 3. The views.
        var stack: [(depth: Int, index: Int, origin: Point)] = []
        var matches: [String] = []
        var firstMatch: Int?
        for node in nodes {
            guard let (depth, className, bodyText, matched) = split(node.text) else { continue }
            while let top = stack.last, top.depth >= depth { stack.removeLast() }
            if let top = stack.last, top.depth < depth - 1 {
                dump.warnings.add(line: node.line, "nested \(depth - top.depth) levels below the view on line "
                                  + "\(dump.elements[top.index].line); placed under it")
            }
            let fields = self.fields(bodyText)
            var e = DumpElement(type: className, line: node.line, parent: stack.last?.index)
            let parentOrigin = stack.last?.origin ?? Point(x: 0, y: 0)
            var origin = parentOrigin
            let x = fields["x"].flatMap(DumpNumber.parse), y = fields["y"].flatMap(DumpNumber.parse)
            if let x, let y {
                origin = Point(x: parentOrigin.x + x, y: parentOrigin.y + y)
            } else {
                dump.warnings.add(line: node.line, "no readable x and y (x=\(fields["x"] ?? "none"), y=\(fields["y"] ?? "none")); "
                                  + "placed at its parent's origin")
            }
            if let w = fields["width"].flatMap(DumpNumber.parse), let h = fields["height"].flatMap(DumpNumber.parse), w >= 0, h >= 0 {
                e.frame = Rect(x: origin.x, y: origin.y, width: w, height: h)
            } else {
                dump.warnings.add(line: node.line, "cannot read the size (width=\(fields["width"] ?? "none"), "
                                  + "height=\(fields["height"] ?? "none"))")
            }
            let visibility = fields["visibility"]
            e.hidden = visibility == "GONE" || visibility == "INVISIBLE"
            e.interactive = fields["is-enabled"] != "false"
            e.tappable = fields["is-clickable"] == "true" || fields["is-long-clickable"] == "true"
                || options.namesTappable(className)
            e.longPressOnly = fields["is-long-clickable"] == "true" && fields["is-clickable"] != "true"
                && !options.namesTappable(className)
            e.label = [fields["text"], fields["desc"]].compactMap { $0 }.first { !$0.isEmpty && $0 != "null" }
            e.identifier = fields["res-name"].flatMap { $0.isEmpty ? nil : $0 }
            let short = TypeName.short(className)
            e.scrollView = AndroidViewClasses.scrolls(short)
            if matched {
                matches.append("\(e.identifier ?? short) (line \(node.line))")
                if firstMatch == nil { firstMatch = node.line }
            }
            stack.append((depth, dump.elements.count, origin))
            dump.elements.append(e)
        }
        if !matches.isEmpty {
            dump.warnings.add(line: firstMatch, "Espresso's matcher matched \(matches.count) view\(matches.count == 1 ? "" : "s") "
                              + "(\(matchMark)): \(matches.joined(separator: ", "))")
        }
        dump.screenReachesToFirstRoot()
        unscrolled(&dump)
        CollapsedViews.hide(&dump)
        return dump
    }

    /// `+--->ClassName{`: the depth (the dashes) and the class, when `line` starts a node.
    static func head(_ line: Substring) -> (depth: Int, className: Substring)? {
        var s = line.drop { $0 == " " || $0 == "\t" }
        guard s.first == "+" else { return nil }
        s = s.dropFirst()
        var depth = 0
        while s.first == "-" { depth += 1; s = s.dropFirst() }
        guard s.first == ">" else { return nil }
        s = s.dropFirst()
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard !name.isEmpty, s.dropFirst(name.count).first == "{" else { return nil }
        return (depth, name)
    }

    /// `{` less `}` in one line of a node's text.
    static func braceBalance(_ line: Substring) -> Int {
        var balance = 0
        for u in line.utf8 {
            if u == UInt8(ascii: "{") { balance += 1 }
            if u == UInt8(ascii: "}") { balance -= 1 }
        }
        return balance
    }

    /// Whether a node's text has reached the `}` that closes it: its braces
    /// balanced (`braces`, the count over all its lines) and its last line
    /// ending in `}`, before a match mark. Only the last line is read: spaces
    /// are trimmed, line breaks are not, so nothing before it can end the text.
    static func closes(lastLine: Substring, braces: Int) -> Bool {
        guard braces <= 0 else { return false }
        var t = lastLine.trimmingSpaces
        if t.hasSuffix(matchMark) { t = t.dropLast(matchMark.count).trimmingSpaces }
        return t.last == "}"
    }

    /// A node's depth, class, the text inside its braces, and whether Espresso marked it.
    static func split(_ text: String) -> (Int, String, Substring, Bool)? {
        guard let (depth, name) = head(Substring(text)) else { return nil }
        var t = Substring(text).trimmingSpaces
        var matched = false
        if t.hasSuffix(matchMark) {
            matched = true
            t = t.dropLast(matchMark.count).trimmingSpaces
        }
        guard let open = t.firstIndex(of: "{") else { return nil }
        var body = t[t.index(after: open)...]
        if body.last == "}" { body = body.dropLast() }
        return (depth, String(name), body, matched)
    }

    /// The fields of a node's body, split before `, KEY=` for known keys
    /// (and any `is-…`/`has-…` key), so values keep their commas.
    static func fields(_ body: Substring) -> [String: String] {
        var out: [String: String] = [:]
        var starts: [(key: Substring, valueStart: Substring.Index, fieldStart: Substring.Index)] = []
        if let (key, value) = keyAt(body, body.startIndex) { starts.append((key, value, body.startIndex)) }
        var i = body.startIndex
        while let comma = body[i...].firstIndex(of: ",") {
            let after = body.index(after: comma)
            i = after
            guard after < body.endIndex, body[after] == " " || body[after] == "\n" else { continue }
            let keyStart = body.index(after: after)
            if let (key, value) = keyAt(body, keyStart) { starts.append((key, value, comma)) }
        }
        for (n, s) in starts.enumerated() {
            let stop = n + 1 < starts.count ? starts[n + 1].fieldStart : body.endIndex
            if out[String(s.key)] == nil {
                out[String(s.key)] = String(body[s.valueStart..<max(stop, s.valueStart)])
            }
        }
        return out
    }

    /// A key and where its value starts, when `KEY=` stands at `i`.
    private static func keyAt(_ body: Substring, _ i: Substring.Index) -> (Substring, Substring.Index)? {
        guard i < body.endIndex else { return nil }
        let rest = body[i...]
        let key = rest.prefix { ($0.isLetter && $0.isLowercase) || $0 == "-" }
        guard !key.isEmpty, key.count < 40, rest.dropFirst(key.count).first == "=" else { return nil }
        guard keys.contains(String(key)) || key.hasPrefix("is-") || key.hasPrefix("has-") else { return nil }
        return (key, body.index(i, offsetBy: key.count + 1))
    }

    /// Espresso prints no scroll offsets: say so where a scroll view's
    /// content reaches past it (it is placed as if unscrolled).
    static func unscrolled(_ dump: inout ParsedDump) {
        for (i, e) in dump.elements.enumerated() where e.scrollView {
            let short = TypeName.short(e.type)
            guard short.hasSuffix("ScrollView"), let f = e.frame else { continue }
            let beyond = dump.elements.contains { c in
                c.parent == i && (c.frame.map { $0.maxY > f.maxY + 0.5 || $0.maxX > f.maxX + 0.5 } ?? false)
            }
            if beyond {
                dump.warnings.add(line: e.line, "\(short)'s content reaches past it and is placed as if unscrolled "
                                  + "(Espresso prints no scroll offset); what is off screen is cut off")
            }
        }
    }
}
