import CNcurses
import TapplayCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal backend could not start.
public struct TerminalError: Error, CustomStringConvertible {
    public var description: String
    /// The failure is a write error (the record file could not be written):
    /// the command ends with status 74, as every failed write does.
    public var isWriteError: Bool
    public init(_ description: String, isWriteError: Bool = false) {
        self.description = description
        self.isWriteError = isWriteError
    }
}

/// Facts about the linked ncurses.
public enum TerminalInfo {
    public static var ncursesVersion: String { String(cString: curses_version()) }
}

/// The ncurses backend: the only code that touches the terminal. It copies
/// `CellBuffer`s to the screen and turns terminal input into `InputEvent`s.
///
/// Only one screen can be open at a time (ncurses and the signal handlers are
/// process-wide). Everything except the signal handlers runs on the thread that
/// created the screen.
public final class TerminalScreen: PlaygroundScreen {
    /// Columns of the terminal as ncurses knows them (updated on resize).
    public var cols: Int { isOpen ? Int(tp_cols()) : lastCols }
    /// Rows of the terminal as ncurses knows them (updated on resize).
    public var rows: Int { isOpen ? Int(tp_lines()) : lastRows }
    /// False in monochrome mode (asked for, `NO_COLOR`, or a terminal without colours).
    public let hasColour: Bool
    /// Whether ncurses reports mouse support for this terminal.
    public let hasMouse: Bool
    /// How many colours the terminal offers (0 in monochrome mode).
    public let colourCount: Int
    /// The terminal type ncurses was started with.
    public let terminalType: String

    var palette: ColourPalette
    var previous: CellBuffer?
    var needsFullRepaint = true
    var queued: [InputEvent] = []
    var decoder = InputDecoder()
    var lastReadTime = 0.0
    var isOpen = true
    var lastCols = 0
    var lastRows = 0
    var screen: OpaquePointer?
    let utf8Locale: Bool

    /// Opens the terminal: curses mode, raw-ish input, mouse reporting, colours.
    /// `command` names the subcommand in the messages of a refusal ("tapplay termcheck needs a terminal").
    public init(colour: Bool = true, command: String = "run") throws {
        if isatty(0) == 0 {
            throw TerminalError("tapplay \(command) needs a terminal: standard input is not a TTY")
        }
        if isatty(1) == 0 {
            throw TerminalError("tapplay \(command) needs a terminal: standard output is not a TTY")
        }
        if SignalState.screenOpen {
            throw TerminalError("tapplay: the terminal is already open")
        }
        guard let termC = getenv("TERM"), termC.pointee != 0 else {
            throw TerminalError("tapplay \(command) needs a terminal type: TERM is not set (try TERM=xterm-256color)")
        }
        let term = String(cString: termC)
        terminalType = term

        setlocale(LC_ALL, "")
        utf8Locale = tp_locale_is_utf8() != 0
        // The size comes from the terminal itself (ioctl), never from
        // LINES/COLUMNS left in the environment by a shell of another size.
        // (use_env(false) would be wrong: it falls back to terminfo's 80×24.)
        tp_use_tioctl(true)
        // newterm (unlike initscr) returns NULL instead of printing
        // "Error opening terminal" and exiting.
        guard let scr = tp_newterm(nil) else {
            throw TerminalError("tapplay run cannot use terminal type '\(term)': it is not in the terminfo database or cannot address the screen (try TERM=xterm-256color)")
        }
        screen = scr
        _ = set_term(scr)
        // A terminal that cannot move the cursor (TERM=dumb, hard-copy) cannot show the playground.
        if !Self.hasCapability("cup") {
            endwin()
            delscreen(scr)
            screen = nil
            throw TerminalError("tapplay run cannot use terminal type '\(term)': it cannot move the cursor (try TERM=xterm-256color)")
        }

        // Input bytes are read and decoded here (see InputDecoder), not by
        // getch: ncurses only draws and switches terminal modes. cbreak keeps
        // ^C/^Z/^\ as signals; nonl keeps Enter as CR.
        cbreak()
        noecho()
        nonl()
        leaveok(tp_stdscr(), true)
        scrollok(tp_stdscr(), false)
        intrflush(tp_stdscr(), false)
        // Without this, doupdate stops painting whenever input is waiting.
        typeahead(-1)
        curs_set(0)
        set_escdelay(25)   // unused while getch is not called; kept for any future getch
        decoder.terminfoKeys = Self.terminfoKeys()
        let wanted = tp_all_mouse_events() | tp_report_mouse_position()
        let granted = mousemask(wanted, nil)
        mouseinterval(0)   // ncurses' click resolution off (reports are parsed in InputDecoder anyway)
        hasMouse = granted != 0 && has_mouse()
        // ncurses speaks the xterm mouse protocol when kmous starts with ESC [;
        // only then are the xterm mode-off sequences appropriate on exit.
        let xtermMouse = hasMouse && (Self.stringCapability("kmous")?.hasPrefix("\u{1B}[") ?? false)

        let noColorEnv = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        if colour && !noColorEnv && has_colors() {
            start_color()
            let defaults = use_default_colors() == OK
            hasColour = true
            colourCount = Int(tp_colors())
            palette = ColourPalette(colours: colourCount, pairs: Int(tp_color_pairs()),
                                    defaultColours: defaults)
        } else {
            hasColour = false
            colourCount = 0
            palette = ColourPalette.monochrome
        }

        SignalState.open(xtermMouse: xtermMouse)
        // Our handlers go in after newterm so they replace ncurses' own.
        SignalState.installScreenHandlers()
        werase(tp_stdscr())
        wrefresh(tp_stdscr())
    }

