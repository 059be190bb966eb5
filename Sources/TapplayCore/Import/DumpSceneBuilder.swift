/// Turns a parsed dump into a scene: the dump's tree in the dump's order,
/// frames in the parent's space in points, ids assigned, the canvas chosen.
enum DumpSceneBuilder {
    /// Deeper elements are left out (with one warning): a scene file nests
    /// views at most about 495 levels, and no real screen comes close.
    static let maximumDepth = 400
    /// Coordinates beyond this many points are clamped (with a warning), so
    /// sums of frames stay finite.
    static let maximumCoordinate = 1_000_000.0
    static let maximumLabelLength = 500

    struct Built {
        var scene: Scene
        var warnings: [ImportWarning]
        var warningCount: Int
        /// Said once on stderr when the density of a dump in pixels was assumed.
        var densityNote: String?
        /// The framework found in the dump or given (`ScreenFramework`), for the summary line.
        var framework: String?
    }

    static func build(_ dump: ParsedDump, file: String, name fileName: String,
                      options: ImportOptions = ImportOptions()) throws(SceneLoadError) -> Built {
        var warnings = dump.warnings
        let givenDensity = options.density

        // 1. Keep elements with a frame, within the depth limit; a frameless
        //    element's children move up to its nearest kept ancestor (screen
        //    coordinates need no change for that).
        var keptIndex = [Int?](repeating: nil, count: dump.elements.count)
        var deepDropped = [Bool](repeating: false, count: dump.elements.count)
        // A frameless element's nearest kept ancestor, for its children (nil inside: a top-level one).
        var handedUp = [Int??](repeating: nil, count: dump.elements.count)
        var kept: [DumpElement] = []
        var depth: [Int] = []
        var tooDeep = 0, firstTooDeep: Int?
        kept.reserveCapacity(dump.elements.count)
        for (i, e) in dump.elements.enumerated() {
            var parent: Int? = nil
            var underDeep = false
            var cursor = e.parent
            while let c = cursor {
                if let k = keptIndex[c] { parent = k; break }
                if deepDropped[c] { underDeep = true; break }
                if let up = handedUp[c] { parent = up; break }
                cursor = dump.elements[c].parent
            }
            if underDeep {
                deepDropped[i] = true
                tooDeep += 1
                continue
            }
            guard e.frame != nil else {
                handedUp[i] = parent
                warnings.add(line: e.line, "\(e.name) has no frame; left out (its children are kept)")
                continue
            }
            let d = parent.map { depth[$0] + 1 } ?? 0
            if d >= maximumDepth {
                deepDropped[i] = true
                tooDeep += 1
                if firstTooDeep == nil { firstTooDeep = e.line }
                continue
            }
            var copy = e
            copy.parent = parent
            keptIndex[i] = kept.count
            kept.append(copy)
            depth.append(d)
        }
        if tooDeep > 0 {
            warnings.add(line: firstTooDeep, "\(tooDeep) element\(tooDeep == 1 ? "" : "s") nested deeper than "
                         + "\(maximumDepth) levels left out")
        }
        guard !kept.isEmpty else {
            throw SceneLoadError(problems: [SceneProblem(file: file, message:
                "no element with a frame in this \(dump.format.rawValue) dump; nothing to import")])
        }

        // 2. Frames on the screen, in the dump's units.
        var onScreen: [Rect] = []
        onScreen.reserveCapacity(kept.count)
        for e in kept {
            var f = e.frame ?? .zero
            if case .parentSpace = dump.coordinates, let p = e.parent {
                let o = kept[p].contentOffset ?? Point(x: 0, y: 0)
                f = f.offsetBy(Point(x: onScreen[p].x - o.x, y: onScreen[p].y - o.y))
            }
            onScreen.append(f)
        }
        let roots = kept.indices.filter { kept[$0].parent == nil }

        // 3. The density of a dump in pixels: given, stated by the dump, else
        //    assumed from the screen's width (and said).
        var density = 1.0
        var densityNote: String?
        var assumedDensity: Double?
        if dump.units == .pixels {
            // The screen in pixels, and its width in portrait: its shorter side (a landscape dump is wider than tall).
            let declared = dump.screenSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            let w = declared?.width ?? roots.map { onScreen[$0].maxX }.max() ?? 0
            let h = declared?.height ?? roots.map { onScreen[$0].maxY }.max() ?? 0
            if let d = givenDensity ?? dump.densityInDump {
                density = d
            } else if let reading = DensityReading.read(format: dump.format, elements: kept, onScreen: onScreen,
                                                        screen: Size(width: w, height: h)) {
                density = reading.density
                densityNote = "\(fileName): pixels taken at density \(Format.exact(density)), read from the dump: "
                    + reading.evidence + " (--density gives another)"
            } else {
                let width = h > 0 ? min(w, h) : w
                density = PixelDensity.assumed(widthPixels: width)
                assumedDensity = density
                let across = width < w ? "px on its shorter side" : "px wide"
                densityNote = "\(fileName): pixels taken at density \(Format.number(density)) "
                    + "(\(Format.number(width)) \(across)): give --density for exact dp (adb shell wm density)"
            }
        }

        // 4. Frames in points (dp), in the parent's space; canvas frames alongside.
        var frames: [Rect] = []
        var absolute: [Rect] = []
        // The frames before any clamping, for messages: a number the dump holds, not the clamp's.
        var asGiven: [Rect] = []
        frames.reserveCapacity(kept.count)
        absolute.reserveCapacity(kept.count)
        for (i, e) in kept.enumerated() {
            var f: Rect
            switch (dump.coordinates, dump.units) {
            case (.parentSpace, .points): f = e.frame ?? .zero
            case (_, .pixels): f = PixelDensity.dp(onScreen[i], density: density)
            case (.screen, .points): f = onScreen[i]
            }
            asGiven.append(f)
            let clamped = clamp(f)
            if clamped != f {
                warnings.add(line: e.line, "frame \(describe(f)) is beyond ±\(Format.number(maximumCoordinate)) pt; clamped")
                f = clamped
            }
            var rel = f
            if let p = e.parent {
                switch (dump.coordinates, dump.units) {
                case (.parentSpace, .points):
                    if let o = kept[p].contentOffset {
                        rel.x = f.x - o.x
                        rel.y = f.y - o.y
                    }
                default:
                    // Rounded to a millionth of a point, so `55.7 - 44` is written `11.7`.
                    rel.x = tidy(f.x - absolute[p].x)
                    rel.y = tidy(f.y - absolute[p].y)
                }
                rel = clamp(rel)
            }
            frames.append(rel)
            absolute.append(e.parent.map { rel.offsetBy(absolute[$0].origin) } ?? rel)
        }

        // 5. The canvas: the main window, else the first window, else the first
        //    top-level element; its size, grown to reach its far corner when it
        //    does not sit at the origin. An Android dump's canvas is the screen.
        let canvasElement = kept.indices.first { kept[$0].isMainWindow }
            ?? roots.first { kept[$0].isWindow }
            ?? roots[0]
        var canvas: Size
        if let s = dump.screenSize, s.width > 0, s.height > 0 {
            canvas = dump.units == .pixels
                ? Size(width: PixelDensity.dp(s.width, density: density), height: PixelDensity.dp(s.height, density: density))
                : s
        } else if dump.platform == .android || (roots.count > 1 && !roots.contains { kept[$0].isWindow }) {
            // The screen, or a pasted fragment's top-level elements: the union of their frames.
            canvas = Size(width: roots.map { absolute[$0].maxX }.max() ?? 0,
                          height: roots.map { absolute[$0].maxY }.max() ?? 0)
        } else {
            let r = absolute[canvasElement]
            canvas = Size(width: max(r.width, r.maxX), height: max(r.height, r.maxY))
        }
        if !(canvas.width > 0 && canvas.height > 0) {
            canvas = Size(width: roots.map { absolute[$0].maxX }.max() ?? 0,
                          height: roots.map { absolute[$0].maxY }.max() ?? 0)
        }
        guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else {
            // The warnings so far come first: they often say why (a clamped frame).
            let problem = SceneProblem(file: file, line: kept[canvasElement].line, message:
                "the screen has no size (the \(kept[canvasElement].name) it is taken from is "
                + "\(describe(kept[canvasElement].parent == nil ? asGiven[canvasElement] : absolute[canvasElement])))")
            throw SceneLoadError(problems: warnings.all.map(\.asProblem) + [problem])
        }

        // A tappable view beyond the canvas is said, never dropped in silence.
        let screen = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let outside = kept.indices.filter { i in
            let r = absolute[i]
            return kept[i].tappable && !kept[i].hidden && r.width > 0 && r.height > 0 && r.reachesPast(screen)
        }
        if let first = outside.first {
            let n = outside.count
            warnings.add(line: kept[first].line, "\(n) tappable view\(n == 1 ? " lies" : "s lie") wholly or partly outside "
                         + "the \(Format.number(canvas.width)) × \(Format.number(canvas.height)) screen (the first: "
                         + "\(kept[first].name) on line \(kept[first].line)): the audit judges only what the screen shows")
        }

        // 6. What the screen does that the dump's list does not say: one
        //    control exposed twice is one; and on a screen of accessibility
        //    elements, windows and labels let touches through, bars are drawn
        //    in front, and later covers pass touches through.
        DuplicateControls.importOnce(&kept, absolute: absolute, warnings: &warnings)
        var passThrough: [Int: [Rect]] = [:]
        if dump.accessibilityOrder {
            // A visible window other than the canvas's that holds nothing
            // tappable (a status-bar or text-effects window) passes touches
            // through on iOS; as a plain view in front it would swallow every tap.
            for r in roots where r != canvasElement && kept[r].isWindow && !kept[r].hidden {
                let end = ((r + 1)..<kept.count).first { depth[$0] <= depth[r] } ?? kept.count
                if !kept[r..<end].contains(where: \.tappable) {
                    kept[r].interactive = false
                    warnings.add(line: kept[r].line, "\(kept[r].name) in front of the main window holds nothing tappable; "
                                 + "imported with interactive: false, as iOS lets touches through it")
                }
            }
            AccessibilityOrder.leavePassiveViewsUntouchable(&kept, depth: depth)
            // An accessibility container's frame is not the bounds of a view that cuts
            // hit-testing: whether the part of a control past it takes taps is not in the dump.
            for i in kept.indices where kept[i].tappable {
                guard let p = kept[i].parent, !kept[p].isWindow else { continue }
                if absolute[i].reachesPast(absolute[p]) { kept[i].leaveToReview(.frameworkRules) }
            }
            let order = AccessibilityOrder.barsInFront(kept, warnings: &warnings)
            if order != Array(kept.indices) {
                (kept, frames, absolute, depth) = AccessibilityOrder.reorder(order, kept, frames, absolute, depth)
            }
            if WholePointFrames.applies(to: frames) {
                WholePointFrames.trim(kept, frames: &frames, absolute: &absolute, warnings: &warnings)
            }
            passThrough = uncover(kept, absolute: absolute, canvas: canvas, warnings: &warnings)
        }

        // 7. Other apps' windows (the keyboard, the system UI): drawn, not audited.
        OtherApps.mark(&kept, warnings: &warnings)
        // What the team says takes taps (a type, an id, a label): tappable by its word.
        if !options.tappable.isEmpty {
            for i in kept.indices where options.tappable.contains(where: { $0.matches(kept[i]) }) {
                kept[i].tappable = true
                kept[i].longPressOnly = false
                kept[i].review.removeAll { $0 == .tappableGuessed }
            }
        }
        SystemControls.mark(&kept, platform: dump.platform)
        // A view inside one that was animating moves with it.
        for i in kept.indices {
            if let p = kept[i].parent, kept[p].review.contains(.inTransition) { kept[i].leaveToReview(.inTransition) }
        }
        // 8. The framework: the scene's policies, and the views whose touches it leaves open.
        var policies = dump.policies
        let framework = ScreenFramework.apply(&kept, policies: &policies, platform: dump.platform,
                                              format: dump.format, visibleBounds: dump.visibleBounds,
                                              given: options.framework)

        // 9. Ids, labels, views.
        let ids = ViewIDs.assign(kept)
        var views: [SceneView] = []
        views.reserveCapacity(kept.count)
        for (i, e) in kept.enumerated() {
            // U+FEFF (a byte-order mark) is invisible, and YAML readers drop it even when escaped.
            var label = e.label.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{FEFF}" })) }
            if let l = label, l.unicodeScalars.count > maximumLabelLength {
                label = String(String.UnicodeScalarView(l.unicodeScalars.prefix(maximumLabelLength)))
                warnings.add(line: e.line, "label of \(l.unicodeScalars.count) characters cut to \(maximumLabelLength)")
            }
            var type = e.type
            if type.unicodeScalars.count > maximumLabelLength {
                type = String(String.UnicodeScalarView(type.unicodeScalars.prefix(maximumLabelLength)))
                warnings.add(line: e.line, "type name cut to \(maximumLabelLength) characters")
            }
            var view = SceneView(id: ids[i], frame: frames[i], label: label, type: type.isEmpty ? nil : type,
                                 tappable: e.tappable,
                                 hidden: e.hidden, alpha: e.alpha, interactive: e.interactive,
                                 clips: e.clips || e.scrollView,
                                 passThrough: passThrough[i] ?? [],
                                 gestures: e.gestures ?? (e.tappable && e.longPressOnly ? [.longPress] : nil),
                                 parent: e.parent, line: e.line)
            view.review = e.review
            view.otherApp = e.otherApp
            views.append(view)
        }
        let app = dump.appName.flatMap { $0.isEmpty ? nil : $0 }
        var scene = Scene(name: app.map { "\($0) — \(fileName)" } ?? fileName, canvas: canvas,
                          platform: dump.platform, policies: policies,
                          source: "\(fileName) (\(dump.format.rawValue))", views: views, file: file)
        scene.assumedDensity = assumedDensity
        scene.visibleBounds = dump.visibleBounds
        // In dump order, as the lines they are about.
        let sorted = warnings.all.enumerated().sorted { a, b in
            (a.element.line ?? Int.max, a.offset) < (b.element.line ?? Int.max, b.offset)
        }.map(\.element)
        return Built(scene: scene, warnings: sorted, warningCount: warnings.count, densityNote: densityNote,
                     framework: framework)
    }

