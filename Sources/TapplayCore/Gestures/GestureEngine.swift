/// Tap, double-tap and long-press recognisers for one finger, driven by
/// timestamped touch samples on an injected clock. Pure: it never reads a real
/// clock and never sleeps; timers are deadlines that fire when a later sample,
/// `advance(to:)` or `finish()` reaches them, at exactly their due time.
///
/// **Which view.** At touch-down the point is resolved with the `Resolver` under
/// the engine's policy (or the caller hands in that resolution, `ResolvedPress`,
/// so that one click is resolved once); the touch belongs to that result's *hit* view. For each
/// gesture kind the recogniser is the nearest view on the chain from the hit up
/// to the root whose `gestures` contains that kind, so a child with only `tap`
/// inside a parent with `doubleTap` gets the tap and the parent the double tap.
/// A touch the policy swallows (a hit but no responder: `filtered` just outside
/// the winner's frame) recognises nothing. When nothing on the chain has a
/// gesture, the touch is still reported (its view may be nil) and nothing fires.
///
/// **tapCount** (UITouch's). 1 for a fresh touch; the previous tap's count + 1
/// when the touch-down comes less than `doubleTapWindow` after the previous
/// touch-up, within `tapCountDistance` of the previous tap's touch-down point and
/// on the same hit view; otherwise 1. A touch that moves more than
/// `allowableMovement` from its touch-down point (`TapRule`) is not a tap: its tap,
/// double-tap and long-press recognisers fail ("moved 14 pt > 10") and the count
/// starts again at 1. A touch that became a long press reports tapCount 0 from
/// then on and also restarts the count.
///
/// **Waiting.** A single tap *waits* only when its tap recogniser's view is also
/// the touch's double-tap recogniser (the same view has `tap` and `doubleTap`)
/// and the strategy is not `immediate`. A view without `doubleTap` never waits,
/// under any strategy: its tap fires at touch-up with latency 0, also when an
/// ancestor has `doubleTap` (Flutter issue 67255, where the parent's
/// `onDoubleTap` delays the child's tap by 300 ms). As in UIKit, where a
/// recogniser that recognises forces the others on the same touch to fail unless
/// they may recognise simultaneously, the ancestor's double-tap recogniser then
/// fails ("tap recognised on like"), so double-tapping such a child gives two
/// taps and no double tap.
///
/// **require-fail** (UIKit `singleTap.require(toFail: doubleTap)`). After a
/// tapCount-1 touch-up the single tap waits for the double tap to fail. The
/// double tap fails when the window expires: at touch-up + `doubleTapWindow` it
/// goes to failed ("window expired") and the tap fires (latency 0.35). A
/// touch-down with tapCount 2 fails the waiting tap ("second touch-down") and the
/// double tap fires at that touch's touch-up (latency 0). A touch-down that does
/// not count as the next tap (on another view, more than `tapCountDistance` away,
/// or too late) leaves the waiting tap alone: it fires when its window expires,
/// and the new touch starts its own attempt.
///
/// **timer** (the usual workaround: a `touchesBegan`/`touchesEnded` override
/// with its own timer). On a tapCount-1 touch-up a `timerDelay` timer
/// starts; when it runs out the tap fires (latency 0.2). A touch-down with
/// tapCount 2 cancels it ("second touch-down") and the double tap fires at that
/// touch's touch-up (latency 0); no other touch cancels it (the workaround
/// invalidates its timer only on tapCount 2). So a second tap that comes
/// after the timer (0.2 s) but inside the tapCount window (0.35 s) gives the
/// single tap and then a double tap too.
///
/// **immediate.** The tap fires at every tap touch-up (latency 0); the double
/// tap also fires at the tapCount-2 touch-up, where the tap of that same touch
/// fails instead ("double tap recognised"): two quick taps give tap, doubleTap.
///
/// **Double-tap recogniser.** One attempt starts at each tapCount-1 touch-down
/// on a view with `doubleTap`; it is continued by the next touch-down if that one
/// has tapCount 2, and recognises at that touch's touch-up. It fails when the
/// window expires after the first touch-up, when a touch of it moves too far, or
/// (see *Waiting*) when a tap on another view recognises; a long press cancels it.
///
/// **Triple tap and beyond.** A touch with tapCount 3 or more starts no double
/// tap (its double-tap recogniser fails at touch-down, "tapCount 3"), so only the
/// second touch of a run fires a double tap. On a waiting view (require-fail,
/// timer) such a touch fires no single tap either: a triple tap gives one double
/// tap at the second touch-up and nothing for the third. Under `immediate` the
/// third touch-up fires a tap; on a view that never waits every touch-up does.
///
/// **Long press.** When the chain has `longPress`, a timer starts at touch-down;
/// if the touch is still down at touch-down + `minimumPressDuration` (0.5 s) and
/// has not moved more than `allowableMovement`, the long press fires then, while
/// still held (latency 0.5, from touch-down), and cancels the touch's tap and
/// double-tap recognisers ("long press recognised"): its touch-up fires no tap and
/// no double tap, and resets tapCount. Moving too far first fails it; releasing
/// first fails it ("released after 0.2 s < 0.5").
///
/// **Time.** Timers due at or before a sample's time run before the sample, so a
/// touch-up exactly at touch-down + 0.5 comes after the long press, and a
/// touch-down exactly `doubleTapWindow` after the touch-up is a fresh tap (the
/// window is half-open). Times are compared with a 1e-9 s tolerance. Samples
/// earlier than the engine's clock, and moves or ups without a touch down, are
/// ignored (`problem(with:)` says why). A touch-down while a touch is down cancels
/// the earlier touch (phase `cancelled`, its recognisers cancelled).
///
/// **Transitions.** Every recogniser involved leaves `possible` with a transition
/// event: to recognized, failed or cancelled, with a short note.
public struct GestureEngine: Sendable {
    public let resolver: Resolver
    public let policy: PolicyKind
    /// Thresholds; a change applies to timers started afterwards.
    public var settings: GestureSettings
    /// The engine's clock: the latest sample, timer or `advance(to:)` time.
    public private(set) var clock: Double = 0

