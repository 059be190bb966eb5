/// Resolves the taps of a record file again and lists those whose outcome
/// (hit, responder, ambiguity or candidates) changed: the work of `tapplay replay`.
///
/// Each tap is resolved on its recorded scene file (or `scenePath` for all of
/// them), under its recorded policy (or `policy`; uikit when neither says),
/// with `slop` when given, else the recorded slop, else the scene's. Drag-event
/// lines are counted, not replayed.
public struct Replay {
    /// One tap whose outcome changed.
    public struct Difference: Sendable {
        /// The tap as recorded.
        public var was: RecordLine.Tap
        /// The same tap resolved now (its `line` is the recorded one).
        public var now: RecordLine.Tap
        public var policy: PolicyKind

        /// "line 2: (102, 50) swiftui: was hit b, responder b, ambiguous: b, a; now hit b, responder b".
        public var text: String {
            func describe(_ t: RecordLine.Tap) -> String {
                "hit \(t.hit ?? "none"), responder \(t.responder ?? "none")"
                    + (t.ambiguous ? ", ambiguous: \(t.candidates.joined(separator: ", "))" : "")
            }
            return "line \(was.line): \(was.point) \(policy.rawValue): was \(describe(was)); now \(describe(now))"
        }

        public var json: JSON {
            func outcome(_ t: RecordLine.Tap) -> JSON {
                .object([("hit", .string(t.hit)), ("responder", .string(t.responder)),
                         ("ambiguous", .bool(t.ambiguous)), ("candidates", .array(t.candidates.map { .string($0) }))])
            }
            return .object([("line", .int(was.line)), ("x", .number(was.point.x)), ("y", .number(was.point.y)),
                            ("policy", .string(policy.rawValue)), ("was", outcome(was)), ("now", outcome(now))])
        }
    }

    /// What a replay found.
    public struct Report: Sendable {
        public var taps = 0
        public var dragEvents = 0
        public var differences: [Difference] = []

        /// "3 taps replayed, 1 differs (2 drag events not replayed)".
        public var summary: String {
            let n = differences.count
            var s = "\(taps) tap\(taps == 1 ? "" : "s") replayed, \(n) differ\(n == 1 ? "s" : "")"
            if dragEvents > 0 { s += " (\(dragEvents) drag event\(dragEvents == 1 ? "" : "s") not replayed)" }
            return s
        }

        public var summaryJSON: JSON {
            .object([("taps", .int(taps)), ("differing", .int(differences.count)), ("dragEvents", .int(dragEvents))])
        }
    }

    public var scenePath: String?
    public var policy: PolicyKind?
    public var slop: Double?
    /// Loads a scene file by path ("built-in" is the default scene, not a file).
    public var load: (String) throws -> Scene

    public init(scenePath: String? = nil, policy: PolicyKind? = nil, slop: Double? = nil,
                load: @escaping (String) throws -> Scene) {
        self.scenePath = scenePath
        self.policy = policy
        self.slop = slop
        self.load = load
    }

    /// Replays every tap of `file`; a scene that cannot be loaded throws.
    public func run(_ file: RecordFile) throws -> Report {
        var report = Report(taps: file.taps.count, dragEvents: file.dragEvents)
        var resolvers: [String: Resolver] = [:]
        var scenes: [String: Scene] = [:]
        for t in file.taps {
            let path = scenePath ?? t.file ?? "built-in"
            let scene: Scene
            if let s = scenes[path] {
                scene = s
            } else {
                scene = path == "built-in" ? try BuiltinScene.load() : try load(path)
                scenes[path] = scene
            }
            let slopUsed = slop ?? t.slop
            let key = "\(path)|\(slopUsed.map { "\($0)" } ?? "-")"
            let resolver = resolvers[key] ?? Resolver(scene: scene, slop: slopUsed)
            resolvers[key] = resolver
            let p = policy ?? t.policy ?? .uikit
            let r = resolver.resolve(t.point, policy: p)
            let now = RecordLine.Tap(line: t.line, point: t.point, policy: p, hit: resolver.id(r.hit),
                                     responder: resolver.id(r.responder), ambiguous: r.ambiguous,
                                     candidates: r.candidates.map { scene.views[$0].id })
            if now.hit == t.hit && now.responder == t.responder && now.ambiguous == t.ambiguous
                && now.candidates == t.candidates { continue }
            report.differences.append(Difference(was: t, now: now, policy: p))
        }
        return report
    }
}
