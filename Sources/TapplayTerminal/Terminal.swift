import CNcurses
import TapplayCore

/// Placeholder until the playground lands.
public enum TerminalInfo {
    public static var ncursesVersion: String { String(cString: curses_version()) }
}