    private var currentStrategy: GestureStrategy
    private var touch: ActiveTouch?
    private var lastTap: LastTap?
    private var runs: [DoubleTapRun] = []
    private var timers: [PendingTimer] = []
    private var serial = 0
    private var buffer: [GestureEvent] = []

    static let epsilon = 1e-9

    public init(resolver: Resolver, policy: PolicyKind, strategy: GestureStrategy,
                settings: GestureSettings = .init()) {
        self.resolver = resolver
        self.policy = policy
        self.currentStrategy = strategy
        self.settings = settings
    }

    /// Switching strategy cancels pending state cleanly: waiting single taps,
    /// double-tap attempts and strategy timers go to `cancelled` ("strategy changed
    /// to timer"), the current touch keeps only its long press, and tapCount starts
    /// again. The setter queues those transitions for the next call's result; use
    /// `setStrategy(_:)` to get them at once.
    public var strategy: GestureStrategy {
        get { currentStrategy }
        set { switchStrategy(to: newValue) }
    }

    /// Switches strategy (see `strategy`) and returns the cancellations, at the clock's time.
    public mutating func setStrategy(_ s: GestureStrategy) -> [GestureEvent] {
        switchStrategy(to: s)
        return flush()
    }

    /// Whether a touch is down.
    public var isTouching: Bool { touch != nil }

    /// The earliest pending timer's due time, nil if none: a run loop can sleep
    /// exactly until then and call `advance(to:)`.
    public var nextDeadline: Double? { timers.first?.due }

    /// Why `handle(_:)` would ignore this sample, or nil when it will use it.
    public func problem(with s: TouchSample) -> String? {
        if !s.time.isFinite { return "time is not a finite number" }
        if s.time < clock - Self.epsilon {
            return "time \(Format.number(s.time)) s is before the previous event at \(Format.number(clock)) s; ignored"
        }
        if s.kind != .down && touch == nil { return "'\(s.kind.rawValue)' without a touch down; ignored" }
        return nil
    }

