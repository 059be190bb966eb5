/// The touch pipeline and the labs in the playground. A left-button press,
/// its motion and its release become touch samples; the press is resolved once
/// (`ResolvedPress`) under the current policy and slop, and that one result
/// feeds the gesture lab, the drag lab and, when the release makes a tap under
/// the one `TapRule`, the dot and its record line. The labs' events feed the
/// timeline, the latency summary, the gesture marks, reorders and lost drops.
extension Playground {
    /// A left-button press waiting for its release.
    struct Press: Sendable {
        /// The cell pressed: the dot goes here.
        var cell: (col: Int, row: Int)
        /// The cell↔point mapping when the press began. The whole touch keeps it,
        /// so zooming or panning while the button is held does not move the touch.
        var viewport: Viewport
        /// The press resolved once, for the labs and the dot.
        var resolved: ResolvedPress
        /// The touch went beyond the tap rule's movement since the press: no tap.
        var movedTooFar = false
    }

    /// Seconds of session time (input times are relative to `timeOrigin`).
    func sessionTime(_ t: Double) -> Double { t - timeOrigin }

    /// New engines for the current scene, policy, slop and strategy (any touch in progress is dropped).
    mutating func rebuildLabs() {
        labs.rebuild(resolver: resolver, policy: policy)
        press = nil
    }

    /// The earliest pending timer of either lab, on the input clock (nil: none).
    public var nextDeadline: Double? { labs.nextDeadline.map { $0 + timeOrigin } }

    /// Runs the labs' timers due by `time` (input clock): the run loop calls this
    /// when it wakes. Returns the record lines of what happened (a lift).
    @discardableResult
    public mutating func advance(to time: Double) -> [PlaygroundEffect] {
        let t = sessionTime(time)
        absorb(labs.gestures.advance(to: t))
        absorb(labs.drags.advance(to: t))
        return takeRecords()
    }

    // MARK: - The touch pipeline

    /// A left-button press at a canvas cell: resolved once, then fed to both labs.
    mutating func pressDown(col: Int, row: Int, time: Double) {
        let p = viewport.point(col: col, row: row)
        let start = clock()
        let resolved = ResolvedPress.resolve(p, with: resolver, policy: policy)
        stats.lastResolve = clock() - start
        press = Press(cell: (col, row), viewport: viewport, resolved: resolved)
        touch(.down, at: p, time: time, resolved: resolved)
    }

    /// Motion with the left button held.
    mutating func pressMoved(col: Int, row: Int, time: Double) {
        guard let pr = press else { return }
        let p = pr.viewport.point(col: col, row: row)
        notePressMovement(to: p)
        touch(.move, at: p, time: time)
    }

    /// The release: both labs hear it; then, when the touch is still a tap under
    /// the tap rule and did not lift a drag, the press's result becomes the dot.
    mutating func pressReleased(col: Int, row: Int, time: Double) -> [PlaygroundEffect] {
        guard let started = press else { return [] }
        let p = started.viewport.point(col: col, row: row)
        notePressMovement(to: p)
        let pr = press ?? started
        press = nil
        touch(.up, at: p, time: time)
        guard !labs.touchIsDrag, !pr.movedTooFar else { return [] }
        return addTap(pr.resolved.tap, cell: pr.cell, time: time)
    }

    private mutating func notePressMovement(to p: Point) {
        guard let pr = press, !pr.movedTooFar else { return }
        if labs.tapRule.movedTooFar(from: pr.resolved.tap.point, to: p) { press?.movedTooFar = true }
    }

    /// Feeds one touch sample (canvas point, input-clock time) to both labs.
    private mutating func touch(_ kind: TouchSample.Kind, at p: Point, time: Double, resolved: ResolvedPress? = nil) {
        let s = TouchSample(time: sessionTime(time), point: p, kind: kind)
        if kind == .down {
            labs.touchDown = p
            labs.lastTouchDown = p
            labs.touchIsDrag = false
            if labs.firstTouch == nil { labs.firstTouch = s.time }
        }
        absorb(labs.gestures.handle(s, press: resolved))
        absorb(labs.drags.handle(s, press: resolved))
        if kind == .up { labs.touchDown = nil }
    }

    public mutating func cycleStrategy() {
        labs.strategy = labs.strategy.next
        absorb(labs.gestures.setStrategy(labs.strategy))
        note = "gesture strategy: \(labs.strategy.rawValue) (\(labs.strategy.summary))"
    }

    // MARK: - Events

    mutating func absorb(_ events: [GestureEvent]) {
        for e in events {
            log(e.time, describe(e))
            if let f = e.firedGesture {
                labs.latencies.record(f)
                let at = f.gesture == .longPress ? (labs.touchDown ?? labs.lastTouchDown) : labs.lastTouchDown
                // A view with only a tap gesture gets no mark: its dot already says it all.
                if let at, scene.views[f.view].gestures != [.tap] {
                    labs.gestureMarks.append(GestureMark(point: at, gesture: f.gesture, view: f.view))
                    if labs.gestureMarks.count > Playground.maxTaps { labs.gestureMarks.removeFirst() }
                }
                note = "\(f.gesture.rawValue) on \(scene.views[f.view].id) after \(Self.ms(f.latency)) (\(f.strategy.rawValue))"
            }
        }
    }

    mutating func absorb(_ events: [DragEvent]) {
        for e in events {
            pendingRecords.append(.drag(e, in: labs.drags.scene, entry: entry))
            if pendingRecords.count > 10_000 { pendingRecords.removeFirst() }
            let dragScene = labs.drags.scene
            var text = e.summary(in: dragScene)
            if let cut = text.range(of: "  ") { text = String(text[cut.upperBound...]) }
            log(e.time, "drag  " + text)
            switch e {
            case .lifted(_, let item, let p):
                labs.touchIsDrag = true
                let o = dragScene.views[item].canvasFrame.origin
                labs.grabOffset = Point(x: p.x - o.x, y: p.y - o.y)
                note = "dragging \(dragScene.views[item].id)"
            case .reordered:
                // The grid moved: show and resolve the new layout at once.
                entries[current].scene = dragScene
                resolver = Resolver(scene: dragScene, slop: settings.slop, radius: settings.radius)
                reresolve()
                labs.rebuildGestures(resolver: resolver, policy: policy)
            case .performDrop(_, let target, let item, _, let caught):
                note = "\(dragScene.views[item].id) dropped on \(dragScene.views[target].id)"
                    + (caught ? " (caught by the outer delegate)" : "")
            case .dragEnded(_, _, let p, let lost):
                if lost {
                    labs.lostDrops.append(p)
                    if labs.lostDrops.count > LabSession.maxLostDrops { labs.lostDrops.removeFirst() }
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
        let rel = t - (labs.firstTouch ?? t)
        labs.timeline.append("+" + Self.seconds(rel) + "  " + text)
        if labs.timeline.count > LabSession.maxTimeline {
            labs.timeline.removeFirst(labs.timeline.count - LabSession.maxTimeline)
        }
    }

    func describe(_ e: GestureEvent) -> String {
        let views = labs.gestures.resolver.scene.views
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
}
