extension Playground {
    /// The whole screen as a cell buffer, layer over layer: the scene (cached,
    /// with the shapes and the map, diff or audit overlay), the sample cloud,
    /// dots, lab marks, crosshair, HUD, panels, and the status bar below the canvas.
    public func draw() -> CellBuffer {
        let (cols, rows, statusRows) = (layout.cols, layout.rows, layout.statusRows)
        var buf = CellBuffer(width: cols, height: rows)
        let context = LayerContext(resolver: resolver, viewport: viewport, colour: colour)
        if layout.tooSmall {
            TooSmallNotice().draw(into: &buf, area: ScreenArea(col: 0, row: 0, width: cols, height: rows), context: context)
            return buf
        }
        let area = layout.canvasArea
        // The scene layer only changes with the scene, the view or the overlays:
        // a tap redraws dots and text over the cached layer.
        let key = LayerKey(viewport: viewport, cols: cols, rows: rows, colour: colour, policy: policy,
                           overlays: overlays.sceneLayer)
        if let cached = caches.layer.layer(for: key) {
            buf = cached
        } else {
            var layers: [any Layer] = [SceneLayer(policy: policy, shapes: overlays.shapes, picture: pictureGrid(area: area),
                                                  ids: overlays.ids)]
            for (on, kind) in [(overlays.map, HitMapLayer.Kind.map), (overlays.diff, .diff)] where on {
                layers.append(HitMapLayer(kind: kind, policy: policy))
            }
            if overlays.audit, let audit = auditOverlay() { layers.append(AuditLayer(overlay: audit)) }
            for l in layers { l.draw(into: &buf, area: area, context: context) }
            caches.layer.store(buf, for: key)
        }
        var layers: [any Layer] = []
        // Under sampled, the last tap's sample cloud, each point in the colour of the view that took it.
        if policy == .sampled, let last = lastResult {
            layers.append(CloudLayer(samples: resolver.touchCloud(at: last.point)))
        }
        layers += [DotsLayer(results: results), LabsLayer(labs: labs)]
        if let c = crosshair { layers.append(CrosshairLayer(cell: c)) }
        if overlays.hud { layers.append(HUDLayer(text: "\(stats.summary) │ \(scene.views.count) views")) }
        layers.append(PanelsLayer(panels: panels(), beside: layout.panelColumns > 0 ? layout.panelArea : nil))
        for l in layers { l.draw(into: &buf, area: area, context: context) }
        StatusBar(lines: statusLines())
            .draw(into: &buf, area: ScreenArea(col: 0, row: rows - statusRows, width: cols, height: statusRows),
                  context: context)
        return buf
    }

    /// The glyph of a tap: ◐ ambiguous, ● handled, ○ nobody handled it.
    public static func glyph(for r: HitResult) -> Character { DotsLayer.glyph(for: r) }

    /// Whether any panel is shown (`panels()`, without making them).
    var panelsOpen: Bool {
        !entry.problems.isEmpty || overlays.audit || overlays.trace || overlays.timeline || overlays.help
    }

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

    /// "map: ╳ reached, no handler · · nobody · c card · …", as much as the status line shows.
    func mapLegend() -> String { HitMapLayer.legend(scene, width: layout.cols - 1) }

    /// The status bar's lines: scene, policy, slop, scene number and overlays;
    /// then the note, or the last tap.
    func statusLines() -> [String] {
        var first = " \(scene.name) │ \(policy.rawValue) [\(policy.number)]"
        if policy.usesRadius {
            first += " │ radius \(Format.number(radius))"
        } else if policy == .compose {
            first += " │ 48 dp targets"       // Compose's own growth; slop plays no part
        } else if policy == .flutter {
            first += " │ exact frames"        // no growth, no slop
        } else {
            first += " │ slop \(Format.number(slop))"
        }
        if scenes.entries.count > 1 { first += " │ scene \(scenes.current + 1)/\(scenes.entries.count)" }
        var flags: [String] = []
        if overlays.map { flags.append("map") }
        if overlays.diff { flags.append("diff vs uikit") }
        if overlays.shapes { flags.append("shapes") }
        if overlays.audit { flags.append(auditOverlay()?.statusText ?? "audit: too much work (see the panel)") }
        if let picture = pictureStatus { flags.append(picture) }
        if crosshair != nil { flags.append("crosshair") }
        if !flags.isEmpty { first += " │ " + flags.joined(separator: ", ") }
        // A lasting alert (the record file cannot be written) goes before any note.
        if layout.statusRows == 2 {
            let keys = DisplayWidth.columns(first) + 18 <= layout.cols ? " │ ? help  q quit" : " │ ? help"
            let message = alert.map { "⚠ " + $0 } ?? statusNote ?? lastTapText(width: layout.cols - 1)
            return [first + keys, " " + message]
        }
        let room = layout.cols - DisplayWidth.columns(first) - 3
        let message = alert.map { "⚠ " + $0 } ?? statusNote ?? lastTapText(width: room)
        return [first + " │ " + message]
    }

    /// How the map's legend starts (`HitMapLayer.legend`), and no other note.
    static let mapLegendStart = "map: "

    /// The note, unless it is the map's legend and the map is gone (its key,
    /// Esc, another overlay): the legend goes with the map.
    var statusNote: String? {
        guard let note else { return nil }
        return !overlays.map && note.hasPrefix(Self.mapLegendStart) ? nil : note
    }

    /// "tap (195, 204) pt → hit bottom, responder bottom, ambiguous: bottom, top";
    /// a view is named by its label (`ViewName`): "hit 今日 (Button-4)", or
    /// an imported one without a label by its id and type: "hit login (Button)".
    /// Within `width` cells: the candidates counted rather than named, then
    /// ids alone, then the hit left out, so the responder is never dropped.
    public func lastTapText(width: Int = .max) -> String {
        guard let r = lastResult else {
            return crosshair == nil ? "click a cell to tap it; k for a keyboard crosshair" : "Space or Enter taps at the crosshair"
        }
        func name(_ i: Int?, short: Bool) -> String { i.map { ViewName.of(scene.views[$0], short: short) } ?? "none" }
        let head = "tap \(r.point) pt → "
        let named = r.candidates.map { scene.views[$0].id }.joined(separator: ", ")
        var ambiguous = r.ambiguous ? [", ambiguous: " + named, ", ambiguous between \(r.candidates.count)"] : ["", ""]
        if r.policy == .flutter && r.candidates.count > 1 {
            // Flutter's arena: every detector on the path joined it, the innermost won.
            ambiguous = [", arena: " + named, ", arena of \(r.candidates.count)"]
        }
        let tries = [
            head + "hit \(name(r.hit, short: false)), responder \(name(r.responder, short: false))" + ambiguous[0],
            head + "hit \(name(r.hit, short: false)), responder \(name(r.responder, short: false))" + ambiguous[1],
            head + "hit \(name(r.hit, short: true)), responder \(name(r.responder, short: false))" + ambiguous[1],
            head + "responder \(name(r.responder, short: false))" + ambiguous[1],
            head + "responder \(name(r.responder, short: true))",
            "→ responder \(name(r.responder, short: true))",
        ]
        return tries.first { DisplayWidth.columns(SafeText.visible($0)) <= width } ?? tries[tries.count - 1]
    }
}
