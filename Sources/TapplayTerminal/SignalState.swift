import CNcurses
import TapplayCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide terminal state shared with the signal handlers.
///
/// The handlers only read these plain values, call `write(2)`, `endwin()` and
/// `_exit`, and the `extra` closure the application gave; everything is set up
/// (and every global initialised) on the main thread before a handler can run.
enum SignalState {
    // All state lives in one struct so it is initialised in one go, before any
    // handler is installed (Swift globals are lazily initialised).
    struct Storage {
        var screenOpen = false
        /// Curses mode is on (false after endwin, while suspended, after close).
        var cursesActive = false
        var motionOn = false
        var xtermMouse = false
        var extra: (@Sendable () -> Void)? = nil
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        var resumePending = false
        var winchPending = false
        var screenHandlersInstalled = false
        /// The terminal sent end of input or failed: no more events will come.
        var inputEnded = false
    }

    /// Heap storage reached through a pointer: a signal handler can interrupt the
    /// main thread mid-write, and Swift's dynamic exclusivity checks on a global
    /// `var` would trap on that; pointer accesses are not checked.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<Storage> = {
        let p = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        p.initialize(to: Storage())
        return p
    }()

    static let motionOffBytes: [UInt8] = Array("\u{1B}[?1002l\u{1B}[?1003l".utf8)
    static let motionOnBytes: [UInt8] = Array("\u{1B}[?1002h".utf8)
    /// Turning 1002 off turns all mouse reporting off (xterm, tmux): 1000 back on.
    static let motionOffMouseOnBytes: [UInt8] = Array("\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1000h".utf8)
    static let mouseOffBytes: [UInt8] = Array("\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1000l".utf8)

    static var screenOpen: Bool { state.pointee.screenOpen }
    static var cursesActive: Bool { state.pointee.cursesActive }
    static var motionOn: Bool { state.pointee.motionOn }
    static var wakeFD: Int32 { state.pointee.wakeRead }

    // MARK: - Main-thread operations

    static func open(xtermMouse: Bool) {
        touchGlobals()
        if state.pointee.wakeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                state.pointee.wakeRead = fds[0]
                state.pointee.wakeWrite = fds[1]
            }
        }
        state.pointee.xtermMouse = xtermMouse
        state.pointee.motionOn = false
        state.pointee.resumePending = false
        state.pointee.winchPending = false
        state.pointee.inputEnded = false
        state.pointee.screenOpen = true
        state.pointee.cursesActive = true
    }

    static func close() {
        leaveCurses(final: true)
    }

    static func setMotionTracking(_ on: Bool) {
        state.pointee.motionOn = on
        guard state.pointee.cursesActive else { return }
        if on {
            writeAll(motionOnBytes)
        } else {
            writeAll(state.pointee.xtermMouse ? motionOffMouseOnBytes : motionOffBytes)
        }
    }

    /// After SIGTSTP/SIGCONT: back into curses mode (doupdate re-enters it:
    /// program tty modes, alternate screen, mouse reporting), motion tracking
    /// back on, and the whole screen redrawn.
    static func resumeCurses() {
        state.pointee.resumePending = false
        guard state.pointee.screenOpen, !state.pointee.cursesActive else { return }
        reset_prog_mode()
        clearok(tp_curscr(), true)
        wrefresh(tp_stdscr())
        state.pointee.cursesActive = true
        if state.pointee.motionOn { writeAll(motionOnBytes) }
    }

    static func drainWake() {
        guard state.pointee.wakeRead >= 0 else { return }
        var buf = [UInt8](repeating: 0, count: 64)
        while read(state.pointee.wakeRead, &buf, buf.count) > 0 {}
    }

    // MARK: - Handlers

    /// SIGWINCH (replacing ncurses' handler: getch is not used, so the resize
    /// is picked up by nextEvent), SIGTSTP and the exit signals with no extra cleanup.
    static func installScreenHandlers() {
        touchGlobals()
        if !state.pointee.screenHandlersInstalled {
            state.pointee.screenHandlersInstalled = true
            _ = tp_swap_handler(SIGWINCH, winchHandler)
        }
        installExitHandlers()
    }

    static func installCleanup(_ extra: @escaping @Sendable () -> Void) {
        touchGlobals()
        state.pointee.extra = extra
        installExitHandlers()
    }

    private static func installExitHandlers() {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            _ = tp_swap_handler(sig, exitHandler)
        }
        _ = tp_swap_handler(SIGTSTP, tstpHandler)
        // Every other signal whose default action ends the process (USR1, USR2,
        // ALRM, PIPE, XFSZ, VTALRM, PROF, SYS, IO, XCPU, PWR, STKFLT and the
        // real-time signals) ends it the same way: terminal restored, record closed.
        for sig in EndingSignals.all where !handledAbove.contains(sig) {
            _ = tp_install_if_default(sig, exitHandler)
        }
        // An internal error (a Swift runtime trap, a bad access) must not leave a
        // half-drawn screen in raw mode: restore the terminal, say so in one line,
        // then die of the same signal. This replaces the runtime's backtracer.
        for sig in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            _ = tp_swap_handler(sig, crashHandler)
        }
    }

    /// The ending signals handled above whatever their action was.
    static let handledAbove: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static let crashMessage: [UInt8] = Array("tapplay: internal error; the terminal was restored. Please report it with the scene file.\n".utf8)

    /// Makes sure every global the handlers touch is initialised now.
    private static func touchGlobals() {
        _ = state.pointee.screenOpen
        _ = motionOffBytes.count
        _ = motionOnBytes.count
        _ = motionOffMouseOnBytes.count
        _ = mouseOffBytes.count
        _ = crashMessage.count
    }

    // MARK: - Signal-path operations (async-signal-safe enough in practice)

    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { p in
            var off = 0
            while off < p.count {
                let n = write(1, p.baseAddress! + off, p.count - off)
                if n > 0 { off += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        }
    }

    static func wake() {
        guard state.pointee.wakeWrite >= 0 else { return }
        var b: UInt8 = 1
        _ = write(state.pointee.wakeWrite, &b, 1)
    }

    /// Motion and mouse modes off, endwin (cursor visible, tty modes back).
    /// `final` also marks the screen closed so nothing re-enters curses mode.
    static func leaveCurses(final: Bool) {
        if final { state.pointee.screenOpen = false }
        guard state.pointee.cursesActive else { return }
        state.pointee.cursesActive = false
        // Motion reports off first so none arrive after the tty is back in line mode.
        writeAll(motionOffBytes)
        endwin()
        if state.pointee.xtermMouse { writeAll(mouseOffBytes) }
        // Drop input that arrived in raw mode (stray mouse reports) so the shell
        // does not receive it.
        tcflush(0, TCIFLUSH)
    }
}

