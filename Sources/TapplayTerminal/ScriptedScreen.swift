import TapplayCore

/// An in-memory screen that plays a script of input events on a fake clock and
/// keeps every frame the run loop draws: events in, frames out, no terminal.
///
/// Each step is an event, a wait or a resize. A `nextEvent(timeout:)` call
/// returns the next event at once; a wait advances the clock by up to the
/// timeout (the rest of the wait stays for the next call) and returns nil, as
/// a real terminal does when nothing arrives. When the script runs out, the
/// screen answers `q` so the loop always ends, and says so in `ranOut`.
public final class ScriptedScreen: PlaygroundScreen {
    public enum Step: Sendable {
        case event(InputEvent)
        /// Nothing arrives for this many seconds.
        case wait(Double)
        /// The terminal is resized (a `.resize` event follows).
        case resize(cols: Int, rows: Int)
    }

    public private(set) var cols: Int
    public private(set) var rows: Int
    public let hasColour: Bool
    public let hasMouse: Bool
    /// Every buffer drawn, in order.
    public private(set) var frames: [CellBuffer] = []
    /// The screen's contents, built only from the diffs it was sent.
    public private(set) var shown: CellBuffer?
    /// Whether motion tracking is on.
    public private(set) var motionTracking = false
    public private(set) var restored = false
    /// The script ended before the loop quit (a `q` was answered).
    public private(set) var ranOut = false
    private var steps: [Step]
    private var clock: Double

    public init(cols: Int, rows: Int, colour: Bool = false, mouse: Bool = true, start: Double = 100,
                script: [Step]) {
        self.cols = cols
        self.rows = rows
        self.hasColour = colour
        self.hasMouse = mouse
        self.clock = start
        self.steps = script
    }

    public func now() -> Double { clock }

    public func nextEvent(timeout: Double?) -> InputEvent? {
        guard let step = steps.first else {
            ranOut = true
            return .key(.char("q"))
        }
        switch step {
        case .event(var e):
            steps.removeFirst()
            if case .mouse(var m) = e {
                m.time = clock
                e = .mouse(m)
            }
            return e
        case .resize(let c, let r):
            steps.removeFirst()
            cols = c
            rows = r
            return .resize(cols: c, rows: r)
        case .wait(let s):
            let step = min(s, timeout ?? s)
            clock += step
            if s - step > 1e-12 {
                steps[0] = .wait(s - step)
            } else {
                steps.removeFirst()
            }
            return nil
        }
    }

    public func draw(_ buffer: CellBuffer) {
        let diff = BufferDiff(from: shown, to: buffer)
        shown = diff.applied(to: shown, width: buffer.width, height: buffer.height)
        frames.append(buffer)
    }

    public func setMotionTracking(_ on: Bool) { motionTracking = on }

    public func restore() {
        restored = true
        motionTracking = false
    }
}
