/// Reads `adb shell dumpsys activity top`: of its activities, the resumed one
/// (`mResumed=true`; with none, the last one that has a view hierarchy) and
/// its `View Hierarchy:`.
///
/// Each view is `View.toString()`, indented two spaces a level:
/// `fq.ClassName{hash FLAGS PFLAGS l,t-r,b #id pkg:id/name aid=N}`, the bounds
/// in pixels relative to the parent (negative values are valid); the root is
/// `DecorView@hash[Title]` on Android 8 and later (no bounds: the window's,
/// from `mBounds`). Flags: `V`/`I`/`G` visibility, `E` enabled, `C` or `L`
/// tappable. Type the class as printed; no label, unless the view prints one
/// after its braces (a launcher's `ShortcutIcon{…}(Maps)`); id the resource
/// name (`app:id/ok` → `ok`). The density is the configuration's `NNNdpi` ÷ 160.
/// Lines a view prints about itself inside the hierarchy (a launcher's cell
/// layout) are skipped, one warning a run.
enum DumpsysDumpParser {
    /// One `ACTIVITY` block of the dump.
    struct Activity {
        var name: String
        var line: Int
        /// Index into the lines.
        var start: Int
        var end: Int
        var resumed: Bool?
        var dpi: Double?
        var bounds: Rect?
        /// Index of its `View Hierarchy:` line.
        var hierarchy: Int?
        var failure: (line: Int, text: Substring)?
    }