private func winchHandler(_ sig: Int32) {
    let saved = errno
    SignalState.state.pointee.winchPending = true
    SignalState.wake()
    errno = saved
}

private func exitHandler(_ sig: Int32) {
    if let extra = SignalState.state.pointee.extra { extra() }
    SignalState.leaveCurses(final: true)
    _exit(128 + sig)
}

private func crashHandler(_ sig: Int32) {
    SignalState.leaveCurses(final: true)
    SignalState.crashMessage.withUnsafeBufferPointer { p in _ = write(2, p.baseAddress!, p.count) }
    tp_set_default_handler(sig)
    tp_unblock_signal(sig)
    raise(sig)
    _exit(128 + sig)
}

private func tstpHandler(_ sig: Int32) {
    let saved = errno
    let wasActive = SignalState.state.pointee.cursesActive
    SignalState.leaveCurses(final: false)
    // Stop with the default action; execution continues here on SIGCONT.
    tp_set_default_handler(SIGTSTP)
    tp_unblock_signal(SIGTSTP)
    kill(getpid(), SIGTSTP)
    _ = tp_swap_handler(SIGTSTP, tstpHandler)
    if wasActive && SignalState.state.pointee.screenOpen {
        SignalState.state.pointee.resumePending = true
        SignalState.wake()
    }
    errno = saved
}
