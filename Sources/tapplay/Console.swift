import Foundation
import TapplayCore

/// Writing to stdout and stderr. Everything from a scene file reaches the
/// terminal through `SafeText`, so escape sequences in ids or labels stay inert.
///
/// Output goes straight to `write(2)`. A write that fails (a full disk, a file
/// size limit, a closed pipe while SIGPIPE is ignored) ends the command with
/// one line on stderr and status 74 (`EX_IOERR`), never a trap; what was
/// written before stays whole.
enum Console {
    static func out(_ line: String) {
        write(line + "\n")
    }

    /// Standard output was closed when the command started (`>&-`).
    nonisolated(unsafe) private(set) static var outputClosed = false

    /// Run first: a standard descriptor the shell closed (`>&-`, `<&-`, `2>&-`)
    /// is held open on /dev/null, the wrong way round for input and output
    /// (so a read or a write still fails, "Bad file descriptor"), so that no
    /// file the command opens takes its number: a report would go into a
    /// scene file, or a write fail with a reason that is not the cause.
    static func holdClosedDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            let null = open("/dev/null", fd == STDOUT_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                _ = dup2(null, fd)
                _ = close(null)
            }
            if fd == STDOUT_FILENO { outputClosed = true }
        }
    }

    /// Writes `text` to standard output as it is (no newline added).
    static func write(_ text: String) {
        var text = text
        if outputClosed && !text.isEmpty {
            err("cannot write to standard output: it is closed (>&-); redirect it to a file or to /dev/null")
            exit(WriteReason.exitStatus)
        }
        let failure: Int32? = text.withUTF8 { WriteReason.writeAll(STDOUT_FILENO, $0) }
        if let failure {
            let reason = String(cString: strerror(failure))
            err("cannot write to standard output: \(reason)")
            exit(WriteReason.exitStatus)
        }
    }

    static func err(_ line: String) {
        var text = "tapplay: " + line + "\n"
        _ = text.withUTF8 { WriteReason.writeAll(STDERR_FILENO, $0) }
    }

    /// Untrusted text made visible-safe for a terminal.
    static func safe(_ s: String) -> String { SafeText.visible(s) }
}