    /// Runs the timers due at or before `s.time`, then the sample. Returns the
    /// events in time order (timer events carry their due time). A touch-down
    /// already resolved by the caller (`press`, under this engine's resolver and
    /// policy) is used as is; without it the engine resolves the point itself.
    public mutating func handle(_ s: TouchSample, press: ResolvedPress? = nil) -> [GestureEvent] {
        guard s.time.isFinite, s.time >= clock - Self.epsilon else { return flush() }
        runTimers(upTo: s.time)
        clock = max(clock, s.time)
        switch s.kind {
        case .down: down(s, resolved: press?.tap ?? resolver.resolve(s.point, policy: policy))
        case .move: move(s)
        case .up: up(s)
        }
        return flush()
    }

    /// Runs the timers due at or before `time` and moves the clock there.
    public mutating func advance(to time: Double) -> [GestureEvent] {
        guard time.isFinite else { return flush() }
        runTimers(upTo: time)
        clock = max(clock, time)
        return flush()
    }

    /// End of input: runs out every pending timer in time order (a touch still
    /// down stays down, so its long press fires).
    public mutating func finish() -> [GestureEvent] {
        runTimers(upTo: .infinity)
        return flush()
    }
}

// MARK: - State

extension GestureEngine {
    struct ActiveTouch: Sendable {
        var id: Int
        var downTime: Double
        var downPoint: Point
        var lastPoint: Point
        var hit: Int?
        var tapCount: Int
        var tapView: Int?
        var doubleTapView: Int?
        var longPressView: Int?
        /// This touch's own tap recogniser is still possible.
        var tapPossible = false
        /// The double-tap attempt this touch belongs to.
        var runID: Int?
        var longPressPossible = false
        var longPressRecognised = false
        var moved = false

        var reportedTapCount: Int { longPressRecognised ? 0 : tapCount }
    }

    /// One double-tap attempt on a view.
    struct DoubleTapRun: Sendable {
        var id: Int
        var view: Int
        /// Touch-downs it has seen: 1 or 2.
        var touches: Int
        /// require-fail: the first touch's single tap, waiting for this attempt to fail.
        var waitingTap: (view: Int, up: Double)?
    }

    /// The last touch that ended as a tap, for the next touch-down's tap count.
    struct LastTap: Sendable {
        /// The touch as it ended: where it went down, what it hit, its tap
        /// count and the double-tap attempt it started or continued.
        var touch: ActiveTouch
        var up: Double
        /// The single-tap timer it started under the timer strategy.
        var singleTapTimer: Int?
    }

    struct PendingTimer: Sendable {
        enum Kind: Sendable, Equatable {
            case longPress(touch: Int)
            case windowExpiry(run: Int)
            case singleTap(view: Int, up: Double)
        }
        var due: Double
        var serial: Int
        var kind: Kind
    }
}

// MARK: - Samples

