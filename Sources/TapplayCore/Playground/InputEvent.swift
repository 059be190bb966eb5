/// What the terminal reports, decoded: the playground reacts to these and
/// nothing else, so its whole behaviour is testable without a terminal.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(cols: Int, rows: Int)
}

/// A key press.
public enum Key: Hashable, Sendable {
    case char(Character)
    case up, down, left, right
    case enter, tab, backTab, escape, backspace
}

/// A mouse report at a screen cell (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable { case left, middle, right, wheelUp, wheelDown, none }
    public enum Kind: Hashable, Sendable { case press, release, motion }

    public var kind: Kind
    public var button: Button
    public var col: Int
    public var row: Int
    /// When the input arrived, in seconds on a monotonic clock.
    public var time: Double

    public init(kind: Kind, button: Button, col: Int, row: Int, time: Double = 0) {
        self.kind = kind
        self.button = button
        self.col = col
        self.row = row
        self.time = time
    }
}
