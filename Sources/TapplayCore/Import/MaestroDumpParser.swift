/// Reads `maestro hierarchy` (iOS and Android) and the `commands-*.json` file
/// of `maestro test --debug-output`, whose failed command carries the screen
/// (`metadata.error.hierarchyRoot`, or `metadata.hierarchy` in older builds).
///
/// Each node is `{"attributes": {…strings…}, "children": […]}` with absolute
/// `bounds` `"[l,t][r,b]"`: points on iOS, pixels on Android.
///
/// iOS: the root is synthetic (`[0,0][0,0]`); its first child with a size is
/// the app, which becomes the scene itself (its label the scene's name, its
/// bounds the canvas), its children the windows; the SpringBoard container
/// (`[0,0][0,0]`, the status bar) holds no part of the app and is imported
/// behind it, not touchable. The tree has no element types, so only what it
/// does record makes an element tappable: a non-empty `hintText` (only text
/// fields have a placeholder) or `checked` true (written only for checkable
/// elements: switches, toggles). Every other labelled element's tappability is
/// unknown: it is imported not tappable, and one warning says how many there
/// are and what to do. With `--guess-tappable` such an element is tappable when
/// it is enabled, at least 1 × 1, not a window, has a label, and its parent does
/// not carry the same label (the outermost element of each label: a button's
/// label repeats inside it), and it is marked `review: [tappable-guessed]`, so
/// every finding about it is to review. UIKit's scroll indicators (`Vertical scroll bar,
/// 3 pages`) are no controls and take no touches (`interactive: false`, not
/// guessed tappable), and the element that holds them is a scroll view (it clips). Label: `accessibilityText`,
/// else `text`, else `hintText`; id from `resource-id`.
///
/// Android: below the document root and `<hierarchy>` come one subtree per
/// window; the app's (the largest) is the canvas, the others (status bar,
/// IME, overlays) are imported behind it, not touchable. `clickable` is
/// tappable, `enabled` false is `interactive: false`, `scrollable` clips;
/// label `text`, else `accessibilityText`; type `class`; id the last part of
/// `resource-id`. A node wholly off the display is `[0,0][0,0]`: hidden.
enum MaestroDumpParser {
    static func parse(_ text: String, file: String, options: ImportOptions) throws(SceneLoadError) -> ParsedDump {
        var dump = ParsedDump(format: .maestro, file: file, coordinates: .screen, platform: .ios, policies: [.uikit])
        let doc = try JSONDump.read(text, format: .maestro, file: file, warnings: &dump.warnings)
        guard let root = try hierarchyRoot(doc, file: file, warnings: &dump.warnings) else {
            throw SceneLoadError(problems: [SceneProblem(file: file, line: doc.root.map(doc.line), message:
                "not a Maestro hierarchy: the JSON is no node with \"attributes\" and \"children\", "
                + "and no commands file with a failed command's screen")])
        }
        var reader = Reader(doc: doc, options: options)
        if isAndroid(doc, root) {
            dump.platform = .android
            dump.units = .pixels
            dump.policies = [.android]
            dump.visibleBounds = true
            reader.readAndroid(root, into: &dump)
        } else {
            dump.accessibilityOrder = true
            reader.readIOS(root, into: &dump)
        }
        return dump
    }