    /// A plain, touchable element that covers the centre of (the part on screen of) a tappable element
    /// listed before it (a sibling of it or of one of its ancestors) would take
    /// that element's taps under `uikit`. On the device the element works (the
    /// dump lists elements in accessibility order, not drawing order), so the
    /// covering element passes touches through over each such element's frame
    /// (`passThrough`, in its own coordinates), with one warning each.
    static func uncover(_ kept: [DumpElement], absolute: [Rect], canvas: Size,
                        warnings: inout WarningLog) -> [Int: [Rect]] {
        var children: [[Int]] = Array(repeating: [], count: kept.count)
        var roots: [Int] = []
        var position = [Int](repeating: 0, count: kept.count)
        for (i, e) in kept.enumerated() {
            if let p = e.parent {
                position[i] = children[p].count
                children[p].append(i)
            } else {
                position[i] = roots.count
                roots.append(i)
            }
        }
        func takesTouches(_ e: DumpElement) -> Bool { !e.hidden && e.interactive && e.alpha >= 0.01 }
        var covered: [Int: [Int]] = [:]
        var budget = 2_000_000
        outer: for (i, e) in kept.enumerated() where e.tappable && takesTouches(e) {
            // The centre of what the screen shows of it (a button half past the canvas's edge).
            let shown = absolute[i].intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            let c = shown.width > 0 && shown.height > 0 ? shown.center : absolute[i].center
            var a: Int? = i
            while let cur = a {
                let siblings = kept[cur].parent.map { children[$0] } ?? roots
                for s in siblings[(position[cur] + 1)...] {
                    budget -= 1
                    if budget < 0 { break outer }
                    if !kept[s].tappable, takesTouches(kept[s]), absolute[s].contains(c) {
                        covered[s, default: []].append(i)
                    }
                }
                a = kept[cur].parent
            }
        }
        var out: [Int: [Rect]] = [:]
        for (s, list) in covered.sorted(by: { $0.key < $1.key }) {
            let first = kept[list[0]]
            let more = list.count > 1 ? " and \(list.count - 1) more tappable element\(list.count == 2 ? "" : "s")" : ""
            warnings.add(line: kept[s].line, "\(kept[s].name), listed after the \(first.name) on line \(first.line)\(more), "
                         + "would cover \(list.count == 1 ? "it" : "them"); imported with passThrough there (the dump "
                         + "lists elements in accessibility order, not drawing order)")
            let o = absolute[s].origin
            out[s] = list.map { i in
                let r = absolute[i]
                return Rect(x: tidy(r.x - o.x), y: tidy(r.y - o.y), width: r.width, height: r.height)
            }
        }
        return out
    }

    static func tidy(_ v: Double) -> Double {
        abs(v) < 1e9 ? (v * 1e6).rounded() / 1e6 : v
    }

    static func clamp(_ r: Rect) -> Rect {
        func c(_ v: Double) -> Double { min(max(v, -maximumCoordinate), maximumCoordinate) }
        return Rect(x: c(r.x), y: c(r.y), width: c(r.width), height: c(r.height))
    }

    static func describe(_ r: Rect) -> String {
        "[\(Format.number(r.x)), \(Format.number(r.y)), \(Format.number(r.width)), \(Format.number(r.height))]"
    }
}