    /// A view line read.
    struct ViewLine {
        var className: Substring
        var flags: Substring
        var frame: Rect?
        var resourceName: Substring?
        var trailing: Substring
    }

    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        // Bounds are added up here, so the builder gets window pixels, converted edge by edge.
        var dump = ParsedDump(format: .dumpsys, file: file, coordinates: .screen, units: .pixels,
                              platform: .android, policies: [.android])
        let lines = LogLines.lines(text)
        let activities = self.activities(lines)
        for a in activities {
            if let f = a.failure {
                let why = f.text.dropFirst("Failure while dumping the activity".count).drop { $0 == ":" || $0 == " " }
                dump.warnings.add(line: f.line, "ACTIVITY \(a.name) could not be dumped (\(DumpText.excerpt(why)))")
            }
        }
        // The activity to import, and its hierarchy's header line.
        var header: Int?
        var chosen: Activity?
        if activities.isEmpty {
            header = lines.firstIndex { $0.text.trimmingSpaces == "View Hierarchy:" }
        } else if let a = activities.first(where: { $0.resumed == true && $0.hierarchy != nil }) {
            chosen = a
            header = a.hierarchy
            let others = activities.count - 1
            if others > 0 {
                dump.warnings.add(line: a.line, "imported ACTIVITY \(a.name), the resumed one; the dump's \(others) other "
                                  + "activit\(others == 1 ? "y is" : "ies are") not on screen")
            }
        } else if let a = activities.last(where: { $0.hierarchy != nil }) {
            chosen = a
            header = a.hierarchy
            dump.warnings.add(line: a.line, "no activity in the dump is resumed (on screen); imported the last one "
                              + "with a view hierarchy, ACTIVITY \(a.name)")
        }
        guard let header else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message: activities.isEmpty
                ? "no 'View Hierarchy:' in this dumpsys dump"
                : "none of the dump's \(activities.count) activities has a view hierarchy; nothing to import")])
        }
        if let a = chosen {
            if let dpi = a.dpi { dump.densityInDump = dpi / 160 }
            dump.screenReaches(to: a.bounds)
        }
        let end = chosen?.end ?? lines.count
        read(lines, header: header, end: end, window: chosen?.bounds, resumed: chosen?.resumed ?? true,
             options: options, into: &dump)
        CollapsedViews.hide(&dump)
        return dump
    }

    /// The `ACTIVITY` blocks: each runs to the next `ACTIVITY` or `TASK` line.
    static func activities(_ lines: [DumpLine]) -> [Activity] {
        var out: [Activity] = []
        for (k, l) in lines.enumerated() {
            let t = l.text.trimmingSpaces
            if t.hasPrefix("ACTIVITY ") {
                if !out.isEmpty { out[out.count - 1].end = min(out[out.count - 1].end, k) }
                let name = t.dropFirst("ACTIVITY ".count).prefix { $0 != " " }
                out.append(Activity(name: String(name), line: l.number, start: k, end: lines.count))
                continue
            }
            guard !out.isEmpty else { continue }
            if l.text.hasPrefix("TASK ") {
                out[out.count - 1].end = min(out[out.count - 1].end, k)
                continue
            }
            guard k < out[out.count - 1].end else { continue }
            var a = out[out.count - 1]
            if a.resumed == nil, let r = t.rangeOfCharacters("mResumed=") {
                a.resumed = t[r.upperBound...].hasPrefix("true")
            }
            if a.dpi == nil, t.hasPrefix("mCurrentConfig=") || t.hasPrefix("mOverrideConfig=") || t.hasPrefix("mGlobalConfig") {
                a.dpi = dpi(t)
                if a.bounds == nil { a.bounds = rectAfter("mBounds=Rect(", in: t) }
            }
            if a.hierarchy == nil, t == "View Hierarchy:" { a.hierarchy = k }
            if a.failure == nil, t.hasPrefix("Failure while dumping the activity") { a.failure = (l.number, t) }
            out[out.count - 1] = a
        }
        return out
    }

    /// `440dpi` in a configuration line.
    static func dpi(_ t: Substring) -> Double? {
        for word in t.split(separator: " ") where word.hasSuffix("dpi") {
            if let v = DumpNumber.parse(word.dropLast(3)), v > 0, v < 10_000 { return v }
        }
        return nil
    }

    /// `Rect(l, t - r, b)` after `marker`.
    static func rectAfter(_ marker: StaticString, in t: Substring) -> Rect? {
        guard let r = t.rangeOfCharacters(marker), let close = t[r.upperBound...].firstIndex(of: ")") else { return nil }
        let parts = t[r.upperBound..<close].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "-" })
        guard parts.count == 4, let l = DumpNumber.parse(parts[0]), let tp = DumpNumber.parse(parts[1]),
              let rr = DumpNumber.parse(parts[2]), let b = DumpNumber.parse(parts[3]), rr >= l, b >= tp else { return nil }
        return Rect(x: l, y: tp, width: rr - l, height: b - tp)
    }

    /// The views under the header at `header`, up to the next section of the
    /// activity's dump (a line indented as the header), `end`, or the file's end.
    static func read(_ lines: [DumpLine], header: Int, end: Int, window: Rect?, resumed: Bool,
                     options: ImportOptions, into dump: inout ParsedDump) {
        let headerIndent = indent(lines[header].text)
        var stack: [(indent: Int, index: Int, origin: Point)] = []
        var skipped: (first: Int, count: Int, text: Substring)?
        var compose: [Int] = []
        var webViews = 0
        func flushSkipped(_ dump: inout ParsedDump) {
            guard let s = skipped else { return }
            let what = s.count == 1 ? "line" : "\(s.count) lines"
            dump.warnings.add(line: s.first, "\(what) in the view hierarchy that \(s.count == 1 ? "is" : "are") no view, "
                              + "skipped (a view printing its own state?): '\(DumpText.excerpt(s.text))'")
            skipped = nil
        }
        var k = header + 1
        while k < min(end, lines.count) {
            let l = lines[k]
            k += 1
            let t = l.text.trimmingSpaces
            if t.isEmpty { continue }
            let ind = indent(l.text)
            guard let v = view(l.text) else {
                if ind == headerIndent || (ind < headerIndent && (t.hasPrefix("TASK ") || t.hasPrefix("ACTIVITY "))) { break }
                if skipped == nil { skipped = (l.number, 0, t) }
                skipped?.count += 1
                continue
            }
            if ind <= headerIndent { break }
            flushSkipped(&dump)
            while let top = stack.last, top.indent >= ind { stack.removeLast() }
            let parentOrigin = stack.last?.origin ?? Point(x: window?.x ?? 0, y: window?.y ?? 0)
            var e = DumpElement(type: String(v.className), line: l.number, parent: stack.last?.index)
            var origin = parentOrigin
            if let f = v.frame {
                origin = Point(x: parentOrigin.x + f.x, y: parentOrigin.y + f.y)
                e.frame = Rect(x: origin.x, y: origin.y, width: f.width, height: f.height)
            } else if stack.isEmpty, v.flags.isEmpty {
                // `DecorView@hash[Title]`: the window's frame, when the dump gives it (else none: its views stand alone).
                e.frame = window
                origin = window?.origin ?? origin
            } else if v.flags.isEmpty {
                dump.warnings.add(line: l.number, "\(TypeName.short(e.type)) has no bounds; placed at its parent's origin")
                e.frame = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
            } else {
                dump.warnings.add(line: l.number, "cannot read the bounds of \(DumpText.excerpt(t))")
            }
            let flags = Array(v.flags)
            if let visibility = flags.first {
                e.hidden = visibility == "I" || visibility == "G"
            }
            if flags.count >= 3 { e.interactive = flags[2] == "E" }
            if flags.count >= 8 {
                e.tappable = flags[6] == "C" || flags[7] == "L"
                e.longPressOnly = flags[6] != "C" && flags[7] == "L"
            }
            if options.namesTappable(e.type) {
                e.tappable = true
                e.longPressOnly = false
            }
            if let name = v.resourceName { e.identifier = ViewIDs.resourceEntry(String(name)) }
            if v.trailing.hasPrefix("("), v.trailing.hasSuffix(")"), v.trailing.count > 2 {
                e.label = String(v.trailing.dropFirst().dropLast())
            }
            let short = TypeName.short(e.type)
            e.scrollView = AndroidViewClasses.scrolls(short)
            if short == "AndroidComposeView" { compose.append(l.number) }
            if short.hasSuffix("WebView") { webViews += 1 }
            if stack.isEmpty, !resumed, e.hidden, dump.elements.isEmpty {
                e.hidden = false
                dump.warnings.add(line: l.number, "the window is invisible (I) because its activity is stopped; imported "
                                  + "visible, as it looked when it was on screen")
            }
            stack.append((ind, dump.elements.count, origin))
            dump.elements.append(e)
        }
        flushSkipped(&dump)
        if let first = compose.first {
            dump.warnings.add(line: first, "a Jetpack Compose screen: dumpsys shows only its AndroidComposeView"
                              + (compose.count > 1 ? " (\(compose.count) of them)" : "") + ", not the composables inside; "
                              + "a Compose dump (printToLog) or a uiautomator dump shows them")
        }
        if webViews > 0 {
            dump.warnings.add(line: nil, "dumpsys does not show what is inside a WebView (\(webViews) here)")
        }
    }

    static func indent(_ s: Substring) -> Int {
        var n = 0
        for c in s.unicodeScalars {
            if c == " " { n += 1 } else if c == "\t" { n += 8 } else { break }
        }
        return n
    }

    /// A view line: `Class{hash FLAGS PFLAGS l,t-r,b …}trailing`, or the root `DecorView@hash[Title]`.
    static func view(_ line: Substring) -> ViewLine? {
        let s = line.drop { $0 == " " || $0 == "\t" }
        let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard !name.isEmpty, let first = name.first, first.isLetter else { return nil }
        var rest = s.dropFirst(name.count)
        if rest.first == "@" {
            // DecorView@64ebb27[Launcher]
            let hash = rest.dropFirst().prefix { $0.isHexDigit }
            guard !hash.isEmpty, rest.dropFirst(1 + hash.count).first == "[" || rest.count == 1 + hash.count else { return nil }
            return ViewLine(className: name, flags: "", frame: nil, resourceName: nil,
                            trailing: rest.dropFirst(1 + hash.count))
        }
        guard rest.first == "{" else { return nil }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: "}") else { return nil }
        let inside = rest[..<close].split(separator: " ", omittingEmptySubsequences: true)
        // hash, FLAGS, PFLAGS (or `...`), bounds, then `#id`, `pkg:id/name`, `aid=N`.
        guard inside.count >= 4, inside[0].allSatisfy(\.isHexDigit) else { return nil }
        let flags = inside[1]
        guard flags.count >= 8, flags.count <= 10, let v = flags.first, "VIG.".contains(v) else { return nil }
        let frame = bounds(inside[3])
        guard frame != nil || inside[3].containsCharacters(",") else { return nil }
        var resource: Substring?
        for part in inside.dropFirst(4)
        where part.containsCharacters(":id/") || part.containsCharacters(":") && part.containsCharacters("/") {
            resource = part
            break
        }
        return ViewLine(className: name, flags: flags, frame: frame, resourceName: resource,
                        trailing: rest[rest.index(after: close)...].trimmingSpaces)
    }

    /// `l,t-r,b` (each may be negative: `44,-16-77,17`), relative to the parent; sizes must not be negative.
    static func bounds(_ s: Substring) -> Rect? {
        let u = Array(s.utf8)
        var i = 0
        func number() -> Double? {
            let start = i
            if i < u.count, u[i] == UInt8(ascii: "-") { i += 1 }
            let digits = i
            while i < u.count, (48...57).contains(u[i]) { i += 1 }
            guard i > digits, i - start < 12 else { return nil }
            return Double(String(decoding: u[start..<i], as: UTF8.self))
        }
        func take(_ c: Character) -> Bool {
            guard i < u.count, u[i] == c.asciiValue else { return false }
            i += 1
            return true
        }
        guard let l = number(), take(","), let t = number(), take("-"), let r = number(), take(","), let b = number(),
              i == u.count, r >= l, b >= t else { return nil }
        return Rect(x: l, y: t, width: r - l, height: b - t)
    }
}