    deinit {
        restore()
        if let scr = screen { delscreen(scr) }
    }

    /// Copies `buffer` to the screen, sending only the cells that changed since
    /// the last draw (everything after a resize, `invalidate()` or a size change),
    /// then refreshes. Cells outside the screen are dropped; screen cells outside
    /// the buffer are blank.
    public func draw(_ buffer: CellBuffer) {
        guard isOpen, SignalState.cursesActive else { return }
        let win = tp_stdscr()
        let w = min(buffer.width, cols), h = min(buffer.height, rows)
        var diff = BufferDiff(from: needsFullRepaint ? nil : previous, to: buffer)
        if palette.colours > 0 && palette.freePairs < diff.changes.count {
            // A screenshot's colours may need more pairs than are left: define them
            // again from the first, and repaint every cell with the new ones.
            palette.reset()
            if !diff.full { diff = BufferDiff(from: nil, to: buffer) }
        }
        if diff.full { werase(win) }
        for ch in diff.changes where ch.col < w && ch.row < h {
            // A wide character's tail is drawn by its head; a head with no room for its tail is a blank.
            if ch.cell.isTail { continue }
            var cell = ch.cell
            if cell.isHead && ch.col + 1 >= w { cell.char = " " }
            put(cell, col: ch.col, row: ch.row)
        }
        previous = buffer
        needsFullRepaint = false
        wnoutrefresh(win)
        doupdate()
    }

    /// Forgets what is on the screen: the next `draw` repaints every cell and
    /// ncurses redraws the whole terminal.
    public func invalidate() {
        needsFullRepaint = true
        if isOpen { clearok(tp_curscr(), true) }
    }

    /// Turns button-held motion reporting (`ESC[?1002h`) on or off. Remembered
    /// so that `restore()` and the signal handlers turn it off again.
    public func setMotionTracking(_ on: Bool) {
        guard isOpen else { return }
        SignalState.setMotionTracking(on)
    }

    /// Whether button-held motion reporting is on.
    public var motionTracking: Bool { SignalState.motionOn }

    /// Leaves curses mode for good: motion and mouse reporting off, `endwin`
    /// (cursor visible, echo and line mode back), pending raw input dropped.
    /// Idempotent; does only write(2), endwin and tcflush, so it is usable on a
    /// signal path (the ncurses SCREEN is freed in deinit).
    public func restore() {
        guard isOpen else { return }
        lastCols = Int(tp_cols())
        lastRows = Int(tp_lines())
        isOpen = false
        SignalState.close()
    }

    /// Installs cleanup for SIGINT, SIGTERM, SIGHUP and SIGQUIT (run `extra`,
    /// restore the terminal, exit with 128+signal) and SIGTSTP (restore, stop;
    /// on continuing, curses mode comes back, the screen is fully redrawn at the
    /// next `draw`, and the next `nextEvent` returns `.resize`).
    /// Call it after creating the screen or before; either order works.
    public static func installSignalCleanup(_ extra: @escaping @Sendable () -> Void) {
        SignalState.installCleanup(extra)
    }

    /// Seconds on the monotonic clock that input event times use.
    public static func now() -> Double { MonotonicClock.now() }

    public func now() -> Double { MonotonicClock.now() }

    // MARK: - Drawing one cell

    private var scratch = [wchar_t](repeating: 0, count: 8)

    private func put(_ cell: Cell, col: Int, row: Int) {
        var attrs = tp_a_normal()
        if cell.attrs.contains(.bold) { attrs |= tp_a_bold() }
        if cell.attrs.contains(.dim) { attrs |= tp_a_dim() }
        if cell.attrs.contains(.reverse) { attrs |= tp_a_reverse() }
        if cell.attrs.contains(.underline) { attrs |= tp_a_underline() }
        let (pair, extraDim) = palette.pair(fg: cell.fg, bg: cell.bg)
        if extraDim { attrs |= tp_a_dim() }
        let n = CellText.fill(&scratch, with: cell.char, utf8Locale: utf8Locale)
        scratch.withUnsafeBufferPointer { p in
            // The bottom-right cell returns ERR (the cursor cannot advance) but is
            // stored; scrollok is off, so nothing scrolls.
            if tp_put_cell_pair(Int32(row), Int32(col), p.baseAddress, attrs, pair) == ERR, n > 1 {
                // A combining sequence ncurses refused: draw the base character alone.
                var single: [wchar_t] = [p[0], 0]
                _ = tp_put_cell_pair(Int32(row), Int32(col), &single, attrs, pair)
            }
        }
    }

    // MARK: - terminfo helpers

    static func stringCapability(_ name: String) -> String? {
        guard let p = tigetstr(name) else { return nil }
        // tigetstr returns (char *)-1 for "not a string capability".
        if Int(bitPattern: p) == -1 { return nil }
        return String(cString: p)
    }

    /// The terminal's own strings for the keys we decode, for exact matching.
    static func terminfoKeys() -> [([UInt8], Key)] {
        let caps: [(String, Key)] = [("kcuu1", .up), ("kcud1", .down), ("kcub1", .left),
                                     ("kcuf1", .right), ("kent", .enter), ("kcbt", .backTab),
                                     ("kbs", .backspace)]
        return caps.compactMap { name, key in
            guard let s = stringCapability(name), s.utf8.first == 0x1B, s.utf8.count > 1 else { return nil }
            return (Array(s.utf8), key)
        }.sorted { $0.0.count > $1.0.count }
    }

    static func hasCapability(_ name: String) -> Bool {
        guard let s = stringCapability(name) else { return false }
        return !s.isEmpty
    }
}
