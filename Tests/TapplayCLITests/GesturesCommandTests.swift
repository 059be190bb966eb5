import Foundation
import Testing

/// `tapplay gestures` end to end: the built binary (run `swift build` first) fed
/// touch lines on standard input.
@Suite("tapplay gestures (the built binary)")
struct GesturesCommandTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = root.appendingPathComponent(".build/debug/tapplay")
    static let drawing = root.appendingPathComponent("Scenes/gesture-drawing.yaml").path
    static let nested = root.appendingPathComponent("Scenes/gesture-nested.yaml").path

    struct Run {
        var status: Int32
        var out: [String]
        var err: String
    }

    static func run(_ args: [String], stdin: String) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no binary at \(binary.path): run `swift build` first")
            return Run(status: -1, out: [], err: "")
        }
        let r = try CLI.run(args, input: stdin)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        return Run(status: r.status, out: lines, err: r.stderr)
    }

    static let oneTap = "0.1 150,200 down\n0.2 150,200 up\n"

    @Test("a single tap on the drawing prints one JSON line per strategy with the expected latencies")
    func singleTapPerStrategy() throws {
        let expected = [
            "require-fail": #"{"t": 0.55, "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#,
            "timer": #"{"t": 0.4, "gesture": "tap", "view": "drawing", "latency": 0.2, "strategy": "timer"}"#,
            "immediate": #"{"t": 0.2, "gesture": "tap", "view": "drawing", "latency": 0.0, "strategy": "immediate"}"#,
        ]
        for (strategy, line) in expected {
            let r = try Self.run(["gestures", Self.drawing, "--strategy", strategy], stdin: Self.oneTap)
            #expect(r.status == 0)
            #expect(r.out == [line], "\(strategy)")
        }
        // require-fail is the default.
        #expect(try Self.run(["gestures", Self.drawing], stdin: Self.oneTap).out == [expected["require-fail"]!])
    }

    @Test("a malformed line prints an error object as it is read, and the run goes on with exit status 0")
    func malformedLine() throws {
        let input = "# a comment\n0.1 150,200 down\nnonsense here\n0.2 150,200 up\n0.3 1,1 sideways\n0.1 150,200 down\n"
        let r = try Self.run(["gestures", Self.drawing, "--json"], stdin: input)
        #expect(r.status == 0)
        #expect(r.out.count == 4)
        #expect(r.out[0].hasPrefix(#"{"error": "line 3: expected 'T X,Y down|move|up'"#))
        #expect(r.out[0].contains(#""line": 3"#))
        #expect(r.out[1].contains(#""line": 5"#) && r.out[1].contains("not down, move or up"))
        #expect(r.out[2].contains(#""line": 6"#) && r.out[2].contains("before the previous event"))
        #expect(r.out[3] == #"{"t": 0.55, "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#)
    }

    @Test("fired gestures come out in time order after the input ends: a double tap, a button, a long press")
    func timeOrder() throws {
        let input = """
        0.1 150,200 down
        0.2 150,200 up
        0.3 152,200 down
        0.4 152,200 up
        1.0 270,70 down
        1.1 270,70 up
        1.2 300,70 down
        1.3 300,70 up
        2.0 150,200 down
        3.0 150,200 up
        4.0 150,200 down
        """
        let r = try Self.run(["gestures", Self.drawing], stdin: input)
        #expect(r.status == 0)
        #expect(r.out == [
            #"{"t": 0.4, "gesture": "doubleTap", "view": "drawing", "latency": 0.0, "strategy": "require-fail"}"#,
            #"{"t": 1.3, "gesture": "tap", "view": "pen", "latency": 0.0, "strategy": "require-fail"}"#,
            #"{"t": 1.45, "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#,
            #"{"t": 2.5, "gesture": "longPress", "view": "drawing", "latency": 0.5, "strategy": "require-fail"}"#,
            #"{"t": 4.5, "gesture": "longPress", "view": "drawing", "latency": 0.5, "strategy": "require-fail"}"#,
        ])
    }

    @Test("the timer strategy's late second tap: the single tap and then the double tap")
    func timerLateSecondTap() throws {
        let r = try Self.run(["gestures", Self.drawing, "--strategy", "timer"],
                             stdin: "0.1 150,200 down\n0.2 150,200 up\n0.45 150,200 down\n0.5 150,200 up\n")
        #expect(r.out == [
            #"{"t": 0.4, "gesture": "tap", "view": "drawing", "latency": 0.2, "strategy": "timer"}"#,
            #"{"t": 0.5, "gesture": "doubleTap", "view": "drawing", "latency": 0.0, "strategy": "timer"}"#,
        ])
    }

    @Test("the nested scene: the child's tap does not wait for the parent's double tap")
    func nestedChild() throws {
        let r = try Self.run(["gestures", Self.nested], stdin: "0.1 320,290 down\n0.2 320,290 up\n")
        #expect(r.out == [#"{"t": 0.2, "gesture": "tap", "view": "like", "latency": 0.0, "strategy": "require-fail"}"#])
    }

    @Test("the windows are configurable")
    func windows() throws {
        let r = try Self.run(["gestures", Self.drawing, "--double-tap-window", "0.25"], stdin: Self.oneTap)
        #expect(r.out == [#"{"t": 0.45, "gesture": "tap", "view": "drawing", "latency": 0.25, "strategy": "require-fail"}"#])
        let t = try Self.run(["gestures", Self.drawing, "--strategy", "timer", "--timer", "0.1"], stdin: Self.oneTap)
        #expect(t.out == [#"{"t": 0.3, "gesture": "tap", "view": "drawing", "latency": 0.1, "strategy": "timer"}"#])
        let l = try Self.run(["gestures", Self.drawing, "--long-press", "1"], stdin: "0 150,200 down\n0.8 150,200 up\n")
        #expect(l.out == [#"{"t": 1.15, "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#])
    }

    @Test("--timeline prints touch phases and recogniser transitions too")
    func timeline() throws {
        let r = try Self.run(["gestures", Self.drawing, "--timeline"], stdin: Self.oneTap)
        #expect(r.out == [
            #"{"t": 0.1, "event": "touch", "phase": "began", "x": 150.0, "y": 200.0, "tapCount": 1, "view": "drawing"}"#,
            #"{"t": 0.2, "event": "touch", "phase": "ended", "x": 150.0, "y": 200.0, "tapCount": 1, "view": "drawing"}"#,
            #"{"t": 0.2, "event": "transition", "view": "drawing", "gesture": "longPress", "from": "possible", "to": "failed", "note": "released after 0.1 s < 0.5"}"#,
            #"{"t": 0.55, "event": "transition", "view": "drawing", "gesture": "doubleTap", "from": "possible", "to": "failed", "note": "window expired"}"#,
            #"{"t": 0.55, "event": "transition", "view": "drawing", "gesture": "tap", "from": "possible", "to": "recognized", "note": "double tap failed"}"#,
            #"{"t": 0.55, "event": "fired", "gesture": "tap", "view": "drawing", "latency": 0.35, "strategy": "require-fail"}"#,
        ])
    }

    @Test("bad arguments and missing scenes fail with a one-line reason and a non-zero status")
    func failures() throws {
        let bad = try Self.run(["gestures", Self.drawing, "--strategy", "eventually"], stdin: "")
        #expect(bad.status != 0)
        #expect(bad.err.contains("eventually"))
        let missing = try Self.run(["gestures", "/nonexistent/scene.yaml"], stdin: Self.oneTap)
        #expect(missing.status != 0)
        #expect(missing.out.isEmpty)
        #expect(!missing.err.isEmpty)
        let negative = try Self.run(["gestures", Self.drawing, "--timer", "-1"], stdin: "")
        #expect(negative.status != 0)
    }

    @Test("empty input prints nothing and succeeds")
    func emptyInput() throws {
        let r = try Self.run(["gestures", Self.drawing], stdin: "")
        #expect(r.status == 0)
        #expect(r.out.isEmpty)
    }
}
