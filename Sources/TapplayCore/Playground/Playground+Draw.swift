extension Playground {
    /// The whole screen as a cell buffer.
    public func draw() -> CellBuffer {
        var buf = CellBuffer(width: cols, height: rows)
        if tooSmall {
            drawTooSmall(into: &buf)
            return buf
        }
        let area = canvasArea
        // The scene layer only changes with the scene, the view or the overlays:
        // a tap redraws dots and text over the cached layer.
        let key = LayerKey(viewport: viewport, cols: cols, rows: rows, colour: colour, policy: policy,
                           shapes: showShapes, map: showMap, diff: showDiff)
        if let cached = layerCache.layer(for: key) {
            buf = cached
        } else {
            drawSceneLayer(into: &buf, area: area)
            layerCache.store(buf, for: key)
        }
        drawDots(into: &buf, area: area)
        drawLabs(into: &buf, area: area)
        if let c = crosshair { drawCrosshair(c, into: &buf) }
        if showHUD {
            let text = " \(stats.summary) │ \(scene.views.count) views "
            buf.write(text, col: max(0, area.col + area.width - text.count), row: area.row,
                      fg: colour ? .scene(.black) : .default, bg: colour ? .scene(.cyan) : .default,
                      attrs: colour ? [] : [.reverse])
        }
        var panels: [Panel] = []
        if !entry.problems.isEmpty {
            panels.append(Panel(title: "scene problems (keeping the last good scene)", lines: entry.problems, accent: .red))
        }
        if showTrace { panels.append(tracePanel()) }
        if showTimeline { panels.append(timelinePanel()) }
        if showHelp { panels.append(Panel(title: "keys", lines: PlaygroundHelp.lines, accent: .cyan)) }
        Panel.stack(panels, into: &buf, area: area, colour: colour)
        drawStatus(into: &buf)
        return buf
    }

    /// The views, content-shape outlines and the map or diff overlay.
    func drawSceneLayer(into buf: inout CellBuffer, area: ScreenArea) {
        let renderer = SceneRenderer(scene: scene, viewport: viewport, colour: colour)
        renderer.draw(into: &buf, area: area)
        if showShapes {
            let shapes = policy == .exact ? resolver.context.exactShape : resolver.context.shape
            let which = policy == .exact ? resolver.context.tappables
                : scene.views.indices.filter { scene.views[$0].contentShape != nil }
            renderer.drawShapes(shapes, only: which, into: &buf, area: area)
        }
        if showMap { drawMapOverlay(into: &buf, area: area) }
        if showDiff { drawDiffOverlay(into: &buf, area: area) }
    }

    func drawTooSmall(into buf: inout CellBuffer) {
        let words = "Terminal too small: \(cols)×\(rows). tapplay needs at least \(Playground.minCols)×\(Playground.minRows). Enlarge it, or press q to quit."
        var lines: [String] = []
        var line = ""
        for w in words.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + w.count > cols { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + w
        }
        if !line.isEmpty { lines.append(line) }
        let top = max(0, (rows - lines.count) / 2)
        for (i, l) in lines.enumerated() {
            buf.write(l, col: max(0, (cols - l.count) / 2), row: top + i, attrs: .bold)
        }
    }

    /// The glyph of a tap: ◐ ambiguous, ● handled, ○ nobody handled it.
    public static func glyph(for r: HitResult) -> Character {
        if r.ambiguous { return "◐" }
        return r.responder != nil ? "●" : "○"
    }

    func drawDots(into buf: inout CellBuffer, area: ScreenArea) {
        for r in results {
            let cell = viewport.cell(for: r.point)
            guard area.contains(col: cell.col, row: cell.row) else { continue }
            // In the responder's colour; white when nobody handled the tap.
            let fg: TermColor = colour ? (r.responder.map { .scene(scene.color(of: $0)) } ?? .scene(.white)) : .default
            buf[cell.col, cell.row] = Cell(Playground.glyph(for: r), fg: fg,
                                           bg: colour ? .scene(.black) : .default, attrs: .bold)
        }
    }

    func drawCrosshair(_ c: (col: Int, row: Int), into buf: inout CellBuffer) {
        var cell = buf[c.col, c.row]
        if cell.char == " " || cell.char == "·" { cell.char = "+" }
        cell.attrs = [.reverse, .bold]
        buf[c.col, c.row] = cell
    }

    /// Who a tap at each visible cell reaches (nil off the canvas), row by row.
    func visibleMap(policy p: PolicyKind, area: ScreenArea) -> [HitResult?] {
        HitMap.outcomes(resolver: resolver, policy: p, viewport: viewport, area: area)
    }

    func drawMapOverlay(into buf: inout CellBuffer, area: ScreenArea) {
        let map = visibleMap(policy: policy, area: area)
        let labels = MapLegend.sceneLabels(scene)
        var i = 0
        for r in area.rows {
            for c in area.cols {
                defer { i += 1 }
                guard let res = map[i] else { continue }
                var cell = buf[c, r]
                if let who = res.responder {
                    let col = scene.color(of: who)
                    cell.char = labels[who]
                    cell.fg = colour ? .scene(col.contrasting) : .default
                    cell.bg = colour ? .scene(col) : .default
                    cell.attrs = res.ambiguous ? [.dim] : []
                } else if let hit = res.hit {
                    // Reached a view, but no handler runs: swallowed.
                    cell.char = "╳"
                    cell.fg = colour ? .scene(scene.color(of: hit)) : .default
                    cell.bg = .default
                    cell.attrs = []
                } else {
                    cell.char = "·"
                    cell.fg = .default
                    cell.bg = .default
                    cell.attrs = [.dim]
                }
                buf[c, r] = cell
            }
        }
    }

    func drawDiffOverlay(into buf: inout CellBuffer, area: ScreenArea) {
        let mine = visibleMap(policy: policy, area: area)
        let base = policy == .uikit ? mine : visibleMap(policy: .uikit, area: area)
        var i = 0
        for r in area.rows {
            for c in area.cols {
                defer { i += 1 }
                guard let a = mine[i], let b = base[i] else { continue }
                var cell = buf[c, r]
                if a.responder != b.responder {
                    cell.char = "≠"
                    cell.fg = colour ? .scene(.black) : .default
                    cell.bg = colour ? .scene(a.responder.map { scene.color(of: $0) } ?? .white) : .default
                    cell.attrs = [.bold]
                } else {
                    cell.attrs.insert(.dim)
                }
                buf[c, r] = cell
            }
        }
    }

    func tracePanel() -> Panel {
        guard let last = entries[current].taps.last else {
            return Panel(title: "trace", lines: ["no tap yet: click a cell (or k, then Space)"], accent: .yellow)
        }
        let r = resolver.resolve(last, policy: policy, tracing: true)
        let lines = r.trace.map { String(repeating: "  ", count: $0.depth) + $0.text }
        return Panel(title: "trace of \(last) under \(policy.rawValue)", lines: lines, accent: .yellow)
    }

    /// "map: c card · a avatar · ╳ reached, no handler · · nobody" for the views a tap can reach.
    func mapLegend() -> String {
        let labels = MapLegend.sceneLabels(scene)
        let shown = scene.views.indices.filter { scene.views[$0].tappable }.prefix(12)
        var parts = shown.map { "\(labels[$0]) \(scene.views[$0].id)" }
        if scene.views.filter(\.tappable).count > shown.count { parts.append("…") }
        return "map: " + (parts + ["╳ reached, no handler", "· nobody"]).joined(separator: " · ")
    }

    func drawStatus(into buf: inout CellBuffer) {
        let bar = Cell(" ", fg: colour ? .scene(.black) : .default, bg: colour ? .scene(.white) : .default,
                       attrs: colour ? [] : [.reverse])
        let top = rows - statusRows
        buf.fill(col: 0, row: top, width: cols, height: statusRows, with: bar)
        var first = " \(scene.name) │ \(policy.rawValue) [\(PolicyKind.allCases.firstIndex(of: policy)! + 1)]"
        first += " │ slop \(Format.number(slop))"
        if entries.count > 1 { first += " │ scene \(current + 1)/\(entries.count)" }
        var flags: [String] = []
        if showMap { flags.append("map") }
        if showDiff { flags.append("diff vs uikit") }
        if showShapes { flags.append("shapes") }
        if crosshair != nil { flags.append("crosshair") }
        if !flags.isEmpty { first += " │ " + flags.joined(separator: ", ") }
        let tapLine = alert.map { "⚠ " + $0 } ?? lastTapText()
        let lines: [String]
        if statusRows == 2 {
            let keys = first.count + 18 <= cols ? " │ ? help  q quit" : " │ ? help"
            lines = [first + keys, " " + (alert == nil ? note ?? tapLine : tapLine)]
        } else {
            lines = [first + " │ " + (alert == nil ? note ?? tapLine : tapLine)]
        }
        for (i, l) in lines.enumerated() {
            buf.write(l, col: 0, row: top + i, fg: bar.fg, bg: bar.bg, attrs: bar.attrs, maxWidth: cols)
        }
    }

    /// "tap (195, 204) pt → hit bottom, responder bottom, ambiguous: bottom, top".
    public func lastTapText() -> String {
        guard let r = lastResult else {
            return crosshair == nil ? "click a cell to tap it; k for a keyboard crosshair" : "Space or Enter taps at the crosshair"
        }
        let id = { (i: Int?) in i.map { scene.views[$0].id } ?? "none" }
        var s = "tap \(r.point) pt → hit \(id(r.hit)), responder \(id(r.responder))"
        if r.ambiguous {
            s += ", ambiguous: " + r.candidates.map { scene.views[$0].id }.joined(separator: ", ")
        }
        return s
    }
}
