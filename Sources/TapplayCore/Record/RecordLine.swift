import Foundation

/// One line of a `--record` file, the one type that the playground writes and
/// that `replay`, `run --replay` and `render --taps` read back.
///
/// - A tap line holds `time` (seconds since the session began), `cell`, `x`,
///   `y`, `policy`, `hit`, `responder`, `ambiguous`, `candidates`, `path`,
///   `distances`, `slop` (under `sampled` also `radius` and `weights`), then
///   `scene` and `file` (the scene file, or
///   "built-in"): the object of `tapplay hit --json` with the time, the cell and
///   the scene around it.
/// - A drag line is the object `tapplay drag` prints for the event (`t`,
///   `event`, `target`, `item`, …), then `scene` and `file`.
///
/// Tap lines have `x` and `y`, drag lines `event`: that is how a reader tells them apart.
public enum RecordLine: Sendable, Hashable {
    case tap(Tap)
    case drag(Drag)

    /// A tap as recorded: what it reached, by view id.
    public struct Tap: Sendable, Hashable {
        /// The 1-based line number in the file it was read from (0 when written).
        public var line: Int = 0
        public var time: Double?
        public var cell: [Int]?
        public var point: Point
        public var policy: PolicyKind?
        public var hit: String?
        public var responder: String?
        public var ambiguous: Bool = false
        public var candidates: [String] = []
        public var path: [String] = []
        public var distances: [Double] = []
        public var slop: Double?
        /// `sampled`'s finger radius, recorded under it.
        public var radius: Double?
        /// Under `sampled`: each candidate's weight.
        public var weights: [Double] = []
        public var scene: String?
        /// The scene file it was made on ("built-in" for the default scene).
        public var file: String?

        public init(line: Int = 0, point: Point, policy: PolicyKind? = nil, hit: String? = nil,
                    responder: String? = nil, ambiguous: Bool = false, candidates: [String] = [],
                    file: String? = nil, slop: Double? = nil) {
            self.line = line
            self.point = point
            self.policy = policy
            self.hit = hit
            self.responder = responder
            self.ambiguous = ambiguous
            self.candidates = candidates
            self.file = file
            self.slop = slop
        }
    }

    /// A drag event as recorded.
    public struct Drag: Sendable, Hashable {
        public var line: Int = 0
        /// The event's name (`lifted`, `dropEntered`, `performDrop`, …).
        public var event: String
        /// The whole object, as written (read lines keep only the event's name).
        public var json: JSON
    }

    // MARK: - Writing

    /// The line for a tap resolved in the playground on `scene`, opened from
    /// `file` (nil: the built-in scene).
    public static func tap(_ r: HitResult, time: Double, cell: (col: Int, row: Int), slop: Double,
                           radius: Double = TouchCloud.defaultRadius, scene: Scene, file: String?) -> RecordLine {
        let id = { (i: Int?) in i.map { scene.views[$0].id } }
        var t = Tap(point: r.point, policy: r.policy, hit: id(r.hit), responder: id(r.responder),
                    ambiguous: r.ambiguous, candidates: r.candidates.map { scene.views[$0].id },
                    file: file ?? "built-in", slop: slop)
        t.time = Format.thousandths(time)
        t.cell = [cell.col, cell.row]
        t.path = r.pathIndices(in: scene).map { scene.views[$0].id }
        t.distances = r.distances.map { Format.thousandths($0) }
        if r.policy == .sampled {
            t.radius = radius
            t.weights = r.weights
        }
        t.scene = scene.name
        return .tap(t)
    }

    /// The line for a drag event in the playground on `scene` (which names the
    /// event's views), opened from `file` (nil: the built-in scene).
    public static func drag(_ e: DragEvent, in scene: Scene, file: String?) -> RecordLine {
        guard case .object(var pairs) = e.json(in: scene) else { return .drag(Drag(event: "", json: .null)) }
        let name = pairs.first { $0.0 == "event" }.flatMap { if case .string(let s) = $0.1 { s } else { nil } } ?? ""
        pairs.append(("scene", .string(scene.name)))
        pairs.append(("file", .string(file ?? "built-in")))
        return .drag(Drag(event: name, json: .object(pairs)))
    }

    /// The line's JSON object.
    public var json: JSON {
        switch self {
        case .drag(let d): return d.json
        case .tap(let t):
            var pairs: [(String, JSON)] = []
            if let time = t.time { pairs.append(("time", .number(time))) }
            if let c = t.cell { pairs.append(("cell", .array(c.map { .int($0) }))) }
            pairs += [
                ("x", .number(t.point.x)), ("y", .number(t.point.y)),
                ("policy", .string(t.policy?.rawValue)),
                ("hit", .string(t.hit)), ("responder", .string(t.responder)),
                ("ambiguous", .bool(t.ambiguous)),
                ("candidates", .array(t.candidates.map { .string($0) })),
                ("path", .array(t.path.map { .string($0) })),
                ("distances", .array(t.distances.map { .number($0) })),
            ]
            if let s = t.slop { pairs.append(("slop", .number(s))) }
            if let r = t.radius {
                pairs.append(("radius", .number(r)))
                pairs.append(("weights", .array(t.weights.map { .number($0) })))
            }
            if let s = t.scene { pairs.append(("scene", .string(s))) }
            if let f = t.file { pairs.append(("file", .string(f))) }
            return .object(pairs)
        }
    }

    // MARK: - Reading

    /// Reads one line (1-based `line` number): a tap (a JSON object with finite
    /// numbers `x` and `y`), a drag event (an object with `event` and no `x`),
    /// or nil for anything else.
    public static func parse(_ text: String, line: Int = 0) -> RecordLine? {
        object(text).flatMap { parse(object: $0, line: line) }
    }

