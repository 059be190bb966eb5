import TapplayCore

/// What the playground's run loop needs from a screen: events in (with a
/// deadline), frames out, the size, and leaving the terminal as it was.
/// `TerminalScreen` (ncurses) is the real one; `ScriptedScreen` plays a script
/// in memory so that tests drive the real loop without a terminal.
public protocol PlaygroundScreen: AnyObject {
    /// The screen's size in cells.
    var cols: Int { get }
    var rows: Int { get }
    /// Whether colours can be shown (false in monochrome mode).
    var hasColour: Bool { get }
    /// Whether the screen reports mouse presses (otherwise the crosshair is the only way to tap).
    var hasMouse: Bool { get }
    /// The next input event, waiting at most `timeout` seconds (nil: for ever); nil on timeout.
    func nextEvent(timeout: Double?) -> InputEvent?
    /// Shows `buffer`, sending only what changed since the last frame (`BufferDiff`).
    func draw(_ buffer: CellBuffer)
    /// Turns reports of motion with a button held on or off.
    func setMotionTracking(_ on: Bool)
    /// Leaves the screen as it was found (idempotent).
    func restore()
    /// Seconds on the clock that input event times use.
    func now() -> Double
    /// True once no more input can come (the terminal closed): the loop then ends.
    var inputEnded: Bool { get }
}

extension PlaygroundScreen {
    public var inputEnded: Bool { false }
}
