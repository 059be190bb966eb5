import Foundation

/// The ASCII fallback's one note: without a UTF-8 locale, text beyond ASCII
/// shows as `?` (see `SafeText`). The first replacement runs the handler a
/// command installed (print the note on stderr), once per process; the
/// playground shows `note` in its status line instead.
public enum TextFallback {
    /// What the user is told, once.
    public static let note = "the locale is not UTF-8: wide text shows as ?; use a UTF-8 locale (LANG=C.UTF-8)"

    private static let state = State()

    /// Runs `handler` the first time text falls back (at once if it already has);
    /// nil removes the handler. A handler runs at most once per process.
    public static func onFirstUse(_ handler: (@Sendable () -> Void)?) {
        state.set(handler)
    }

    /// Whether any text has fallen back so far.
    public static var hasFallenBack: Bool { state.used }

    static func used() { state.fire() }

    /// The handler and whether text fell back, behind a lock.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var handler: (@Sendable () -> Void)?
        var used = false
        var told = false

        func set(_ h: (@Sendable () -> Void)?) {
            lock.lock()
            handler = h
            let run = used && !told && h != nil
            if run { told = true }
            lock.unlock()
            if run { h?() }
        }

        func fire() {
            lock.lock()
            used = true
            let h = told ? nil : handler
            if h != nil { told = true }
            lock.unlock()
            h?()
        }
    }
}
