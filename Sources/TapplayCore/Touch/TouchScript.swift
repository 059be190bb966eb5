/// The headless input of `tapplay gestures` and `tapplay drag`: one sample per
/// line, `T X,Y down|move|up` (T in seconds). Blank lines and `#` comments are skipped.
public enum TouchScript {
    public enum Line: Sendable {
        case sample(TouchSample)
        /// A malformed line: its 1-based number, the text and what is wrong.
        case error(line: Int, text: String, message: String)
    }

    /// Parses one line; nil for blank lines and comments.
    public static func parse(_ raw: String, lineNumber: Int) -> Line? {
        let text = raw.trimmingCharacters(in: [" ", "\t", "\r"])
        if text.isEmpty || text.hasPrefix("#") { return nil }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 3 else {
            return .error(line: lineNumber, text: text,
                          message: "line \(lineNumber): expected 'T X,Y down|move|up', got '\(text.prefix(60))'")
        }
        guard let t = Double(parts[0]), t.isFinite, t >= 0 else {
            return .error(line: lineNumber, text: text,
                          message: "line \(lineNumber): time '\(parts[0].prefix(20))' is not a number of seconds >= 0")
        }
        guard let p = PointParser.parse(String(parts[1])) else {
            return .error(line: lineNumber, text: text,
                          message: "line \(lineNumber): point '\(parts[1].prefix(30))' is not X,Y")
        }
        guard let kind = TouchSample.Kind(rawValue: String(parts[2]).lowercased()) else {
            return .error(line: lineNumber, text: text,
                          message: "line \(lineNumber): '\(parts[2].prefix(20))' is not down, move or up")
        }
        return .sample(TouchSample(time: t, point: p, kind: kind))
    }
}

extension TouchScript {
    /// Reads a whole script: each valid sample goes to `sample`, in order; each
    /// line that cannot be used goes to `error` (`InputLineError`) and the run
    /// goes on. `problem` may refuse a well-formed sample with a reason (a time
    /// earlier than the previous sample's, a move without a touch down).
    public static func run(lines: some Sequence<String>, problem: (TouchSample) -> String?,
                           sample: (TouchSample) -> Void, error: (InputLineError) -> Void) {
        for (i, raw) in lines.enumerated() {
            let n = i + 1
            switch parse(raw, lineNumber: n) {
            case nil:
                continue
            case .error(let line, let text, let message)?:
                error(InputLineError(message, line: line, input: text))
            case .sample(let s)?:
                if let why = problem(s) {
                    error(InputLineError("line \(n): \(why)", line: n, input: raw.trimmingCharacters(in: [" ", "\t", "\r"])))
                    continue
                }
                sample(s)
            }
        }
    }

    /// The reason a sample earlier than `previous` (seconds) is refused, or nil.
    public static func outOfOrder(_ s: TouchSample, after previous: Double) -> String? {
        s.time >= previous ? nil
            : "time \(Format.number(s.time)) s is earlier than the previous sample's \(Format.number(previous)) s; "
            + "samples must be in time order"
    }
}

extension String {
    /// Trims the given characters from both ends (no Foundation needed).
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
