import Foundation
import TapplayCore

/// Standard input read as lines by `hit`'s batch, `gestures` and `drag`.
enum StandardInput {
    /// Calls `body` with standard input's lines (bounded memory, CRLF too);
    /// then, when a read failed (standard input is a directory, or closed),
    /// throws one line that says so: input that cannot be read is not taken
    /// for empty input. Standard input that is a terminal is not read: that
    /// throws `terminalHint`, what to give instead.
    static func lines<T>(terminalHint: String, _ body: (AnyIterator<String>) throws -> T) throws -> T {
        if isatty(STDIN_FILENO) == 1 { throw CLIError(terminalHint) }
        let reader = LineReader()
        let result = try body(reader.textLines())
        if let e = reader.readError {
            throw CLIError("cannot read standard input: \(String(cString: strerror(e)))")
        }
        return result
    }
}
