/// The gesture lab and the drag lab in the playground: mouse presses, motion and
/// releases become touch samples for both engines; their events feed the
/// timeline, the latency summary, the gesture marks, reorders and lost drops.
extension Playground {
    /// Seconds of session time (input times are relative to `timeOrigin`).
    func sessionTime(_ t: Double) -> Double { t - timeOrigin }

    /// New engines for the current scene, policy and strategy (any touch in progress is dropped).
    mutating func rebuildLabs() {
        gestures = GestureEngine(resolver: resolver, policy: policy, strategy: strategy)
        drags = DragEngine(scene: scene, policy: policy, settings: DragSettings(quick: scene.quickDrag))
        touchIsDrag = false
    }

    /// The earliest pending timer of either lab, on the input clock (nil: none).
    public var nextDeadline: Double? {
        let ds = [gestures.nextDeadline, drags.nextDeadline].compactMap { $0 }
        return ds.min().map { $0 + timeOrigin }
    }

    /// Runs the labs' timers due by `time` (input clock): the run loop calls this
    /// when it wakes. Returns the record lines of what happened (a lift).
    @discardableResult
    public mutating func advance(to time: Double) -> [PlaygroundEffect] {
        let t = sessionTime(time)
        absorb(gestures.advance(to: t))
        absorb(drags.advance(to: t))
        return takeRecords()
    }

    /// Feeds one touch sample (canvas point, input-clock time) to both labs.
    mutating func touch(_ kind: TouchSample.Kind, at p: Point, time: Double) {
        let s = TouchSample(time: sessionTime(time), point: p, kind: kind)
        if kind == .down {
            touchDown = p
            lastTouchDown = p
            touchIsDrag = false
            if firstTouch == nil { firstTouch = s.time }
        }
        absorb(gestures.handle(s))
        absorb(drags.handle(s))
        if kind == .up { touchDown = nil }
    }

    public mutating func cycleStrategy() {
        strategy = strategy.next
        absorb(gestures.setStrategy(strategy))
        note = "gesture strategy: \(strategy.rawValue) (\(strategy.summary))"
    }

    // MARK: - Events

    mutating func absorb(_ events: [GestureEvent]) {
        for e in events {
            log(e.time, describe(e))
            if let f = e.firedGesture {
                latencies.record(f)
                let at = f.gesture == .longPress ? (touchDown ?? lastTouchDown) : lastTouchDown
                // A view with only a tap gesture gets no mark: its dot already says it all.
                if let at, scene.views[f.view].gestures != [.tap] {
                    gestureMarks.append(GestureMark(point: at, gesture: f.gesture, view: f.view))
                    if gestureMarks.count > Playground.maxTaps { gestureMarks.removeFirst() }
                }
                note = "\(f.gesture.rawValue) on \(scene.views[f.view].id) after \(Self.ms(f.latency)) (\(f.strategy.rawValue))"
            }
        }
    }

    mutating func absorb(_ events: [DragEvent]) {
        for e in events {
            pendingRecords.append(DragRecord.json(e, scene: drags.scene, entry: entry))
            if pendingRecords.count > 10_000 { pendingRecords.removeFirst() }
            var text = e.summary(in: drags.scene)
            if let cut = text.range(of: "  ") { text = String(text[cut.upperBound...]) }
            log(e.time, "drag  " + text)
            switch e {
            case .lifted(_, let item, let p):
                touchIsDrag = true
                let o = drags.scene.views[item].canvasFrame.origin
                grabOffset = Point(x: p.x - o.x, y: p.y - o.y)
                note = "dragging \(drags.scene.views[item].id)"
            case .reordered:
                // The grid moved: show and resolve the new layout at once.
                entries[current].scene = drags.scene
                resolver = Resolver(scene: drags.scene, slop: slopOverride)
                reresolve()
                gestures = GestureEngine(resolver: resolver, policy: policy, strategy: strategy)
            case .performDrop(_, let target, let item, _, let caught):
                note = "\(drags.scene.views[item].id) dropped on \(drags.scene.views[target].id)"
                    + (caught ? " (caught by the outer delegate)" : "")
            case .dragEnded(_, _, let p, let lost):
                if lost {
                    lostDrops.append(p)
                    if lostDrops.count > 500 { lostDrops.removeFirst() }
                    note = "drop lost: released over no drop target, no delegate was told"
                }
            case .cancelled(_, _, let reason):
                note = "drag cancelled: \(reason)"
            default:
                break
            }
        }
    }

