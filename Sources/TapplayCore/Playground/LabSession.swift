/// The playground's gesture lab and drag lab, and the touch pipeline that
/// feeds them: their engines (built in one place from the current scene,
/// policy, slop and strategy), the touch in progress, and what they have shown
/// so far (timeline, latencies, gesture marks, lost drops).
///
/// A left-button press is resolved once by the playground (`ResolvedPress`,
/// under the current policy and slop) and handed here with its cell; motion
/// and the release follow as canvas points. Both labs hear every sample, and
/// the release is a tap (the dot and its record line) exactly when the touch
/// stayed within the one `TapRule` and lifted no drag. Each call answers with
/// a `LabReport`: the drag events to record, the note to show, a reordered
/// layout, the tap. Times are session seconds (from the playground's start).
public struct LabSession: Sendable {
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

    /// Tap, double tap and long press recognisers fed by the mouse; it holds the strategy (`g`).
    public private(set) var gestures: GestureEngine
    /// Lifts, drop-delegate calls and reorders fed by the mouse.
    public private(set) var drags: DragEngine
    /// Fired gestures' latencies, per strategy.
    public private(set) var latencies = GestureLatencyLog()
    /// Timeline lines (touch phases, recogniser transitions, fired gestures, drag calls).
    public private(set) var timeline: [String] = []
    /// Gesture marks next to dots: where, which label, whose gesture.
    public private(set) var gestureMarks: [GestureMark] = []
    /// Where drags were released over no drop target.
    public private(set) var lostDrops: [Point] = []
    /// The left-button press in progress.
    private(set) var press: Press?
    /// Where the pointer grabbed the dragged item, relative to its frame's origin.
    private(set) var grabOffset: Point = .zero
    /// Session time of the first touch; timeline times are relative to it.
    private var firstTouch: Double?
    /// The down point of the touch in progress, and of the last one.
    private var touchDown: Point?
    private var lastTouchDown: Point?
    /// The current touch lifted a drag: its release is a drop, not a tap.
    private var touchIsDrag = false

    /// The most timeline lines and lost-drop marks kept (gesture marks: as many as dots).
    static let maxTimeline = 400
    static let maxLostDrops = 500

    public init(resolver: Resolver, policy: PolicyKind) {
        gestures = GestureEngine(resolver: resolver, policy: policy, strategy: .requireFail)
        drags = Self.dragEngine(resolver: resolver, policy: policy)
    }

    /// The gesture lab's strategy (`g`).
    public var strategy: GestureStrategy { gestures.strategy }

    /// The earliest pending timer of either lab, in session time (nil: none).
    var nextDeadline: Double? {
        [gestures.nextDeadline, drags.nextDeadline].compactMap { $0 }.min()
    }

    // MARK: - New engines

    /// New engines for this resolver (scene and slop) and policy, keeping the
    /// strategy; a touch in progress is dropped.
    mutating func rebuild(resolver: Resolver, policy: PolicyKind) {
        gestures = GestureEngine(resolver: resolver, policy: policy, strategy: strategy)
        drags = Self.dragEngine(resolver: resolver, policy: policy)
        touchIsDrag = false
        touchDown = nil
        press = nil
    }

    /// A new gesture engine after a reorder (`LabReport.reordered`) moved the
    /// views under a drag in progress; the drag engine, which made the reorder,
    /// carries on.
    mutating func reordered(resolver: Resolver, policy: PolicyKind) {
        gestures = GestureEngine(resolver: resolver, policy: policy, strategy: strategy)
    }

    /// Shares the resolver's prepared scene, so drops see the same slop as taps.
    static func dragEngine(resolver: Resolver, policy: PolicyKind) -> DragEngine {
        DragEngine(context: resolver.context, policy: policy)
    }

    /// Forgets the gesture marks and lost drops (the dots were cleared, or another scene is shown).
    mutating func clearMarks() {
        gestureMarks.removeAll()
        lostDrops.removeAll()
    }

    // MARK: - The touch pipeline

    /// A left-button press at `cell`, already resolved: both labs hear it.
    mutating func press(_ resolved: ResolvedPress, cell: (col: Int, row: Int), viewport: Viewport,
                        time: Double) -> LabReport {
        press = Press(cell: cell, viewport: viewport, resolved: resolved)
        return touch(.down, at: resolved.tap.point, time: time, resolved: resolved)
    }

    /// Motion with the left button held, at a canvas point (in the press's mapping).
    mutating func move(to p: Point, time: Double) -> LabReport {
        guard press != nil else { return LabReport() }
        notePressMovement(to: p)
        return touch(.move, at: p, time: time)
    }

    /// The release: both labs hear it; the report's `tap` is the press when the
    /// touch is still a tap under the tap rule and lifted no drag (then the
    /// release was a drop).
    mutating func release(at p: Point, time: Double) -> LabReport {
        guard press != nil else { return LabReport() }
        notePressMovement(to: p)
        let pr = press
        press = nil
        var report = touch(.up, at: p, time: time)
        if let pr, !touchIsDrag, !pr.movedTooFar { report.tap = pr }
        return report
    }

    /// Runs the labs' timers due by `time` (a waiting single tap, a long press, a lift).
    mutating func advance(to time: Double) -> LabReport {
        var report = LabReport()
        absorb(gestures.advance(to: time), into: &report)
        absorb(drags.advance(to: time), into: &report)
        return report
    }

