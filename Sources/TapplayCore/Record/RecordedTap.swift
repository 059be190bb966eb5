import Foundation

/// One tap read back from a `--record` file (a JSON line).
public struct RecordedTap: Sendable, Hashable {
    public var line: Int
    public var point: Point
    public var policy: PolicyKind?
    public var hit: String?
    public var responder: String?
    public var ambiguous: Bool
    public var candidates: [String]
    /// The scene file it was made on ("built-in" for the default scene).
    public var file: String?
    public var slop: Double?

    /// One line of a record file, as `forEachLine` reads it.
    public enum RecordLine: Sendable {
        case tap(RecordedTap)
        /// A drag event's line (an object with an `event` and no point).
        case dragEvent
        /// A line that is no tap and no drag event: "record.jsonl:3: not a JSON object with numbers x and y".
        case problem(String)
    }

    /// Reads a record file line by line, in bounded memory (lines are capped at
    /// `Limits.maxLineBytes`; CRLF files read as their lines), calling `body` for
    /// every non-blank line. Throws when the file cannot be read at all.
    public static func forEachLine(path: String, _ body: (RecordLine) throws -> Void) throws {
        if let problem = SceneFileReader.statProblem(path) {
            throw RecordError("\(path): cannot read the record file: \(SceneFileReader.reason(problem))")
        }
        guard let reader = LineReader(path: path, limit: Limits.maxRecordLineBytes) else {
            throw RecordError("\(path): cannot read the record file: \(String(cString: strerror(errno)))")
        }
        var number = 0
        while let next = reader.next() {
            number += 1
            switch next {
            case .tooLong(let bytes):
                try body(.problem("\(path):\(number): line of \(bytes) bytes is longer than the limit of \(Limits.maxRecordLineBytes)"))
            case .text(let raw):
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty { continue }
                try body(parse(line, number: number, path: path))
            }
        }
        if let e = reader.readError {
            throw RecordError("\(path): cannot read the record file: \(String(cString: strerror(e)))")
        }
    }

    /// One non-blank record line.
    static func parse(_ line: String, number: Int, path: String) -> RecordLine {
        let obj = object(line)
        guard let obj, let point = point(in: obj) else {
            if let obj, isDragEvent(obj) { return .dragEvent }
            return .problem("\(path):\(number): not a JSON object with numbers x and y")
        }
        var policy: PolicyKind?
        if let name = obj["policy"] {
            guard let text = name as? String, let p = PolicyKind(rawValue: text) else {
                return .problem("\(path):\(number): policy must be one of "
                                + PolicyKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            policy = p
        }
        var slop: Double?
        if let value = obj["slop"], !(value is NSNull) {
            guard let n = (value as? NSNumber)?.doubleValue, !(value is Bool), n.isFinite,
                  n >= 0, n <= Limits.maxLength else {
                return .problem("\(path):\(number): slop must be a number of points from 0 to "
                                + "\(Limits.text(Limits.maxLength))")
            }
            slop = n
        }
        return .tap(RecordedTap(
            line: number, point: point, policy: policy,
            hit: obj["hit"] as? String, responder: obj["responder"] as? String,
            ambiguous: obj["ambiguous"] as? Bool ?? false,
            candidates: obj["candidates"] as? [String] ?? [],
            file: obj["file"] as? String, slop: slop))
    }

    /// Reads a whole record file: one RecordedTap per tap line; drag-event lines
    /// are counted in `dragEvents`; malformed lines are returned as problems.
    /// Keeps every tap: for large files use `forEachLine`.
    public static func read(path: String) throws -> (taps: [RecordedTap], problems: [String], dragEvents: Int) {
        var taps: [RecordedTap] = []
        var problems: [String] = []
        var dragEvents = 0
        try forEachLine(path: path) { line in
            switch line {
            case .tap(let t): taps.append(t)
            case .dragEvent: dragEvents += 1
            case .problem(let p): problems.append(p)
            }
        }
        return (taps, problems, dragEvents)
    }

    /// A drag event's line (`{"t": …, "event": "dropEntered", …}`), as the
    /// playground records drags.
    static func isDragEvent(_ obj: [String: Any]) -> Bool {
        obj["event"] is String && obj["x"] == nil
    }

    /// A record line's JSON object and its finite point (`x`, `y`), or nil.
    public static func jsonLine(_ line: String) -> ([String: Any], Point)? {
        guard let obj = object(line), let p = point(in: obj) else { return nil }
        return (obj, p)
    }

    /// A line parsed as a JSON object, or nil.
    static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    /// The finite point (`x`, `y`) of a record line's object, or nil.
    static func point(in obj: [String: Any]) -> Point? {
        guard let x = (obj["x"] as? NSNumber)?.doubleValue, let y = (obj["y"] as? NSNumber)?.doubleValue,
              x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }
}

/// A record file that cannot be used at all.
public struct RecordError: Error, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}