extension GestureEngine {
    private mutating func down(_ s: TouchSample, resolved r: HitResult) {
        if touch != nil { cancelTouch(at: s.time, note: "touch-down before touch-up") }
        let recognising = r.responder != nil
        // From the view whose handler runs: the hit's, except under compose, where a
        // disabled hit leaves the tap to the next enabled detector of its path (for the
        // other policies no view between the hit and the responder has gestures).
        let tapView = recognising ? nearest(from: r.responder, with: .tap) : nil
        let dtView = recognising ? nearest(from: r.responder, with: .doubleTap) : nil
        let lpView = recognising ? nearest(from: r.responder, with: .longPress) : nil
        let tapCount = computeTapCount(at: s.time, point: s.point, hit: r.hit)
        serial += 1
        var t = ActiveTouch(id: serial, downTime: s.time, downPoint: s.point, lastPoint: s.point, hit: r.hit,
                            tapCount: tapCount, tapView: tapView, doubleTapView: dtView, longPressView: lpView)
        emit(.touch(time: s.time, phase: "began", point: s.point, tapCount: tapCount, view: r.hit))

        // A touch-down with tapCount 2 continues the previous tap's double-tap
        // attempt and fails its waiting single tap (require-fail) or cancels its
        // single-tap timer (timer). Any other touch-down leaves them alone.
        var failedWaitingTap = false
        if tapCount == 2, let last = lastTap {
            if let rid = last.touch.runID, let ri = runs.firstIndex(where: { $0.id == rid }),
               runs[ri].touches == 1, runs[ri].view == dtView {
                removeTimers { $0 == .windowExpiry(run: rid) }
                runs[ri].touches = 2
                t.runID = rid
                if let w = runs[ri].waitingTap {
                    transition(s.time, w.view, .tap, to: .failed, "second touch-down (tapCount 2)")
                    runs[ri].waitingTap = nil
                    failedWaitingTap = true
                }
            }
            if let serial = last.singleTapTimer, let ti = timers.firstIndex(where: { $0.serial == serial }),
               case .singleTap(let v, _) = timers[ti].kind {
                timers.remove(at: ti)
                transition(s.time, v, .tap, to: .failed, "second touch-down (tapCount 2)")
                failedWaitingTap = true
            }
        }
        // This touch's own recognisers.
        if let dt = dtView, t.runID == nil {
            if tapCount == 1 {
                serial += 1
                runs.append(DoubleTapRun(id: serial, view: dt, touches: 1))
                t.runID = serial
            } else {
                transition(s.time, dt, .doubleTap, to: .failed,
                           tapCount == 2 ? "tapCount 2, but the first tap was not counted" : "tapCount \(tapCount)")
            }
        }
        if let tv = tapView {
            if waits(tapView: tv, doubleTapView: dtView) && tapCount >= 2 {
                if !(tapCount == 2 && failedWaitingTap) {
                    transition(s.time, tv, .tap, to: .failed, "tapCount \(tapCount)")
                }
            } else {
                t.tapPossible = true
            }
        }
        if lpView != nil {
            t.longPressPossible = true
            schedule(.longPress(touch: t.id), at: s.time + settings.minimumPressDuration)
        }
        touch = t
    }

    private mutating func move(_ s: TouchSample) {
        guard var t = touch else { return }
        t.lastPoint = s.point
        emit(.touch(time: s.time, phase: "moved", point: s.point, tapCount: t.reportedTapCount, view: t.hit))
        checkMovement(&t, time: s.time, point: s.point)
        touch = t
    }

    private mutating func up(_ s: TouchSample) {
        guard var t = touch else { return }
        touch = nil
        t.lastPoint = s.point
        emit(.touch(time: s.time, phase: "ended", point: s.point, tapCount: t.reportedTapCount, view: t.hit))
        checkMovement(&t, time: s.time, point: s.point)
        if t.longPressPossible, let lv = t.longPressView {
            removeTimers { $0 == .longPress(touch: t.id) }
            transition(s.time, lv, .longPress, to: .failed,
                       "released after \(Format.number(s.time - t.downTime)) s < \(Format.number(settings.minimumPressDuration))")
        }
        if t.moved || t.longPressRecognised {
            lastTap = nil
            return
        }
        lastTap = LastTap(touch: t, up: s.time)
        let ri = t.runID.flatMap { id in runs.firstIndex { $0.id == id } }

        // Second touch-up of a double tap.
        if let ri, runs[ri].touches == 2 {
            let v = runs.remove(at: ri).view
            transition(s.time, v, .doubleTap, to: .recognized, "second touch-up")
            fire(s.time, .doubleTap, v, latency: 0)
            if t.tapPossible, let tv = t.tapView {
                transition(s.time, tv, .tap, to: .failed, "double tap recognised")
            }
            return
        }
        guard t.tapPossible, let tv = t.tapView else {
            if let ri { startWindow(ri, up: s.time) }
            return
        }
        // The single tap waits for the double tap (same view, not immediate).
        if let ri, waits(tapView: tv, doubleTapView: runs[ri].view) {
            startWindow(ri, up: s.time)
            switch currentStrategy {
            case .requireFail: runs[ri].waitingTap = (tv, s.time)
            case .timer:
                let timer = schedule(.singleTap(view: tv, up: s.time), at: s.time + settings.timerDelay)
                lastTap?.singleTapTimer = timer
            case .immediate: break
            }
            return
        }
        transition(s.time, tv, .tap, to: .recognized, "touch-up")
        fire(s.time, .tap, tv, latency: 0)
        if let ri {
            if runs[ri].view != tv {
                // UIKit: the tap recognised, so the other view's double tap on this touch fails.
                let run = runs.remove(at: ri)
                transition(s.time, run.view, .doubleTap, to: .failed, "tap recognised on \(id(tv))")
            } else {
                startWindow(ri, up: s.time)   // immediate: the double tap may still come
            }
        }
    }