    /// The hierarchy's root node: the document itself, or the screen of a
    /// commands file's failed command (the last by `timestamp`, as entries are
    /// not in order; at one timestamp, the one listed last).
    static func hierarchyRoot(_ doc: JSONDocument, file: String, warnings: inout WarningLog) throws(SceneLoadError) -> Int? {
        guard let top = doc.root else { return nil }
        if doc.kind(top) == .object, doc.member(top, "attributes") != nil { return top }
        let entries: [Int]
        switch doc.kind(top) {
        case .array: entries = Array(doc.children(top))
        case .object where doc.member(top, "metadata") != nil: entries = [top]
        default: return nil
        }
        var screens: [(entry: Int, screen: Int, time: Double)] = []
        var sawCommand = false
        for (k, e) in entries.enumerated() {
            guard let metadata = doc.member(e, "metadata") else { continue }
            sawCommand = true
            let error = doc.member(metadata, "error")
            guard let screen = error.flatMap({ doc.member($0, "hierarchyRoot") }) ?? doc.member(metadata, "hierarchy"),
                  doc.kind(screen) == .object else { continue }
            let time = doc.member(metadata, "timestamp").flatMap(doc.number) ?? Double(k)
            screens.append((e, screen, time))
        }
        guard sawCommand else { return nil }
        // The last by time; at one time, the one listed last (`max(by:)` would keep the first).
        guard let last = screens.reduce(nil, { (best: (entry: Int, screen: Int, time: Double)?, s) in
            best.map { s.time >= $0.time ? s : $0 } ?? s
        }) else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "this Maestro commands file has no failed command that carries the screen "
                + "(metadata.error.hierarchyRoot); nothing to import")])
        }
        let name = doc.member(last.entry, "command").flatMap { c in doc.children(c).first(where: { _ in true }) }
            .map { doc.key($0) } ?? "command"
        let message = doc.member(last.entry, "metadata").flatMap { doc.member($0, "error") }
            .flatMap { doc.string($0, "message") }
        var note = "the screen of the failed \(name)"
        if let m = message { note += " ('\(DumpText.excerpt(Substring(m)))')" }
        if screens.count > 1 { note += "; the last of \(screens.count) commands that carry a screen" }
        warnings.add(line: doc.line(last.screen), note + " is imported")
        return last.screen
    }

    /// Android trees name each node's `class` and `clickable`; iOS trees never do.
    static func isAndroid(_ doc: JSONDocument, _ root: Int) -> Bool {
        var stack = [root]
        var seen = 0
        while let n = stack.popLast(), seen < 10_000 {
            seen += 1
            if let a = doc.member(n, "attributes"), doc.member(a, "class") != nil || doc.member(a, "clickable") != nil {
                return true
            }
            if doc.member(n, "clickable") != nil { return true }
            if let c = doc.member(n, "children") { stack.append(contentsOf: doc.children(c)) }
        }
        return false
    }

    /// `[l,t][r,b]`, or nil (with the reason) when it cannot be read.
    static func bounds(_ s: String) -> Rect? { UIAutomatorDumpParser.frame(s) }

    private struct Reader {
        let doc: JSONDocument
        let options: ImportOptions

        /// The node's children that are nodes (objects), in order.
        func childNodes(_ n: Int) -> [Int] {
            guard let c = doc.member(n, "children"), doc.kind(c) == .array else { return [] }
            return doc.children(c).filter { doc.kind($0) == .object }
        }

        func attribute(_ n: Int, _ key: String) -> String? {
            doc.member(n, "attributes").flatMap { doc.string($0, key) }
        }

        /// A flag from the attributes, else from the node's own booleans.
        func flag(_ n: Int, _ key: String) -> Bool? {
            if let a = doc.member(n, "attributes"), let v = doc.member(a, key), let f = doc.flag(v) { return f }
            return doc.member(n, key).flatMap(doc.flag)
        }

        func isZero(_ r: Rect?) -> Bool { r.map { $0 == .zero } ?? false }

        /// Bounds `[0,0][0,0]`: a leaf is not on the screen (`offScreen` says
        /// so in its warning) and is imported hidden; a container gets no
        /// frame, so the scene builder leaves it out and keeps its children.
        func placeZeroBounds(_ e: inout DumpElement, hasChildren: Bool, offScreen: String,
                             warnings: inout WarningLog) {
            guard isZero(e.frame) else { return }
            if hasChildren {
                e.frame = nil
            } else {
                e.hidden = true
                warnings.add(line: e.line, "bounds [0,0][0,0]: \(offScreen); imported hidden")
            }
        }

        /// Whether the attribute holds text other than white space.
        func hasText(_ n: Int, _ key: String) -> Bool {
            attribute(n, key).map { !$0.trimmingPrefixAndSuffix(while: \.isWhitespace).isEmpty } ?? false
        }

        func label(_ n: Int, keys: [String]) -> String? {
            for k in keys {
                if let s = attribute(n, k), !s.trimmingPrefixAndSuffix(while: \.isWhitespace).isEmpty { return s }
            }
            return nil
        }

        /// One element from a node, with bounds read (or warned about).
        func element(_ n: Int, parent: Int?, warnings: inout WarningLog) -> DumpElement {
            var e = DumpElement(type: "", line: doc.line(n), parent: parent)
            if let b = attribute(n, "bounds") {
                e.frame = bounds(b)
                if e.frame == nil {
                    warnings.add(line: e.line, "cannot read bounds \"\(DumpText.excerpt(Substring(b)))\"")
                }
            }
            e.interactive = flag(n, "enabled") ?? true
            return e
        }

        // MARK: iOS

        mutating func readIOS(_ root: Int, into dump: inout ParsedDump) {
            let rootBounds = attribute(root, "bounds").flatMap(bounds)
            var app: Int?
            var others: [Int] = []
            if isZero(rootBounds) || attribute(root, "bounds") == nil {
                for c in childNodes(root) {
                    let b = attribute(c, "bounds").flatMap(bounds)
                    if app == nil, let r = b, r.width > 0, r.height > 0 { app = c } else { others.append(c) }
                }
            } else {
                app = root
            }
            // The SpringBoard container(s): their elements go behind the app, not touchable.
            var springBoard = 0
            for o in others {
                let start = dump.elements.count
                let content = isZero(attribute(o, "bounds").flatMap(bounds)) ? childNodes(o) : [o]
                for c in content { walk(c, parent: nil, guess: false, into: &dump) }
                for i in start..<dump.elements.count {
                    dump.elements[i].interactive = false
                    dump.elements[i].tappable = false
                }
                springBoard += dump.elements.count - start
            }
            if springBoard > 0, let first = others.first {
                dump.warnings.add(line: doc.line(first), "the SpringBoard's \(springBoard) element\(springBoard == 1 ? "" : "s") "
                                  + "(the status bar) are not the app's: imported behind it, with interactive: false")
            }
            guard let app else { return }
            dump.appName = label(app, keys: ["accessibilityText", "text", "title"])
            dump.screenReaches(to: attribute(app, "bounds").flatMap(bounds))
            let windowsStart = dump.elements.count
            var guessed = 0
            for w in childNodes(app) {
                let start = dump.elements.count
                guessed += walk(w, parent: nil, guess: true, into: &dump)
                if start < dump.elements.count { dump.elements[start].isWindow = true }
            }
            if let firstWindow = dump.elements[windowsStart...].firstIndex(where: \.isWindow) {
                dump.elements[firstWindow].isMainWindow = true
            }
            if dump.elements.count == windowsStart, let r = attribute(app, "bounds").flatMap(bounds), r.width > 0 {
                // An app without elements: the app itself, so the screen has something to show.
                var e = element(app, parent: nil, warnings: &dump.warnings)
                e.label = dump.appName
                dump.elements.append(e)
                dump.warnings.add(line: e.line, "the app has no elements; imported as one plain view")
            }
            if guessed > 0 {
                let n = "\(guessed) labelled element\(guessed == 1 ? "" : "s")"
                if options.guessTappable {
                    dump.warnings.add(line: doc.line(app), "tappability guessed for \(n) (Maestro's iOS tree has no "
                                      + "element types): findings about them are to review (tappable-guessed)")
                } else {
                    dump.warnings.add(line: doc.line(app), "\(n) may or may not take taps (Maestro's iOS tree has no element "
                                      + "types; only text fields and switches show): imported not tappable. Name your controls "
                                      + "with --tappable id:GLOB or label:GLOB, take a guess with --guess-tappable, "
                                      + "or dump the screen with idb or XCUITest, which record types")
                }
            }
        }

        /// The subtree of `n` in document order; returns how many labelled elements' tappability is unknown.
        @discardableResult
        func walk(_ n: Int, parent: Int?, guess: Bool, into dump: inout ParsedDump) -> Int {
            var guessed = 0
            // (node, parent element, parent's label, whether the node is a window)
            var stack: [(node: Int, parent: Int?, parentLabel: String?, window: Bool)] = [(n, parent, nil, true)]
            while let (node, p, parentLabel, window) = stack.popLast() {
                var e = element(node, parent: p, warnings: &dump.warnings)
                e.label = label(node, keys: ["accessibilityText", "text", "hintText"])
                e.identifier = attribute(node, "resource-id").flatMap { $0.isEmpty ? nil : $0 }
                let kids = childNodes(node)
                placeZeroBounds(&e, hasChildren: !kids.isEmpty, offScreen: "not on the screen", warnings: &dump.warnings)
                // A scroll view shows its indicators as elements: it clips, and they are no controls.
                if kids.contains(where: { isScrollIndicator(label($0, keys: ["accessibilityText"])) }) {
                    e.scrollView = true
                }
                // The indicators take no touches (UIKit's are image views without user interaction).
                if isScrollIndicator(e.label) { e.interactive = false }
                if guess, !window, let f = e.frame, f.width >= 1, f.height >= 1 {
                    if hasText(node, "hintText") {
                        // What the dump records: a text field's placeholder.
                        e.tappable = true
                    } else if flag(node, "checked") == true {
                        // A switch that is on: a control the system draws, its touch area the system's.
                        e.tappable = true
                        e.leaveToReview(.systemControl)
                    } else if e.interactive, let l = e.label, l != parentLabel {
                        // Unknown: a button and a static text look alike here.
                        guessed += 1
                        if options.guessTappable {
                            e.tappable = true
                            e.leaveToReview(.tappableGuessed)
                        }
                    }
                }
                let index = dump.elements.count
                dump.elements.append(e)
                for c in kids.reversed() { stack.append((c, index, e.label, false)) }
            }
            return guessed
        }

        /// UIKit's scroll indicators as accessibility elements: `Vertical scroll bar, 3 pages`.
        func isScrollIndicator(_ label: String?) -> Bool {
            guard let l = label else { return false }
            return l.hasPrefix("Vertical scroll bar") || l.hasPrefix("Horizontal scroll bar")
        }

        // MARK: Android

        mutating func readAndroid(_ root: Int, into dump: inout ParsedDump) {
            // The document root and <hierarchy> carry no bounds: their children are the windows.
            var windows = [root]
            for _ in 0..<2 {
                guard windows.count == 1, let only = windows.first, attribute(only, "bounds") == nil else { break }
                windows = childNodes(only)
            }
            func area(_ w: Int) -> Double {
                guard let r = attribute(w, "bounds").flatMap(bounds) else { return -1 }
                return r.width * r.height
            }
            guard let app = windows.indices.max(by: { area(windows[$0]) < area(windows[$1]) || 
                                                     (area(windows[$0]) == area(windows[$1]) && $0 > $1) }) else { return }
            for (k, w) in windows.enumerated() where k != app {
                let start = dump.elements.count
                walkAndroid(w, into: &dump)
                guard start < dump.elements.count else { continue }
                dump.elements[start].isWindow = true
                for i in start..<dump.elements.count { dump.elements[i].interactive = false }
                let name = packageName(w) ?? (dump.elements[start].type.isEmpty ? "a window" : TypeName.short(dump.elements[start].type))
                dump.warnings.add(line: doc.line(w), "the window of \(name) (\(dump.elements.count - start) elements) is not the "
                                  + "app's: imported behind it, with interactive: false")
            }
            let start = dump.elements.count
            walkAndroid(windows[app], into: &dump)
            if start < dump.elements.count {
                dump.elements[start].isWindow = true
                dump.elements[start].isMainWindow = true
                dump.screenReaches(to: dump.elements[start].frame)
            }
        }

        /// The package of the first resource id in a window (`com.android.systemui`), the framework's (`android`) aside.
        func packageName(_ w: Int) -> String? {
            var stack = [w]
            var seen = 0
            while let n = stack.popLast(), seen < 5_000 {
                seen += 1
                if let id = attribute(n, "resource-id"), let colon = id.firstIndex(of: ":"), colon > id.startIndex,
                   id[..<colon] != "android" {
                    return String(id[..<colon])
                }
                stack.append(contentsOf: childNodes(n).reversed())
            }
            return nil
        }

        func walkAndroid(_ n: Int, into dump: inout ParsedDump) {
            var stack: [(node: Int, parent: Int?)] = [(n, nil)]
            while let (node, p) = stack.popLast() {
                var e = element(node, parent: p, warnings: &dump.warnings)
                e.type = attribute(node, "class") ?? ""
                e.label = label(node, keys: ["text", "accessibilityText"])
                e.identifier = attribute(node, "resource-id").flatMap(ViewIDs.resourceEntry)
                e.tappable = flag(node, "clickable") == true || options.namesTappable(e.type)
                e.scrollView = flag(node, "scrollable") == true
                let kids = childNodes(node)
                placeZeroBounds(&e, hasChildren: !kids.isEmpty, offScreen: "off the display", warnings: &dump.warnings)
                let index = dump.elements.count
                dump.elements.append(e)
                for c in kids.reversed() { stack.append((c, index)) }
            }
        }
    }
}
