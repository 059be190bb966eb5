import Foundation

/// `tapplay hit` in batch mode: one `X,Y` line in, one answer out, in order.
/// Blank lines and `#` comments get no answer; a malformed line gets an error
/// in place (`InputLineError`) and is counted in `malformed`.
public struct HitBatch {
    public let resolver: Resolver
    public let policy: PolicyKind
    public let json: Bool
    public let trace: Bool
    /// The line numbers of the malformed lines so far.
    public private(set) var malformed: [Int] = []
    private var lineNumber = 0

    public init(resolver: Resolver, policy: PolicyKind, json: Bool, trace: Bool) {
        self.resolver = resolver
        self.policy = policy
        self.json = json
        self.trace = trace
    }

    /// The answer to the next input line: a JSON object, or a summary line
    /// ("(150, 204) → hit top, …", made safe for a terminal); nil for a line skipped.
    public mutating func answer(_ line: String) -> String? {
        lineNumber += 1
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text.hasPrefix("#") { return nil }
        guard let p = PointParser.parse(text) else {
            malformed.append(lineNumber)
            let e = InputLineError("line \(lineNumber): expected X,Y, got '\(text.prefix(80))'", line: lineNumber, input: text)
            return json ? e.json.serialized : e.text
        }
        let r = resolver.resolve(p, policy: policy, tracing: trace)
        return json ? r.json(in: resolver.scene, slop: resolver.slop, radius: resolver.radius, includeTrace: trace).serialized
            : SafeText.visible(r.summary(in: resolver.scene))
    }
}
