import ArgumentParser
import TapplayCore

/// A failure reported as one line on stderr with a non-zero exit status.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Runs a command body, turning expected failures into lines on stderr and an
/// exit status, never a stack trace.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let e as SceneLoadError {
        for p in e.problems { Console.err(Console.safe(p.description)) }
        throw ExitCode(1)
    } catch let e as CLIError {
        Console.err(Console.safe(e.message))
        throw ExitCode(1)
    }
}
