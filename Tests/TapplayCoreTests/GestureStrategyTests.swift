import Foundation
import Testing
@testable import TapplayCore

/// Scenes and a script runner shared by the gesture tests.
enum GestureFixture {
    /// The drawing view (x 20…280, y 40…360) with tap, doubleTap and
    /// longPress, and the `pen` button (x 295…370, y 40…100) with only tap.
    static let drawing = scene([
        view("drawing", 20, 40, 260, 320, gestures: [.tap, .doubleTap, .longPress]),
        view("pen", 295, 40, 75, 60, gestures: [.tap]),
    ])

    /// Flutter 67255: `photo` (x 20…370, y 40…320) has only doubleTap; its child
    /// `like` (x 290…354, y 266…310) only tap; its child `caption` (x 36…236,
    /// y 276…310) nothing. `post` (x 20…370, y 330…390) has tap and doubleTap, its
    /// child `share` (x 290…354, y 338…382) only tap.
    static let nested = scene([
        view("photo", 20, 40, 350, 280, gestures: [.doubleTap], [
            view("caption", 16, 236, 200, 34),
            view("like", 270, 226, 64, 44, gestures: [.tap]),
        ]),
        view("post", 20, 330, 350, 60, gestures: [.tap, .doubleTap], [
            view("share", 270, 8, 64, 44, gestures: [.tap]),
        ]),
    ])

    static func engine(_ s: Scene, _ strategy: GestureStrategy, policy: PolicyKind = .uikit,
                       settings: GestureSettings = .init()) -> GestureEngine {
        GestureEngine(resolver: Resolver(scene: s), policy: policy, strategy: strategy, settings: settings)
    }

    /// Parses `T X,Y down|move|up` lines (the CLI's format).
    static func samples(_ script: String) -> [TouchSample] {
        script.split(separator: "\n").enumerated().compactMap { n, line in
            guard case .sample(let s)? = TouchScript.parse(String(line), lineNumber: n + 1) else { return nil }
            return s
        }
    }

    /// Feeds the script, then `finish()`; every event in order.
    static func events(_ s: Scene, _ strategy: GestureStrategy, _ script: String, policy: PolicyKind = .uikit,
                       settings: GestureSettings = .init()) -> [GestureEvent] {
        var e = engine(s, strategy, policy: policy, settings: settings)
        var out: [GestureEvent] = []
        for sample in samples(script) { out += e.handle(sample) }
        return out + e.finish()
    }

    /// The fired gestures as "gesture view @time +latency", times rounded to 1e-9 s.
    static func fired(_ s: Scene, _ strategy: GestureStrategy, _ script: String, policy: PolicyKind = .uikit,
                      settings: GestureSettings = .init()) -> [String] {
        describe(events(s, strategy, script, policy: policy, settings: settings), in: s)
    }

    static func describe(_ events: [GestureEvent], in s: Scene) -> [String] {
        events.compactMap(\.firedGesture).map { "\($0.gesture.rawValue) \(s.views[$0.view].id) @\(num($0.time)) +\(num($0.latency))" }
    }

    static func num(_ v: Double) -> String {
        var t = String(format: "%.9f", (v * 1e9).rounded() / 1e9)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t == "-0" ? "0" : t
    }

    /// Transitions as "view gesture from→to (note)".
    static func transitions(_ events: [GestureEvent], in s: Scene) -> [String] {
        events.compactMap {
            guard case .transition(_, let v, let g, let from, let to, let note) = $0 else { return nil }
            return "\(s.views[v].id) \(g.rawValue) \(from.rawValue)→\(to.rawValue) (\(note))"
        }
    }

    /// Touch events as "phase tapCount view".
    static func touches(_ events: [GestureEvent], in s: Scene) -> [String] {
        events.compactMap {
            guard case .touch(_, let phase, _, let n, let v) = $0 else { return nil }
            return "\(phase) \(n) \(v.map { s.views[$0].id } ?? "nil")"
        }
    }

    static func isTimeOrdered(_ events: [GestureEvent]) -> Bool {
        zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time + 1e-9 }
    }
}

@Suite("Gesture strategies: when a single and a double tap fire")
struct GestureStrategyTests {
    typealias F = GestureFixture
    static let oneTap = "0.1 150,200 down\n0.2 150,200 up"
    static let twoTaps = "0.1 150,200 down\n0.2 150,200 up\n0.3 152,201 down\n0.45 152,201 up"

    @Test("the usual numbers: a single tap fires 0.35 s after touch-up with require-fail, 0.2 s with the timer, at once with immediate",
          arguments: [(GestureStrategy.requireFail, "tap drawing @0.55 +0.35"),
                      (.timer, "tap drawing @0.4 +0.2"),
                      (.immediate, "tap drawing @0.2 +0")])
    func singleTapLatency(strategy: GestureStrategy, expected: String) {
        #expect(F.fired(F.drawing, strategy, Self.oneTap) == [expected])
    }