    mutating func log(_ t: Double, _ text: String) {
        let rel = t - (firstTouch ?? t)
        timeline.append("+" + Self.seconds(rel) + "  " + text)
        if timeline.count > 400 { timeline.removeFirst(timeline.count - 400) }
    }

    func describe(_ e: GestureEvent) -> String {
        let views = gestures.resolver.scene.views
        switch e {
        case .touch(_, let phase, let p, let count, let v):
            return "touch \(phase) at \(p)" + (v.map { " on \(views[$0].id)" } ?? "") + " tapCount \(count)"
        case .transition(_, let v, let g, let from, let to, let note):
            return "\(views[v].id).\(g.rawValue) \(from.rawValue) → \(to.rawValue)" + (note.isEmpty ? "" : ": \(note)")
        case .fired(let f):
            let from = f.gesture == .longPress ? "touch-down" : "touch-up"
            return "▶ \(f.gesture.rawValue) on \(views[f.view].id), \(Self.ms(f.latency)) after \(from) (\(f.strategy.rawValue))"
        }
    }

    static func ms(_ s: Double) -> String { Format.milliseconds(s) }
    static func seconds(_ s: Double) -> String {
        let ms = Int(saturating: (max(0, s) * 1000).rounded())
        let frac = ms % 1000
        return "\(ms / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac)"
    }

    // MARK: - Drawing

    func timelinePanel() -> Panel {
        var lines = [latencies.summary, "strategy \(strategy.rawValue) (g cycles): \(strategy.summary)"]
        lines += timeline.isEmpty ? ["no touches yet: click, double-click or hold a view"] : timeline.suffix(200)
        return Panel(title: "timeline (times from the first touch)", lines: lines, accent: .magenta,
                     pinned: 2, keepsTail: true)
    }

    func drawLabs(into buf: inout CellBuffer, area: ScreenArea) {
        let views = scene.views
        for m in gestureMarks {
            let c = viewport.cell(for: m.point)
            let col = c.col + 1
            guard area.contains(col: col, row: c.row), m.view < views.count else { continue }
            buf[col, c.row] = Cell(m.label, fg: colour ? .scene(scene.color(of: m.view)) : .default,
                                   bg: colour ? .scene(.black) : .default, attrs: .bold)
        }
        for p in lostDrops {
            let c = viewport.cell(for: p)
            guard area.contains(col: c.col, row: c.row) else { continue }
            buf[c.col, c.row] = Cell("✗", fg: colour ? .scene(.red) : .default, bg: colour ? .scene(.black) : .default,
                                     attrs: .bold)
        }
        let renderer = SceneRenderer(scene: scene, viewport: viewport, colour: colour)
        if let t = drags.currentTarget, t < views.count {
            // Highlight the drop target's outline.
            let cells = renderer.cells(of: views[t].canvasFrame)
            for r in cells.rows.clamped(to: area.rows) {
                for c in cells.cols.clamped(to: area.cols) {
                    if renderer.border(c, r, cells, faint: true) != nil {
                        var cell = buf[c, r]
                        cell.attrs = [.reverse, .bold]
                        buf[c, r] = cell
                    }
                }
            }
        }
        if let d = drags.dragging, d.item < views.count {
            // The ghost: the item's box following the pointer where it was grabbed.
            let f = views[d.item].canvasFrame
            let ghost = Rect(x: d.point.x - grabOffset.x, y: d.point.y - grabOffset.y, width: f.width, height: f.height)
            let cells = renderer.cells(of: ghost)
            let ink: TermColor = colour ? .scene(scene.color(of: d.item)) : .default
            for r in cells.rows.clamped(to: area.rows) {
                for c in cells.cols.clamped(to: area.cols) {
                    buf[c, r] = Cell("░", fg: ink, bg: .default)
                }
            }
            buf.write(views[d.item].id, col: max(area.col, cells.cols.lowerBound), row: max(area.row, cells.rows.lowerBound),
                      fg: ink, attrs: .bold, maxWidth: max(0, cells.cols.count))
        }
    }
}
