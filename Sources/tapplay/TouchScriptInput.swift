import Foundation
import TapplayCore

/// What `gestures` and `drag` share: standard input read as a touch script
/// (`TouchScript`), one sample a line, fed to the command's engine as it comes.
enum TouchScriptInput {
    /// How the input is written, the first sentence of both commands' help.
    static let format = "Reads one touch sample per line from standard input, 'T X,Y down|move|up' (T in seconds, "
        + "X,Y in canvas points; blank lines and # comments are skipped)"

    /// Reads standard input line by line (bounded memory): each valid sample
    /// goes to `sample`, each line that cannot be used to `error` and the run
    /// goes on; `problem` may refuse a well-formed sample with a reason. Then
    /// `finish` (the engine's last events). Throws `terminalHint` when
    /// standard input is a terminal, when it cannot be read, and when no line
    /// was a sample but some were malformed.
    static func run(terminalHint: String, problem: (TouchSample) -> String?, sample: (TouchSample) -> Void,
                    error: (InputLineError) -> Void, finish: () -> Void) throws {
        var samples = 0, malformed = 0
        try StandardInput.lines(terminalHint: terminalHint) { lines in
            TouchScript.run(lines: lines, problem: problem,
                            sample: { samples += 1; sample($0) },
                            error: { malformed += 1; error($0) })
        }
        finish()
        if samples == 0 && malformed > 0 {
            throw CLIError("no line of the input is a touch sample 'T X,Y down|move|up' (\(malformed) malformed)")
        }
    }
}
