/// Everything the playground reacts to: the terminal's input, decoded, and
/// what the run loop observes (the clock, a changed scene file, the record
/// file's trouble, a frame drawn). It answers each with `PlaygroundEffect`s
/// and reacts to nothing else, so its whole behaviour is testable without a
/// terminal.
public enum PlaygroundEvent: Hashable, Sendable {
    /// A key, a mouse report or a new size from the terminal.
    case input(InputEvent)
    /// The run loop woke at this time (the input clock): the labs' timers due
    /// by then fire (a waiting single tap, a long press, a lift).
    case tick(Double)
    /// This scene file changed on disk: reloaded, quietly, when it is the one shown.
    case sceneFileChanged(path: String)
    /// A lasting problem, shown in the status line ahead of every note (the
    /// record file cannot be written).
    case alert(String)
    /// A frame that began at `start` took `duration` seconds to draw and show (for the HUD).
    case frameDrawn(start: Double, duration: Double)

    /// A key press.
    public static func key(_ k: Key) -> PlaygroundEvent { .input(.key(k)) }
    /// A mouse report.
    public static func mouse(_ m: MouseEvent) -> PlaygroundEvent { .input(.mouse(m)) }
    /// The terminal now has this many columns and rows.
    public static func resize(cols: Int, rows: Int) -> PlaygroundEvent { .input(.resize(cols: cols, rows: rows)) }
}