    /// The next gesture strategy (`g`): pending gestures of the old one are cancelled.
    mutating func cycleStrategy() -> LabReport {
        var report = LabReport()
        let next = strategy.next
        absorb(gestures.setStrategy(next), into: &report)
        report.note = "gesture strategy: \(next.rawValue) (\(next.summary))"
        return report
    }

    private mutating func notePressMovement(to p: Point) {
        guard let pr = press, !pr.movedTooFar else { return }
        if gestures.settings.tapRule.movedTooFar(from: pr.resolved.tap.point, to: p) { press?.movedTooFar = true }
    }

    /// Feeds one touch sample to both labs.
    private mutating func touch(_ kind: TouchSample.Kind, at p: Point, time: Double,
                                resolved: ResolvedPress? = nil) -> LabReport {
        let s = TouchSample(time: time, point: p, kind: kind)
        if kind == .down {
            touchDown = p
            lastTouchDown = p
            touchIsDrag = false
            if firstTouch == nil { firstTouch = s.time }
        }
        var report = LabReport()
        absorb(gestures.handle(s, press: resolved), into: &report)
        absorb(drags.handle(s, press: resolved), into: &report)
        if kind == .up { touchDown = nil }
        return report
    }

    // MARK: - What the labs' events show

    private mutating func absorb(_ events: [GestureEvent], into report: inout LabReport) {
        let views = gestures.resolver.scene.views
        for e in events {
            log(e.time, describe(e))
            guard let f = e.firedGesture else { continue }
            latencies.record(f)
            let at = f.gesture == .longPress ? (touchDown ?? lastTouchDown) : lastTouchDown
            // A view with only a tap gesture gets no mark: its dot already says it all.
            if let at, views[f.view].gestures != [.tap] {
                gestureMarks.append(GestureMark(point: at, gesture: f.gesture, view: f.view))
                gestureMarks.keepNewest(Limits.maxTaps)
            }
            report.note = "\(f.gesture.rawValue) on \(views[f.view].id) after \(Format.milliseconds(f.latency)) (\(f.strategy.rawValue))"
        }
    }

    private mutating func absorb(_ events: [DragEvent], into report: inout LabReport) {
        let scene = drags.scene
        for e in events {
            report.dragEvents.append(e)
            var text = e.summary(in: scene)
            if let cut = text.range(of: "  ") { text = String(text[cut.upperBound...]) }
            log(e.time, "drag  " + text)
            switch e {
            case .lifted(_, let item, let p):
                touchIsDrag = true
                let o = scene.views[item].canvasFrame.origin
                grabOffset = Point(x: p.x - o.x, y: p.y - o.y)
                report.note = "dragging \(scene.views[item].id)"
            case .reordered:
                // The grid moved: the playground shows and resolves the new layout at once.
                report.reordered = scene
            case .performDrop(_, let target, let item, _, let caught):
                report.note = "\(scene.views[item].id) dropped on \(scene.views[target].id)"
                    + (caught ? " (caught by the outer delegate)" : "")
            case .dragEnded(_, _, let p, let lost):
                if lost {
                    lostDrops.append(p)
                    lostDrops.keepNewest(Self.maxLostDrops)
                    report.note = "drop lost: released over no drop target, no delegate was told"
                }
            case .cancelled(_, _, let reason):
                report.note = "drag cancelled: \(reason)"
            default:
                break
            }
        }
    }

    private mutating func log(_ t: Double, _ text: String) {
        let rel = t - (firstTouch ?? t)
        timeline.append("+" + Self.seconds(rel) + "  " + text)
        timeline.keepNewest(Self.maxTimeline)
    }

    private func describe(_ e: GestureEvent) -> String {
        let views = gestures.resolver.scene.views
        switch e {
        case .touch(_, let phase, let p, let count, let v):
            return "touch \(phase) at \(p)" + (v.map { " on \(views[$0].id)" } ?? "") + " tapCount \(count)"
        case .transition(_, let v, let g, let from, let to, let note):
            return "\(views[v].id).\(g.rawValue) \(from.rawValue) → \(to.rawValue)" + (note.isEmpty ? "" : ": \(note)")
        case .fired(let f):
            let from = f.gesture == .longPress ? "touch-down" : "touch-up"
            return "▶ \(f.gesture.rawValue) on \(views[f.view].id), \(Format.milliseconds(f.latency)) after \(from) (\(f.strategy.rawValue))"
        }
    }

    /// "1.250": seconds with milliseconds, for the timeline.
    static func seconds(_ s: Double) -> String {
        let ms = Int(saturating: (max(0, s) * 1000).rounded())
        let frac = ms % 1000
        return "\(ms / 1000)." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + "\(frac)"
    }
}

/// What the labs answer to one touch sample, timer run or strategy change:
/// the playground records the drag events, shows the note, adopts a reordered
/// layout and, for a release that was a tap, adds the dot.
struct LabReport {
    /// Drag events, in order: each becomes a record line.
    var dragEvents: [DragEvent] = []
    /// The status note the events leave (the last one wins), if any.
    var note: String?
    /// The scene after a reorder moved views (the drag lab's scene).
    var reordered: Scene?
    /// The press, when the release made a tap.
    var tap: LabSession.Press?
}
