/// Reads Flutter's `debugDumpSemanticsTree()` (`S` or `U` in `flutter run`,
/// the VM service's `ext.flutter.debugDumpSemanticsTreeIn…Order`, a widget
/// test's dump), with or without `flutter: ` / `I/flutter (…): ` log
/// prefixes (removed by `LogLines`).
///
/// The text is `SemanticsNode.toStringDeep` (flutter/flutter
/// `semantics/semantics.dart`): `DiagnosticsTreeStyle.sparse` draws each
/// child as `├─SemanticsNode#N` or `└─SemanticsNode#N`, its depth the column
/// of the name, and the lines after a node, behind `│` bars, are its
/// properties (`debugFillProperties`): the rect first (`Rect.fromLTRB(l, t,
/// r, b)`, `Rect.toString` to one decimal; `… scaled by S x` or `… with
/// transform [row; row; row; row]` when the transform is not a translation,
/// the matrix wrapped over one or more lines), `merged up ⬆️`, `merge boundary
/// ⛔️`, `actions: …`, `flags: …`, `HIDDEN`, `identifier: "…"`, `label: "…"`
/// (a multi-line one on the lines after `label:`), `value:`, `tooltip:`.
///
/// Geometry (SPEC §4): node #0 is the screen in physical pixels; the node
/// under it prints `scaled by` the device pixel ratio, which is #0's width ÷
/// its width, and the canvas is its size in logical pixels. Every other rect
/// is in its parent's space, a transformed one mapped through its matrix (its
/// frame the bounding box, with a warning), and a node's children are in its
/// own space, so a transform carries its subtree. Frames are handed on in
/// canvas coordinates (logical pixels).
enum FlutterDumpParser {
    static let maximumValueLines = 200
    /// How far a node line's name may stand from the line's start (the tree's indentation).
    static let nodeMarker = "SemanticsNode#"

    /// A node as read, before it becomes an element.
    struct Node {
        var id: String
        var line: Int
        var column: Int
        var parent: Int?
        var rect: Rect?
        var transform: NodeTransform = .none
        var mergedUp = false
        var mergeBoundary = false
        var actions: [String] = []
        var flags: [String] = []
        var hidden = false
        var identifier: String?
        var label: String?
        var value: String?
        var tooltip: String?
    }

