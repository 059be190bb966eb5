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
        /// The differences, when they are kept (`run(_:)`); a streamed run only counts them.
        public var differences: [Difference] = [] { didSet { differing = differences.count } }
        public var differing = 0
        /// Lines that are neither a tap nor a drag event.
        public var malformed = 0

        /// "3 taps replayed, 1 differs (2 drag events not replayed), 1 malformed line skipped".
        public var summary: String {
            let n = differing
            var s = "\(taps) tap\(taps == 1 ? "" : "s") replayed, \(n) differ\(n == 1 ? "s" : "")"
            if dragEvents > 0 { s += " (\(dragEvents) drag event\(dragEvents == 1 ? "" : "s") not replayed)" }
            if malformed > 0 { s += ", \(malformed) malformed line\(malformed == 1 ? "" : "s") skipped" }
            return s
        }

        public var summaryJSON: JSON {
            var pairs: [(String, JSON)] = [("taps", .int(taps)), ("differing", .int(differing)),
                                           ("dragEvents", .int(dragEvents))]
            if malformed > 0 { pairs.append(("malformed", .int(malformed))) }
            return .object(pairs)
        }
    }

    public var scenePath: String?
    public var policy: PolicyKind?
    public var slop: Double?
    /// `sampled`'s radius when given, else the recorded one, else the default.
    public var radius: Double?
    /// Loads a scene file by path ("built-in" is the default scene, not a file).
    public var load: (String) throws -> Scene

    public init(scenePath: String? = nil, policy: PolicyKind? = nil, slop: Double? = nil, radius: Double? = nil,
                load: @escaping (String) throws -> Scene) {
        self.scenePath = scenePath
        self.policy = policy
        self.slop = slop
        self.radius = radius
        self.load = load
    }

    /// Replays every tap of `file`; a scene that cannot be loaded throws.
    public func run(_ file: RecordFile) throws -> Report {
        var report = Report(taps: file.taps.count, dragEvents: file.dragEvents)
        report.malformed = file.problems.count
        var cache = Cache()
        for t in file.taps {
            if let d = try compare(t, &cache) { report.differences.append(d) }
        }
        return report
    }

    /// Replays the record file at `path` line by line, in bounded memory: each
    /// difference and each malformed line is handed over as it is found, not kept.
    public func run(path: String, difference: (Difference) -> Void, problem: (String) -> Void) throws -> Report {
        var report = Report()
        var cache = Cache()
        try RecordFile.forEachLine(path: path) { line in
            switch line {
            case .success(.tap(let t)):
                report.taps += 1
                if let d = try compare(t, &cache) {
                    report.differing += 1
                    difference(d)
                }
            case .success(.drag):
                report.dragEvents += 1
            case .failure(let e):
                report.malformed += 1
                problem(e.description)
            }
        }
        return report
    }

    /// Scenes and resolvers already built, a few at a time.
    struct Cache {
        var scenes: [String: Scene] = [:]
        var resolvers: [String: Resolver] = [:]
    }

    /// The tap resolved again; its difference, or nil when the outcome is the same.
    func compare(_ t: RecordLine.Tap, _ cache: inout Cache) throws -> Difference? {
        let path = scenePath ?? t.file ?? "built-in"
        let scene: Scene
        if let s = cache.scenes[path] {
            scene = s
        } else {
            scene = path == "built-in" ? try BuiltinScene.load() : try load(path)
            if cache.scenes.count >= 16 { cache.scenes.removeAll() }
            cache.scenes[path] = scene
        }
        let slopUsed = slop ?? t.slop
        let radiusUsed = radius ?? t.radius
        let key = "\(path)|\(slopUsed.map { "\($0)" } ?? "-")|\(radiusUsed.map { "\($0)" } ?? "-")"
        if cache.resolvers[key] == nil && cache.resolvers.count >= 16 { cache.resolvers.removeAll() }
        let resolver = cache.resolvers[key] ?? Resolver(scene: scene, slop: slopUsed, radius: radiusUsed)
        cache.resolvers[key] = resolver
        let p = policy ?? t.policy ?? scene.defaultPolicy
        let r = resolver.resolve(t.point, policy: p)
        let now = RecordLine.Tap(r, in: scene, line: t.line)
        if now.hit == t.hit && now.responder == t.responder && now.ambiguous == t.ambiguous
            && now.candidates == t.candidates { return nil }
        return Difference(was: t, now: now, policy: p)
    }
}
