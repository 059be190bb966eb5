/// The headless input of `tapplay gestures` and `tapplay drag`: one sample per
/// line, `T X,Y down|move|up` (T in seconds). Blank lines and `#` comments are skipped.
public enum TouchScript {
    public enum Line: Sendable {
        case sample(TouchSample)
        /// A malformed line: its 1-based number, the text and what is wrong.
        case error(line: Int, text: String, message: String)
    }

    /// Parses one line read by a `LineReader`: a line over the length limit is an error.
    public static func parse(_ line: LineReader.Line, lineNumber: Int) -> Line? {
        switch line {
        case .text(let raw): return parse(raw, lineNumber: lineNumber)
        case .tooLong(let bytes):
            let message = "line \(lineNumber): \(bytes) bytes, longer than the limit of \(Limits.maxLineBytes)"
            return .error(line: lineNumber, text: "", message: message)
        }
    }

    /// The text of a line read by a `LineReader` (empty for a line over the limit).
    public static func text(of line: LineReader.Line) -> String {
        if case .text(let raw) = line { return raw }
        return ""
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

extension String {
    /// Trims the given characters from both ends (no Foundation needed).
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
