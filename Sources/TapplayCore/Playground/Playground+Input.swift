extension Playground {
    /// Reacts to one event; returns what the run loop must do (record lines,
    /// in the order they happened, and quit).
    public mutating func handle(_ event: PlaygroundEvent) -> [PlaygroundEffect] {
        defer { placePanels() }
        switch event {
        case .input(.key(let k)):
            return handleKey(k)
        case .input(.mouse(let m)):
            return handleMouse(m)
        case .input(.resize(let c, let r)):
            resize(cols: c, rows: r)
        case .tick(let time):
            return advance(to: time)
        case .sceneFileChanged(let path):
            if path == entry.path { reload(quiet: true) }
        case .alert(let text):
            alert = text
        case .frameDrawn(let start, let duration):
            stats.frame(at: start, took: duration)
        }
        return []
    }

    mutating func handleMouse(_ m: MouseEvent) -> [PlaygroundEffect] {
        let pressing = labs.press != nil
        switch (m.kind, m.button) {
        case (.press, .left):
            guard layout.canvasArea.contains(col: m.col, row: m.row) else { return [] }
            return pressDown(col: m.col, row: m.row, time: m.time)
        case (.motion, .left) where pressing, (.motion, .none) where pressing && layout.panFrom == nil:
            return pressMoved(col: m.col, row: m.row, time: m.time)
        case (.release, .left), (.release, .none):
            // The release of a left press: a tap at the press cell when the touch
            // stayed a tap and lifted no drag (then the release was a drop).
            if pressing { return pressReleased(col: m.col, row: m.row, time: m.time) }
            // X10 reports every release without its button: it may end a right-button pan.
            if m.button == .none { layout.panDrag(to: m.col, row: m.row, ending: true) }
        case (.press, .right):
            layout.beginPanDrag(col: m.col, row: m.row)
        case (.motion, _) where layout.panFrom != nil:
            layout.panDrag(to: m.col, row: m.row)
        case (.release, .right):
            layout.panDrag(to: m.col, row: m.row, ending: true)
        case (.press, .wheelUp):
            zoom(by: 1 / 1.25)
        case (.press, .wheelDown):
            zoom(by: 1.25)
        default:
            break
        }
        return []
    }

    /// A key: while the help is open any key closes it (Esc and q only
    /// close it); `q` with a panel open closes the panels, and quits only
    /// when none is open; otherwise the keymap says what it does.
    mutating func handleKey(_ k: Key) -> [PlaygroundEffect] {
        let action = Keymap.action(for: k)
        if overlays.help, action != .toggleHelp {
            overlays.help = false
            if action == .quit || k == .escape { return [] }
        }
        if action == .quit, closePanels() {
            note = "panels closed; q again quits"
            return []
        }
        guard let action else { return [] }
        return perform(action)
    }

    /// Closes the panels that keys open (help, trace, timeline, audit);
    /// whether any was open.
    mutating func closePanels() -> Bool {
        let open = overlays.help || overlays.trace || overlays.timeline || overlays.audit
        overlays.help = false
        overlays.trace = false
        overlays.timeline = false
        overlays.audit = false
        return open
    }

    /// The canvas beside the panels when they open or close (`ScreenLayout.setPanelsOpen`).
    mutating func placePanels() {
        layout.setPanelsOpen(panelsOpen, canvas: scene.canvas)
    }

    /// Carries out one action of the keymap.
    public mutating func perform(_ action: PlaygroundAction) -> [PlaygroundEffect] {
        defer { placePanels() }
        switch action {
        case .quit: return [.quit]
        case .setPolicy(let p): setPolicy(p)
        case .nextPolicy: setPolicy(policy.next)
        case .previousPolicy: setPolicy(policy.previous)
        case .toggleMap:
            overlays.map.toggle()
            if overlays.map {
                overlays.diff = false
                note = mapLegend()
            }
            // Off, its legend goes with it (`statusNote`).
        case .toggleDiff:
            overlays.diff.toggle()
            if overlays.diff {
                overlays.map = false
                note = "diff: ≠ marks cells where \(policy.rawValue)'s responder differs from uikit's"
            }
        case .toggleAudit:
            overlays.audit.toggle()
            if overlays.audit { note = auditLegend() }
        case .togglePicture: togglePicture()
        case .toggleTrace: overlays.trace.toggle()
        case .toggleTimeline: overlays.timeline.toggle()
        case .toggleShapes: overlays.shapes.toggle()
        case .toggleIDs:
            overlays.ids.toggle()
            note = overlays.ids ? "ids: plain containers titled where the id fits whole" : "ids of plain containers hidden"
        case .toggleHUD: overlays.hud.toggle()
        case .toggleHelp: overlays.help.toggle()
        case .cycleStrategy: cycleStrategy()
        case .clearTaps: clearTaps()
        case .nextScene: switchScene(by: 1)
        case .previousScene: switchScene(by: -1)
        case .reload: reload()
        case .zoomIn: zoom(by: 1 / 1.25)
        case .zoomOut: zoom(by: 1.25)
        case .fit: fit()
        case .slopDown: setSlop(max(0, slop - 1))
        case .slopUp: setSlop(slop + 1)
        case .radiusDown:
            setRadius(max(0, radius - Playground.radiusStep))
            noteRadius()
        case .radiusUp:
            setRadius(min(TouchCloud.maximumRadius, radius + Playground.radiusStep))
            noteRadius()
        case .toggleCrosshair:
            layout.toggleCrosshair()
            if crosshair != nil { note = "crosshair: arrows move it, Space or Enter taps, k hides it" }
        case .tapAtCrosshair:
            if let c = crosshair { return tap(col: c.col, row: c.row) }
            note = "press k for the keyboard crosshair, or click with the mouse"
        case .move(let dc, let dr): moveOrPan(dc, dr)
        case .closeOverlays:
            overlays.help = false
            overlays.trace = false
            overlays.timeline = false
            overlays.map = false
            overlays.diff = false
            overlays.audit = false
        }
        return []
    }

    /// Outside `sampled` the status line shows no radius: a change says it,
    /// and which key shows it at work.
    mutating func noteRadius() {
        guard policy != .sampled else { return }
        let keys = Keymap.keys(for: .setPolicy(.sampled)).first.map { "press \($0.label) for sampled" } ?? "under sampled"
        note = "radius \(Format.number(radius)) (sampled's; \(keys))"
    }

    /// Arrow keys: move the crosshair when it is on, else pan the canvas.
    mutating func moveOrPan(_ dc: Int, _ dr: Int) {
        if crosshair != nil {
            layout.moveCrosshair(cols: dc, rows: dr)
        } else {
            pan(cols: -dc * 2, rows: -dr)
        }
    }

    /// Turns on the crosshair (used when the terminal reports no mouse).
    public mutating func enableCrosshair() {
        if crosshair == nil { _ = perform(.toggleCrosshair) }
    }

    /// Shows a one-off note in the status line (until the next tap or note).
    public mutating func post(note text: String) {
        note = text
    }
}
