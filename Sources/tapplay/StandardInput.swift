import Foundation
import TapplayCore

/// Standard input read as lines by `hit`'s batch, `gestures` and `drag`.
enum StandardInput {
    /// Calls `body` with standard input's lines (bounded memory, CRLF too);
    /// then, when a read failed (standard input is a directory, or closed),
    /// throws one line that says so: input that cannot be read is not taken
    /// for empty input.
    static func lines<T>(_ body: (AnyIterator<String>) throws -> T) throws -> T {
        let reader = LineReader()
        let result = try body(reader.textLines())
        if let e = reader.readError {
            throw CLIError("cannot read standard input: \(String(cString: strerror(e)))")
        }
        return result
    }
}