    @Test("require-fail: the tap waits for the double tap to fail when the window expires")
    func requireFailTransitions() {
        let ev = F.events(F.drawing, .requireFail, Self.oneTap)
        #expect(F.transitions(ev, in: F.drawing) == [
            "drawing longPress possible→failed (released after 0.1 s < 0.5)",
            "drawing doubleTap possible→failed (window expired)",
            "drawing tap possible→recognized (double tap failed)",
        ])
        #expect(F.isTimeOrdered(ev))
    }

    @Test("a double tap fires at the second touch-up under every strategy, with no single tap except under immediate",
          arguments: [(GestureStrategy.requireFail, ["doubleTap drawing @0.45 +0"]),
                      (.timer, ["doubleTap drawing @0.45 +0"]),
                      (.immediate, ["tap drawing @0.2 +0", "doubleTap drawing @0.45 +0"])])
    func doubleTap(strategy: GestureStrategy, expected: [String]) {
        let ev = F.events(F.drawing, strategy, Self.twoTaps)
        #expect(F.describe(ev, in: F.drawing) == expected)
        #expect(F.touches(ev, in: F.drawing) == ["began 1 drawing", "ended 1 drawing", "began 2 drawing", "ended 2 drawing"])
    }

    @Test("require-fail and timer: the second touch-down fails the waiting single tap")
    func secondTouchDownFailsTap() {
        for strategy in [GestureStrategy.requireFail, .timer] {
            let t = F.transitions(F.events(F.drawing, strategy, Self.twoTaps), in: F.drawing)
            #expect(t.contains("drawing tap possible→failed (second touch-down (tapCount 2))"), "\(strategy)")
            #expect(t.last == "drawing doubleTap possible→recognized (second touch-up)", "\(strategy)")
        }
    }

    @Test("immediate: at the second touch-up the double tap fires and that touch's own tap fails")
    func immediateSecondTouchTapFails() {
        let t = F.transitions(F.events(F.drawing, .immediate, Self.twoTaps), in: F.drawing)
        #expect(t.suffix(2) == ["drawing doubleTap possible→recognized (second touch-up)",
                                "drawing tap possible→failed (double tap recognised)"])
    }

    @Test("timer: a second tap after the 0.2 s timer but inside the 0.35 s window gives the single tap and then a double tap (a consequence of the timer fix)")
    func timerLateSecondTap() {
        let script = "0.1 150,200 down\n0.2 150,200 up\n0.45 150,200 down\n0.5 150,200 up"
        #expect(F.fired(F.drawing, .timer, script) == ["tap drawing @0.4 +0.2", "doubleTap drawing @0.5 +0"])
        // The same taps: require-fail waits long enough to see the double tap.
        #expect(F.fired(F.drawing, .requireFail, script) == ["doubleTap drawing @0.5 +0"])
        #expect(F.fired(F.drawing, .immediate, script) == ["tap drawing @0.2 +0", "doubleTap drawing @0.5 +0"])
    }

    @Test("a second touch-down exactly one window after the touch-up is a fresh tap: the window is half-open")
    func windowBoundary() {
        let script = "0.1 150,200 down\n0.2 150,200 up\n0.55 150,200 down\n0.6 150,200 up"
        let ev = F.events(F.drawing, .requireFail, script)
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.55 +0.35", "tap drawing @0.95 +0.35"])
        #expect(F.touches(ev, in: F.drawing)[2] == "began 1 drawing")
        // Just inside the window it counts.
        let inside = "0.1 150,200 down\n0.2 150,200 up\n0.549 150,200 down\n0.6 150,200 up"
        #expect(F.fired(F.drawing, .requireFail, inside) == ["doubleTap drawing @0.6 +0"])
    }

    @Test("a triple tap: one double tap at the second touch-up; the third touch (tapCount 3) fires nothing with require-fail and timer, a tap with immediate",
          arguments: [(GestureStrategy.requireFail, ["doubleTap drawing @0.3 +0"]),
                      (.timer, ["doubleTap drawing @0.3 +0"]),
                      (.immediate, ["tap drawing @0.15 +0", "doubleTap drawing @0.3 +0", "tap drawing @0.45 +0"])])
    func tripleTap(strategy: GestureStrategy, expected: [String]) {
        let script = "0.1 150,200 down\n0.15 150,200 up\n0.25 150,200 down\n0.3 150,200 up\n0.4 150,200 down\n0.45 150,200 up"
        let ev = F.events(F.drawing, strategy, script)
        #expect(F.describe(ev, in: F.drawing) == expected)
        #expect(F.touches(ev, in: F.drawing).filter { $0.hasPrefix("began") } == ["began 1 drawing", "began 2 drawing", "began 3 drawing"])
        #expect(F.transitions(ev, in: F.drawing).contains("drawing doubleTap possible→failed (tapCount 3)"))
        if strategy != .immediate {
            #expect(F.transitions(ev, in: F.drawing).contains("drawing tap possible→failed (tapCount 3)"))
        }
    }

    @Test("a fourth quick tap (tapCount 4) starts no second double tap")
    func quadrupleTap() {
        let script = (0..<4).map { i in
            let t = 0.1 + Double(i) * 0.15
            return "\(t) 150,200 down\n\(t + 0.05) 150,200 up"
        }.joined(separator: "\n")
        #expect(F.fired(F.drawing, .requireFail, script) == ["doubleTap drawing @0.3 +0"])
    }

    @Test("a tap that moves more than 10 pt is no tap under any strategy, and the next touch starts again at tapCount 1")
    func movedTooFar() {
        let script = "0.1 150,200 down\n0.15 160,210 move\n0.2 160,210 up\n0.3 150,200 down\n0.35 150,200 up"
        for strategy in GestureStrategy.allCases {
            let ev = F.events(F.drawing, strategy, script)
            let expected = [GestureStrategy.requireFail: "tap drawing @0.7 +0.35", .timer: "tap drawing @0.55 +0.2",
                            .immediate: "tap drawing @0.35 +0"][strategy]!
            #expect(F.describe(ev, in: F.drawing) == [expected], "\(strategy)")
            #expect(F.touches(ev, in: F.drawing)[3] == "began 1 drawing", "\(strategy)")
            #expect(Array(F.transitions(ev, in: F.drawing).prefix(3)) == [
                "drawing tap possible→failed (moved 14.14 pt > 10)",
                "drawing doubleTap possible→failed (moved 14.14 pt > 10)",
                "drawing longPress possible→failed (moved 14.14 pt > 10)",
            ], "\(strategy)")
        }
    }

    @Test("movement is measured at touch-up too, and exactly 10 pt still counts as a tap")
    func movementAtUpAndLimit() {
        #expect(F.fired(F.drawing, .immediate, "0.1 150,200 down\n0.2 170,200 up") == [])
        #expect(F.fired(F.drawing, .immediate, "0.1 150,200 down\n0.15 156,208 move\n0.2 156,208 up") == ["tap drawing @0.2 +0"])
    }

    @Test("the second tap of a double tap that moves too far fails the double tap, and nothing fires")
    func secondTapMoves() {
        let script = "0.1 150,200 down\n0.2 150,200 up\n0.3 150,200 down\n0.35 150,230 move\n0.4 150,230 up"
        #expect(F.fired(F.drawing, .requireFail, script) == [])
        #expect(F.fired(F.drawing, .timer, script) == [])
        #expect(F.fired(F.drawing, .immediate, script) == ["tap drawing @0.2 +0"])
    }

    @Test("a second touch on the same view more than 45 pt away is a fresh tap: each tap fires at its own time")
    func farSecondTouchOnSameView() {
        let script = "0.1 100,100 down\n0.2 100,100 up\n0.3 200,200 down\n0.4 200,200 up"
        let ev = F.events(F.drawing, .requireFail, script)
        #expect(F.touches(ev, in: F.drawing)[2] == "began 1 drawing")
        #expect(F.describe(ev, in: F.drawing) == ["tap drawing @0.55 +0.35", "tap drawing @0.75 +0.35"])
        #expect(F.fired(F.drawing, .timer, script) == ["tap drawing @0.4 +0.2", "tap drawing @0.6 +0.2"])
        #expect(F.fired(F.drawing, .immediate, script) == ["tap drawing @0.2 +0", "tap drawing @0.4 +0"])
        // 44 pt away still counts.
        #expect(F.fired(F.drawing, .requireFail, "0.1 100,100 down\n0.2 100,100 up\n0.3 144,100 down\n0.4 144,100 up")
                == ["doubleTap drawing @0.4 +0"])
    }

    @Test("a far touch, then a quick tap next to it: the first tap still fires at its window, the last two make a double tap",
          arguments: [(GestureStrategy.requireFail, ["tap drawing @0.55 +0.35", "doubleTap drawing @0.6 +0"]),
                      (.timer, ["tap drawing @0.4 +0.2", "doubleTap drawing @0.6 +0"])])
    func farTouchThenDoubleTap(strategy: GestureStrategy, expected: [String]) {
        let script = "0.1 100,100 down\n0.2 100,100 up\n0.3 200,200 down\n0.35 200,200 up\n0.45 200,200 down\n0.6 200,200 up"
        #expect(F.fired(F.drawing, strategy, script) == expected)
    }

    @Test("configurable windows: a 0.25 s double-tap window and a 0.1 s timer")
    func customSettings() {
        let settings = GestureSettings(doubleTapWindow: 0.25, timerDelay: 0.1)
        #expect(F.fired(F.drawing, .requireFail, Self.oneTap, settings: settings) == ["tap drawing @0.45 +0.25"])
        #expect(F.fired(F.drawing, .timer, Self.oneTap, settings: settings) == ["tap drawing @0.3 +0.1"])
        // 0.3 s after the touch-up is outside a 0.25 s window: two single taps.
        let late = "0.1 150,200 down\n0.2 150,200 up\n0.5 150,200 down\n0.55 150,200 up"
        #expect(F.fired(F.drawing, .requireFail, late, settings: settings) == ["tap drawing @0.45 +0.25", "tap drawing @0.8 +0.25"])
    }
}
