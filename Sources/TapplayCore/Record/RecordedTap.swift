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
    /// `sampled`'s radius, when recorded under it.
    public var radius: Double?

    /// Reads a record file: one RecordedTap per tap line; drag-event lines
    /// (objects with an `event` and no point) are counted in `dragEvents`;
    /// malformed lines are returned as problems ("record.jsonl:3: not a JSON
    /// object with numbers x and y").
    public static func read(path: String) throws -> (taps: [RecordedTap], problems: [String], dragEvents: Int) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordError("\(path): cannot read the record file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw RecordError("\(path): the record file is not UTF-8 text")
        }
        var taps: [RecordedTap] = []
        var problems: [String] = []
        var dragEvents = 0
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let obj = object(line)
            guard let obj, let point = point(in: obj) else {
                if let obj, isDragEvent(obj) {
                    dragEvents += 1
                } else {
                    problems.append("\(path):\(i + 1): not a JSON object with numbers x and y")
                }
                continue
            }
            taps.append(RecordedTap(
                line: i + 1, point: point,
                policy: (obj["policy"] as? String).flatMap(PolicyKind.init(rawValue:)),
                hit: obj["hit"] as? String, responder: obj["responder"] as? String,
                ambiguous: obj["ambiguous"] as? Bool ?? false,
                candidates: obj["candidates"] as? [String] ?? [],
                file: obj["file"] as? String,
                slop: (obj["slop"] as? NSNumber)?.doubleValue,
                radius: (obj["radius"] as? NSNumber).map(\.doubleValue).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }))
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