    /// A line parsed as a JSON object, or nil.
    static func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// A line's JSON object read as a tap or a drag event, or nil.
    static func parse(object obj: [String: Any], line: Int) -> RecordLine? {
        guard let x = (obj["x"] as? NSNumber)?.doubleValue, let y = (obj["y"] as? NSNumber)?.doubleValue,
              x.isFinite, y.isFinite else {
            if let event = obj["event"] as? String, obj["x"] == nil {
                return .drag(Drag(line: line, event: event, json: .object([("event", .string(event))])))
            }
            return nil
        }
        var t = Tap(line: line, point: Point(x: x, y: y),
                    policy: (obj["policy"] as? String).flatMap(PolicyKind.init(rawValue:)),
                    hit: obj["hit"] as? String, responder: obj["responder"] as? String,
                    ambiguous: obj["ambiguous"] as? Bool ?? false,
                    candidates: obj["candidates"] as? [String] ?? [],
                    file: obj["file"] as? String,
                    slop: (obj["slop"] as? NSNumber)?.doubleValue)
        t.radius = (obj["radius"] as? NSNumber).map(\.doubleValue).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        t.weights = (obj["weights"] as? [NSNumber])?.map(\.doubleValue) ?? []
        t.time = (obj["time"] as? NSNumber)?.doubleValue
        t.cell = obj["cell"] as? [Int]
        t.path = obj["path"] as? [String] ?? []
        t.distances = (obj["distances"] as? [NSNumber])?.map(\.doubleValue) ?? []
        t.scene = obj["scene"] as? String
        return .tap(t)
    }

    /// The tap, if this is a tap line.
    public var tap: Tap? {
        if case .tap(let t) = self { return t }
        return nil
    }
}

/// A record file read back: its taps, its drag events, and the lines that are neither.
public struct RecordFile: Sendable {
    public var lines: [RecordLine] = []
    /// "record.jsonl:3: not a JSON object with numbers x and y", one per unreadable line.
    public var problems: [String] = []

    public var taps: [RecordLine.Tap] { lines.compactMap(\.tap) }
    public var dragEvents: Int { lines.count - taps.count }

    /// Reads a whole record file; blank lines are skipped. Keeps every line:
    /// for large files use `forEachLine`.
    public static func read(path: String) throws -> RecordFile {
        var file = RecordFile()
        try forEachLine(path: path) { line in
            switch line {
            case .success(let r): file.lines.append(r)
            case .failure(let problem): file.problems.append(problem.description)
            }
        }
        return file
    }

    /// Reads a record file line by line, in bounded memory (lines are capped at
    /// `Limits.maxRecordLineBytes`; CRLF files read as their lines), calling
    /// `body` for every non-blank line with the line or what is wrong with it
    /// ("record.jsonl:3: not a JSON object with numbers x and y"; an unknown
    /// policy; a slop that is not a number of points in 0…1e9). Throws when the
    /// file cannot be read at all.
    public static func forEachLine(path: String, _ body: (Result<RecordLine, RecordError>) throws -> Void) throws {
        try eachLine(of: path, file: "record file") { number, next in
            switch next {
            case .tooLong(let bytes):
                try body(.failure(RecordError(
                    "\(path):\(number): line of \(bytes) bytes is longer than the limit of \(Limits.maxRecordLineBytes)")))
            case .text(let raw):
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty { return }
                try body(checked(line, number: number, path: path))
            }
        }
    }

    /// Opens a file of record-sized lines (`Limits.maxRecordLineBytes` each,
    /// CRLF or LF) and calls `body` with each line's number and content. A file
    /// that cannot be opened or read fails as "PATH: cannot read the FILE: why",
    /// `file` naming what it is for ("record file", "taps file").
    static func eachLine(of path: String, file: String, _ body: (Int, LineReader.Line) throws -> Void) throws {
        if let problem = SceneFileReader.statProblem(path) {
            throw RecordError("\(path): cannot read the \(file): \(SceneFileReader.reason(problem))")
        }
        guard let reader = LineReader(path: path, limit: Limits.maxRecordLineBytes) else {
            throw RecordError("\(path): cannot read the \(file): \(String(cString: strerror(errno)))")
        }
        var number = 0
        while let next = reader.next() {
            number += 1
            try body(number, next)
        }
        if let e = reader.readError {
            throw RecordError("\(path): cannot read the \(file): \(String(cString: strerror(e)))")
        }
    }

    /// One non-blank line, with the values a replay relies on checked.
    static func checked(_ text: String, number: Int, path: String) -> Result<RecordLine, RecordError> {
        guard let obj = RecordLine.object(text), let r = RecordLine.parse(object: obj, line: number) else {
            return .failure(RecordError("\(path):\(number): not a JSON object with numbers x and y"))
        }
        guard case .tap = r else { return .success(r) }
        if let name = obj["policy"], !(name is NSNull) {
            guard let s = name as? String, PolicyKind(rawValue: s) != nil else {
                return .failure(RecordError("\(path):\(number): policy must be one of "
                                            + PolicyKind.allCases.map(\.rawValue).joined(separator: ", ")))
            }
        }
        if let value = obj["slop"], !(value is NSNull) {
            guard !(value is Bool), let n = (value as? NSNumber)?.doubleValue, n.isFinite,
                  n >= 0, n <= Limits.maxLength else {
                return .failure(RecordError("\(path):\(number): slop must be a number of points from 0 to "
                                            + Limits.text(Limits.maxLength)))
            }
        }
        return .success(r)
    }
}

/// A record file that cannot be used at all.
public struct RecordError: Error, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}
