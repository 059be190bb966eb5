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

/// Writes a command's output file through `OutputFile` (whole or not at all;
/// devices, FIFOs and links written, never replaced); a failure is one line
/// on stderr and status 74, as a failed write to standard output is.
func writeOutput(_ text: String, to path: String, what: String? = nil) throws {
    do {
        try OutputFile.write(text, to: path, what: what)
    } catch {
        Console.err(Console.safe(error.description))
        throw ExitCode(WriteReason.exitStatus)
    }
}

/// Refuses, before anything is read, an output file that is one of the
/// command's own inputs or that another output also names: a usage error
/// (one line, status 64).
func refuseOwnInputs(_ outputs: [OwnInputs.Output], _ inputs: [OwnInputs.Input]) throws {
    if let clash = OwnInputs.clash(outputs: outputs, inputs: inputs) {
        throw ValidationError(clash)
    }
}
