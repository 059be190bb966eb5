import Testing
@testable import TapplayCore

@Suite("Gesture engine clock: timers, deadlines, order and output")
struct GestureEngineClockTests {
    typealias F = GestureFixture
    static func sample(_ t: Double, _ x: Double, _ y: Double, _ kind: TouchSample.Kind) -> TouchSample {
        TouchSample(time: t, point: Point(x: x, y: y), kind: kind)
    }

    @Test("finish() runs out the pending timers: the waiting single tap fires at its due time")
    func finishRunsTimers() {
        var e = F.engine(F.drawing, .requireFail)
        #expect(e.handle(Self.sample(0.1, 150, 200, .down)).compactMap(\.firedGesture).isEmpty)
        #expect(e.handle(Self.sample(0.2, 150, 200, .up)).compactMap(\.firedGesture).isEmpty)
        let rest = e.finish()
        #expect(F.describe(rest, in: F.drawing) == ["tap drawing @0.55 +0.35"])
        #expect(e.nextDeadline == nil)
        #expect(e.finish().isEmpty)
    }

    @Test("nextDeadline is the earliest pending timer: long press, then the window or the 0.2 s timer")
    func nextDeadline() {
        var e = F.engine(F.drawing, .timer)
        #expect(e.nextDeadline == nil)
        _ = e.handle(Self.sample(0.1, 150, 200, .down))
        #expect(abs(e.nextDeadline! - 0.6) < 1e-9)           // long press
        _ = e.handle(Self.sample(0.2, 150, 200, .up))
        #expect(abs(e.nextDeadline! - 0.4) < 1e-9)           // the timer strategy's single tap
        let ev = e.advance(to: e.nextDeadline!)
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.4 +0.2"])
        #expect(abs(e.nextDeadline! - 0.55) < 1e-9)          // the double-tap window
        #expect(F.transitions(e.advance(to: 1), in: F.drawing) == ["drawing doubleTap possible→failed (window expired)"])
        #expect(e.nextDeadline == nil)

        var r = F.engine(F.drawing, .requireFail)
        _ = r.handle(Self.sample(0.1, 150, 200, .down))
        _ = r.handle(Self.sample(0.2, 150, 200, .up))
        #expect(abs(r.nextDeadline! - 0.55) < 1e-9)
        _ = r.handle(Self.sample(0.3, 150, 200, .down))       // tapCount 2 cancels the window
        #expect(abs(r.nextDeadline! - 0.8) < 1e-9)           // only its long press is left
    }

    @Test("timer events carry their due time, before a later sample's events")
    func timerEventsAtDueTime() {
        var e = F.engine(F.drawing, .requireFail)
        _ = e.handle(Self.sample(0.1, 150, 200, .down))
        _ = e.handle(Self.sample(0.2, 150, 200, .up))
        let ev = e.handle(Self.sample(2, 332, 70, .down))
        #expect(F.isTimeOrdered(ev))
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.55 +0.35"])
        #expect(ev.last.map { if case .touch(2, "began", _, 1, _) = $0 { true } else { false } } == true)
    }

    @Test("advance(to:) before a deadline fires nothing and moves the clock")
    func advanceEarly() {
        var e = F.engine(F.drawing, .requireFail)
        _ = e.handle(Self.sample(0.1, 150, 200, .down))
        _ = e.handle(Self.sample(0.2, 150, 200, .up))
        #expect(e.advance(to: 0.5).isEmpty)
        #expect(e.clock == 0.5)
        #expect(F.describe(e.advance(to: 0.55), in: F.drawing) == ["tap drawing @0.55 +0.35"])
    }

    @Test("a sample earlier than the clock, or an up without a down, is ignored and problem(with:) says why")
    func ignoredSamples() {
        var e = F.engine(F.drawing, .immediate)
        let stray = Self.sample(0.1, 150, 200, .up)
        #expect(e.problem(with: stray) == "'up' without a touch down; ignored")
        #expect(e.handle(stray).isEmpty)
        _ = e.handle(Self.sample(0.5, 150, 200, .down))
        let early = Self.sample(0.3, 150, 200, .up)
        #expect(e.problem(with: early)?.contains("before the previous event") == true)
        #expect(e.handle(early).isEmpty)
        #expect(e.isTouching)
        #expect(F.describe(e.handle(Self.sample(0.6, 150, 200, .up)), in: F.drawing) == ["tap drawing @0.6 +0"])
    }

