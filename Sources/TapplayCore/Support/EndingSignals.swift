#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals whose default action ends the process, in one list for every
/// command: the headless commands end on each of them with their temporary
/// files removed (`TemporaryFiles`), the playground with the terminal restored
/// (`SignalState`). The internal errors (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
/// SIGFPE, SIGABRT) are not among them: those are crashes, reported as such.
public enum EndingSignals {
    /// HUP, INT, QUIT, USR1, USR2, PIPE, ALRM, TERM, STKFLT, XCPU, XFSZ,
    /// VTALRM, PROF, IO, PWR, SYS and the real-time signals.
    public static let all: [Int32] = {
        #if os(Linux)
        let last: Int32 = 64
        #else
        let last: Int32 = 31
        #endif
        return (Int32(1)...last).filter { !notEnding.contains($0) }
    }()

    /// Signals that do not end the process by default, cannot be caught, or are crashes.
    public static let notEnding: Set<Int32> = [SIGKILL, SIGSTOP, SIGCHLD, SIGCONT, SIGURG, SIGWINCH, SIGTSTP, SIGTTIN,
                                               SIGTTOU, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Signals whose default action also dumps core: a process ended by one of
    /// them after cleaning up exits with 128+N instead, so that no core file is
    /// left behind either.
    /// (A plain comparison: it is asked from a signal handler.)
    static func dumpsCore(_ sig: Int32) -> Bool {
        sig == SIGQUIT || sig == SIGXCPU || sig == SIGXFSZ || sig == SIGSYS
    }

    /// For a headless command: every ending signal that is not ignored (as
    /// `nohup` leaves SIGHUP, or the command leaves SIGXFSZ) ends the command
    /// with its temporary files removed and status 128+N. SIGQUIT included:
    /// the runtime's crash report is for crashes, not for a user's Ctrl-\.
    public static func endCommandOnEachSignal() {
        TemporaryFiles.installHandlers(replacing: true)
    }
}
