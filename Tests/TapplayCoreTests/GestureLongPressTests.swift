import Testing
@testable import TapplayCore

@Suite("Gesture long press: 0.5 s held within 10 pt")
struct GestureLongPressTests {
    typealias F = GestureFixture

    @Test("a long press fires 0.5 s after touch-down while still held, under every strategy", arguments: GestureStrategy.allCases)
    func firesWhileHeld(strategy: GestureStrategy) {
        let ev = F.events(F.drawing, strategy, "0.1 150,200 down\n1.2 150,200 up")
        #expect(F.describe(ev, in: F.drawing) == ["longPress drawing @0.6 +0.5"])
        // It fired before the touch-up.
        let firedAt = ev.firstIndex { $0.firedGesture != nil }!
        let endedAt = ev.firstIndex { if case .touch(_, "ended", _, _, _) = $0 { true } else { false } }!
        #expect(firedAt < endedAt)
    }

    @Test("a long press cancels the tap and double-tap recognisers; its release fires no tap and reports tapCount 0")
    func cancelsTap() {
        let ev = F.events(F.drawing, .requireFail, "0.1 150,200 down\n0.3 152,200 move\n1.2 150,200 up")
        #expect(F.transitions(ev, in: F.drawing) == [
            "drawing longPress possible→recognized (held 0.5 s)",
            "drawing tap possible→cancelled (long press recognised)",
            "drawing doubleTap possible→cancelled (long press recognised)",
        ])
        #expect(F.touches(ev, in: F.drawing) == ["began 1 drawing", "moved 1 drawing", "ended 0 drawing"])
    }

    @Test("the engine's clock alone fires the long press: advance(to:) reaches the deadline with no further sample")
    func advanceFiresLongPress() {
        var e = F.engine(F.drawing, .timer)
        _ = e.handle(TouchSample(time: 0, point: Point(x: 150, y: 200), kind: .down))
        #expect(e.nextDeadline == 0.5)
        #expect(e.advance(to: 0.49).isEmpty)
        let ev = e.advance(to: 0.5)
        #expect(F.describe(ev, in: F.drawing) == ["longPress drawing @0.5 +0.5"])
        #expect(e.nextDeadline == nil)
        #expect(e.isTouching)
    }

    @Test("a long press that moves more than 10 pt before 0.5 s fails, and nothing fires")
    func movingFails() {
        let ev = F.events(F.drawing, .requireFail, "0.1 150,200 down\n0.3 165,200 move\n0.9 165,200 up")
        #expect(F.describe(ev, in: F.drawing) == [])
        #expect(F.transitions(ev, in: F.drawing).contains("drawing longPress possible→failed (moved 15 pt > 10)"))
    }

    @Test("moving after the long press has fired changes nothing")
    func movingAfterwards() {
        #expect(F.fired(F.drawing, .requireFail, "0.1 150,200 down\n0.7 190,200 move\n0.9 190,200 up") == ["longPress drawing @0.6 +0.5"])
    }

    @Test("a touch-up exactly at touch-down + 0.5 comes after the long press: timers due at a sample's time run first")
    func releaseAtDeadline() {
        #expect(F.fired(F.drawing, .immediate, "0 150,200 down\n0.5 150,200 up") == ["longPress drawing @0.5 +0.5"])
        #expect(F.fired(F.drawing, .immediate, "0 150,200 down\n0.49 150,200 up") == ["tap drawing @0.49 +0"])
    }

    @Test("released before 0.5 s the long press fails and the touch is a tap")
    func releasedEarly() {
        let ev = F.events(F.drawing, .requireFail, "0.1 150,200 down\n0.4 150,200 up")
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.75 +0.35"])
        #expect(F.transitions(ev, in: F.drawing).first == "drawing longPress possible→failed (released after 0.3 s < 0.5)")
    }

    @Test("a long press resets tapCount: a quick tap right after it is a single tap, not a double tap")
    func resetsTapCount() {
        let ev = F.events(F.drawing, .requireFail, "0.1 150,200 down\n0.8 150,200 up\n0.9 150,200 down\n1.0 150,200 up")
        #expect(F.describe(ev, in: F.drawing) == ["longPress drawing @0.6 +0.5", "tap drawing @1.35 +0.35"])
        #expect(F.touches(ev, in: F.drawing)[2] == "began 1 drawing")
    }

    @Test("the second touch of a double tap held for 0.5 s is a long press, not a double tap")
    func secondTouchHeld() {
        let script = "0.1 150,200 down\n0.2 150,200 up\n0.3 150,200 down\n1.0 150,200 up"
        let ev = F.events(F.drawing, .requireFail, script)
        #expect(F.describe(ev, in: F.drawing) == ["longPress drawing @0.8 +0.5"])
        #expect(F.transitions(ev, in: F.drawing).contains("drawing doubleTap possible→cancelled (long press recognised)"))
    }

    @Test("a view without longPress is never a long press: a long hold is a tap")
    func noLongPressGesture() {
        #expect(F.fired(F.drawing, .requireFail, "0.1 332,70 down\n2.0 332,70 up") == ["tap pen @2 +0"])
    }
}