    @Test("a touch-down while a touch is down cancels the earlier touch and its recognisers")
    func doubleDownCancels() {
        let ev = F.events(F.drawing, .immediate, "0.1 150,200 down\n0.2 150,200 down\n0.3 150,200 up")
        #expect(F.touches(ev, in: F.drawing) == ["began 1 drawing", "cancelled 1 drawing", "began 1 drawing", "ended 1 drawing"])
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.3 +0"])
        #expect(F.transitions(ev, in: F.drawing).prefix(3) == [
            "drawing tap possible→cancelled (touch-down before touch-up)",
            "drawing doubleTap possible→cancelled (touch-down before touch-up)",
            "drawing longPress possible→cancelled (touch-down before touch-up)",
        ])
    }

    @Test("switching strategy cancels the waiting single tap and the double-tap attempt cleanly")
    func switchingStrategyCancels() {
        var e = F.engine(F.drawing, .requireFail)
        _ = e.handle(Self.sample(0.1, 150, 200, .down))
        _ = e.handle(Self.sample(0.2, 150, 200, .up))
        let ev = e.setStrategy(.timer)
        #expect(F.transitions(ev, in: F.drawing) == [
            "drawing tap possible→cancelled (strategy changed to timer)",
            "drawing doubleTap possible→cancelled (strategy changed to timer)",
        ])
        #expect(e.nextDeadline == nil)
        #expect(e.finish().isEmpty)
        // After the switch a tap follows the new strategy, and a quick touch is a fresh tap.
        let next = e.handle(Self.sample(0.3, 150, 200, .down))
        #expect(F.touches(next, in: F.drawing) == ["began 1 drawing"])
        _ = e.handle(Self.sample(0.4, 150, 200, .up))
        #expect(F.describe(e.finish(), in: F.drawing) == ["tap drawing @0.6 +0.2"])
    }

    @Test("the strategy setter queues its cancellations for the next call and keeps a held long press")
    func strategySetter() {
        var e = F.engine(F.drawing, .timer)
        _ = e.handle(Self.sample(0, 150, 200, .down))
        e.strategy = .immediate
        #expect(e.strategy == .immediate)
        let ev = e.advance(to: 0.5)
        #expect(F.transitions(ev, in: F.drawing).prefix(2) == [
            "drawing tap possible→cancelled (strategy changed to immediate)",
            "drawing doubleTap possible→cancelled (strategy changed to immediate)",
        ])
        #expect(F.describe(ev, in: F.drawing) == ["longPress drawing @0.5 +0.5"])
        #expect(ev.compactMap(\.firedGesture).first?.strategy == .immediate)
    }

    @Test("fired gestures print as the CLI's JSON line, times rounded to the millisecond")
    func firedJSON() {
        let ev = F.events(F.drawing, .requireFail, "0.1 150,200 down\n0.2 150,200 up")
        let f = ev.compactMap(\.firedGesture)[0]
        #expect(f.json(in: F.drawing).serialized
                == #"{"t": 0.55, "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#)
        let lines = ev.map { $0.json(in: F.drawing).serialized }
        #expect(lines[0] == #"{"t": 0.1, "event": "touch", "phase": "began", "x": 150.0, "y": 200.0, "tapCount": 1, "view": "drawing"}"#)
        #expect(lines.contains(#"{"t": 0.55, "event": "transition", "view": "drawing", "gesture": "doubleTap", "from": "possible", "to": "failed", "note": "window expired"}"#))
        #expect(lines.last == #"{"t": 0.55, "event": "fired", "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#)
    }

    @Test("the latency log gives the median single-tap latency per strategy")
    func latencyLog() {
        var log = GestureLatencyLog()
        for strategy in GestureStrategy.allCases {
            log.record(F.events(F.drawing, strategy, "0.1 150,200 down\n0.2 150,200 up\n1 150,200 down\n1.1 150,200 up"))
        }
        #expect(abs(log.median(strategy: .requireFail)! - 0.35) < 1e-9)
        #expect(abs(log.median(strategy: .timer)! - 0.2) < 1e-9)
        #expect(log.median(strategy: .immediate) == 0)
        #expect(log.count(strategy: .timer) == 2)
        #expect(log.median(.doubleTap, strategy: .timer) == nil)
        #expect(log.summary == "single tap median: require-fail 350 ms (2), timer 200 ms (2), immediate 0 ms (2)")
    }

    @Test("the strategy names are the CLI's and g cycles through them")
    func strategyNames() {
        #expect(GestureStrategy.allCases.map(\.rawValue) == ["require-fail", "timer", "immediate"])
        #expect(GestureStrategy.requireFail.next == .timer)
        #expect(GestureStrategy.immediate.next == .requireFail)
    }
}
