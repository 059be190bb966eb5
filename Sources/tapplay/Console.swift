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

    /// Writes `text` to standard output as it is (no newline added).
    static func write(_ text: String) {
        var text = text
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