    /// A touch that moves too far from its touch-down point (`TapRule`) is no tap.
    private mutating func checkMovement(_ t: inout ActiveTouch, time: Double, point: Point) {
        guard !t.moved, !t.longPressRecognised else { return }
        guard settings.tapRule.movedTooFar(from: t.downPoint, to: point) else { return }
        let d = t.downPoint.distance(to: point)
        t.moved = true
        let note = "moved \(Format.number(d)) pt > \(Format.number(settings.allowableMovement))"
        if t.tapPossible, let tv = t.tapView {
            t.tapPossible = false
            transition(time, tv, .tap, to: .failed, note)
        }
        if let rid = t.runID, let ri = runs.firstIndex(where: { $0.id == rid }) {
            t.runID = nil
            let run = runs.remove(at: ri)
            removeTimers { $0 == .windowExpiry(run: rid) }
            transition(time, run.view, .doubleTap, to: .failed, note)
        }
        if t.longPressPossible, let lv = t.longPressView {
            t.longPressPossible = false
            let id = t.id
            removeTimers { $0 == .longPress(touch: id) }
            transition(time, lv, .longPress, to: .failed, note)
        }
        lastTap = nil
    }

    /// A touch-down before the previous touch-up: the earlier touch is cancelled.
    private mutating func cancelTouch(at time: Double, note: String) {
        guard var t = touch else { return }
        touch = nil
        emit(.touch(time: time, phase: "cancelled", point: t.lastPoint, tapCount: t.reportedTapCount, view: t.hit))
        cancelRecognisers(of: &t, time: time, note: note, keepLongPress: false)
        lastTap = nil
    }

    private mutating func cancelRecognisers(of t: inout ActiveTouch, time: Double, note: String, keepLongPress: Bool) {
        if t.tapPossible, let tv = t.tapView {
            t.tapPossible = false
            transition(time, tv, .tap, to: .cancelled, note)
        }
        if let rid = t.runID {
            t.runID = nil
            if let ri = runs.firstIndex(where: { $0.id == rid }) {
                let run = runs.remove(at: ri)
                removeTimers { $0 == .windowExpiry(run: rid) }
                transition(time, run.view, .doubleTap, to: .cancelled, note)
            }
        }
        if !keepLongPress, t.longPressPossible, let lv = t.longPressView {
            t.longPressPossible = false
            let id = t.id
            removeTimers { $0 == .longPress(touch: id) }
            transition(time, lv, .longPress, to: .cancelled, note)
        }
    }

    private mutating func switchStrategy(to s: GestureStrategy) {
        guard s != currentStrategy else { return }
        currentStrategy = s
        let note = "strategy changed to \(s.rawValue)"
        if var t = touch {
            cancelRecognisers(of: &t, time: clock, note: note, keepLongPress: true)
            touch = t
        }
        for run in runs {
            if let w = run.waitingTap { transition(clock, w.view, .tap, to: .cancelled, note) }
            transition(clock, run.view, .doubleTap, to: .cancelled, note)
        }
        runs.removeAll()
        for timer in timers {
            if case .singleTap(let v, _) = timer.kind { transition(clock, v, .tap, to: .cancelled, note) }
        }
        removeTimers { if case .longPress = $0 { false } else { true } }
        lastTap = nil
    }
}