    /// How a node's own space maps into its parent's, as printed.
    enum NodeTransform {
        /// None or a translation: the rect is printed in the parent's space.
        case none
        /// `scaled by S x`: a uniform scale, printed to one decimal.
        case scale(Double)
        /// `with transform [...]`: the 2-D part of the 4 × 4 matrix (row-major).
        case matrix(Affine)
    }

    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        let platform = options.platform ?? .android
        var dump = ParsedDump(format: .flutter, file: file, coordinates: .screen, units: .points,
                              platform: platform, policies: [.flutter])
        let lines = LogLines.lines(text)
        if let off = lines.first(where: { $0.text.contains("Semantics not generated") }),
           !lines.contains(where: { nodeLine($0.text) != nil }) {
            throw SceneLoadError(problems: [SceneProblem(file: file, line: off.number, message:
                "Semantics not generated: the app builds no semantics tree until asked; turn on TalkBack or "
                + "VoiceOver (or call SemanticsBinding.instance.ensureSemantics(), or use a widget test's "
                + "tester.ensureSemantics()) and dump again")])
        }
        var nodes = readNodes(lines, warnings: &dump.warnings)
        guard !nodes.isEmpty else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "no 'SemanticsNode#N' lines in this flutter dump (debugDumpSemanticsTree prints them)")])
        }
        merge(&nodes)
        let geometry = FlutterGeometry.place(nodes, warnings: &dump.warnings)
        dump.screenSize = geometry.canvas
        for (i, n) in nodes.enumerated() {
            var e = DumpElement(type: type(of: n), line: n.line, parent: n.parent)
            e.identifier = n.identifier ?? "node-\(n.id)"
            e.frame = geometry.frames[i]
            e.hidden = n.hidden || n.flags.contains("isHidden")
            if !n.mergedUp {
                e.label = n.label ?? n.tooltip ?? n.value
                let tap = n.actions.contains("tap"), longPress = n.actions.contains("longPress")
                e.tappable = tap || longPress || options.namesTappable(e.type)
                if longPress { e.gestures = tap ? [.tap, .longPress] : [.longPress] }
                if n.flags.contains("hasEnabledState") && !n.flags.contains("isEnabled") { e.interactive = false }
                if n.actions.contains(where: { $0.hasPrefix("tap") && $0 != "tap" }) {
                    // `tap🚫️`: the node's user actions are blocked (an IgnorePointer or AbsorbPointer above it).
                    e.tappable = true
                    e.interactive = false
                    dump.warnings.add(line: n.line, "its tap is blocked (IgnorePointer or AbsorbPointer); "
                                      + "imported with interactive: false")
                }
            }
            // A scrollable clips its content (what it scrolls out of view is cut off).
            if n.flags.contains("hasImplicitScrolling") { e.scrollView = true }
            dump.elements.append(e)
        }
        warnOverlappingTappableSiblings(nodes, frames: geometry.frames, warnings: &dump.warnings)
        return dump
    }

    /// A traversal-order dump (`S`, the default) lists siblings in reading
    /// order, not drawing order: when tappable siblings overlap, which is in
    /// front is a guess (the later one), and one warning says so.
    static func warnOverlappingTappableSiblings(_ nodes: [Node], frames: [Rect?], warnings: inout WarningLog) {
        var children: [Int: [Int]] = [:]
        for (i, n) in nodes.enumerated() where !n.mergedUp && !n.hidden
            && n.actions.contains(where: { $0 == "tap" || $0 == "longPress" }) && frames[i] != nil {
            children[n.parent ?? -1, default: []].append(i)
        }
        var pairs = 0
        var first: (Int, Int)?
        for (_, list) in children.sorted(by: { $0.key < $1.key }) where list.count > 1 {
            for a in 0..<list.count {
                for b in (a + 1)..<list.count {
                    let fa = frames[list[a]]!, fb = frames[list[b]]!
                    let i = fa.intersection(fb)
                    guard i.width > 0, i.height > 0 else { continue }
                    pairs += 1
                    if first == nil { first = (list[a], list[b]) }
                }
                if pairs > 10_000 { break }
            }
        }
        guard let (a, b) = first else { return }
        let more = pairs > 1 ? " (and \(pairs - 1) more such pair\(pairs == 2 ? "" : "s"))" : ""
        warnings.add(line: nodes[b].line, "tappable siblings SemanticsNode#\(nodes[a].id) and SemanticsNode#\(nodes[b].id) "
                     + "overlap\(more): a traversal-order dump (S) lists siblings in reading order, so which is in "
                     + "front is a guess (the later one); dump in inverse hit-test order (U in flutter run, or "
                     + "debugDumpSemanticsTree(DebugSemanticsDumpOrder.inverseHitTest)) to record it")
    }

    /// The scene's `type` from the node's flags (SPEC §4).
    static func type(of n: Node) -> String {
        if n.mergedUp { return "" }
        let byFlag: [(String, String)] = [("isButton", "Button"), ("isLink", "Link"), ("isTextField", "TextField"),
                                          ("isSlider", "Slider"), ("hasToggledState", "Switch"),
                                          ("hasCheckedState", "Checkbox"), ("isImage", "Image"), ("isHeader", "Header")]
        return byFlag.first { n.flags.contains($0.0) }?.1 ?? ""
    }

    /// A merge boundary takes its merged-up descendants' actions, flags and
    /// labels (theirs after its own, in the dump's order, one per line); the
    /// merged-up nodes keep only their place.
    static func merge(_ nodes: inout [Node]) {
        for i in nodes.indices where nodes[i].mergedUp {
            var cur = nodes[i].parent
            while let c = cur, !nodes[c].mergeBoundary { cur = nodes[c].parent }
            guard let b = cur ?? nodes[i].parent else { continue }
            let n = nodes[i]
            for a in n.actions where !nodes[b].actions.contains(a) { nodes[b].actions.append(a) }
            for f in n.flags where !nodes[b].flags.contains(f) { nodes[b].flags.append(f) }
            if let l = n.label, !l.isEmpty {
                nodes[b].label = nodes[b].label.map { $0.isEmpty ? l : $0 + "\n" + l } ?? l
            }
        }
    }

    // MARK: reading

    /// `(column, id)` of a `SemanticsNode#N` line: the name's column (the
    /// tree's drawing before it) and N.
    static func nodeLine(_ line: Substring) -> (column: Int, id: Substring)? {
        // By scalars: the tree's characters are one scalar each, and a long indentation is read fast.
        let scalars = line.unicodeScalars
        var i = scalars.startIndex
        var column = 0
        while i < scalars.endIndex, treeScalars.contains(scalars[i]) {
            i = scalars.index(after: i)
            column += 1
        }
        let rest = Substring(scalars[i...])
        guard rest.hasPrefix(nodeMarker) else { return nil }
        let digits = rest.dropFirst(nodeMarker.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return (column, digits)
    }

    /// What `DiagnosticsTreeStyle` draws before a node's name or a property.
    static let treeScalars: Set<Unicode.Scalar> = [" ", "│", "├", "└", "─", "║", "╎"]
    static let barScalars: Set<Unicode.Scalar> = [" ", "│", "║", "╎"]

    /// The nodes in dump order with their parents and properties.
    static func readNodes(_ lines: [DumpLine], warnings: inout WarningLog) -> [Node] {
        var nodes: [Node] = []
        var stack: [Int] = []          // open nodes, outermost first
        var k = 0
        var started = false
        while k < lines.count {
            let l = lines[k]
            k += 1
            if let (column, id) = nodeLine(l.text) {
                if column == 0 && !nodes.isEmpty {
                    // Another dump in the same log (S or U pressed again): the first is imported.
                    let more = lines[(k - 1)...].filter { nodeLine($0.text)?.column == 0 }.count
                    warnings.add(line: l.number, "\(more) more semantics dump\(more == 1 ? "" : "s") from here on "
                                 + "left out: the first one is imported (keep one dump per file)")
                    break
                }
                while let top = stack.last, nodes[top].column >= column { stack.removeLast() }
                started = true
                nodes.append(Node(id: String(id), line: l.number, column: column, parent: stack.last))
                stack.append(nodes.count - 1)
                continue
            }
            guard started, let current = stack.last else { continue }
            let (content, column) = propertyText(l.text)
            if content.isEmpty || content == "flutter:" { continue }
            if column == 0 { break }          // the app's own output after the dump
            read(property: content, column: column, of: &nodes[current], at: l, lines: lines, next: &k,
                 warnings: &warnings)
        }
        return nodes
    }

    /// A property line's text after the tree's bars, and its column.
    static func propertyText(_ line: Substring) -> (Substring, Int) {
        let scalars = line.unicodeScalars
        var i = scalars.startIndex
        var column = 0
        while i < scalars.endIndex, barScalars.contains(scalars[i]) {
            i = scalars.index(after: i)
            column += 1
        }
        return (Substring(scalars[i...]).trimmingSpaces, column)
    }

    static func read(property t: Substring, column: Int, of n: inout Node, at l: DumpLine, lines: [DumpLine],
                     next k: inout Int, warnings: inout WarningLog) {
        if t.hasPrefix("Rect.fromLTRB(") {
            guard let (rect, after) = rect(t) else {
                warnings.add(line: l.number, "cannot read this rect; SemanticsNode#\(n.id) has no frame: "
                             + "'\(DumpText.excerpt(t))'")
                return
            }
            n.rect = rect
            let rest = after.trimmingSpaces
            if rest.hasPrefix("scaled by ") {
                let s = rest.dropFirst("scaled by ".count).prefix { $0 != "x" }
                if let v = Double(s), v.isFinite, v > 0 { n.transform = .scale(v) } else {
                    warnings.add(line: l.number, "cannot read the scale '\(DumpText.excerpt(rest))'; taken as 1")
                }
            } else if rest.hasPrefix("with transform") {
                // The matrix runs to its closing bracket, over as many lines as the wrap made.
                var text = String(rest.dropFirst("with transform".count))
                var extra = 0
                while !text.contains("]") && k < lines.count && extra < 8 {
                    text += " " + propertyText(lines[k].text).0
                    k += 1
                    extra += 1
                }
                if let m = Affine(matrixText: text) {
                    n.transform = .matrix(m)
                } else {
                    warnings.add(line: l.number, "cannot read the transform of SemanticsNode#\(n.id); taken as none")
                }
            }
            return
        }
        if t.hasPrefix("merged up") { n.mergedUp = true; return }
        if t.hasPrefix("merge boundary") { n.mergeBoundary = true; return }
        if t == "HIDDEN" { n.hidden = true; return }
        // Bare flags with nothing to import (`invisible`: an empty rect, said by the frame itself).
        if t == "invisible" || t == "dirty" || t == "STALE" { return }
        if let v = value(of: "actions", t) { n.actions = list(v + wrapped(after: column, lines: lines, next: &k)); return }
        if let v = value(of: "flags", t) { n.flags = list(v + wrapped(after: column, lines: lines, next: &k)); return }
        for name in ["identifier", "label", "value", "tooltip"] {
            guard let v = value(of: name, t) else { continue }
            let s = quoted(v, column: column, lines: lines, next: &k)
            switch name {
            case "identifier": n.identifier = s.isEmpty ? nil : s
            case "label": n.label = s.isEmpty ? nil : s
            case "value": n.value = s.isEmpty ? nil : s
            default: n.tooltip = s.isEmpty ? nil : s
            }
            return
        }
        // Every other property Flutter prints is `name: value` (textDirection, sortKey, elevation,
        // scrollIndex, …), none of which a scene holds; anything else is a line that cannot be read.
        let name = t.prefix { $0 != ":" }
        if name.count < t.count && !name.isEmpty && !name.contains(" ") {
            // A quoted value (a `hint`, say) may run over the next lines: read past them.
            let v = t.dropFirst(name.count + 1).trimmingSpaces
            if v.hasPrefix("\"") || (v.isEmpty && k < lines.count && continuation(lines[k].text, column: column).hasPrefix("\"")) {
                _ = quoted(v, column: column, lines: lines, next: &k)
            }
            return
        }
        if !name.hasPrefix("text selection") {
            warnings.add(line: l.number, "cannot read this line of SemanticsNode#\(n.id), skipped: '\(DumpText.excerpt(t))'")
        }
    }

    /// A list's lines past the 65 columns Flutter wraps at: the lines after
    /// it indented further than the property, each starting with `, `.
    static func wrapped(after column: Int, lines: [DumpLine], next k: inout Int) -> Substring {
        var out = ""
        var count = 0
        while k < lines.count, count < maximumValueLines, nodeLine(lines[k].text) == nil {
            let (t, c) = propertyText(lines[k].text)
            guard c > column, !t.isEmpty, !t.contains(":") else { break }
            out += ", " + t
            k += 1
            count += 1
        }
        return Substring(out)
    }

    /// The text after `name:` when the line is that property.
    static func value(of name: String, _ t: Substring) -> Substring? {
        guard t.hasPrefix(name) else { return nil }
        let rest = t.dropFirst(name.count)
        guard rest.first == ":" else { return nil }
        return rest.dropFirst().trimmingSpaces
    }

    /// `tap, longPress` → the names, without a blocked action's mark kept apart (`tap🚫️` stays as printed).
    static func list(_ v: Substring) -> [String] {
        v.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    /// A quoted value: on the property's line (`label: "Save"`, a long one
    /// wrapped onto the next lines, joined by spaces), or, for a value of
    /// several lines, on the lines after `label:` (joined by newlines, as the
    /// text has them).
    static func quoted(_ first: Substring, column: Int, lines: [DumpLine], next k: inout Int) -> String {
        var parts: [Substring] = []
        var multiline = false
        var v = first
        if v.isEmpty {
            guard k < lines.count else { return "" }
            v = continuation(lines[k].text, column: column)
            k += 1
            multiline = true
        }
        guard v.hasPrefix("\"") else { return String(v) }      // unquoted: as printed
        v = v.dropFirst()
        var count = 0
        while true {
            if let end = closingQuote(v) {
                parts.append(v[..<end])
                break
            }
            parts.append(v)
            count += 1
            guard k < lines.count, count < maximumValueLines else { break }
            v = continuation(lines[k].text, column: column)
            k += 1
        }
        return parts.joined(separator: multiline ? "\n" : " ")
    }

    /// A value's next line, without the tree's bars and the indentation.
    static func continuation(_ line: Substring, column: Int) -> Substring {
        propertyText(line).0
    }

    /// The index of the quote that closes a value, when the line ends with one.
    static func closingQuote(_ s: Substring) -> Substring.Index? {
        let t = s.trimmingSpaces
        guard t.last == "\"" else { return nil }
        return t.index(before: t.endIndex)
    }

    /// `Rect.fromLTRB(l, t, r, b)` at the start of `t`, and what follows it.
    static func rect(_ t: Substring) -> (Rect, Substring)? {
        let body = t.dropFirst("Rect.fromLTRB(".count)
        guard let close = body.firstIndex(of: ")") else { return nil }
        let numbers = body[..<close].split(separator: ",").map { Double($0.trimmingSpaces) }
        guard numbers.count == 4, let l = numbers[0], let top = numbers[1], let r = numbers[2], let b = numbers[3],
              l.isFinite, top.isFinite, r.isFinite, b.isFinite else { return nil }
        return (Rect(x: l, y: top, width: r - l, height: b - top), body[body.index(after: close)...])
    }
}
