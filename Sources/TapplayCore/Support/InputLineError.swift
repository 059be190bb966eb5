/// A malformed line of a batch's standard input (`hit`, `gestures`, `drag`),
/// answered in place so the batch goes on: as JSON
/// `{"error": MESSAGE, "line": N, "input": TEXT}`, the input cut to 200
/// characters; as text `error: MESSAGE`.
public struct InputLineError: Sendable, Hashable {
    public var message: String
    /// The 1-based line number.
    public var line: Int
    public var input: String

    public init(_ message: String, line: Int, input: String) {
        self.message = message
        self.line = line
        self.input = input
    }

    public var json: JSON {
        .object([("error", .string(message)), ("line", .int(line)), ("input", .string(String(input.prefix(200))))])
    }

    public var text: String { "error: " + SafeText.visible(message) }
}