// MARK: - Timers

extension GestureEngine {
    private mutating func runTimers(upTo time: Double) {
        while let first = timers.first, first.due <= time + Self.epsilon {
            timers.removeFirst()
            clock = max(clock, first.due)
            fireTimer(first)
        }
    }

    private mutating func fireTimer(_ timer: PendingTimer) {
        let now = timer.due
        switch timer.kind {
        case .longPress(let tid):
            guard var t = touch, t.id == tid, t.longPressPossible, let lv = t.longPressView else { return }
            t.longPressPossible = false
            t.longPressRecognised = true
            transition(now, lv, .longPress, to: .recognized, "held \(Format.number(now - t.downTime)) s")
            fire(now, .longPress, lv, latency: now - t.downTime)
            cancelRecognisers(of: &t, time: now, note: "long press recognised", keepLongPress: true)
            lastTap = nil
            touch = t
        case .windowExpiry(let rid):
            guard let ri = runs.firstIndex(where: { $0.id == rid }) else { return }
            let run = runs.remove(at: ri)
            transition(now, run.view, .doubleTap, to: .failed, "window expired")
            if let w = run.waitingTap {
                transition(now, w.view, .tap, to: .recognized, "double tap failed")
                fire(now, .tap, w.view, latency: now - w.up)
            }
        case .singleTap(let v, let up):
            transition(now, v, .tap, to: .recognized, "timer \(Format.number(now - up)) s")
            fire(now, .tap, v, latency: now - up)
        }
    }

    @discardableResult
    private mutating func schedule(_ kind: PendingTimer.Kind, at due: Double) -> Int {
        serial += 1
        let timer = PendingTimer(due: due, serial: serial, kind: kind)
        let i = timers.firstIndex { $0.due > due } ?? timers.endIndex
        timers.insert(timer, at: i)
        return serial
    }

    private mutating func removeTimers(where match: (PendingTimer.Kind) -> Bool) {
        timers.removeAll { match($0.kind) }
    }

    /// The first touch-up of a double-tap attempt: the window starts.
    private mutating func startWindow(_ ri: Int, up: Double) {
        schedule(.windowExpiry(run: runs[ri].id), at: up + settings.doubleTapWindow)
    }
}

// MARK: - Helpers

extension GestureEngine {
    private func nearest(from hit: Int?, with g: Gesture) -> Int? {
        var cur = hit
        let views = resolver.scene.views
        while let c = cur {
            if views[c].gestures.contains(g) { return c }
            cur = views[c].parent
        }
        return nil
    }

    private func waits(tapView: Int, doubleTapView: Int?) -> Bool {
        currentStrategy != .immediate && doubleTapView == tapView
    }

    private func computeTapCount(at time: Double, point: Point, hit: Int?) -> Int {
        guard let last = lastTap,
              time - last.up < settings.doubleTapWindow - Self.epsilon,
              point.distance(to: last.touch.downPoint) <= settings.tapCountDistance + Self.epsilon,
              hit == last.touch.hit else { return 1 }
        return last.touch.tapCount + 1
    }

    private func id(_ i: Int?) -> String { resolver.id(i) ?? "nothing" }

    private mutating func emit(_ e: GestureEvent) { buffer.append(e) }

    private mutating func transition(_ time: Double, _ view: Int, _ g: Gesture, to: RecogniserState, _ note: String) {
        emit(.transition(time: time, view: view, gesture: g, from: .possible, to: to, note: note))
    }

    private mutating func fire(_ time: Double, _ g: Gesture, _ view: Int, latency: Double) {
        emit(.fired(FiredGesture(time: time, gesture: g, view: view, latency: latency, strategy: currentStrategy)))
    }

    private mutating func flush() -> [GestureEvent] {
        defer { buffer.removeAll() }
        return buffer
    }
}
