import Foundation

/// One line of a `--record` file, the one type that the playground writes and
/// that `replay`, `run --replay` and `render --taps` read back.
///
/// - A tap line holds `time` (seconds since the session began), `cell`, `x`,
///   `y`, `policy`, `hit`, `responder`, `ambiguous`, `candidates`, `path`,
///   `types`, `distances`, `slop` (under `sampled` also `radius` and
///   `weights`), then `scene` and `file` (the scene file, or "built-in"): the
///   object of `tapplay hit --json` (one writer: `HitResult.tapPairs`) with
///   the time, the cell and the scene around it.
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
        /// The class or element type of each view on the path (nil where
        /// none); nil for a line written without them.
        public var types: [String?]?
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

        /// What a resolution answered, by view id: its point, policy, hit,
        /// responder, ambiguity and candidates.
        public init(_ r: HitResult, in scene: Scene, line: Int = 0) {
            self.init(r, r.named(in: scene), line: line)
        }

        init(_ r: HitResult, _ n: HitResult.Named, line: Int = 0) {
            self.init(line: line, point: r.point, policy: r.policy, hit: n.hit, responder: n.responder,
                      ambiguous: r.ambiguous, candidates: n.candidates)
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
        let n = r.named(in: scene)
        var t = Tap(r, n)
        t.file = file ?? "built-in"
        t.slop = slop
        t.time = Format.thousandths(time)
        t.cell = [cell.col, cell.row]
        t.path = n.path
        t.types = n.types
        t.distances = n.distances
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
            pairs += HitResult.tapPairs(
                point: t.point, policy: t.policy, hit: t.hit, responder: t.responder, ambiguous: t.ambiguous,
                candidates: t.candidates, path: t.path, types: t.types, distances: t.distances,
                slop: t.slop, radius: t.radius, weights: t.weights)
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
        t.types = (obj["types"] as? [Any]).map { $0.map { $0 as? String } }
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
