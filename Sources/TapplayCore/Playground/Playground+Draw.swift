extension Playground {
    /// The whole screen as a cell buffer, layer over layer: the scene (cached,
    /// with the shapes and the map or diff overlay), dots, lab marks,
    /// crosshair, HUD, panels, and the status bar below the canvas.
    public func draw() -> CellBuffer {
        var buf = CellBuffer(width: cols, height: rows)
        let whole = ScreenArea(col: 0, row: 0, width: cols, height: rows)
        if tooSmall {
            TooSmallNotice(cols: cols, rows: rows).draw(into: &buf, area: whole)
            return buf
        }
        let area = canvasArea
        // The scene layer only changes with the scene, the view or the overlays:
        // a tap redraws dots and text over the cached layer.
        let key = LayerKey(viewport: viewport, cols: cols, rows: rows, colour: colour, policy: policy,
                           shapes: overlays.shapes, map: overlays.map, diff: overlays.diff, audit: overlays.audit)
        if let cached = caches.layer.layer(for: key) {
            buf = cached
        } else {
            var layers: [any Layer] = [SceneLayer(resolver: resolver, policy: policy, viewport: viewport,
                                                  colour: colour, shapes: overlays.shapes)]
            if overlays.map { layers.append(MapLayer(resolver: resolver, policy: policy, viewport: viewport, colour: colour)) }
            if overlays.diff { layers.append(DiffLayer(resolver: resolver, policy: policy, viewport: viewport, colour: colour)) }
            if overlays.audit, let audit = auditOverlay() {
                layers.append(AuditLayer(overlay: audit, viewport: viewport, colour: colour))
            }
            for l in layers { l.draw(into: &buf, area: area) }
            caches.layer.store(buf, for: key)
        }
        var layers: [any Layer] = []
        // Under sampled, the last tap's sample cloud, each point in the colour of the view that took it.
        if policy == .sampled, let last = lastResult {
            layers.append(CloudLayer(samples: resolver.touchCloud(at: last.point), scene: scene,
                                     viewport: viewport, colour: colour))
        }
        layers += [
            DotsLayer(results: results, scene: scene, viewport: viewport, colour: colour),
            LabsLayer(labs: labs, scene: scene, viewport: viewport, colour: colour),
        ]
        if let c = crosshair { layers.append(CrosshairLayer(cell: c)) }
        if overlays.hud { layers.append(HUDLayer(text: "\(stats.summary) │ \(scene.views.count) views", colour: colour)) }
        layers.append(PanelsLayer(panels: panels(), colour: colour))
        for l in layers { l.draw(into: &buf, area: area) }
        StatusBar(lines: statusLines(), colour: colour)
            .draw(into: &buf, area: ScreenArea(col: 0, row: rows - statusRows, width: cols, height: statusRows))
        return buf
    }

    /// The glyph of a tap: ◐ ambiguous, ● handled, ○ nobody handled it.
    public static func glyph(for r: HitResult) -> Character { DotsLayer.glyph(for: r) }

    /// The panels shown, top to bottom.
    func panels() -> [Panel] {
        var panels: [Panel] = []
        if !entry.problems.isEmpty {
            panels.append(Panel(title: "scene problems (keeping the last good scene)", lines: entry.problems, accent: .red))
        }
        if overlays.audit { panels.append(auditPanel()) }
        if overlays.trace { panels.append(tracePanel()) }
        if overlays.timeline { panels.append(timelinePanel()) }
        if overlays.help { panels.append(Panel(title: "keys", lines: Keymap.helpLines, accent: .cyan)) }
        return panels
    }

    func tracePanel() -> Panel {
        guard let last = entry.taps.last else {
            return Panel(title: "trace", lines: ["no tap yet: click a cell (or k, then Space)"], accent: .yellow)
        }
        let r = resolver.resolve(last, policy: policy, tracing: true)
        let lines = r.trace.map { String(repeating: "  ", count: $0.depth) + $0.text }
        return Panel(title: "trace of \(last) under \(policy.rawValue)", lines: lines, accent: .yellow)
    }

    func timelinePanel() -> Panel {
        var lines = [labs.latencies.summary, "strategy \(labs.strategy.rawValue) (g cycles): \(labs.strategy.summary)"]
        lines += labs.timeline.isEmpty ? ["no touches yet: click, double-click or hold a view"] : labs.timeline.suffix(200)
        return Panel(title: "timeline (times from the first touch)", lines: lines, accent: .magenta,
                     pinned: 2, keepsTail: true)
    }

    /// "map: c card · a avatar · ╳ reached, no handler · · nobody".
    func mapLegend() -> String { MapLayer.legend(scene) }

    /// The status bar's lines: scene, policy, slop, scene number and overlays;
    /// then the note, or the last tap.
    func statusLines() -> [String] {
        var first = " \(scene.name) │ \(policy.rawValue) [\(policy.number)]"
        if policy.usesRadius {
            first += " │ radius \(Format.number(radius))"
        } else if policy == .compose {
            first += " │ 48 dp targets"       // Compose's own growth; slop plays no part
        } else {
            first += " │ slop \(Format.number(slop))"
        }
        if entries.count > 1 { first += " │ scene \(current + 1)/\(entries.count)" }
        var flags: [String] = []
        if overlays.map { flags.append("map") }
        if overlays.diff { flags.append("diff vs uikit") }
        if overlays.shapes { flags.append("shapes") }
        if overlays.audit { flags.append(auditOverlay()?.statusText ?? "audit: canvas too large") }
        if crosshair != nil { flags.append("crosshair") }
        if !flags.isEmpty { first += " │ " + flags.joined(separator: ", ") }
        // A lasting alert (the record file cannot be written) goes before any note.
        let message = alert.map { "⚠ " + $0 } ?? note ?? lastTapText()
        if statusRows == 2 {
            let keys = DisplayWidth.columns(first) + 18 <= cols ? " │ ? help  q quit" : " │ ? help"
            return [first + keys, " " + message]
        }
        return [first + " │ " + message]
    }

    /// "tap (195, 204) pt → hit bottom, responder bottom, ambiguous: bottom, top";
    /// an imported view's type follows its id: "hit login (Button)".
    public func lastTapText() -> String {
        guard let r = lastResult else {
            return crosshair == nil ? "click a cell to tap it; k for a keyboard crosshair" : "Space or Enter taps at the crosshair"
        }
        let id = { (i: Int?) in i.map { scene.views[$0].id } ?? "none" }
        let typed = { (i: Int?) -> String in
            guard let i, let t = self.scene.views[i].type, t != self.scene.views[i].id else { return id(i) }
            return "\(id(i)) (\(t))"
        }
        var s = "tap \(r.point) pt → hit \(typed(r.hit)), responder \(id(r.responder))"
        if r.ambiguous {
            s += ", ambiguous: " + r.candidates.map { scene.views[$0].id }.joined(separator: ", ")
        }
        return s
    }
}
